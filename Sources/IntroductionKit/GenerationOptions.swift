/// How the introduction should read: language, tone and length.
public struct GenerationOptions: Codable, Sendable, Equatable, Hashable {
    public enum Language: String, Codable, Sendable, CaseIterable {
        case ja, en
    }

    public enum Tone: String, Codable, Sendable, CaseIterable {
        case friendly, formal, casual
    }

    public enum Length: String, Codable, Sendable, CaseIterable {
        case short, medium, long
    }

    public var language: Language
    public var tone: Tone
    public var length: Length

    public init(language: Language = .en, tone: Tone = .friendly, length: Length = .medium) {
        self.language = language
        self.tone = tone
        self.length = length
    }
}
