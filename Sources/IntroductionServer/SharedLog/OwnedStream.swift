import Synchronization

/// A generation this instance writes, as far as Redis has it: the last event kept there, and whether writing is
/// suspended until what is missing is written again.
///
/// Events go to Redis in the log's order, each before local clients see it. When a write fails (Redis unreachable,
/// or the stream gone), the generation is *behind*: its next events are shown to clients at once and not written,
/// so no later event can reach Redis before an earlier one; once Redis answers again, everything after `stored` is
/// written in one go (``RedisResumeLog``'s catching up) and writing goes on as before.
final class OwnedStream: Sendable {
    private struct State {
        var stored = 0
        var behind = false
        var expirySetAt: ContinuousClock.Instant?
    }

    let log: EventLog
    private let state = Mutex(State())

    init(log: EventLog) {
        self.log = log
    }

    /// The last event Redis is known to keep, in order from the first.
    var stored: Int { state.withLock { $0.stored } }

    var isBehind: Bool { state.withLock { $0.behind } }

    /// Redis keeps the event `sequence`.
    func kept(_ sequence: Int) {
        state.withLock { $0.stored = max($0.stored, sequence) }
    }

    /// A write failed: write nothing more until catching up; `from` is the last event Redis still has (0 when
    /// the stream is gone).
    func fellBehind(keeping from: Int? = nil) {
        state.withLock { state in
            state.behind = true
            if let from { state.stored = min(state.stored, from) }
        }
    }

    /// What is missing was queued: writing goes on.
    func caughtUp() {
        state.withLock { $0.behind = false }
    }

    /// Whether a write now should also set the stream's expiry: the first, then one at least `interval` after
    /// the last that did (the expiry counts from the last write, give or take the interval).
    func expiryDue(every interval: Duration) -> Bool {
        state.withLock { state in
            let now = ContinuousClock.now
            guard state.expirySetAt.map({ now - $0 >= interval }) ?? true else { return false }
            state.expirySetAt = now
            return true
        }
    }

    /// Whether Redis keeps the whole generation, its ending included.
    var isComplete: Bool {
        let stored = stored
        return log.isFinished && stored > 0 && stored >= log.appendedCount
    }
}
