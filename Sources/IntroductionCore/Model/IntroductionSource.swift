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

    /// The request this source writes a refinement from (`request.refinement` is set), before anything streams:
    /// a model takes any instruction as it is; the offline composer turns the ones it understands into changed
    /// options or notes. Throws `SourceError` (code `.unsupportedInstruction`) when the instruction cannot be carried
    /// out, so nothing changes.
    func refining(_ request: IntroductionRequest) throws -> IntroductionRequest

    /// Whether this source writes `language`: a model writes any; the offline composer English and Japanese. A
    /// server asks before it accepts a request, so a client hears it as a refusal, not as a failed stream.
    func writes(_ language: GenerationOptions.Language) -> Bool
}

extension IntroductionSource {
    /// Takes every instruction as it is: the model reads it.
    public func refining(_ request: IntroductionRequest) throws -> IntroductionRequest { request }

    /// Every language: a model writes what it is asked for.
    public func writes(_ language: GenerationOptions.Language) -> Bool { true }
}
