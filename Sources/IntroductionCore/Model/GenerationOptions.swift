/// How the introduction should read: language, tone, length, and the occasion it is for.
public struct GenerationOptions: Codable, Sendable, Equatable, Hashable {
    /// How it sounds: friendly (warm, polite), formal (business; keigo in Japanese) or casual (relaxed, kind).
    public enum Tone: String, Codable, Sendable, CaseIterable {
        case friendly, formal, casual
    }

    /// Short: 2–3 sentences; medium: 4–6; long: 7–10.
    public enum Length: String, Codable, Sendable, CaseIterable {
        case short, medium, long
    }

    /// The language to write in (``Language``, a BCP 47 tag).
    public var language: Language
    /// The tone to write in.
    public var tone: Tone
    /// How long the introduction should be.
    public var length: Length
    /// What it is for (``Occasion``); `for` in files, flags and the config, like the option people type.
    public var occasion: Occasion

    /// Options; English, friendly, medium, for a meetup unless told otherwise.
    public init(
        language: Language = .en, tone: Tone = .friendly, length: Length = .medium, occasion: Occasion = .meetup
    ) {
        self.language = language
        self.tone = tone
        self.length = length
        self.occasion = occasion
    }

    private enum CodingKeys: String, CodingKey {
        case language, tone, length
        case occasion = "for"
    }

    /// Files written before occasions existed have no `for`: they were for a meetup.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        language = try container.decode(Language.self, forKey: .language)
        tone = try container.decode(Tone.self, forKey: .tone)
        length = try container.decode(Length.self, forKey: .length)
        occasion = try container.decodeIfPresent(Occasion.self, forKey: .occasion) ?? .meetup
    }
}
