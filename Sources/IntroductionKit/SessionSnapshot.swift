/// Where a generation stands, as the session reports it to the screen.
public enum SessionState: Sendable, Equatable {
    case idle
    case generating
    case completed
    case stopped
    /// The message is one human sentence; the text generated so far is kept in the snapshot.
    case failed(String)
}

/// Figures about the current generation.
public struct GenerationMetrics: Sendable, Equatable {
    public var timeToFirstChunk: Duration?
    public var elapsed: Duration
    /// Characters received (summed per chunk, so a cluster split across chunks may count twice).
    public var characters: Int
    /// Reported by the provider when it sends usage; otherwise nil.
    public var tokens: Int?

    public init(timeToFirstChunk: Duration? = nil, elapsed: Duration = .zero, characters: Int = 0, tokens: Int? = nil) {
        self.timeToFirstChunk = timeToFirstChunk
        self.elapsed = elapsed
        self.characters = characters
        self.tokens = tokens
    }

    public var charactersPerSecond: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return seconds > 0 ? Double(characters) / seconds : 0
    }
}

/// An immutable picture of the session, published after every change; the UI renders only these.
public struct SessionSnapshot: Sendable, Equatable {
    /// Increases with every generate or regenerate; a snapshot of an older generation is stale.
    public var generation: Int
    public var state: SessionState
    public var text: String
    public var metrics: GenerationMetrics
    public var sourceLabel: String

    public init(
        generation: Int = 0,
        state: SessionState = .idle,
        text: String = "",
        metrics: GenerationMetrics = GenerationMetrics(),
        sourceLabel: String = ""
    ) {
        self.generation = generation
        self.state = state
        self.text = text
        self.metrics = metrics
        self.sourceLabel = sourceLabel
    }
}
