import IntroductionCore
import ProfileReading
import ReadingLexicon
import SentenceRealization
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
    let wording: Wording
    let options: GenerationOptions
    let seed: UInt64

    /// The language written in: the phrase material's.
    var language: ComposerLanguage { book.language }
    /// The parts of the profile this text leaves out, and why (``report()``).
    let unused: [UnusedPart]
    /// Whether the notes asked for no exclamation marks.
    let calm: Bool

    init(
        book: Phrasebook, occasionBook: OccasionBook, words: WordList, facts: ProfileFacts, options: GenerationOptions,
        seed: UInt64
    ) {
        var options = options
        var calm = false
        var unheeded: [UnusedPart] = []
        // What the notes ask of the text is carried out: its length, its tone, its register, no exclamations.
        for request in facts.requests {
            switch request.value {
            case .length(let length): options.length = length
            case .tone(let tone): options.tone = tone
            case .polite: if options.tone == .casual { options.tone = .friendly }
            case .noExclamation: calm = true
            case .avoid, .mention: break
            case .other: unheeded.append(UnusedPart(field: request.field, text: request.typed, reason: .requestNotCarriedOut))
            }
        }
        // An interview is spoken to strangers deciding on a job: a casual register would cost the person; the
        // friendly one is as relaxed as it gets.
        if options.occasion == .interview, options.tone == .casual { options.tone = .friendly }
        self.book = book
        self.occasionBook = occasionBook
        self.facts = facts
        self.wording = Wording(facts: facts, language: book.language, tone: options.tone, words: words)
        self.options = options
        self.seed = seed
        self.calm = calm
        unused = facts.unread + wording.unsaid + unheeded
    }

    /// The clauses `sections` leave out to keep the length, each reported: a fact that can be said but is not is no
    /// less left out than one that cannot.
    func clausesWithoutRoom(in sections: Introduction) -> [UnusedPart] {
        let written = ([sections.introduction, sections.bio, sections.headline] + sections.highlights).joined(separator: "\n")
        var parts: [UnusedPart] = []
        // The experience said as a length and what it was spent doing ("8 years of experience building streaming
        // APIs") says the activity it came from.
        let detailed = wording.detail.map { written.includes($0) } ?? false
        for said in wording.clauses
        where !written.includes(Self.core(said.phrase.end)) && !written.includes(said.phrase.link ?? said.phrase.end)
            && !(detailed && said.source == .experience && said.kind == .activity)
            && !(options.occasion == .github && said.learning != nil)
        {
            parts.append(UnusedPart(field: said.source, text: said.typed, reason: .noRoom))
        }
        // A list cut to a few items ("Swift, Go and more") leaves the rest out: each is reported.
        for (said, typed) in wording.listed where !written.includes(said) {
            parts.append(UnusedPart(field: typed.field, text: typed.text, reason: .noRoom))
        }
        return parts
    }

    /// A clause without the capital it starts with, as it appears inside a joined sentence.
    static func core(_ clause: String) -> String {
        guard let first = clause.first, first.isUppercase, !clause.hasPrefix("I ") && !clause.hasPrefix("I'") else {
            return clause
        }
        return String(clause.dropFirst())
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
