import IntroductionCore
import ProfileReading
import ReadingLexicon

/// The offline composer's sentence material for one language, read from `Resources/composer/composer-<lang>.json`.
///
/// Every word the composer writes that the person did not type comes from here: greetings, the frames
/// around each fact, closings, and the material of the other sections (headline, highlights, bio), per
/// tone. A template is a clause without its full stop; `{slot}`s take the facts. Japanese clauses that
/// can be joined to the next one also carry their linking form (「経験は5年です」 → 「経験は5年で、」),
/// because a Japanese sentence is never joined with a comma after です/ます.
struct Phrasebook: Decodable, Sendable {
    /// One template: the clause as it ends a sentence, and (Japanese) the form that links it to the next.
    struct Phrase: Decodable, Sendable, Equatable {
        var end: String
        var link: String?

        init(end: String, link: String? = nil) {
            self.end = end
            self.link = link
        }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.init(end: text)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                end: try container.decode(String.self, forKey: .end),
                link: try container.decode(String.self, forKey: .link))
        }

        private enum CodingKeys: String, CodingKey {
            case end, link
        }
    }

    /// How items of a list are joined: "Swift, SwiftUI and SSE"; 「Swift、SwiftUI、SSE」.
    struct ListStyle: Decodable, Sendable {
        var two: String
        var separator: String
        var last: String
        /// A list cut short, saying so: "{list}, among others"; 「{list}など」.
        var cut: String
    }

    /// How durations and years are said.
    struct Durations: Decodable, Sendable {
        var year: String
        var years: String
        var month: String
        var months: String
        var halfYear: String
        var yearAndHalf: String
        var yearsAndHalf: String
        var decade: String
        var decades: String
        var over: String
        var about: String
        var almost: String
        var under: String
        var ordinal: String
        /// English number words, zero to twenty, for numbers that were typed as words.
        var numberWords: [String]?
    }

    var language: ComposerLanguage
    /// Between sentences: " " in English, nothing in Japanese.
    var sentenceSeparator: String
    /// After a salutation inside a sentence: ", " or 「、」.
    var salutationSeparator: String
    /// Ends a statement: "." or 「。」.
    var fullStop: String
    /// Between joined clauses: ", " or 「、」; English puts `lastClauseJoiner` before the last one.
    var clauseSeparator: String
    var lastClauseJoiner: String
    var list: ListStyle
    var durations: Durations
    /// Says a thing the notes asked to be mentioned (「{thing}のことも…」), by tone; English says one with
    /// ``NoteWish/thingLead``.
    var thingFrame: [String: String]?
    /// How what a duration was spent on attaches to it, by kind (`field`, `role`, `place`, `activity`):
    /// "in {text}", "as {a_text}"; 「{text}として」.
    var detailLinks: [String: String]
    /// "it" and "them" for the interests (`one`, `many`).
    var pronouns: [String: String]
    /// Stock words that may appear once per text: a second "thank" or 「よろしく」 reads as padding.
    var onceOnly: [String]
    /// tone → key → variants.
    var tones: [String: [String: [Phrase]]]

    /// The variants for `key` in `tone`; empty when the material lacks them.
    func phrases(_ key: String, tone: GenerationOptions.Tone) -> [Phrase] {
        tones[tone.rawValue]?[key] ?? []
    }

    /// Every key the composer asks for; a test checks each language and tone has them all.
    static let requiredKeys = [
        "salutation", "greeting", "identity.nameRole", "identity.name", "identity.role", "identity.nameStatus",
        "identity.status", "bio.nameStatus", "bio.status",
        "experience.now", "experience.change", "experience.changeFor", "experience.changeOrdinal",
        "experience.changeState", "experience.changeFounded", "experience.changePause", "experience.before",
        "experience.sinceAt", "experience.ordinalAt",
        "experience.joined", "experience.graduated", "experience.until", "experience.retired", "experience.latest",
        "experience.foundedName", "experience.durationLearner", "experience.program", "highlight.program",
        "highlight.until", "highlight.retired",
        "highlight.latest", "highlight.foundedName", "highlight.durationLearner",
        "highlight.now", "highlight.change", "highlight.changeFor",
        "highlight.changeOrdinal", "highlight.changeState", "highlight.changeFounded", "highlight.changePause",
        "highlight.before",
        "highlight.sinceAt", "highlight.ordinalAt", "highlight.joined", "highlight.graduated",
        "experience.duration", "experience.detail", "experience.since", "experience.ordinal",
        "skills", "skills.more", "interests", "invite", "invite.interests", "closing", "role.former", "role.aspiring",
        "experience.currentBefore", "highlight.currentBefore", "experience.durations", "highlight.durations",
        "experience.doing", "highlight.doing",
        "headline.nameRole", "headline.name", "headline.role", "headline.none",
        "highlight.role", "highlight.duration", "highlight.detail", "highlight.since", "highlight.ordinal",
        "highlight.skills", "highlight.interests",
        "bio.nameRole", "bio.name", "bio.role", "bio.duration", "bio.since", "bio.skills", "bio.interests",
    ]

    /// Keys whose clauses may be joined into one sentence (Japanese ones need a `link` form).
    static let joinableKeys: Set<String> = [
        "experience.duration", "experience.detail", "experience.since", "experience.ordinal", "role.former",
        "role.aspiring", "experience.currentBefore", "experience.durations", "experience.doing", "experience.now",
        "experience.change", "experience.changeFor", "experience.changeOrdinal",
        "experience.changeState", "experience.changeFounded", "experience.changePause", "experience.before",
        "experience.sinceAt", "experience.ordinalAt",
        "experience.joined", "experience.graduated", "experience.until", "experience.retired", "experience.latest",
        "experience.foundedName", "experience.durationLearner", "experience.program",
        "skills", "skills.more", "interests", "bio.duration", "bio.since", "bio.skills", "bio.interests",
    ]

    /// The slots each key may use; a test checks every template against it.
    static let slots: [String: Set<String>] = {
        var slots: [String: Set<String>] = [:]
        let identity: Set<String> = ["name", "role", "a_role"]
        for key in requiredKeys { slots[key] = [] }
        for key in ["identity.nameRole", "headline.nameRole", "bio.nameRole", "identity.nameStatus", "bio.nameStatus"] {
            slots[key] = identity
        }
        for key in ["identity.name", "headline.name", "bio.name"] { slots[key] = ["name"] }
        for key in ["identity.role", "headline.role", "bio.role", "highlight.role", "identity.status", "bio.status"] {
            slots[key] = ["role", "a_role"]
        }
        for key in ["experience.duration", "highlight.duration", "bio.duration"] { slots[key] = ["duration"] }
        for key in ["experience.detail", "highlight.detail"] { slots[key] = ["duration", "detail"] }
        for key in ["experience.since", "highlight.since", "bio.since"] { slots[key] = ["year"] }
        for key in ["experience.ordinal", "highlight.ordinal"] { slots[key] = ["ordinal"] }
        slots["experience.currentBefore"] = ["nowFor", "past"]
        slots["highlight.currentBefore"] = ["nowFor"]
        slots["experience.durations"] = ["list"]
        slots["experience.doing"] = ["what", "place"]
        slots["highlight.doing"] = ["what", "place"]
        slots["highlight.durations"] = ["items"]
        slots["role.former"] = ["former", "a_former"]
        slots["role.aspiring"] = ["aspiring", "a_aspiring"]
        for kind in ["experience", "highlight"] {
            slots[kind + ".now"] = ["duration", "now"]
            slots[kind + ".change"] = ["duration", "past", "now"]
            slots[kind + ".changeFor"] = ["duration", "past", "now", "nowFor"]
            slots[kind + ".changeOrdinal"] = ["duration", "past", "now", "nowOrdinal"]
            slots[kind + ".changeState"] = ["duration", "past", "now"]
            slots[kind + ".changeFounded"] = ["duration", "past", "year"]
            slots[kind + ".changePause"] = ["duration", "past", "now", "nowFor"]
            slots[kind + ".before"] = ["duration", "past"]
            slots[kind + ".sinceAt"] = ["year", "now"]
            slots[kind + ".ordinalAt"] = ["ordinal", "now"]
            slots[kind + ".joined"] = ["ordinal"]
            slots[kind + ".graduated"] = ["ordinal"]
            slots[kind + ".until"] = ["duration", "detail", "year"]
            slots[kind + ".retired"] = ["duration", "detail", "when"]
            slots[kind + ".latest"] = ["duration", "detail", "latest"]
            slots[kind + ".foundedName"] = ["duration", "detail", "company", "year"]
            slots[kind + ".durationLearner"] = ["duration"]
            slots[kind + ".program"] = ["ordinal", "program"]
        }
        for key in ["skills", "skills.more", "highlight.skills", "bio.skills"] { slots[key] = ["skills"] }
        for key in ["interests", "highlight.interests", "bio.interests"] { slots[key] = ["interests"] }
        slots["invite.interests"] = ["them"]
        return slots
    }()

    /// The bundled material, loaded once per language.
    static func bundled(_ language: ComposerLanguage) throws -> Phrasebook {
        try material.load(language)
    }

    private static let material = EmbeddedJSON<Phrasebook>(
        folder: "composer",
        what: "the offline composer's phrase material"
    )
}
