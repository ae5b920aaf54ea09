import ProfileReading
import IntroductionCore
import TextBasics

/// Writes one introduction from a profile's facts with the phrase material of one language and tone.
///
/// The shape is greeting → name and role → experience → skills → interests → notes → closing; a fact
/// the profile does not give is left out, never replaced by a sentence that claims something else, so a
/// sparse profile gets a shorter text. Each length tries layouts from the most spacious down (one fact
/// per sentence; then clauses joined; then lists cut, saying so; then the long role cut to its first
/// clause; then notes beyond what the band holds) and keeps the first that fits the band: 2–3 sentences
/// (short), 4–6 (medium), 7–10 (long), and at most 60/120/200 English words or 150/300/500 Japanese
/// characters.
///
/// Every choice among variants is `(seed + salt(key)) % count`: the same seed gives the same text, the
/// next seed changes every choice that has more than one variant (the opening and the closing always do).
struct IntroductionWriter {
    let book: Phrasebook
    let occasionBook: OccasionBook
    let facts: ProfileFacts
    let wording: FactWording
    let options: GenerationOptions
    let seed: UInt64

    /// What a README's "Learning:" line says, taken out of the notes it came from; nil for other occasions.
    let learning: String?
    /// The parts of the profile this text leaves out, and why (``report()``).
    let unused: [UnusedPart]

    init(
        book: Phrasebook, occasionBook: OccasionBook, words: WordList, clauses: ClauseBook, facts: ProfileFacts,
        options: GenerationOptions, seed: UInt64
    ) {
        var facts = facts
        facts.interests = facts.interests?.said(in: options.language)
        var options = options
        // An interview is spoken to strangers deciding on a job: a casual register would cost the person; the
        // friendly one is as relaxed as it gets.
        if options.occasion == .interview, options.tone == .casual { options.tone = .friendly }
        var learning: String?
        if options.occasion == .github,
            let index = facts.notes.firstIndex(where: { LearningNote.subject(of: $0, in: options.language) != nil })
        {
            learning = LearningNote.subject(of: facts.notes[index], in: options.language)
            facts.notes.remove(at: index)
        }
        self.learning = learning
        self.book = book
        self.occasionBook = occasionBook
        // What cannot be said in this language is left out, and reported, never quoted as typed.
        var unused = facts.unread
        let probe = FactWording(facts: facts, book: book, words: words, clauses: clauses, tone: options.tone)
        let cannotSay = UnusedPart.Reason.notSayable(in: options.language)
        facts.notes.removeAll { note in
            guard probe.ownWords(note) == nil else { return false }
            unused.append(UnusedPart(field: .notes, text: note, reason: cannotSay))
            return true
        }
        if let sentence = facts.roleSentence, probe.ownWords(sentence) == nil {
            unused.append(UnusedPart(field: .role, text: sentence, reason: cannotSay))
            facts.roleSentence = nil
        }
        // Only what can be said is listed: an item the lexicon lacks is reported (``FactWording/unsaid``).
        facts.skills = facts.skills.filter {
            FactWording.said(item: $0, words: words, language: options.language) != nil
        }
        if case .list(let items) = facts.interests {
            let said = items.filter {
                FactWording.said(item: $0, words: words, language: options.language, field: .interests) != nil
            }
            facts.interests = said.isEmpty ? nil : .list(said)
        }
        if case .sentence(let sentence) = facts.interests, probe.ownWords(sentence) == nil {
            unused.append(UnusedPart(field: .interests, text: sentence, reason: cannotSay))
            facts.interests = nil
        }
        if case .sentence(let sentence) = facts.experience, probe.ownWords(sentence) == nil {
            unused.append(UnusedPart(field: .experience, text: sentence, reason: cannotSay))
            facts.experience = nil
        }
        if let experience = facts.experience {
            // "3 years at 地方銀行" in English: the duration is said, the place only if it can be.
            var unsaid: [String] = []
            facts.experience = experience.leavingOut(details: { detail in
                guard !probe.canSay(detail: detail) else { return false }
                unsaid.append(detail.text)
                return true
            })
            unused += unsaid.map { UnusedPart(field: .experience, text: $0, reason: cannotSay) }
        }
        unused += probe.unsaid
        // "Make it funny": a wish about the text the offline composer has no way to grant (it does take out
        // exclamation marks).
        unused += facts.unheeded.filter { !ExclamationWish.isAsked(in: $0) }.map {
            UnusedPart(field: .notes, text: $0, reason: .requestNotCarriedOut)
        }
        // A role that cannot be said is not written at all: an employer or a former job alone says nothing.
        if probe.roleText == nil { facts.role = nil }
        self.unused = unused
        self.facts = facts
        self.wording = FactWording(facts: facts, book: book, words: words, clauses: clauses, tone: options.tone)
        self.options = options
        self.seed = seed
    }

    /// The notes `sections` leave out to keep the length (a medium text holds only the first few), each reported:
    /// a note that can be said but is not is no less left out than one that cannot.
    func notesWithoutRoom(in sections: Introduction) -> [UnusedPart] {
        let written = [sections.introduction, sections.bio] + sections.highlights
        return facts.notes.filter { note in
            let said = wording.ownSentences([note]).joined().trimmingCharacters(in: ScalarSet(charactersIn: ".。!！ "))
            return !said.isEmpty && !written.contains { $0.includes(said) }
        }
        .map { UnusedPart(field: .notes, text: $0, reason: .noRoom) }
    }

