import Synchronization

/// What the server knows about one request while libmicrohttpd handles it: from its head to its completion.
///
/// Made on the first call of the access handler and handed back by libmicrohttpd on every later call and on
/// completion (the pointer it keeps for the request); the request's log line is written from it.
final class RequestContext: Sendable {
    /// What an asynchronous look-up (finding a generation to resume or stop) came to, for the handler's next call.
    enum Resolution: Sendable {
        case stream(EventLog, cursor: Int, faults: FaultModes)
        case problem(HTTPProblem)
        /// The generation was stopped (or had ended already): 204.
        case cancelled
    }

    private struct State {
        var body: [UInt8] = []
        var discarded = 0
        var status: Int?
        var generation: String?
        var stream: StreamResponse?
        var waiting = SuspendState()
        var isWaiting = false
        var resolution: Resolution?
    }

    let method: String
    let path: String
    let route: Route?
    /// When the request's head arrived, on the server's clock.
    let started: Duration
    private let state = Mutex(State())

    init(method: String, path: String, started: Duration) {
        self.method = method
        self.path = path
        self.route = Route(path: path)
        self.started = started
    }

    /// Keeps a piece of the body up to `limit` bytes; beyond it the rest is only counted. Returns the bytes
    /// thrown away so far.
    func receive(_ bytes: UnsafeRawBufferPointer, limit: Int) -> Int {
        state.withLock { state in
            let room = max(0, limit + 1 - state.body.count)
            state.body.append(contentsOf: bytes.prefix(room))
            state.discarded += max(0, bytes.count - room)
            return state.discarded
        }
    }

    /// The body so far; more than the limit means it was too large.
    var body: [UInt8] { state.withLock { $0.body } }

    /// The response went out with `status` (for the log line), for `generation` when it streams one.
    func responded(_ status: Int, generation: String? = nil, stream: StreamResponse? = nil) {
        state.withLock { state in
            state.status = status
            state.generation = generation
            state.stream = stream
        }
    }

    /// The status sent; nil when the request ended without a response.
    var status: Int? { state.withLock { $0.status } }
    var generation: String? { state.withLock { $0.generation } }
    var stream: StreamResponse? { state.withLock { $0.stream } }

    /// The handler is about to suspend the connection until a look-up resolves.
    func willWait() {
        state.withLock { state in
            state.isWaiting = true
            state.waiting.willSuspend()
        }
    }

    /// The connection was suspended; true when the look-up already resolved and it must resume at once.
    func didSuspend() -> Bool {
        state.withLock { $0.waiting.didSuspend() }
    }

    /// The look-up resolved; true when the caller must resume the connection.
    func resolve(_ resolution: Resolution) -> Bool {
        state.withLock { state in
            state.resolution = resolution
            return state.waiting.wake()
        }
    }

    /// The resolution, once, when there is one.
    func takeResolution() -> Resolution? {
        state.withLock { state in
            defer { state.resolution = nil }
            if state.resolution != nil { state.isWaiting = false }
            return state.resolution
        }
    }

    /// Whether a look-up is still under way.
    var isWaiting: Bool { state.withLock { $0.isWaiting } }
}
