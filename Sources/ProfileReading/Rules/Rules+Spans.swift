import IntroductionCore
import ReadingLexicon

/// Stretches of time made of points and lengths: "2015-2019", "2019-now", "since 2021", "until 2021", "from next
/// month", "for 8 years", "(2024)", 「2019年から」, 「2021年まで」, 「2015年〜2019年」.
extension Rules {
    static let spans: [Rule] = [
        Rule(
            "time to time", .times,
            pattern: [.facts(.time), .either([.separator("-", "—", "~", "/"), .word("to", "through", "till", "until", "〜", "～", "から")]),
                .facts(.time), .optional(.word("まで"))],
            examples: [
                Example(.experience, "2015-2019 Deloitte", "span: 2015-2019 | time=between 2015 2019"),
                Example(.experience, "2019-now Stripe", "span: 2019-now | time=since 2019"),
                Example(.experience, "2015年〜2019年", "span: 2015年〜2019年 | time=between 2015 2019"),
            ]
        ) { match in
            guard let from = match.fact(0)?.slots.point, let to = match.fact(2)?.slots.point, from != .now else {
                return nil
            }
            if case .year(let start) = from, case .year(let end) = to, end < start { return nil }
            return fact(.span, match) { $0.time = to == .now ? .since(from) : .between(from, to) }
        },
        Rule(
            "since time", .times, pattern: [.word("since", "starting"), .facts(.time)],
            examples: [
                Example(.experience, "since 2021", "span: since 2021 | time=since 2021"),
                Example(.experience, "since i was 17", "span: since i was 17 | time=since age 17"),
            ]
        ) { match in
            fact(.span, match) { $0.time = .since(match.fact(1)!.slots.point!) }
        },
        Rule(
            "until time", .times, pattern: [.word("until", "till", "til", "through"), .facts(.time)],
            examples: [Example(.experience, "until 2021", "span: until 2021 | time=until 2021")]
        ) { match in
            guard match.fact(1)?.slots.point != .now else { return nil }
            return fact(.span, match) { $0.time = .until(match.fact(1)!.slots.point!) }
        },
        Rule(
            "from time", .times, pattern: [.word("from", "starting"), .facts(.time)],
            examples: [Example(.notes, "from next month", "span: from next month | time=from nextMonth")]
        ) { match in
            fact(.span, match) { $0.time = .from(match.fact(1)!.slots.point!) }
        },
        Rule(
            "every period", .times,
            pattern: [.either([.word("every", "each"), .word("on", "at")]), .token { Spans.period($0.key) != nil || Spans.weekday($0.key) != nil }],
            examples: [
                Example(.notes, "I sketch every morning", "span: every morning | frequency=every morning"),
                Example(.notes, "Volunteer at the library on Tuesdays", "span: on Tuesdays | frequency=weekday 2"),
            ]
        ) { match in
            let key = match.token(1)!.key
            let every = ["every", "each"].contains(match.token(0)!.key)
            // "every morning", "on weekends", "on Tuesdays"; "on Tuesday" is one Tuesday, not a habit.
            if let day = Spans.weekday(key) {
                guard every || key.hasSuffix("s") else { return nil }
                return fact(.span, match) { $0.frequency = .weekday(day) }
            }
            guard let period = Spans.period(key), every || period == .weekend && key.hasSuffix("s") else { return nil }
            return fact(.span, match) { $0.frequency = .every(period) }
        },
        Rule(
            "毎朝", .times, pattern: [.word("毎日", "毎朝", "毎晩", "毎週", "毎月", "毎年", "週末")],
            examples: [Example(.notes, "毎朝スケッチしています", "span: 毎朝 | frequency=every morning")]
        ) { match in
            let periods: [String: Frequency.Period] = [
                "毎日": .day, "毎朝": .morning, "毎晩": .evening, "毎週": .week, "毎月": .month, "毎年": .year, "週末": .weekend,
            ]
            return fact(.span, match) { $0.frequency = .every(periods[match.token(0)!.key]!) }
        },
        Rule(
            "in year", .times, pattern: [.word("in", "back in"), .facts(.time)],
            examples: [Example(.experience, "took over in 2015", "span: in 2015 | time=at 2015"),
                Example(.notes, "relocated to berlin in april", "span: in april | time=at month 4")]
        ) { match in
            switch match.fact(1)?.slots.point {
            case .year, .month, .monthOfYear: break
            default: return nil
            }
            return fact(.span, match) { $0.time = .at(match.fact(1)!.slots.point!) }
        },
        Rule(
            "year in brackets", .times, pattern: [.word("("), .facts(.time), .word(")")],
            examples: [Example(.experience, "then bootcamp (2024)", "span: (2024) | time=at 2024")]
        ) { match in
            guard case .year = match.fact(1)?.slots.point else { return nil }
            return fact(.span, match) { $0.time = .at(match.fact(1)!.slots.point!) }
        },
        Rule(
            "for amount", .times, pattern: [.word("for", "over the last", "over the past"), .optional(.word("the")),
                .optional(.word("last", "past")), .optional(.word("like")), .facts(.amount)],
            examples: [Example(.experience, "for 8 years", "span: for 8 years | time=during 8y"),
                Example(.experience, "for like 5 years", "span: for like 5 years | time=during 5y")]
        ) { match in
            fact(.span, match) { $0.time = .during(match.fact(4)!.slots.amount!) }
        },
        Rule(
            "time から", .times, pattern: [.facts(.time), .word("から", "より"), .optional(.word("は"))],
            examples: [
                Example(.experience, "2019年から", "span: 2019年から | time=since 2019"),
                Example(.notes, "来月から", "span: 来月から | time=from nextMonth"),
            ]
        ) { match in
            let point = match.fact(0)!.slots.point!
            return fact(.span, match) { $0.time = point.isAhead ? .from(point) : .since(point) }
        },
        Rule(
            "time まで", .times, pattern: [.facts(.time), .word("まで")],
            examples: [Example(.experience, "2021年まで", "span: 2021年まで | time=until 2021")]
        ) { match in
            guard match.fact(0)?.slots.point != .now else { return nil }
            return fact(.span, match) { $0.time = .until(match.fact(0)!.slots.point!) }
        },
        Rule(
            "time に", .times, pattern: [.facts(.time), .word("に")],
            examples: [Example(.experience, "2015年に", "span: 2015年に | time=at 2015")]
        ) { match in
            guard case .year = match.fact(0)?.slots.point else { return nil }
            return fact(.span, match) { $0.time = .at(match.fact(0)!.slots.point!) }
        },
    ]
}

/// The words of how often.
enum Spans {
    static func period(_ key: String) -> Frequency.Period? {
        let singular = key.hasSuffix("s") ? String(key.dropLast()) : key
        return Frequency.Period(rawValue: singular)
    }

    /// 1 for Monday … 7 for Sunday, for a weekday's name in the singular or the plural.
    static func weekday(_ key: String) -> Int? {
        let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        let singular = key.hasSuffix("s") ? String(key.dropLast()) : key
        return days.firstIndex(of: singular).map { $0 + 1 }
    }
}
