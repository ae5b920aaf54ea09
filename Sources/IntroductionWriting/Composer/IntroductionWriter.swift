import IntroductionCore
import ProfileReading
import ReadingLexicon
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

    /// The language written in: the phrase material's.
    var language: ComposerLanguage { book.language }
    /// What a README's "Learning:" line says, taken out of the notes it came from; nil for other occasions.
    let learning: String?
    /// The parts of the profile this text leaves out, and why (``report()``).
    let unused: [UnusedPart]

    init(
        book: Phrasebook, occasionBook: OccasionBook, words: WordList, clauses: ClauseBook, facts: ProfileFacts,
        options: GenerationOptions, seed: UInt64
    ) {
        var facts = facts
        facts.interests = facts.interests?.said(in: book.language)
        var options = options
        // An interview is spoken to strangers deciding on a job: a casual register would cost the person; the
        // friendly one is as relaxed as it gets.
        if options.occasion == .interview, options.tone == .casual { options.tone = .friendly }
        var learning: String?
        if options.occasion == .github,
            let index = facts.notes.firstIndex(where: { LearningNote.subject(of: $0, in: book.language) != nil })
        {
            learning = LearningNote.subject(of: facts.notes[index], in: book.language)
            facts.notes.remove(at: index)
        }
        self.learning = learning
        self.book = book
        self.occasionBook = occasionBook
        // What cannot be said in this language is left out, and reported, never quoted as typed.
        var unused = facts.unread
        let probe = FactWording(facts: facts, book: book, words: words, clauses: clauses, tone: options.tone)
        let cannotSay = UnusedPart.Reason.notSayable(in: book.language)
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
            FactWording.said(item: $0, words: words, language: book.language) != nil
        }
        if case .list(let items) = facts.interests {
            let said = items.filter {
                FactWording.said(item: $0, words: words, language: book.language, field: .interests) != nil
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
    static func interviewBand(_ length: GenerationOptions.Length) -> ClosedRange<Int> {
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
        _ length: GenerationOptions.Length, _ language: ComposerLanguage,
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
    var shape: (greets: Bool, identity: Bool, lists: Bool, closes: Bool, invites: Bool) {
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
}
