public import IntroductionCore
import Synchronization

/// A source the test drives step by step: every `stream(_:)` call opens a numbered stream whose
/// chunks, end and error the test sends; it records whether each stream's `onTermination` ran.
public final class ScriptedSource: IntroductionSource, Sendable {
    private struct State {
        var continuations: [AsyncThrowingStream<IntroductionChunk, any Error>.Continuation] = []
        public var requests: [IntroductionRequest] = []
        var terminated: Set<Int> = []
    }

    public let label = "scripted"
    private let state = Mutex(State())

    public init() {}

    public func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
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

    public var requests: [IntroductionRequest] { state.withLock { $0.requests } }
    public var streamCount: Int { state.withLock { $0.continuations.count } }

    public func isTerminated(_ index: Int) -> Bool { state.withLock { $0.terminated.contains(index) } }

    public func send(
        _ content: String, to index: Int, status: IntroductionChunk.Status = .inProgress, tokens: Int? = nil
    ) {
        send(IntroductionChunk(content: content, status: status, outputTokens: tokens), to: index)
    }

    public func send(_ chunk: IntroductionChunk, to index: Int) {
        let continuation = state.withLock { $0.continuations[index] }
        continuation.yield(chunk)
    }

    public func finish(_ index: Int, throwing error: (any Error)? = nil) {
        let continuation = state.withLock { $0.continuations[index] }
        continuation.finish(throwing: error)
    }
}
