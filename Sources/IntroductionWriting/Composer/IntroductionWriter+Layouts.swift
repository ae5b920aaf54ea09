import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

/// The layouts a text is tried in, from the fullest down, and how one is composed: pieces chosen from the facts,
/// phrases drawn for each, sentences joined.
extension IntroductionWriter {
    /// How one attempt spends the room it has.
    struct Layout {
        /// Greeting and identity in one sentence ("Hi everyone, I'm Ada.").
        var mergeOpening = false
        /// 0: one fact per sentence; 1: one pair of clauses joined; 2: every run of clauses joined.
        var joins = 0
        /// At most this many skills or interests, the rest said to exist ("…, among others").
        var listLimit: Int?
        /// The role's first clause instead of the whole role.
        var roleHead = false
        var noteLimit = Int.max
        /// A generic invitation before the closing (long texts).
        var invite = false
        /// Many skills in two sentences.
        var splitSkills = false
        var closing = true
        /// Facts left out as a last resort in a short text that cannot hold them otherwise.
        var drop: Set<String> = []
        /// A duration without what it was spent on ("8 years" for "8 years building streaming APIs").
        var briefExperience = false

        func with(_ change: (inout Layout) -> Void) -> Layout {
            var copy = self
            change(&copy)
            return copy
        }
    }

    var ladder: [Layout] {
        var layouts: [Layout]
        switch options.length {
        case .short:
            // A short text names a few items of a long list and says there are more.
            let base = Layout(mergeOpening: true, joins: 2, listLimit: 4, roleHead: true, noteLimit: 0)
            let brief = base.with { $0.briefExperience = true }
            layouts = [base, brief] + [3, 2, 1].map { limit in brief.with { $0.listLimit = limit } }
            let tight = brief.with { $0.listLimit = 1 }
            layouts.append(tight.with { $0.closing = false })
            for field in ["interests", "experience", "skills"] {
                layouts.append(layouts[layouts.count - 1].with { $0.drop.insert(field) })
            }
        case .medium, .long:
            // What is given up, in order: nothing; then lists cut (saying so); then the long role cut to its
            // first clause; then the notes beyond what fits. For each, the most spacious structure first.
            let long = options.length == .long
            var contents: [Layout] = [Layout()]
            for limit in long ? [8, 6, 4] : [6, 4] {
                contents.append(Layout(listLimit: limit))
            }
            contents.append(Layout(listLimit: 4, roleHead: true))
            for limit in stride(from: facts.notes.count - 1, through: 0, by: -1) {
                contents.append(Layout(listLimit: 4, roleHead: true, noteLimit: limit))
            }
            for limit in [3, 2, 1] {
                contents.append(Layout(listLimit: limit, roleHead: true, noteLimit: 0))
            }
            layouts = contents.flatMap { content in
                var structures: [Layout] = []
                if long {
                    structures.append(
                        content.with {
                            $0.invite = true; $0.splitSkills = true
                        })
                }
                structures.append(content.with { $0.splitSkills = true })
                structures.append(content)
                structures.append(content.with { $0.joins = 1 })
                structures.append(content.with { $0.joins = 2 })
                structures.append(
                    content.with {
                        $0.joins = 2; $0.mergeOpening = true
                    })
                return structures
            }
        }
        return layouts
    }

    func fits(_ sentences: [String], length: GenerationOptions.Length) -> Bool {
        if options.occasion == .interview {
            // Spoken time, as the status line counts it: at most a quarter over what the length promises.
            guard sentences.count <= Self.interviewBand(length).upperBound else { return false }
            return SpokenTime.seconds(join(sentences), language: options.language) * 4
                <= Self.promisedSeconds(length) * 5
        }
        guard sentences.count <= Self.band(length).upperBound else { return false }
        let text = join(sentences)
        let size = language == .en ? text.split(whereSeparator: \.isWhitespace).count : text.count
        return size <= Self.sizeLimit(length, language, occasion: options.occasion)
    }

    func join(_ sentences: [String]) -> String {
        sentences.joined(separator: book.sentenceSeparator)
    }

