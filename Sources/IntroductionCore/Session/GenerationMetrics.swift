import Localization

/// Figures about the current generation.
public struct GenerationMetrics: Sendable, Equatable {
    /// From the start of the generation to its first text; nil until text arrived.
    public var timeToFirstChunk: Duration?
    /// From the start of the generation to its latest change.
    public var elapsed: Duration
    /// Characters received (summed per chunk, so a cluster split across chunks may count twice).
    public var characters: Int
    /// Output tokens, reported by the provider when it sends usage; otherwise nil.
    public var tokens: Int?
    /// Input (prompt) tokens, when the provider reports them; otherwise nil.
    public var inputTokens: Int?

    /// Figures as given; the session fills them in.
    public init(
        timeToFirstChunk: Duration? = nil,
        elapsed: Duration = .zero,
        characters: Int = 0,
        tokens: Int? = nil,
        inputTokens: Int? = nil
    ) {
        self.timeToFirstChunk = timeToFirstChunk
        self.elapsed = elapsed
        self.characters = characters
        self.tokens = tokens
        self.inputTokens = inputTokens
    }

    /// "212 in / 88 out tokens" when the provider reported its input tokens (Anthropic does at the start; the output
    /// count comes at the end: "212 tokens in" until then); nil otherwise (a rate says enough). The status line and
    /// `generate` both say it so.
    public var tokenCountsNote: String? {
        guard let inputTokens else { return nil }
        guard let tokens else { return tr("%s tokens in", inputTokens) }
        return tr("%1$s in / %2$s out tokens", inputTokens, tokens)
    }

    /// Characters over elapsed time; 0 before any time has passed.
    public var charactersPerSecond: Double {
        let seconds = elapsed.inSeconds
        return seconds > 0 ? Double(characters) / seconds : 0
    }
}
