/// One decoded piece of a generation, the single shape every source yields.
///
/// Chunk boundaries carry no meaning: a consumer applies `edits` in order and must not assume a chunk holds a
/// whole word, a whole character cluster or a whole section. Structured sources write all four parts of the
/// introduction; text-only sources (the introduction service, a model that ignored the format) only append to the
/// introduction.
public struct IntroductionChunk: Sendable, Equatable {
    /// Whether more is coming; `completed` is the source's end-of-generation marker.
    public enum Status: String, Codable, Sendable {
        case inProgress = "in_progress"
        case completed
    }

    /// The changes, in order; may be empty (a usage-only or completion-only chunk).
    public var edits: [IntroductionEdit]
    /// `completed` on the last chunk of a generation.
    public var status: Status
    /// Output tokens, when the provider reports usage (usually only on the last chunk).
    public var outputTokens: Int?
    /// Set (on a chunk without text) when the source is about to wait and reconnect.
    public var reconnecting: ReconnectProgress?

    /// A chunk of edits; by default in progress.
    public init(
        edits: [IntroductionEdit],
        status: Status = .inProgress,
        outputTokens: Int? = nil,
        reconnecting: ReconnectProgress? = nil
    ) {
        self.edits = edits
        self.status = status
        self.outputTokens = outputTokens
        self.reconnecting = reconnecting
    }

    /// A chunk of introduction text (nothing when `content` is empty); by default in progress.
    public init(
        content: String,
        status: Status = .inProgress,
        outputTokens: Int? = nil,
        reconnecting: ReconnectProgress? = nil
    ) {
        self.init(
            edits: content.isEmpty ? [] : [.append(.introduction, content)], status: status,
            outputTokens: outputTokens, reconnecting: reconnecting)
    }

    /// The text this chunk appends to the introduction (what the introduction-service protocol calls `content`).
    public var content: String {
        var text = ""
        for case .append(.introduction, let piece) in edits { text += piece }
        return text
    }
}
