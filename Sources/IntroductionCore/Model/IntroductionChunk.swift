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
    /// Input (prompt) tokens, when the provider reports them (Anthropic at the start, OpenAI with the usage).
    public var inputTokens: Int?
    /// Set (on a chunk without text) when the source is about to wait and reconnect.
    public var reconnecting: ReconnectProgress?
    /// The model stopped at its length limit (`finish_reason: "length"`, `stop_reason: "max_tokens"`): the text
    /// is complete as far as it goes, but shorter than the model meant. Set on the completing chunk.
    public var cutShort: Bool
    /// The server answered the streaming request with the whole answer at once (a JSON completion, not an event
    /// stream); set on the one chunk that answer becomes.
    public var arrivedWhole: Bool
    /// The four parts were asked for but the model wrote plain text (the server did not hold it to the format): the
    /// text is the introduction alone. Set on the completing chunk.
    public var sectionsMissing: Bool
    /// How the source used the profile (the parts it left out and why), set once on the first chunk of a
    /// generation by the offline composer; nil from every other source.
    public var report: CompositionReport?

    /// A chunk of edits; by default in progress.
    public init(
        edits: [IntroductionEdit],
        status: Status = .inProgress,
        outputTokens: Int? = nil,
        inputTokens: Int? = nil,
        reconnecting: ReconnectProgress? = nil,
        cutShort: Bool = false,
        arrivedWhole: Bool = false,
        sectionsMissing: Bool = false,
        report: CompositionReport? = nil
    ) {
        self.edits = edits
        self.status = status
        self.outputTokens = outputTokens
        self.inputTokens = inputTokens
        self.reconnecting = reconnecting
        self.cutShort = cutShort
        self.arrivedWhole = arrivedWhole
        self.sectionsMissing = sectionsMissing
        self.report = report
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
