/// One decoded piece of a generation, the single shape every source yields.
///
/// Chunk boundaries carry no meaning: a consumer appends `content` in order and must not
/// assume a chunk holds a whole word or a whole character cluster.
public struct IntroductionChunk: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case inProgress = "in_progress"
        case completed
    }

    public var content: String
    public var status: Status
    public var error: String?
    /// Output tokens, when the provider reports usage (usually only on the last chunk).
    public var outputTokens: Int?

    public init(content: String, status: Status = .inProgress, error: String? = nil, outputTokens: Int? = nil) {
        self.content = content
        self.status = status
        self.error = error
        self.outputTokens = outputTokens
    }
}
