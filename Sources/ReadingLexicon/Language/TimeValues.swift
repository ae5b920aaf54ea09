/// Points and stretches of time as a profile states them, shared by the reading (which finds them in "2015-2019",
/// 「2018年入社」, "since i was 17") and the realization (which says them with the tense they call for).

/// A point in time.
package enum TimePoint: Sendable, Hashable {
    /// 2019 / 2019年.
    case year(Int)
    /// March 2021 / 2021年3月.
    case month(year: Int, month: Int)
    /// "in April" / 「4月に」: a month typed without its year, this year's or the last's as the tense says.
    case monthOfYear(Int)
    /// "since I was 17" / 17歳から.
    case age(Int)
    /// next month / 来月, last year / 昨年…
    case relative(Relative)
    /// "now", 「現在」: the end of a stretch that goes on.
    case now

    /// Words for a time relative to now. Only these, because each needs its own wording in each language and its own
    /// place in the timeline.
    package enum Relative: String, Sendable, Hashable, CaseIterable {
        case lastYear, thisYear, nextYear, lastMonth, thisMonth, nextMonth, nextWeek, thisSpring, recently, soon

        /// Surely after now: a clause at this point is in the future whatever tense it was given.
        package var isAhead: Bool { [.nextYear, .nextMonth, .nextWeek, .soon].contains(self) }
        /// Surely before now.
        package var isBehind: Bool { [.lastYear, .lastMonth, .recently].contains(self) }
        /// A moment rather than a stretch that could start something: nothing is "since soon" or "from recently".
        package var isVague: Bool { self == .recently || self == .soon }
    }

    /// Whether the point lies ahead of the time of writing ("next month").
    package var isAhead: Bool {
        if case .relative(let relative) = self { return relative.isAhead }
        return false
    }

    /// Whether the point lies surely behind the time of writing ("last year").
    package var isBehind: Bool {
        if case .relative(let relative) = self { return relative.isBehind }
        return false
    }

    /// A point no stretch starts or ends at: "recently", "soon", and "now", which only closes a stretch that goes on
    /// (the reading makes "2019-now" a stretch since 2019).
    package var isVague: Bool {
        switch self {
        case .relative(let relative): relative.isVague
        case .now: true
        default: false
        }
    }
}

/// A length of time: "8 years", "a year and a half", "about 3 months", 「10年以上」.
package struct Amount: Sendable, Hashable {
    package enum Approximation: Sendable, Hashable { case exact, about, over, almost, under }
    package var years: Int
    package var months: Int
    package var approximation: Approximation

    package init(years: Int = 0, months: Int = 0, approximation: Approximation = .exact) {
        self.years = years
        self.months = months
        self.approximation = approximation
    }

    /// The whole length in months.
    package var totalMonths: Int { years * 12 + months }
}

/// Where a fact lies in time, which decides its tense: a stretch that goes on is said in the present perfect, one
/// that ended in the past simple, one that starts ahead in the future.
package enum TimeFrame: Sendable, Hashable {
    /// Ongoing from a point: "since 2019", 「2019年から」, "2019-now".
    case since(TimePoint)
    /// A finished stretch: "2015-2019".
    case between(TimePoint, TimePoint)
    /// Ended then: "until 2021".
    case until(TimePoint)
    /// Starting then: "from next month".
    case from(TimePoint)
    /// Ongoing for a length: "for 8 years".
    case during(Amount)
    /// Once, at a point: "in 2024", 「2018年入社」.
    case at(TimePoint)
}

/// When a fact holds relative to now, as the person typed it ("now", "before that", "from next month"); with a time
/// frame the frame decides.
package enum Tense: Sendable, Hashable { case present, past, future }

/// How often something happens: "every morning" / 「毎朝」, "on Tuesdays" / 「毎週火曜日に」.
package enum Frequency: Sendable, Hashable {
    case every(Period)
    /// A day of the week, 1 for Monday: "on Tuesdays".
    case weekday(Int)

    package enum Period: String, Sendable, Hashable, CaseIterable {
        case day, morning, evening, night, week, weekend, month, year
    }
}
