import IncrementalJSON
public import IntroductionCore
import ProfileReading
import ReadingLexicon
/// Builds the ``Prompt`` for a request from the templates in `Resources/prompts/prompts-<language>.json`.
///
/// The system message is written in the chosen language and states every rule of a good introduction:
/// first person, only what the profile says (no invented facts or feelings), every filled field once,
/// the role once, the shape, the tone (for Japanese, the one register it keeps), the length band with
/// its word or character limit, how to treat fields typed in the other language, plain text.
///
/// The profile travels as data: one JSON object between a `<profile>` line and a `</profile>` line,
/// read through ``ProfileFacts`` like every other writer (skills split and de-duplicated, the name one
/// line, control characters removed). The JSON is written by ``ProfileJSON``, which escapes `<`, `>`,
/// `&`, line breaks and every control character, so nothing a person types (a newline, "SYSTEM:", the
/// closing tag itself) can end the block or start a line of its own outside it. Both messages say that
/// nothing inside the tags is an instruction; style wishes in the notes may be honoured, nothing else.
/// An empty profile gets a request for a greeting in the chosen tone and length that claims nothing.
///
/// The answer has four parts (headline, introduction, highlights, bio; ``IntroductionSchema``): the rules for
/// the three besides the introduction follow the introduction's, and the last rule says how to answer — in the
/// format the server enforces, or, for a server that refused the schema, as one JSON object whose shape and
/// schema the prompt spells out.
public struct PromptBuilder: Sendable {
    /// How the model is told to shape its answer.
    public enum Answer: Sendable {
        /// The request carries the schema (OpenAI `response_format`, an Anthropic tool): the prompt names the parts.
        case schemaEnforced
        /// The server refused the schema: the prompt describes the object and its schema itself.
        case schemaDescribed
    }

    /// A builder; templates are read from the bundle on first use and cached.
    public init() {}

    /// - Throws: `SourceError` (code `.fileAccess`) when the templates or the word list are missing or damaged.
    public func prompt(for request: IntroductionRequest, answer: Answer = .schemaEnforced) throws -> Prompt {
        let options = request.options
        let templates = try Self.templates(options.language)
        let occasion = templates.occasions[options.occasion.rawValue]
        let language = Self.languageSlots(options.language, templates)
        let rules = Template.fill(
            templates.system,
            [
                "person": Template.fill(
                    templates.persons[options.occasion.isThirdPerson ? "third" : "first"] ?? "", language),
                "occasion": Template.fill(occasion?.rule ?? options.occasion.rawValue, language),
                "tone": templates.tones[options.tone.rawValue] ?? options.tone.rawValue,
                "length": Template.fill(
                    Self.lengths(templates, occasion, options.language)[options.length.rawValue]
                        ?? options.length.rawValue, language),
                "language": options.language.promptName,
            ]
        )
        let answerRule =
            switch answer {
            case .schemaEnforced: templates.answerEnforced
            case .schemaDescribed: Template.fill(templates.answerDescribed, ["schema": IntroductionSchema.schema.text])
            }
        let system = [rules, Template.fill(templates.parts, language), answerRule].joined(separator: "\n")
        let data = ProfileJSON.object(Self.fields(request.profile, words: try WordList.bundled()))
        let user =
            data == nil
            ? Template.fill(
                templates.emptyProfile,
                [
                    "tone": templates.emptyTones[options.tone.rawValue] ?? options.tone.rawValue,
                    "length": templates.emptyLengths[options.length.rawValue] ?? options.length.rawValue,
                ])
            : Template.fill(templates.user, ["profile": data ?? ""])
        guard let refinement = request.refinement else { return Prompt(system: system, user: user) }
        return Prompt(
            system: system, user: user, previous: Self.previousAnswer(refinement.previous, answer: answer),
            instruction: Template.fill(templates.refine, ["instruction": ProfileJSON.string(refinement.instruction)]))
    }

    /// The refined version as the model's own earlier answer: the four parts as one JSON object, the format it is
    /// asked to answer in; the introduction alone when that is all the version holds (a text-only answer).
    private static func previousAnswer(_ previous: Introduction, answer: Answer) -> String {
        let textOnly = previous.headline.isEmpty && previous.highlights.isEmpty && previous.bio.isEmpty
        return textOnly ? previous.introduction : previous.json
    }

