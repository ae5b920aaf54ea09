import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSession data delegate of one request, pushing what arrives into an `AsyncThrowingStream`.
///
/// Races it settles: completion, a timeout and the consumer going away can happen in any order on
/// different threads; the continuation is finished exactly once (first come wins) and `tearDown` (from
/// `onTermination`) cancels the task and invalidates the session whatever ended the stream.
final class ResponseStreamBridge: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var continuation: AsyncThrowingStream<HTTPResponsePart, any Error>.Continuation?
        var session: URLSession?
        var task: URLSessionTask?
        var watchTask: Task<Void, Never>?
        var hasHead = false
        var tornDown = false
    }

    private let state: Mutex<State>
    private let watchdog: (any TimeoutWatchdog)?

    init(continuation: AsyncThrowingStream<HTTPResponsePart, any Error>.Continuation, watchdog: (any TimeoutWatchdog)?)
    {
        state = Mutex(State(continuation: continuation))
        self.watchdog = watchdog
    }

    func attach(session: URLSession, task: URLSessionTask) {
        state.withLock { state in
            state.session = session
            state.task = task
        }
    }

    /// Starts the timeout watchdog (after `onTermination` is set, so an early expiry still tears down).
    func startWatching(_ watchdog: (any TimeoutWatchdog)?) {
        guard let watchdog else { return }
        let watchTask = Task { await watchdog.run { self.finish(throwing: $0) } }
        let tornDown = state.withLock { state in
            if !state.tornDown { state.watchTask = watchTask }
            return state.tornDown
        }
        if tornDown { watchTask.cancel() }
    }

    /// Ends the stream (once); later calls do nothing.
    func finish(throwing error: (any Error)?) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        // `finish(throwing: nil)` is a clean end.
        continuation?.finish(throwing: error)
    }

    /// Cancels the request and releases the session; called from `onTermination`, whatever ended the stream.
    func tearDown() {
        let (session, task, watchTask) = state.withLock { state in
            state.tornDown = true
            state.continuation = nil
            defer {
                state.session = nil
                state.task = nil
                state.watchTask = nil
            }
            return (state.session, state.task, state.watchTask)
        }
        watchTask?.cancel()
        task?.cancel()
        session?.invalidateAndCancel()
    }

    /// Yields outside the lock: the stream takes its own lock, and must never wait on ours.
    private func yield(_ part: HTTPResponsePart) {
        let continuation = state.withLock { $0.continuation }
        continuation?.yield(part)
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        watchdog?.noteHead()
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            guard let name = name as? String else { continue }
            let key = name.lowercased()
            let text = "\(value)"
            headers[key] = headers[key].map { "\($0), \(text)" } ?? text
        }
        state.withLock { $0.hasHead = true }
        yield(.head(status: http?.statusCode ?? 0, headers: headers))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        watchdog?.noteActivity()
        yield(.body(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else {
            finish(throwing: nil)
            return
        }
        let hasHead = state.withLock { $0.hasHead }
        finish(throwing: Self.translate(error, afterHead: hasHead))
    }

    private static func translate(_ error: any Error, afterHead: Bool) -> any Error {
        let detail = (error as NSError).localizedDescription
        guard let urlError = error as? URLError else {
            return EventStreamError(code: afterHead ? .connectionLost : .cannotConnect, detail: detail)
        }
        switch urlError.code {
        case .cancelled:
            return CancellationError()
        case .badURL, .unsupportedURL:
            return EventStreamError(code: .invalidRequest, detail: detail)
        case .timedOut:
            return EventStreamError(code: afterHead ? .idleTimeout : .connectTimeout, detail: detail)
        default:
            return EventStreamError(code: afterHead ? .connectionLost : .cannotConnect, detail: detail)
        }
    }
}
