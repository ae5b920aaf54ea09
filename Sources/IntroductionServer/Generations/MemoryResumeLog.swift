import Synchronization

/// The resume log of one process: every generation's ``EventLog`` in memory, for the resume window.
///
/// Bounded three times: each log holds at most `capacity` events, at most `maxKept` generations are kept, and
/// together they take at most the budget's memory (``KeptLogs``).
package final class MemoryResumeLog: ResumeLog {
    private let logs: Mutex<KeptLogs>
    private let window: Duration
    private let capacity: Int
    package let budget: ResumeBudget

    /// - Parameters:
    ///   - window: how long a generation nobody reads is kept.
    ///   - capacity: the most events one generation may hold.
    ///   - maxKept: the most generations kept at once.
    ///   - budget: the most memory they may take together.
    package init(window: Duration, capacity: Int, maxKept: Int, budget: ResumeBudget) {
        self.window = window
        self.capacity = capacity
        self.budget = budget
        logs = Mutex(KeptLogs(maxKept: maxKept, budget: budget))
    }

    package func create(_ generation: GenerationID, now: Duration) -> EventLog {
        let log = EventLog(generation: generation, capacity: capacity, now: now, budget: budget)
        logs.withLock { _ = $0.insert(log, now: now) }
        return log
    }

    package func append(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended {
        let appended = log.append(payload)
        if payload.isLast, case .appended = appended {
            logs.withLock { logs in
                logs.finished(log.generation)
                _ = logs.evict()
            }
        }
        return appended
    }

    package func makeRoom() -> Bool {
        logs.withLock { _ = $0.evict() }
        return !budget.isOver
    }

    package func find(_ generation: GenerationID, now: Duration) async -> ResumeLookup {
        logs.withLock { logs in
            if let log = logs[generation] { return .found(log) }
            return logs.wasForgotten(generation) ? .expired : .unknown
        }
    }

    package func sweep(now: Duration) async -> [EventLog] {
        logs.withLock { logs in
            let expired = logs.idle(for: window, at: now)
            for log in expired { logs.remove(log.generation) }
            _ = logs.evict()
            return expired
        }
    }

    package var count: Int { logs.withLock { $0.count } }
}
