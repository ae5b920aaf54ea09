import ReadingLexicon

/// When a clause holds, decided once from its time frame and tense so that both languages agree: a frame the person
/// typed wins over the tense, and a frame that contradicts the tense or itself ("since next month", "until soon",
/// `between` in the future) is not realized rather than said wrong.
enum Timing: Sendable, Hashable {
    /// Now, with no frame: "I teach biology"; 「生物を教えています」.
    case present
    /// From a point or for an amount up to now: "I've taught since 2015"; 「2015年から教えています」.
    case ongoing
    /// A stretch that ended: "I taught from 2015 to 2019"; 「2015年から2019年まで教えていました」.
    case finished
    /// Once, at a point behind: "I joined Stripe in 2024"; 「2024年にStripeに入社しました」.
    case once
    /// Ahead, once or as a state: "I'll join Stripe next month"; 「来月Stripeに入社します」.
    case future
    /// Ahead and going on from then: "From next month, I'll be working at …"; 「来月から…働きます」.
    case futureOngoing

    init?(_ frame: TimeFrame?, tense: Tense) {
        switch frame {
        case nil:
            switch tense {
            case .present: self = .present
            case .past: self = .finished
            case .future: self = .future
            }
        case .since(let point)?:
            guard tense == .present, !point.isAhead, !point.isVague else { return nil }
            self = .ongoing
        case .between(let start, let end)?:
            guard tense != .future, !start.isAhead, !end.isAhead, !start.isVague, !end.isVague else { return nil }
            self = .finished
        case .until(let point)?:
            guard tense != .future, !point.isAhead, !point.isVague else { return nil }
            self = .finished
        case .from(let point)?:
            guard !point.isVague else { return nil }
            if tense == .future || point.isAhead {
                guard !point.isBehind, tense != .past else { return nil }
                self = .futureOngoing
            } else {
                self = tense == .past ? .finished : .ongoing
            }
        case .during(let amount)?:
            guard !amount.isEmpty else { return nil }
            switch tense {
            case .present: self = .ongoing
            case .past: self = .finished
            case .future: self = .futureOngoing
            }
        case .at(let point)?:
            if tense == .future || point.isAhead {
                guard !point.isBehind, tense != .past else { return nil }
                self = .future
            } else {
                self = .once
            }
        }
    }

    var isPast: Bool { self == .finished || self == .once }
    var isFuture: Bool { self == .future || self == .futureOngoing }
}
