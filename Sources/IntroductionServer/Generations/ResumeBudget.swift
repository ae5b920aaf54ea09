import Synchronization

/// The memory the generations kept for resume take together, against the operator's budget (`--resume-memory`).
///
/// Every finished generation is kept for the resume window, and a busy server finishes hundreds a second: without
/// a total, anyone who may POST could run it out of memory. Each ``EventLog`` adds what it keeps here as it grows
/// and takes it back when it is forgotten; the resume log forgets the oldest finished generations while the total
/// is over the budget, and the server refuses new ones while running generations alone fill it. The figures are
/// estimates of what the allocator holds (the data and the bookkeeping around each event), calibrated against the
/// server's resident set under load, not exact byte counts.
package final class ResumeBudget: Sendable {
    /// The most bytes kept generations may take.
    package let limit: Int
    private let used = Atomic<Int>(0)
    private let evictions = Atomic<Int>(0)

    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// What the kept generations take now.
    package var bytes: Int { used.load(ordering: .relaxed) }

    /// Whether they take more than the budget.
    package var isOver: Bool { bytes > limit }

    /// Whether forgetting should go on: down to a sixteenth below the budget, so that the running generations'
    /// next events (appended meanwhile, on other threads) do not put it over again at once and refuse a new one.
    var wantsRoom: Bool { bytes > limit - limit / 16 }

    /// How many finished generations were forgotten to keep within the budget.
    package var evicted: Int { evictions.load(ordering: .relaxed) }

    func add(_ amount: Int) {
        used.add(amount, ordering: .relaxed)
    }

    func countEviction() {
        evictions.add(1, ordering: .relaxed)
    }

    /// What keeping `event` costs: its data and what surrounds it (the event's place in the array, the string's
    /// allocation and the allocator's rounding).
    static func cost(of event: StreamEvent) -> Int {
        event.data.utf8.count + 112
    }

    /// What a log costs before any event: the object, its lock, its place in the tables that keep it.
    static let logCost = 640
}
