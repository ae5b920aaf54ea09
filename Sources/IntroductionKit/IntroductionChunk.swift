/// One decoded piece of a generation, the single shape every source yields.
///
/// Chunk boundaries carry no meaning: a consumer appends `content` in order and must not
/// assume a chunk holds a whole word or a whole character cluster.
public struct IntroductionChunk: Codable, Sendable, Equatable {
    /// Whether more is coming; `completed` is the source's end-of-generation marker.
    public enum Status: String, Codable, Sendable {
        case inProgress = "in_progress"
        case completed
    }

    /// Text to append; may be empty (a usage-only or completion-only chunk).
    public var content: String
    /// `completed` on the last chunk of a generation.
    public var status: Status
    /// A provider's own error message; non-empty ends the generation as failed.
    public var error: String?
    /// Output tokens, when the provider reports usage (usually only on the last chunk).
    public var outputTokens: Int?
    /// Set (on a chunk without text) when the source is about to wait and reconnect.
    public var reconnecting: ReconnectProgress?

    /// A chunk; by default an in-progress piece of text.
    public init(
        content: String,
        status: Status = .inProgress,
        error: String? = nil,
        outputTokens: Int? = nil,
        reconnecting: ReconnectProgress? = nil
    ) {
        self.content = content
        self.status = status
        self.error = error
        self.outputTokens = outputTokens
        self.reconnecting = reconnecting
    }
}
