public import IntroductionCore

/// Everything a source yielded before its stream ended, and how it ended.
public struct SourceRun: Sendable {
    public var chunks: [IntroductionChunk] = []
    public var error: (any Error)?

    public var text: String { chunks.map(\.content).joined() }
    public var sourceError: SourceError? { error as? SourceError }
    public var message: String { error.map { "\($0)" } ?? "" }
    public var completed: Bool { chunks.last?.status == .completed && error == nil }
}

/// Reads at most `limit` chunks (bounded, so a broken stream cannot loop forever).
public func run(_ source: any IntroductionSource, _ request: IntroductionRequest, limit: Int = 5_000) async -> SourceRun
{
    var result = SourceRun()
    do {
        for try await chunk in source.stream(request) {
            result.chunks.append(chunk)
            if result.chunks.count >= limit { break }
        }
    } catch {
        result.error = error
    }
    return result
}
