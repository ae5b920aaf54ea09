import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// Experience typed as a short career: what came before and what is now, with a duration, a start year or a year
/// count. "15 years, currently at St. Mary's Hospital", "3 years as a designer, now a product manager", "nurse for
/// 5 years, then IT", "since 2019 at Acme", "4th year at Acme", 「前職は看護師（5年）」, 「入社3年目」, 「新卒2年目」.
package struct Career: Sendable, Equatable {
    /// How a year count is counted when it is not "at a place": since joining the company, since graduating, or
    /// the year of a study programme ("2nd year of my master's", 「修士1年」), named as typed.
    package enum Start: Sendable, Equatable {
        case joined, graduated
        case program(String)
    }

    package var duration: WorkDuration?
    package var year: Int?
    package var ordinal: Int?
    package var start: Start?
    /// What the duration was spent as or at, before `now`.
    package var past: Experience.Detail?
    /// Where or as what the person works now.
    package var now: Experience.Detail?
    /// How long `now` has lasted so far, as a duration (「今はクリニックで3年」) or a year count (「今はPM2年目」).
    package var nowFor: WorkDuration?
    package var nowOrdinal: Int?
    /// The year the person started a company of their own, after `past` (「2022年に起業」).
    package var founded: Int?
    /// How the stretch of work ended, or what came of it, typed after a comma ("…, until 2021").
    package var ending: Ending?

    /// What follows a stretch of work after a comma: "until 2021", "retired last year", "last at DHL", "founded
    /// Loopwise in 2020".
    package enum Ending: Sendable, Equatable {
        /// "until 2021": the year the work stopped.
        case until(Int)
        /// "retired last year", "retired in 2019", "retired": when, as typed in English ("" when not said).
        case retired(String)
        /// "last at DHL", "most recently at DHL": the latest place.
        case latest(Experience.Detail)
        /// "founded Loopwise in 2020": a company of one's own, by name, and the year.
        case founded(name: String, year: Int)
    }

    /// The whole time worked, for a sentence that gives one figure (a bio, a short highlight): "over" the first
    /// stretch when a later one follows, which is certain without a sum the person never typed.
    package var total: WorkDuration? {
        guard var duration else { return nil }
        if past != nil, now != nil, now?.link != .pause { duration.qualifier = .over }
        return duration
    }

    /// The phrase material's key for this shape, after "experience." or "highlight.".
    package var key: String {
        switch ending {
        case .until: return "until"
        case .retired: return "retired"
        case .latest: return "latest"
        case .founded: return "foundedName"
        case nil: break
        }
        if ordinal != nil {
            switch start {
            case .joined: return "joined"
            case .graduated: return "graduated"
            case .program: return "program"
            case nil: return "ordinalAt"
            }
        }
        if founded != nil { return "changeFounded" }
        if year != nil { return "sinceAt" }
        if now == nil { return duration == nil && nowFor != nil ? "currentBefore" : "before" }
        if past == nil { return "now" }
        if now?.link == .pause, nowFor != nil { return "changePause" }
        if now?.link == .state { return "changeState" }
        if nowFor != nil { return "changeFor" }
        return nowOrdinal != nil ? "changeOrdinal" : "change"
    }
}
