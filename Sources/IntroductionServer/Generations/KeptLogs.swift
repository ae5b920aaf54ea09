/// The logs a process keeps for resume, by generation, bounded in number and in memory: the rules both resume logs
/// share.
///
/// A value, kept under its owner's lock. Past `maxKept` logs, or past the memory budget, the oldest finished log
/// nobody reads is forgotten first (one still running, or still read, never is); a log nobody has read for the
/// resume window expires. What was forgotten is remembered by name for a while, so that a client coming back for it
/// hears that it expired rather than that it never existed.
struct KeptLogs {
    private(set) var logs: [GenerationID: EventLog] = [:]
    let maxKept: Int
    let budget: ResumeBudget
    /// Generations in the order they finished, oldest first from `head`: the order they are forgotten in.
    private var finishedOrder: [GenerationID] = []
    private var head = 0
    /// The generations forgotten lately, and the order they were, for ``wasForgotten(_:)``.
    private var forgotten: Set<GenerationID> = []
    private var forgottenOrder: [GenerationID] = []
    private var forgottenHead = 0

    /// How many forgotten generations are remembered (24 hex digits and a set's slot each: about 8 MB at most).
    static let remembered = 65_536

    init(maxKept: Int, budget: ResumeBudget) {
        self.maxKept = max(1, maxKept)
        self.budget = budget
    }

    /// Keeps `log`, first forgetting the oldest finished logs while `maxKept` are kept or the budget is spent;
    /// returns the ones forgotten.
    mutating func insert(_ log: EventLog, now: Duration) -> [EventLog] {
        var dropped = evict(keeping: maxKept - 1)
        dropped += evict()
        logs[log.generation] = log
        return dropped
    }

    /// The generation's log has its ending: it may be forgotten from now on, after those that ended before it.
    mutating func finished(_ generation: GenerationID) {
        finishedOrder.append(generation)
        // Entries of logs that expired meanwhile are skipped when reached; compacted so they cannot pile up.
        if finishedOrder.count - head > 2 * logs.count + 1_024 {
            finishedOrder = finishedOrder[head...].filter { logs[$0] != nil }
            head = 0
        }
    }

    /// Forgets the oldest finished logs nobody reads while the budget is spent, down to a margin below it (or while
    /// more than `keeping` are kept); returns them. Logs still read go to the back of the line; a log that finished without saying so
    /// (a follower's) is found by a scan when the line holds nothing to forget.
    mutating func evict(keeping: Int = .max) -> [EventLog] {
        var dropped: [EventLog] = []
        var over: Bool { budget.wantsRoom || logs.count > keeping }
        var looked = 0
        let queued = finishedOrder.count - head
        while over, head < finishedOrder.count, looked < queued {
            let generation = finishedOrder[head]
            head += 1
            looked += 1
            guard let log = logs[generation] else { continue }
            if log.clients > 0 {
                finishedOrder.append(generation)
                continue
            }
            dropped.append(log)
            remove(generation)
        }
        if head > 4_096, head * 2 > finishedOrder.count {
            finishedOrder.removeFirst(head)
            head = 0
        }
        if over {
            let idle = logs.values.filter { $0.isFinished && $0.clients == 0 }
                .sorted { ($0.idleSince ?? .zero) < ($1.idleSince ?? .zero) }
            for log in idle where over {
                dropped.append(log)
                remove(log.generation)
            }
        }
        for _ in dropped { budget.countEviction() }
        return dropped
    }

    subscript(generation: GenerationID) -> EventLog? {
        logs[generation]
    }

    /// Forgets `generation`'s log, giving back its memory, and remembers that it was kept.
    mutating func remove(_ generation: GenerationID) {
        guard let log = logs.removeValue(forKey: generation) else { return }
        log.release()
        guard forgotten.insert(generation).inserted else { return }
        forgottenOrder.append(generation)
        if forgottenOrder.count - forgottenHead > Self.remembered {
            forgotten.remove(forgottenOrder[forgottenHead])
            forgottenHead += 1
            if forgottenHead * 2 > forgottenOrder.count {
                forgottenOrder.removeFirst(forgottenHead)
                forgottenHead = 0
            }
        }
    }

    /// Whether `generation` was kept here and has been forgotten lately (expired, or over the budget).
    func wasForgotten(_ generation: GenerationID) -> Bool {
        forgotten.contains(generation)
    }

    /// The logs nobody has read for `window` by `now` (still kept: the owner decides).
    func idle(for window: Duration, at now: Duration) -> [EventLog] {
        logs.values.filter { $0.isIdle(for: window, at: now) }
    }

    var count: Int { logs.count }
}