    // MARK: - Composing

    /// A fact ready to be written: a clause that can share a sentence (the seed's variant first, then the
    /// others, so a joined sentence can avoid two links that end alike), or a finished sentence.
    enum Piece {
        case clause([Phrasebook.Phrase])
        case sentence(String)
    }

    func compose(_ layout: Layout) -> [String] {
        var sentences: [String] = []
        let shape = shape
        let identity = shape.identity ? identityClause(layout) : nil
        if let identity, layout.mergeOpening, shape.greets {
            sentences.append(openingSentence(salutation: pick("salutation").end, identity))
        } else {
            if shape.greets { sentences.append(pickSentence("greeting", avoiding: "")) }
            // A two-minute interview answer says how it will go before it goes there.
            if shape.greets, options.occasion == .interview, options.length == .long, !phrases("frame").isEmpty {
                sentences.append(pickSentence("frame", avoiding: join(sentences)))
            }
            if let identity { sentences.append(sentence(identity)) }
        }
        let layout = shape.lists ? layout : layout.with { $0.drop.formUnion(["skills", "interests"]) }
        sentences += joined(bodyPieces(layout), joins: layout.joins)
        // An invitation about the interests follows them, so "them" can only mean the interests.
        let listed: [String]? = if case .list(let items) = facts.interests { items } else { nil }
        if layout.invite, shape.invites, let listed, !layout.drop.contains("interests") {
            let invite = pickSentence("invite.interests", avoiding: join(sentences))
            sentences.append(Template.fill(invite, ["them": wording.pronoun(for: listed)]))
        }
        // A fact the notes asked for is said whatever else is cut; a short text, which holds no notes, leaves it
        // to the highlights when it fits one.
        let keepsAsked = { (note: String) in
            facts.asked.contains(note) && (options.length != .short || highlight(own: note) == nil)
        }
        let notes = facts.notes.enumerated()
            .filter { $0.offset < layout.noteLimit || keepsAsked($0.element) }.map(\.element)
        sentences += wording.ownSentences(notes)
        if layout.invite, shape.invites, listed == nil {
            sentences.append(pickSentence("invite", avoiding: join(sentences)))
        }
        if layout.closing, shape.closes {
            sentences.append(pickSentence("closing", avoiding: join(sentences)))
        }
        return sentences
    }

    private func identityClause(_ layout: Layout) -> Phrasebook.Phrase? {
        let key: String
        switch (facts.name, facts.role) {
        case (.some, .some): key = "identity.nameRole"
        case (.some, nil): key = "identity.name"
        case (nil, .some): key = "identity.role"
        case (nil, nil): return nil
        }
        return fill(pick(key), layout)
    }

    private func bodyPieces(_ layout: Layout) -> [Piece] {
        var pieces: [Piece] = []
        // A role typed as a sentence, the job before an arrow in the role and the one hoped for follow who the person
        // is now.
        if let sentence = facts.roleSentence { pieces.append(ownSentence(sentence)) }
        if !layout.drop.contains("role"), wording.roleText != nil {
            if wording.formerRole != nil { pieces.append(.clause(candidates("role.former", layout))) }
            if wording.aspiringRole != nil { pieces.append(.clause(candidates("role.aspiring", layout))) }
        }
        if !layout.drop.contains("experience"), let experience = facts.experience {
            if let piece = experiencePiece(experience, layout) { pieces.append(piece) }
        }
        if !layout.drop.contains("skills"), !facts.skills.isEmpty {
            let skills = wording.skills
            if layout.splitSkills, skills.count > 5 {
                let half = (skills.count + 1) / 2
                pieces.append(.clause(candidates("skills", layout, ["skills": wording.list(Array(skills[..<half]))])))
                pieces.append(
                    .clause(candidates("skills.more", layout, ["skills": wording.list(Array(skills[half...]))])))
            } else {
                pieces.append(.clause(candidates("skills", layout)))
            }
        }
        if !layout.drop.contains("interests") {
            switch facts.interests {
            case .list: pieces.append(.clause(candidates("interests", layout)))
            case .sentence(let sentence): pieces.append(ownSentence(sentence))
            case nil: break
            }
        }
        return pieces
    }

