import Synchronization

/// The generations running in this process: the limit on how many run at once, their tasks (to cancel one whose
/// clients are all gone, or all of them at shutdown), and a wait for none to be left (the drain).
package final class GenerationTable: Sendable {
    private struct Entry {
        var log: EventLog
        var task: Task<Void, Never>?
    }

    private struct State {
        var entries: [GenerationID: Entry] = [:]
        var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var cancelledWaiters: Set<Int> = []
        var nextWaiter = 0
    }

    /// The most generations running at once.
    package let limit: Int
    private let state = Mutex(State())

    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Takes a place for a new generation writing into `log`; false when `limit` are running.
    package func reserve(_ log: EventLog) -> Bool {
        state.withLock { state in
            guard state.entries.count < limit else { return false }
            state.entries[log.generation] = Entry(log: log)
            return true
        }
    }

    /// Gives a reserved generation its task. A generation that already finished keeps no task.
    package func started(_ generation: GenerationID, task: Task<Void, Never>) {
        state.withLock { state in
            state.entries[generation]?.task = task
        }
    }

    /// A generation ended (or never started): its place is free.
    package func finished(_ generation: GenerationID) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.entries[generation] = nil
            guard state.entries.isEmpty else { return [] }
            defer { state.idleWaiters.removeAll() }
            return Array(state.idleWaiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Cancels a generation's task (its source's connection closes); it then ends as its run decides.
    package func cancel(_ generation: GenerationID) {
        state.withLock { $0.entries[generation]?.task }?.cancel()
    }

    /// Whether `generation` runs in this process now.
    package func isRunning(_ generation: GenerationID) -> Bool {
        state.withLock { $0.entries[generation] != nil }
    }

    /// The logs of the generations running now.
    package var runningLogs: [EventLog] {
        state.withLock { $0.entries.values.map(\.log) }
    }

    /// How many generations are running.
    package var running: Int { state.withLock { $0.entries.count } }

    /// Returns once no generation is running (at once when none is), or when the waiting task is cancelled.
    package func waitUntilIdle() async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    if state.entries.isEmpty || state.cancelledWaiters.remove(id) != nil { return true }
                    state.idleWaiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                guard let waiter = state.idleWaiters.removeValue(forKey: id) else {
                    state.cancelledWaiters.insert(id)
                    return nil as CheckedContinuation<Void, Never>?
                }
                return waiter
            }
            waiter?.resume()
        }
    }
}
