/// The offline composer's phrase material for one language, read from `Resources/composer/<lang>.json`.
///
/// Templates hold `{slot}` placeholders (`{name}`, `{role}`, `{a_role}`, `{years}`, `{experience}`,
/// `{skills}`, `{interests}`, `{notes}`); every template is exactly one sentence, so the composer
/// can count sentences by counting templates.
struct Phrasebook: Decodable, Sendable {
    struct ListStyle: Decodable, Sendable {
        /// Two items: "{a} and {b}".
        var two: String
        /// Between items except the last two: ", ".
        var separator: String
        /// Between the last two of three or more: " and ".
        var last: String
        /// A list cut short: "{list} and more".
        var more: String
    }

    struct Years: Decodable, Sendable {
        var one: String
        var other: String
        var plus: String
    }

    var language: String
    /// Joins sentences: " " in English, nothing in Japanese.
    var wordSeparator: String
    /// Ends a sentence that the person typed without an ending: "." or "。".
    var terminator: String
    var list: ListStyle
    var years: Years
    /// Free text starting like this already reads as a sentence ("I ", "My ").
    var sentenceStarters: [String]
    /// Free text ending like this already reads as a sentence ("ます", "。").
    var sentenceEndings: [String]
    /// Notes starting like this are instructions to a writer, not facts about the person.
    var instructionPrefixes: [String]
    /// Notes containing these are instructions to a writer, not facts about the person.
    var instructionWords: [String]
    /// tone → template key → variants.
    var tones: [String: [String: [String]]]

    /// The variants for `key` in `tone`; empty when the material lacks them.
    func templates(_ key: String, tone: GenerationOptions.Tone) -> [String] {
        tones[tone.rawValue]?[key] ?? []
    }

    /// Every key the composer asks for; a test checks each language and tone has them all.
    static let requiredKeys = [
        "greeting", "intro.nameRole", "intro.name", "intro.role",
        "greetIntro.nameRole", "greetIntro.name", "greetIntro.role", "greetIntro.none",
        "experience.years", "experience.yearsRole", "experience.phrase",
        "experienceSkills.years", "experienceSkills.phrase",
        "skills", "interests", "notes", "bridge.role", "bridge.skills", "bridge.interests", "filler", "closing",
    ]

    /// The slots templates may use.
    static let slots: Set<String> = ["name", "role", "a_role", "years", "experience", "skills", "interests", "notes"]

    /// The bundled material, loaded once per language.
    static func bundled(_ language: GenerationOptions.Language) throws -> Phrasebook {
        try material.load(language)
    }

    private static let material = BundledJSON<Phrasebook>(
        folder: "composer",
        what: "the offline composer's phrase material"
    )
}
