import Synchronization

/// The resume log of one process: every generation's ``EventLog`` in memory, for the resume window.
///
/// Bounded twice: each log holds at most `capacity` events, and at most `maxKept` generations are kept; past that,
/// creating one drops the finished generation nobody has read for longest (one still running, or still read, is
/// never dropped early).
package final class MemoryResumeLog: ResumeLog {
    private let logs = Mutex<[GenerationID: EventLog]>([:])
    private let window: Duration
    private let capacity: Int
    private let maxKept: Int

    /// - Parameters:
    ///   - window: how long a generation nobody reads is kept.
    ///   - capacity: the most events one generation may hold.
    ///   - maxKept: the most generations kept at once.
    package init(window: Duration, capacity: Int, maxKept: Int) {
        self.window = window
        self.capacity = capacity
        self.maxKept = max(1, maxKept)
    }

    package func create(_ generation: GenerationID, now: Duration) -> EventLog {
        let log = EventLog(generation: generation, capacity: capacity, now: now)
        logs.withLock { logs in
            if logs.count >= maxKept {
                let droppable = logs.values.filter { $0.isFinished && $0.clients == 0 }
                if let oldest = droppable.min(by: { ($0.idleSince ?? now) < ($1.idleSince ?? now) }) {
                    logs[oldest.generation] = nil
                }
            }
            logs[generation] = log
        }
        return log
    }

    package func append(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended {
        log.append(payload)
    }

    package func find(_ generation: GenerationID) async -> EventLog? {
        logs.withLock { $0[generation] }
    }

    package func sweep(now: Duration) -> [EventLog] {
        logs.withLock { logs in
            let expired = logs.values.filter { $0.isIdle(for: window, at: now) }
            for log in expired { logs[log.generation] = nil }
            return expired
        }
    }

    package var count: Int { logs.withLock { $0.count } }
}
