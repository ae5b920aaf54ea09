import Synchronization

/// A clock whose sleeps return at once, advancing its time and recording each requested duration.
///
/// For tests of backoff and `Retry-After`: the code under test waits "7 seconds" instantly and the test
/// reads ``sleeps`` to check the 7. Do not combine it with timeouts that sleep on the same clock
/// (a timeout would expire immediately).
public final class ImmediateClock: Clock, Sendable {
    /// A point on this clock's time line.
    public typealias Instant = TestInstant

    private struct State {
        var now = Instant(offset: .zero)
        var sleeps: [Duration] = []
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Every duration slept so far, in order.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Records the sleep, advances `now` to the deadline and returns (throws if the task is cancelled).
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(max(.zero, deadline.offset - state.now.offset))
            if state.now < deadline { state.now = deadline }
        }
        await Task.yield()
        try Task.checkCancellation()
    }

    /// Moves `now` on by `duration` without a sleep, as time passing between two events of a test.
    public func advance(by duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: duration) }
    }
}
