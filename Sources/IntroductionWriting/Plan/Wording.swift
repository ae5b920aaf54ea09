import IntroductionCore
import ProfileReading
import ReadingLexicon
import SentenceRealization

/// The profile's facts as one text says them: in one language and register, each fact a clause or a term, realized;
/// a fact that cannot be said in this language recorded in `unsaid` with the words the person typed.
///
/// This is the plan: which clause says which fact, in what tense, is decided here, once, from the fact's type; the
/// realization writes it; the writer only arranges what this holds.
struct Wording {
    /// A realized clause and the fact it says.
    struct Said {
        var phrase: Phrasebook.Phrase
        var kind: Kind
        var source: ProfileField
        var typed: String
        var isAsked = false
        /// What one is learning ("I'm learning Rust"): a README says it as its own line.
        var learning: String?
    }

    /// What a clause says, which decides its place and what is given up first when a text is short.
    enum Kind: Int, Comparable {
        case job, former, career, place, contact, activity, language, other

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let facts: ProfileFacts
    let language: ComposerLanguage
    let register: Register
    let terms: Terms
    let words: WordList

    /// The main job as a noun phrase with its article and organization ("a senior product manager at Fernbank
    /// Health", 「Fernbank Healthのシニアプロダクトマネージャー」), and its head alone, for short places.
    var role: String?
    var roleHead: String?
    /// The role without its article, with its organization ("backend engineer at Mercari").
    var roleBare: String?
    /// The role said as a state of life, not a job ("a high school junior", 「大学3年生」).
    var roleIsState = false
    /// The person has a trade but no job now (looking for work, returning to it): no wording may claim they work.
    var isBetweenJobs: Bool {
        facts.states.contains { [.betweenJobs, .returning].contains($0.value.kind) }
    }
    /// The clauses of the body, in order.
    var clauses: [Said] = []
    var skills: [String] = []
    var interests: [String] = []
    /// Each listed item as said, with the field and words it was typed in: what a cut list leaves out is reported.
    var listed: [(said: String, typed: (field: ProfileField, text: String))] = []
    /// The length of the person's experience in this language ("8 years", 「8年」), for highlights and bios.
    var duration: String?
    /// What that experience was spent doing, in English, after "of experience": "building streaming APIs".
    var detail: String?
    /// What cannot be said in this language.
    var unsaid: [UnusedPart] = []

    init(facts: ProfileFacts, language: ComposerLanguage, tone: GenerationOptions.Tone, words: WordList) {
        self.facts = facts
        self.language = language
        self.register = tone == .formal ? .formal : tone == .casual ? .casual : .polite
        self.terms = Terms(words: words)
        self.words = words
        planIdentity()
        planCareer()
        planActivities()
        planPlaces()
        planContacts()
        planLists()
    }

    var realizedLanguage: RealizedLanguage { language == .en ? .english : .japanese }

    /// The reason for a part this text cannot say.
    var cannotSay: UnusedPart.Reason { .notSayable(in: language) }

    /// `clause` realized, or nil (and the part recorded as unsaid) when this language has no words for it.
    mutating func realize(_ clause: Clause, _ kind: Kind, source: ProfileField, typed: String, isAsked: Bool = false)
        -> Bool
    {
        guard let realized = Realizer.realize(clause, in: realizedLanguage, register: register) else {
            unsaid.append(UnusedPart(field: source, text: typed, reason: cannotSay))
            return false
        }
        clauses.append(
            Said(
                phrase: Phrasebook.Phrase(end: realized.end, link: realized.link), kind: kind, source: source,
                typed: typed, isAsked: isAsked))
        return true
    }

    /// A term's noun phrase in this language, with its article in English.
    func nounPhrase(_ term: Term) -> String? {
        Realizer.nounPhrase(term, in: realizedLanguage)
    }
}