    private func experiencePiece(_ experience: Experience, _ layout: Layout) -> Piece? {
        switch experience {
        // Never reaches the writer: the reading reports what it could not read.
        case .phrase: nil
        case .duration: .clause(candidates("experience.duration", layout))
        case .durationDoing:
            .clause(candidates(layout.briefExperience ? "experience.duration" : "experience.detail", layout))
        case .since: .clause(candidates("experience.since", layout))
        case .durations: .clause(candidates("experience.durations", layout))
        case .doing: .clause(candidates("experience.doing", layout))
        case .yearOrdinal: .clause(candidates("experience.ordinal", layout))
        case .career(let career): .clause(candidates("experience." + key(of: career), layout))
        case .sentence(let sentence): ownSentence(sentence)
        }
    }

    /// The phrase key for a career: its shape's, or the plain duration's when the part of now only says the role
    /// again ("8 years, now freelance" for a freelance designer would read "…and currently work as a freelancer").
    func key(of career: Career) -> String {
        guard career.past == nil, let now = career.now, now.link == .role, let role = facts.role?.text.lowercased()
        else { return career.key }
        let word = now.text.lowercased()
        return role.includes(String(word.prefix(max(4, word.count - 2)))) ? "duration" : career.key
    }

    /// Every variant of `key`, filled, the seed's one first and the rest in turn.
    private func candidates(_ key: String, _ layout: Layout, _ values: [String: String] = [:]) -> [Phrasebook.Phrase] {
        let variants = phrases(key)
        guard !variants.isEmpty else { return [Phrasebook.Phrase(end: "")] }
        let start = index(key, count: variants.count)
        return variants.indices.map { fill(variants[(start + $0) % variants.count], layout, values: values) }
    }

    private func ownSentence(_ sentence: String) -> Piece {
        .sentence(wording.ownSentences([sentence]).joined())
    }

    /// Pieces as sentences, with clauses joined as the layout says: one pair (which one follows the seed)
    /// or every run of clauses.
    func joined(_ pieces: [Piece], joins: Int) -> [String] {
        var groups: [[[Phrasebook.Phrase]]] = []
        var sentences: [Int: String] = [:]
        for piece in pieces {
            switch piece {
            case .clause(let clause):
                if joins >= 2, let last = groups.indices.last, sentences[last] == nil, groups[last].count < 3 {
                    groups[last].append(clause)
                } else {
                    groups.append([clause])
                }
            case .sentence(let sentence):
                sentences[groups.count] = sentence
                groups.append([])
            }
        }
        if joins == 1 {
            let pairs = groups.indices.dropLast().filter {
                sentences[$0] == nil && sentences[$0 + 1] == nil && groups[$0].count == 1 && groups[$0 + 1].count == 1
            }
            if !pairs.isEmpty {
                let first = pairs[Int(seed % UInt64(pairs.count))]
                groups[first] += groups[first + 1]
                groups.remove(at: first + 1)
                var moved: [Int: String] = [:]
                for (index, sentence) in sentences { moved[index > first ? index - 1 : index] = sentence }
                sentences = moved
            }
        }
        return groups.indices.map { index in sentences[index] ?? sentence(joining: varied(groups[index])) }
    }

    /// One variant per clause: the seed's, unless its Japanese link would end like the one before it
    /// (「…があり、…があり、」), then the next variant that does not.
    private func varied(_ group: [[Phrasebook.Phrase]]) -> [Phrasebook.Phrase] {
        var chosen: [Phrasebook.Phrase] = []
        for candidates in group {
            guard let first = candidates.first else { continue }
            let previous = chosen.last.flatMap { $0.link }.map { String($0.suffix(2)) }
            let pick =
                candidates.first { candidate in
                    previous == nil || candidate.link.map { String($0.suffix(2)) } != previous
                } ?? first
            chosen.append(pick)
        }
        return chosen
    }
}
