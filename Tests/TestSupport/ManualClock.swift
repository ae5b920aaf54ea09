import Synchronization

/// A clock whose time moves only when the test says so: sleepers wait until ``advance(by:)`` passes their
/// deadline (or their task is cancelled).
///
/// For timeouts: the code under test sleeps "60 seconds" on it, the test waits until it does
/// (``waitForSleepers(_:)``, an event, not a guess) and then advances past the limit, so an idle or connect
/// timeout fires exactly when the test decides, without the test waiting for it in real time.
public final class ManualClock: Clock, Sendable {
    /// A point on this clock's time line.
    public typealias Instant = TestInstant

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
        var cancelled: Set<Int> = []
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// How many sleeps are waiting for time to move.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let immediate: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let immediate { continuation.resume(with: immediate) }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil as Sleeper?
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleep whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }

    /// Waits (polling, bounded by `timeout` of real time) until at least `count` sleeps are waiting.
    public func waitForSleepers(_ count: Int, timeout: Duration = .seconds(30)) async throws {
        let deadline = ContinuousClock.now + timeout
        while sleeperCount < count && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}
