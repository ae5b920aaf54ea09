/// When a clause holds, as the person typed it. The frame decides tense and aspect: an ongoing frame is said in the
/// present perfect (English) or with ている (Japanese), a finished one in the past, so no clause says "I work … since".
package enum TimeFrame: Sendable, Hashable {
    /// Ongoing from a point: "I've worked freelance since 2021"; 「2021年からフリーランスで働いています」.
    case since(TimePoint)
    /// A finished stretch: "from 2015 to 2019"; 「2015年から2019年まで〜ていました」.
    case between(TimePoint, TimePoint)
    /// Ended then: "until 2021"; 「2021年まで」.
    case until(TimePoint)
    /// Starting then: "From next month, I'll be working at …"; 「来月から〜します」.
    case from(TimePoint)
    /// Ongoing for an amount: "for 8 years"; 「8年間」.
    case during(Amount)
    /// Once, at a point: "in 2024"; 「2024年に」.
    case at(TimePoint)
}
