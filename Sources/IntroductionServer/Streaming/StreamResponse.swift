import IntroductionCore
import Synchronization

/// One client's event stream: reads its generation's log from its own cursor and hands the bytes to libmicrohttpd.
///
/// libmicrohttpd calls ``read(into:)`` on its own thread whenever the connection can take more. It copies what is
/// waiting; when the client has caught up with the generation it registers with the log and suspends the
/// connection, and the next event (``logDidGrow()``) resumes it. So a connection waiting for the model costs no
/// thread and no polling, a client that reads slowly only holds its own cursor, and the generation never waits
/// for anyone. ``SuspendState`` orders the suspending and resuming, which happen on different threads.
///
/// The first bytes are `retry: 1000` (how long a dropped client should wait before it resumes), then the events
/// after the cursor, each with its `id: <generation>:<sequence>`. The fault modes (``FaultModes``) act here, per
/// response. Every 15 s of silence a comment line keeps proxies from closing the connection and shows whether the
/// client is still there.
package final class StreamResponse: LogWaiter, Sendable {
    /// What one call of the content callback comes to.
    package enum Step: Equatable, Sendable {
        /// `count` bytes were copied.
        case copied(Int)
        /// Nothing now: the connection was suspended (return 0).
        case suspended
        /// The stream ended normally (the chunked body's end).
        case ended
        /// The stream ends with its connection dropped (a cut, shutdown).
        case dropped
    }

    private struct State {
        var cursor: Int
        var pending: [UInt8] = Array("retry: 1000\n\n".utf8)
        var pendingOffset = 0
        var suspend = SuspendState()
        /// The current event's stall has passed (`stall_ms`).
        var stallPassed = false
        var timerArmed = false
        var heartbeatDue = false
        var closing = false
        var cutReached = false
        var events = 0
        var bytes = 0
        var firstEventAt: Duration?
        var lastWriteAt: Duration
    }

    /// How long a waiting stream stays silent before a comment line goes out.
    package static let heartbeat = Duration.seconds(15)
    /// The most events formatted at once.
    private static let batch = 64

    package let log: EventLog
    package let faults: FaultModes
    private let connection: ConnectionHandle
    private let now: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private let metrics: ServerMetrics
    private let state: Mutex<State>

    /// A stream of `log` after `cursor` over `connection`. `now` reads the server's clock; `sleep` waits on it.
    init(
        log: EventLog, cursor: Int, faults: FaultModes, connection: ConnectionHandle, metrics: ServerMetrics,
        now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.log = log
        self.faults = faults
        self.connection = connection
        self.metrics = metrics
        self.now = now
        self.sleep = sleep
        state = Mutex(State(cursor: cursor, lastWriteAt: now()))
    }

    /// Fills `buffer` with what is waiting (libmicrohttpd's content callback, on its thread).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Step {
        let (step, timer) = state.withLock { state -> (Step, Duration?) in
            while true {
                if state.closing { return (.dropped, nil) }
                if state.pendingOffset < state.pending.count {
                    let count = min(buffer.count, state.pending.count - state.pendingOffset)
                    state.pending.withUnsafeBytes { source in
                        buffer.baseAddress!.copyMemory(
                            from: source.baseAddress! + state.pendingOffset, byteCount: count)
                    }
                    state.pendingOffset += count
                    state.bytes += count
                    state.lastWriteAt = now()
                    return (.copied(count), nil)
                }
                state.pending.removeAll(keepingCapacity: true)
                state.pendingOffset = 0
                if state.cutReached { return (.dropped, nil) }
                if state.heartbeatDue {
                    state.heartbeatDue = false
                    state.pending = Array(": keep-alive\n\n".utf8)
                    continue
                }
                let stalling = faults.stall > .zero
                switch log.read(after: state.cursor, limit: stalling ? 1 : Self.batch, waiter: self) {
                case .ended:
                    return (.ended, nil)
                case .waiting:
                    state.suspend.willSuspend()
                    return (.suspended, nil)
                case .events(let events):
                    if stalling && !state.stallPassed {
                        state.suspend.willSuspend()
                        guard !state.timerArmed else { return (.suspended, nil) }
                        state.timerArmed = true
                        return (.suspended, faults.stall)
                    }
                    state.stallPassed = false
                    append(events, to: &state)
                }
            }
        }
        if step == .suspended { suspend(timer: timer) }
        return step
    }

    /// Formats `events` into the pending bytes, stopping after a cut point.
    private func append(_ events: [StreamEvent], to state: inout State) {
        for event in events {
            state.pending += event.wire(generation: log.generation, withID: !faults.dropIDs)
            state.cursor = event.sequence
            state.events += 1
            if state.firstEventAt == nil { state.firstEventAt = now() }
            if faults.cuts.contains(event.sequence) && !event.isLast {
                state.cutReached = true
                return
            }
        }
    }

    /// Suspends the connection (from the content callback), arming the stall timer when one is due.
    private func suspend(timer: Duration?) {
        connection.suspend()
        if state.withLock({ $0.suspend.didSuspend() }) { connection.resume() }
        guard let timer else { return }
        let sleep = sleep
        Task { [self] in
            try? await sleep(timer)
            state.withLock { state in
                state.stallPassed = true
                state.timerArmed = false
            }
            wake()
        }
    }

    /// The log grew (or ended): resume the connection if it waits.
    package func logDidGrow() {
        wake()
    }

    /// Resumes the connection if it is suspended, so the content callback looks again.
    func wake() {
        if state.withLock({ $0.suspend.wake() }) { connection.resume() }
    }

    /// Sends a comment line if the stream has been silent for ``heartbeat`` while waiting.
    func heartbeatIfSilent() {
        let due = state.withLock { state in
            guard state.suspend.isSuspended, now() - state.lastWriteAt >= Self.heartbeat else { return false }
            state.heartbeatDue = true
            return true
        }
        if due { wake() }
    }

    /// Ends the stream at once, its connection dropped (the server is stopping).
    func close() {
        state.withLock { $0.closing = true }
        wake()
    }

    /// The response is over: the log stops waking it and counts one client less.
    func finish() {
        log.removeWaiter(self)
        log.detach(at: now())
        metrics.count(.bytesSent, by: state.withLock { $0.bytes })
    }

    /// When the first event went out, for the request's log line; nil when none did.
    var firstEventAt: Duration? { state.withLock { $0.firstEventAt } }

    /// How many events went out.
    var eventsSent: Int { state.withLock { $0.events } }

    /// Whether the connection is suspended now (for shutdown: libmicrohttpd may not stop with one suspended).
    var isSuspended: Bool { state.withLock { $0.suspend.isSuspended } }
}
