import Synchronization

/// Watches one response for the connect and idle deadlines on an injected clock.
///
/// The transfer notes the head and every body piece; `run` sleeps until the next deadline and re-checks,
/// so a steady stream costs one clock read per piece and no timer churn.
protocol TimeoutWatchdog: Sendable {
    func noteHead()
    func noteActivity()
    /// Returns when the response is done (task cancelled) or once `expire` returned true. `expire` returns
    /// false when the silence was not the server's (the consumer is behind and the transfer paused): then the
    /// limit starts again from now.
    func run(expire: @Sendable (EventStreamError) -> Bool) async
}

extension Clock where Duration == Swift.Duration {
    /// A watchdog for these limits on this clock, or nil when both are off.
    func makeTimeoutWatchdog(connectTimeout: Duration?, idleTimeout: Duration?) -> (any TimeoutWatchdog)? {
        guard connectTimeout != nil || idleTimeout != nil else { return nil }
        return ClockWatchdog(clock: self, connectTimeout: connectTimeout, idleTimeout: idleTimeout)
    }
}

private final class ClockWatchdog<C: Clock<Duration>>: TimeoutWatchdog {
    private struct State {
        var hasHead = false
        var lastActivity: C.Instant
    }

    private let clock: C
    private let connectTimeout: Duration?
    private let idleTimeout: Duration?
    private let state: Mutex<State>

    init(clock: C, connectTimeout: Duration?, idleTimeout: Duration?) {
        self.clock = clock
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        state = Mutex(State(lastActivity: clock.now))
    }

    func noteHead() {
        let now = clock.now
        state.withLock {
            $0.hasHead = true
            $0.lastActivity = now
        }
    }

    func noteActivity() {
        let now = clock.now
        state.withLock { $0.lastActivity = now }
    }

    func run(expire: @Sendable (EventStreamError) -> Bool) async {
        while !Task.isCancelled {
            let next: (deadline: C.Instant, error: EventStreamError)? = state.withLock { state in
                if state.hasHead {
                    return idleTimeout.map { (state.lastActivity.advanced(by: $0), Self.idleError($0)) }
                }
                // Before the head only the connect limit applies; without one, silence is still idleness.
                if let connectTimeout {
                    return (state.lastActivity.advanced(by: connectTimeout), Self.connectError(connectTimeout))
                }
                return idleTimeout.map { (state.lastActivity.advanced(by: $0), Self.idleError($0)) }
            }
            guard let next else { return }
            if clock.now >= next.deadline {
                if expire(next.error) { return }
                noteActivity()
                continue
            }
            do {
                try await clock.sleep(until: next.deadline, tolerance: nil)
            } catch {
                return
            }
        }
    }

    private static func idleError(_ limit: Duration) -> EventStreamError {
        .idleTimeout(after: limit)
    }

    private static func connectError(_ limit: Duration) -> EventStreamError {
        .connectTimeout(after: limit)
    }
}