    /// What the text leaves out of the profile, and why.
    func report() -> CompositionReport {
        let order = ProfileField.allCases
        return CompositionReport(
            unused: unused.sorted { order.firstIndex(of: $0.field)! < order.firstIndex(of: $1.field)! })
    }

    /// Sentence counts per length, as the product brief sets them.
    static func band(_ length: GenerationOptions.Length) -> ClosedRange<Int> {
        switch length {
        case .short: 2...3
        case .medium: 4...6
        case .long: 7...10
        }
    }

    /// What an interview's lengths promise, in seconds spoken: about 30 s, 1 min, 2 min. A text keeps within a quarter
    /// of it either way when the profile holds enough; a shorter one says so (``shortfall(of:)``).
    static func promisedSeconds(_ length: GenerationOptions.Length) -> Int {
        switch length {
        case .short: 30
        case .medium: 60
        case .long: 120
        }
    }

    /// An interview's sentence counts: a minute holds more sentences than a meetup's medium text.
    private static func interviewBand(_ length: GenerationOptions.Length) -> ClosedRange<Int> {
        switch length {
        case .short: 2...4
        case .medium: 3...9
        case .long: 5...16
        }
    }

    /// For an interview, one sentence when `text` (the introduction written) is spoken in less than three quarters
    /// of the time asked: the profile holds less, and the text is not padded to make up for it.
    func shortfall(of text: String) -> String? {
        guard options.occasion == .interview, !text.isEmpty else { return nil }
        let promised = Self.promisedSeconds(options.length)
        let seconds = SpokenTime.seconds(text, language: options.language)
        guard seconds * 4 < promised * 3 else { return nil }
        let asked = promised >= 60 ? "\(promised / 60) minute" + (promised >= 120 ? "s" : "") : "\(promised) seconds"
        return "The profile holds about \(max(5, (seconds + 2) / 5 * 5)) s of material, less than the \(asked) asked:"
            + " the answer is shorter rather than padded. Add experience, skills or notes for a longer one."
    }

    /// The most a text of `length` may hold: English words or Japanese characters. An interview's lengths are spoken
    /// times (about 30 s, 1 min, 2 min at 150 English words or 300 Japanese characters a minute).
    static func sizeLimit(
        _ length: GenerationOptions.Length, _ language: GenerationOptions.Language,
        occasion: GenerationOptions.Occasion = .meetup
    ) -> Int {
        if occasion == .interview {
            let minutes: Double = length == .short ? 0.5 : length == .medium ? 1 : 2
            return Int(minutes * (language == .en ? 150 : 300))
        }
        return switch (length, language) {
        case (.short, .en): 60
        case (.medium, .en): 120
        case (.long, .en): 200
        case (.short, .ja): 150
        case (.medium, .ja): 300
        case (.long, .ja): 500
        }
    }

    /// The introduction, in the occasion's shape.
    func write() -> String {
        switch options.occasion {
        case .meetup, .team, .interview, .linkedin: spoken()
        case .speaker: speakerBio()
        case .x: socialBio()
        case .github: readme()
        }
    }

    /// What the occasion puts in the running text: a LinkedIn About opens without a greeting; a README's paragraph
    /// leaves the name, the role and the lists to its heading and lines, and has no closing; an interview invites no
    /// chat about the interests (the interviewer asks the questions).
    private var shape: (greets: Bool, identity: Bool, lists: Bool, closes: Bool, invites: Bool) {
        switch options.occasion {
        case .linkedin: (false, true, true, true, true)
        case .github: (false, false, false, false, false)
        case .interview: (true, true, true, true, false)
        default: (true, true, true, true, true)
        }
    }

    /// Sentences in the layout that fits the length: greeting → name and role → experience → skills → interests →
    /// notes → closing, as much of it as the occasion's shape holds.
    func spoken() -> String {
        let layouts = ladder
        for layout in layouts {
            let sentences = compose(layout)
            if fits(sentences, length: options.length) { return join(sentences) }
        }
        return join(compose(layouts[layouts.count - 1]))
    }

    // MARK: - Layouts

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

    private var ladder: [Layout] {
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

    private func fits(_ sentences: [String], length: GenerationOptions.Length) -> Bool {
        if options.occasion == .interview {
            // Spoken time, as the status line counts it: at most a quarter over what the length promises.
            guard sentences.count <= Self.interviewBand(length).upperBound else { return false }
            return SpokenTime.seconds(join(sentences), language: options.language) * 4
                <= Self.promisedSeconds(length) * 5
        }
        guard sentences.count <= Self.band(length).upperBound else { return false }
        let text = join(sentences)
        let size = options.language == .en ? text.split(whereSeparator: \.isWhitespace).count : text.count
        return size <= Self.sizeLimit(length, options.language, occasion: options.occasion)
    }

    private func join(_ sentences: [String]) -> String {
        sentences.joined(separator: book.sentenceSeparator)
    }

    // MARK: - Composing

    /// A fact ready to be written: a clause that can share a sentence (the seed's variant first, then the
    /// others, so a joined sentence can avoid two links that end alike), or a finished sentence.
    enum Piece {
        case clause([Phrasebook.Phrase])
        case sentence(String)
    }

    private func compose(_ layout: Layout) -> [String] {
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
    private func joined(_ pieces: [Piece], joins: Int) -> [String] {
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
