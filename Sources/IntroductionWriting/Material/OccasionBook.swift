import IntroductionCore
import ProfileReading
import ReadingLexicon

/// The words an occasion needs where a meetup's would be wrong, read from `Resources/occasions/occasions-<lang>.json`:
/// a team post's greeting ("Hi team!"), an interview's opening and closing, a LinkedIn About's closing, a speaker
/// bio's third-person clauses, the separators of a social bio and a LinkedIn headline, a README's heading and lines.
///
/// occasion → tone (or `any`, for every tone) → key → variants. A key the occasion does not have is the
/// ``Phrasebook``'s, so the occasions share everything else (facts, durations, lists) with the meetup text.
struct OccasionBook: Decodable, Sendable {
    var occasions: [String: [String: [String: [Phrasebook.Phrase]]]]

    init(from decoder: any Decoder) throws {
        occasions = try decoder.singleValueContainer().decode([String: [String: [String: [Phrasebook.Phrase]]]].self)
    }

    /// The occasion's own variants of `key` in `tone` (its `any` ones when the tone has none); nil when it has none.
    func phrases(_ key: String, occasion: GenerationOptions.Occasion, tone: GenerationOptions.Tone)
        -> [Phrasebook.Phrase]?
    {
        guard let own = occasions[occasion.rawValue] else { return nil }
        return own[tone.rawValue]?[key] ?? own["any"]?[key]
    }

    /// Keys only occasions use, with the slots each may take; the others must be ``Phrasebook/requiredKeys``.
    static let ownSlots: [String: Set<String>] = [
        "separator": [], "frame": [], "bio.detail": ["duration", "detail"], "readme.heading.name": ["name"],
        "readme.heading.none": [], "readme.currently": ["role", "a_role"], "readme.learning": ["learning"],
        "readme.ask": ["skills"], "readme.interests": ["interests"],
    ]

    /// The bundled material, loaded once per language.
    static func bundled(_ language: ComposerLanguage) throws -> OccasionBook {
        try material.load(language)
    }

    private static let material = EmbeddedJSON<OccasionBook>(
        folder: "occasions", what: "the occasions' phrase material")
}
