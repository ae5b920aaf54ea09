/// How the introduction should read: language, tone and length.
public struct GenerationOptions: Codable, Sendable, Equatable, Hashable {
    /// The language of the introduction.
    public enum Language: String, Codable, Sendable, CaseIterable {
        case ja, en
    }

    /// How it sounds: friendly (warm, polite), formal (business; keigo in Japanese) or casual (relaxed, kind).
    public enum Tone: String, Codable, Sendable, CaseIterable {
        case friendly, formal, casual
    }

    /// Short: 2–3 sentences; medium: 4–6; long: 7–10.
    public enum Length: String, Codable, Sendable, CaseIterable {
        case short, medium, long
    }

    /// The language to write in.
    public var language: Language
    /// The tone to write in.
    public var tone: Tone
    /// How long the introduction should be.
    public var length: Length

    /// Options; English, friendly, medium unless told otherwise.
    public init(language: Language = .en, tone: Tone = .friendly, length: Length = .medium) {
        self.language = language
        self.tone = tone
        self.length = length
    }
}
