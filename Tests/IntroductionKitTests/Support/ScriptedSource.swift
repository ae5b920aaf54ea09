@testable import IntroductionCore
import Synchronization

/// A source the test drives step by step: every `stream(_:)` call opens a numbered stream whose
/// chunks, end and error the test sends; it records whether each stream's `onTermination` ran.
final class ScriptedSource: IntroductionSource, Sendable {
    private struct State {
        var continuations: [AsyncThrowingStream<IntroductionChunk, any Error>.Continuation] = []
        var requests: [IntroductionRequest] = []
        var terminated: Set<Int> = []
    }

    let label = "scripted"
    private let state = Mutex(State())

    func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: IntroductionChunk.self)
        let index = state.withLock { state in
            state.continuations.append(continuation)
            state.requests.append(request)
            return state.continuations.count - 1
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.terminated.insert(index) }
        }
        return stream
    }

    var requests: [IntroductionRequest] { state.withLock { $0.requests } }
    var streamCount: Int { state.withLock { $0.continuations.count } }

    func isTerminated(_ index: Int) -> Bool { state.withLock { $0.terminated.contains(index) } }

    func send(_ content: String, to index: Int, status: IntroductionChunk.Status = .inProgress, tokens: Int? = nil) {
        send(IntroductionChunk(content: content, status: status, outputTokens: tokens), to: index)
    }

    func send(_ chunk: IntroductionChunk, to index: Int) {
        let continuation = state.withLock { $0.continuations[index] }
        continuation.yield(chunk)
    }

    func finish(_ index: Int, throwing error: (any Error)? = nil) {
        let continuation = state.withLock { $0.continuations[index] }
        continuation.finish(throwing: error)
    }
}

/// Polls `condition` every few milliseconds until it holds or `timeout` passes; returns whether it held.
func eventually(timeout: Duration = .seconds(30), _ condition: () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}