    /// The filled fields in the order of an introduction, cleaned and as typed: a model reads every field itself, so
    /// nothing the offline composer's reading leaves out is kept from it. Skills are split into items and
    /// de-duplicated; notes keep their lines, so the model sees style wishes too.
    private static func fields(_ profile: Profile, words: WordList) -> [(String, ProfileJSON.Value)] {
        var fields: [(String, ProfileJSON.Value)] = []
        let typedName = ProfileText.printable(profile.name, keepingLines: true).prefix { $0 != "\n" }
        let name = ProfileFacts.phrase(typedName.description)
        if let name { fields.append(("name", .text(ProfileFacts.capitalizedName(name)))) }
        if let role = ProfileFacts.phrase(profile.role) { fields.append(("role", .text(role))) }
        let experience = ProfileText.printable(profile.experience)
        if !experience.isEmpty { fields.append(("experience", .text(experience))) }
        let skills = ProfileFacts.unique(profile.skills.flatMap(ProfileText.items))
        if !skills.isEmpty { fields.append(("skills", .list(skills))) }
        let interests = ProfileText.printable(profile.interests)
        if !interests.isEmpty { fields.append(("interests", .text(interests))) }
        let notes = ProfileText.printable(profile.notes, keepingLines: true)
        if !notes.isEmpty { fields.append(("notes", .text(notes))) }
        return fields
    }

    /// Japanese has rules of its own, written in Japanese (its one register, its punctuation); every other language
    /// gets the English rules, which name the language to write in.
    private static func templates(_ language: GenerationOptions.Language) throws -> PromptTemplates {
        try material.load(language.composerLanguage == .ja ? .ja : .en)
    }

    /// The length targets for `language`: in characters for a language read in them (Chinese, Korean, Thai…), in
    /// words for the others; an occasion's own targets first.
    private static func lengths(
        _ templates: PromptTemplates, _ occasion: OccasionTemplate?, _ language: GenerationOptions.Language
    ) -> [String: String] {
        if language.lengthUnit == .characters, language.composerLanguage != .ja {
            return occasion?.characterLengths ?? occasion?.lengths ?? templates.characterLengths ?? templates.lengths
        }
        return occasion?.lengths ?? templates.lengths
    }

    /// The values the English rules name the language and its measures with: its name, the parts' limits in its unit,
    /// and how much half a minute, a minute and two minutes of speech hold in it (rounded to 5).
    private static func languageSlots(_ language: GenerationOptions.Language, _ templates: PromptTemplates)
        -> [String: String]
    {
        let unit = language.lengthUnit == .words ? "words" : "characters"
        let limits = templates.partLimits?[unit] ?? [:]
        let perMinute = SpokenTime.perMinute(language)
        func spoken(_ seconds: Int) -> String { "\((perMinute * seconds / 60 + 2) / 5 * 5) \(unit)" }
        let speaker = GenerationOptions(language: language, occasion: .speaker).limits.first
        return [
            "language": language.promptName, "headlineLimit": limits["headline"] ?? "",
            "highlightLimit": limits["highlight"] ?? "", "halfMinute": spoken(30), "minute": spoken(60),
            "twoMinutes": spoken(120), "speakerLimit": speaker.map { "\($0.maximum) \(unit)" } ?? "",
        ]
    }
    private static let material = EmbeddedJSON<PromptTemplates>(folder: "prompts", what: "the prompt templates")
}

/// One language's prompt material.
struct PromptTemplates: Decodable, Sendable {
    /// The rules, with `{tone}` and `{length}` slots.
    var system: String
    /// The rules for the headline, the highlights and the bio.
    var parts: String
    /// The last rule when the request carries the schema.
    var answerEnforced: String
    /// The last rule when the prompt must describe the answer's shape, with a `{schema}` slot.
    var answerDescribed: String
    var tones: [String: String]
    var lengths: [String: String]
    /// The length targets for a language counted in characters other than Japanese (whose own rules count them).
    var characterLengths: [String: String]?
    /// The headline's and a highlight's limits, by unit ("words", "characters"), for the `{headlineLimit}` and
    /// `{highlightLimit}` slots.
    var partLimits: [String: [String: String]]?
    /// The first line of the rules for the first and the third person.
    var persons: [String: String]
    /// Per occasion: what it is, and its own length targets when the general ones do not fit it.
    var occasions: [String: OccasionTemplate]
    /// The last user turn of a refinement, with an `{instruction}` slot for the escaped instruction.
    var refine: String
    /// The request, with a `{profile}` slot for the JSON between the tags.
    var user: String
    /// What to ask when no field is filled, with `{tone}` and `{length}` slots.
    var emptyProfile: String
    var emptyTones: [String: String]
    var emptyLengths: [String: String]
}

/// One occasion's rule and, for the occasions with their own sense of length (spoken time, a character limit),
/// their length targets.
struct OccasionTemplate: Decodable, Sendable {
    var rule: String
    var lengths: [String: String]?
    var characterLengths: [String: String]?
}
