import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

/// The layouts a text is tried in, from the fullest down, and how one is composed: the identity, the clauses of the
/// plan in the order of what they say, the lists, the closing.
extension IntroductionWriter {
    /// How one attempt spends the room it has.
    struct Layout {
        /// Greeting and identity in one sentence ("Hi everyone, I'm Ada.").
        var mergeOpening = false
        /// 0: one fact per sentence; 1: one pair of clauses joined; 2: every run of clauses joined.
        var joins = 0
        /// At most this many skills or interests, the rest said to exist ("…, among others").
        var listLimit: Int?
        /// The title alone, without its organization, where room is short (headlines).
        var roleHead = false
        /// At most this many clauses of the plan, the most needed first.
        var clauseLimit = Int.max
        /// A generic invitation before the closing (long texts).
        var invite = false
        /// Many skills in two sentences.
        var splitSkills = false
        var closing = true
        /// Lists left out as a last resort in a short text that cannot hold them otherwise.
        var drop: Set<String> = []

        func with(_ change: (inout Layout) -> Void) -> Layout {
            var copy = self
            change(&copy)
            return copy
        }
    }

    var ladder: [Layout] {
        let clauses = wording.clauses.count
        var layouts: [Layout]
        switch options.length {
        case .short:
            // A short text keeps the facts that matter most and names a few items of a long list.
            let base = Layout(mergeOpening: true, joins: 2, listLimit: 4, clauseLimit: 3)
            layouts = [base] + [3, 2, 1].map { limit in base.with { $0.listLimit = limit } }
            for limit in stride(from: 2, through: 0, by: -1) {
                layouts.append(base.with { $0.listLimit = 1; $0.clauseLimit = limit })
            }
            layouts.append(layouts[layouts.count - 1].with { $0.closing = false })
            for field in ["interests", "skills"] {
                layouts.append(layouts[layouts.count - 1].with { $0.drop.insert(field) })
            }
        case .medium, .long:
            // What is given up, in order: nothing; then lists cut (saying so); then the clauses that matter least.
            // For each, the most spacious structure first.
            let long = options.length == .long
            var contents: [Layout] = [Layout()]
            for limit in long ? [8, 6, 4] : [6, 4] {
                contents.append(Layout(listLimit: limit))
            }
            for limit in stride(from: clauses - 1, through: 0, by: -1) {
                contents.append(Layout(listLimit: 4, clauseLimit: limit))
            }
            for limit in [3, 2, 1] {
                contents.append(Layout(listLimit: limit, clauseLimit: 1))
            }
            contents.append(Layout(listLimit: 1, clauseLimit: 1, drop: ["interests"]))
            contents.append(Layout(listLimit: 1, clauseLimit: 0, drop: ["interests", "skills"]))
            layouts = contents.flatMap { content in
                var structures: [Layout] = []
                if long { structures.append(content.with { $0.invite = true; $0.splitSkills = true }) }
                structures.append(content.with { $0.splitSkills = true })
                structures.append(content)
                structures.append(content.with { $0.joins = 1 })
                structures.append(content.with { $0.joins = 2 })
                structures.append(content.with { $0.joins = 2; $0.mergeOpening = true })
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
        let listsInterests = !wording.interests.isEmpty && !layout.drop.contains("interests")
        if layout.invite, shape.invites, listsInterests {
            let invite = pickSentence("invite.interests", avoiding: join(sentences))
            sentences.append(Template.fill(invite, ["them": book.pronouns[wording.interests.count == 1 ? "one" : "many"] ?? ""]))
        }
        if layout.invite, shape.invites, !listsInterests {
            sentences.append(pickSentence("invite", avoiding: join(sentences)))
        }
        if layout.closing, shape.closes {
            sentences.append(pickSentence("closing", avoiding: join(sentences)))
        }
        return sentences
    }

    private func identityClause(_ layout: Layout) -> Phrasebook.Phrase? {
        let key: String
        switch (facts.name, wording.role) {
        case (.some, .some): key = "identity.nameRole"
        case (.some, nil): key = "identity.name"
        case (nil, .some): key = "identity.role"
        case (nil, nil): return nil
        }
        return fill(pick(key), layout)
    }

    /// The clauses the layout keeps, the most needed first (what the notes asked for, the job, contacts, places…),
    /// said in the order of the plan; then the lists.
    func keptClauses(_ layout: Layout) -> [Wording.Said] {
        // A README says what one is learning as its own line ("- Learning: Rust"), not in its paragraph.
        let clauses = options.occasion == .github ? wording.clauses.filter { $0.learning == nil } : wording.clauses
        return kept(of: clauses, layout)
    }

    private func kept(of clauses: [Wording.Said], _ layout: Layout) -> [Wording.Said] {
        let ranked = clauses.indices.sorted { left, right in
            let (a, b) = (clauses[left], clauses[right])
            if a.isAsked != b.isAsked { return a.isAsked }
            return (a.kind, left) < (b.kind, right)
        }
        let kept = Set(ranked.prefix(max(layout.clauseLimit, clauses.filter(\.isAsked).count)))
        return clauses.indices.filter(kept.contains).sorted { left, right in
            (clauses[left].kind, left) < (clauses[right].kind, right)
        }.map { clauses[$0] }
    }

    private func bodyPieces(_ layout: Layout) -> [Piece] {
        var pieces: [Piece] = keptClauses(layout).map { .clause([$0.phrase]) }
        if !layout.drop.contains("skills"), !wording.skills.isEmpty {
            let skills = wording.skills
            if layout.splitSkills, skills.count > 5 {
                let half = (skills.count + 1) / 2
                pieces.append(.clause(candidates("skills", layout, ["skills": list(Array(skills[..<half]))])))
                pieces.append(.clause(candidates("skills.more", layout, ["skills": list(Array(skills[half...]))])))
            } else {
                pieces.append(.clause(candidates("skills", layout)))
            }
        }
        if !layout.drop.contains("interests"), !wording.interests.isEmpty {
            pieces.append(.clause(candidates("interests", layout)))
        }
        return pieces
    }

    /// Every variant of `key`, filled, the seed's one first and the rest in turn.
    private func candidates(_ key: String, _ layout: Layout, _ values: [String: String] = [:]) -> [Phrasebook.Phrase] {
        let variants = phrases(key)
        guard !variants.isEmpty else { return [Phrasebook.Phrase(end: "")] }
        let start = index(key, count: variants.count)
        return variants.indices.map { fill(variants[(start + $0) % variants.count], layout, values: values) }
    }

    /// Pieces as sentences, with clauses joined as the layout says: one pair (which one follows the seed)
    /// or every run of clauses.
    func joined(_ pieces: [Piece], joins: Int) -> [String] {
        var groups: [[[Phrasebook.Phrase]]] = []
        var sentences: [Int: String] = [:]
        for piece in pieces {
            switch piece {
            case .clause(let clause):
                if joins >= 2, let last = groups.indices.last, sentences[last] == nil, groups[last].count < 3,
                    continues(groups[last].last)
                {
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
                    && continues(groups[$0].last)
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

    /// Whether a sentence can go on after `clause`: in Japanese, not after a clause with no linking form (one in the
    /// past, whose て-form would take the tense of what follows).
    private func continues(_ clause: [Phrasebook.Phrase]?) -> Bool {
        language == .en || clause?.first.map { $0.link != nil } ?? false
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
