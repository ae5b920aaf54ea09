/// The logs a process keeps for resume, by generation, bounded in number: the rules both resume logs share.
///
/// A value, kept under its owner's lock. Past `maxKept` logs, adding one drops the finished log nobody has read for
/// longest (one still running, or still read, is never dropped early); a log nobody has read for the resume window
/// expires.
struct KeptLogs {
    private(set) var logs: [GenerationID: EventLog] = [:]
    let maxKept: Int

    init(maxKept: Int) {
        self.maxKept = max(1, maxKept)
    }

    /// Keeps `log`, first dropping the oldest idle finished log when `maxKept` are kept; returns the one dropped.
    @discardableResult
    mutating func insert(_ log: EventLog, now: Duration) -> EventLog? {
        var dropped: EventLog?
        if logs.count >= maxKept {
            let droppable = logs.values.filter { $0.isFinished && $0.clients == 0 }
            if let oldest = droppable.min(by: { ($0.idleSince ?? now) < ($1.idleSince ?? now) }) {
                logs[oldest.generation] = nil
                dropped = oldest
            }
        }
        logs[log.generation] = log
        return dropped
    }

    subscript(generation: GenerationID) -> EventLog? {
        logs[generation]
    }

    mutating func remove(_ generation: GenerationID) {
        logs[generation] = nil
    }

    /// The logs nobody has read for `window` by `now` (still kept: the owner decides).
    func idle(for window: Duration, at now: Duration) -> [EventLog] {
        logs.values.filter { $0.isIdle(for: window, at: now) }
    }

    var count: Int { logs.count }
}
