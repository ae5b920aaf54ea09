import Foundation

/// Builds the ``Prompt`` for a request from the templates in `Resources/prompts/<language>.json`.
///
/// The prompt is written in the chosen language, states every rule of a good introduction
/// (first person, only what the profile says, empty fields left out, the shape, tone and length,
/// plain text unless the notes ask otherwise) and passes every filled field verbatim, each on
/// its own line. Empty fields are not mentioned at all.
public struct PromptBuilder: Sendable {
    /// A builder; templates are read from the bundle on first use and cached.
    public init() {}

    /// - Throws: `SourceError` (code `.fileAccess`) when the templates are missing or damaged.
    public func prompt(for request: IntroductionRequest) throws -> Prompt {
        let templates = try Self.templates(request.options.language)
        let system = Template.fill(
            templates.system,
            [
                "tone": templates.tones[request.options.tone.rawValue] ?? request.options.tone.rawValue,
                "length": templates.lengths[request.options.length.rawValue] ?? request.options.length.rawValue,
            ]
        )
        let fields = Self.fieldLines(request.profile, templates: templates)
        let user =
            fields.isEmpty
            ? templates.emptyProfile
            : Template.fill(templates.user, ["fields": fields.joined(separator: "\n")])
        return Prompt(system: system, user: user)
    }

    /// "- Name: …" lines for the filled fields; continuation lines of the notes are indented.
    private static func fieldLines(_ profile: Profile, templates: PromptTemplates) -> [String] {
        func trimmed(_ text: String) -> String {
            text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let skills = profile.skills.map(trimmed).filter { !$0.isEmpty }.joined(separator: templates.listSeparator)
        let values: [(String, String)] = [
            ("name", trimmed(profile.name)),
            ("role", trimmed(profile.role)),
            ("experience", trimmed(profile.experience)),
            ("skills", skills),
            ("interests", trimmed(profile.interests)),
            ("notes", trimmed(profile.notes)),
        ]
        return values.compactMap { key, value in
            guard !value.isEmpty else { return nil }
            let label = templates.fields[key] ?? key
            let lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return "- \(label): " + lines.joined(separator: "\n  ")
        }
    }

    private static func templates(_ language: GenerationOptions.Language) throws -> PromptTemplates {
        try material.load(language)
    }

    private static let material = BundledJSON<PromptTemplates>(folder: "prompts", what: "the prompt templates")
}

/// One language's prompt material.
struct PromptTemplates: Decodable, Sendable {
    /// The rules, with `{tone}` and `{length}` slots.
    var system: String
    var tones: [String: String]
    var lengths: [String: String]
    /// Field labels by profile key.
    var fields: [String: String]
    var listSeparator: String
    /// The request, with a `{fields}` slot.
    var user: String
    /// What to ask when no field is filled.
    var emptyProfile: String
}
