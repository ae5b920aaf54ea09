/// Everything a source needs to write one introduction.
public struct IntroductionRequest: Sendable, Equatable {
    /// What the person told us about themselves.
    public var profile: Profile
    /// Language, tone and length.
    public var options: GenerationOptions
    /// Chooses among variants where a source has them; a new seed per regeneration gives a new text.
    public var seed: UInt64

    /// A request; the seed picks the variant where a source has variants.
    public init(profile: Profile, options: GenerationOptions, seed: UInt64 = 0) {
        self.profile = profile
        self.options = options
        self.seed = seed
    }
}

/// A place introductions come from: the offline composer or a network provider.
///
/// Contract: `stream(_:)` returns at once; work starts when the stream is iterated and is
/// cancelled (connection closed) when the consumer stops iterating or its task is cancelled.
/// Failures are thrown as `SourceError`; `CancellationError` passes through untouched.
/// A finished generation ends with a chunk whose status is `.completed` (the session stops
/// reading there); a stream that finishes without one is reported as truncated.
public protocol IntroductionSource: Sendable {
    /// Shown in the status line, for example "offline composer" or "openai gpt-4o-mini".
    var label: String { get }

    func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error>
}
