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
