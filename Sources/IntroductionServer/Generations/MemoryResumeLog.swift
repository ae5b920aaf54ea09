import Synchronization

/// The resume log of one process: every generation's ``EventLog`` in memory, for the resume window.
///
/// Bounded twice: each log holds at most `capacity` events, and at most `maxKept` generations are kept
/// (``KeptLogs``).
package final class MemoryResumeLog: ResumeLog {
    private let logs: Mutex<KeptLogs>
    private let window: Duration
    private let capacity: Int

    /// - Parameters:
    ///   - window: how long a generation nobody reads is kept.
    ///   - capacity: the most events one generation may hold.
    ///   - maxKept: the most generations kept at once.
    package init(window: Duration, capacity: Int, maxKept: Int) {
        self.window = window
        self.capacity = capacity
        logs = Mutex(KeptLogs(maxKept: maxKept))
    }

    package func create(_ generation: GenerationID, now: Duration) -> EventLog {
        let log = EventLog(generation: generation, capacity: capacity, now: now)
        logs.withLock { _ = $0.insert(log, now: now) }
        return log
    }

    package func append(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended {
        log.append(payload)
    }

    package func find(_ generation: GenerationID, now: Duration) async -> ResumeLookup {
        logs.withLock { $0[generation] }.map(ResumeLookup.found) ?? .unknown
    }

    package func sweep(now: Duration) async -> [EventLog] {
        logs.withLock { logs in
            let expired = logs.idle(for: window, at: now)
            for log in expired { logs.remove(log.generation) }
            return expired
        }
    }

    package var count: Int { logs.withLock { $0.count } }
}
