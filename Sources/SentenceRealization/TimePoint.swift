/// A point in time as a person types it: a year, a month, an age or a word relative to now.
package enum TimePoint: Sendable, Hashable {
    /// 2019 / 2019年.
    case year(Int)
    /// March 2021 / 2021年3月.
    case month(year: Int, month: Int)
    /// "since I was 17" / 17歳から.
    case age(Int)
    /// "next month" / 来月, "last year" / 昨年.
    case relative(Relative)

    /// Words for a time relative to now. Only these, because each needs its own wording in each language and its own
    /// place in the timeline (`isAhead`, `isBehind`).
    package enum Relative: String, Sendable, Hashable, CaseIterable {
        case lastYear, thisYear, nextYear, lastMonth, thisMonth, nextMonth, nextWeek, thisSpring, recently, soon

        /// Surely after now: a clause at this point is in the future whatever tense it was given.
        var isAhead: Bool { [.nextYear, .nextMonth, .nextWeek, .soon].contains(self) }
        /// Surely before now.
        var isBehind: Bool { [.lastYear, .lastMonth, .recently].contains(self) }
        /// A moment rather than a stretch that could start something: nothing is "since soon" or "from recently".
        var isVague: Bool { self == .recently || self == .soon }
    }

    var isAhead: Bool {
        if case .relative(let relative) = self { return relative.isAhead }
        return false
    }

    var isBehind: Bool {
        if case .relative(let relative) = self { return relative.isBehind }
        return false
    }

    var isVague: Bool {
        if case .relative(let relative) = self { return relative.isVague }
        return false
    }
}
