/// Points and stretches of time as a profile states them, shared by the reading (which finds them in "2015-2019",
/// 「2018年入社」, "since i was 17") and the realization (which says them with the tense they call for).

/// A point in time.
package enum TimePoint: Sendable, Hashable {
    /// 2019 / 2019年.
    case year(Int)
    /// March 2021 / 2021年3月.
    case month(year: Int, month: Int)
    /// "since I was 17" / 17歳から.
    case age(Int)
    /// next month / 来月, last year / 昨年…
    case relative(Relative)
    /// "now", 「現在」: the end of a stretch that goes on.
    case now

    package enum Relative: String, Sendable, Hashable, CaseIterable {
        case lastYear, thisYear, nextYear, lastMonth, thisMonth, nextMonth, nextWeek, thisSpring, recently, soon
    }

    /// Whether the point lies ahead of the time of writing ("next month").
    package var isAhead: Bool {
        switch self {
        case .relative(let relative): [.nextYear, .nextMonth, .nextWeek, .soon].contains(relative)
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
