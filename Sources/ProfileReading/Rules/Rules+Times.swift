import IntroductionCore
import ReadingLexicon

/// Points and lengths of time: years, months, "now", "next month", ages; "3 yrs", 「7年」, "half a year", 「1年半」.
extension Rules {
    static let times: [Rule] = [
        Rule(
            "year", .times, pattern: [.token { $0.kind == .number && $0.key.count == 4 && (1950...2039).contains($0.value ?? 0) }],
            examples: [Example(.experience, "2019", "time: 2019 | point=2019"), Example(.experience, "1200")]
        ) { match in
            fact(.time, match) { $0.point = .year(match.token(0)!.value!) }
        },
        Rule(
            "year 年", .times,
            pattern: [.token { $0.kind == .number && (1950...2039).contains($0.value ?? 0) }, .word("年")],
            examples: [Example(.experience, "2018年入社", "time: 2018年 | point=2018")]
        ) { match in
            fact(.time, match) { $0.point = .year(match.token(0)!.value!) }
        },
        Rule(
            "month year", .times,
            pattern: [.token { FunctionWords.months[$0.key] != nil }, .optional(.word(",")), .token { $0.kind == .number && $0.key.count == 4 }],
            examples: [Example(.experience, "since March 2021", "time: March 2021 | point=2021-3")]
        ) { match in
            guard let year = match.token(2)?.value, (1950...2039).contains(year) else { return nil }
            return fact(.time, match) { $0.point = .month(year: year, month: FunctionWords.months[match.token(0)!.key]!) }
        },
        Rule(
            "month", .times, pattern: [.token { FunctionWords.months[$0.key] != nil }],
            examples: [Example(.notes, "April", "time: April | point=month 4")]
        ) { match in
            // "may", "mar": a month only after a word that says a time comes ("in may").
            let key = match.token(0)!.key
            guard key.count > 3 && key != "sept" || match.before.map({ ["in", "since", "from", "until", "till", "by", "of", "this", "last", "next", "early", "late", "mid", "-"].contains($0.key) }) == true
            else { return nil }
            return fact(.time, match) { $0.point = .monthOfYear(FunctionWords.months[key]!) }
        },
        Rule(
            "month 月", .times,
            pattern: [.token { $0.kind == .number && (1...12).contains($0.value ?? 0) }, .word("月")],
            examples: [Example(.notes, "4月から", "time: 4月 | point=month 4")]
        ) { match in
            fact(.time, match) { $0.point = .monthOfYear(match.token(0)!.value!) }
        },
        Rule(
            "year 年 month 月", .times,
            pattern: [.facts(.time), .token { $0.kind == .number && (1...12).contains($0.value ?? 0) }, .word("月")],
            examples: [Example(.experience, "2021年3月から", "time: 2021年3月 | point=2021-3")]
        ) { match in
            guard case .year(let year) = match.fact(0)?.slots.point else { return nil }
            return fact(.time, match) { $0.point = .month(year: year, month: match.token(1)!.value!) }
        },
        Rule(
            "now", .times, pattern: [.word("now", "present", "today", "current", "現在", "今", "いま", "現職")],
            examples: [Example(.experience, "2019-now", "time: now | point=now")]
        ) { match in
            fact(.time, match) { $0.point = .now }
        },
        Rule(
            "relative time", .times,
            pattern: [.word("next", "last", "this", "coming"), .word("month", "year", "week", "spring")],
            examples: [Example(.notes, "from next month", "time: next month | point=nextMonth")]
        ) { match in
            let relative: TimePoint.Relative? =
                switch (match.token(0)!.key, match.token(1)!.key) {
                case ("next", "month"), ("coming", "month"): .nextMonth
                case ("next", "year"), ("coming", "year"): .nextYear
                case ("next", "week"), ("coming", "week"): .nextWeek
                case ("last", "year"): .lastYear
                case ("last", "month"): .lastMonth
                case ("this", "year"): .thisYear
                case ("this", "month"): .thisMonth
                case ("this", "spring"): .thisSpring
                default: nil
                }
            guard let relative else { return nil }
            return fact(.time, match) { $0.point = .relative(relative) }
        },
        Rule(
            "japanese relative time", .times,
            pattern: [.word("来月", "来年", "今年", "昨年", "去年", "先月", "今月", "来週", "最近")],
            examples: [Example(.notes, "来月から福岡オフィス勤務です", "time: 来月 | point=nextMonth")]
        ) { match in
            let relative: TimePoint.Relative? =
                switch match.token(0)!.key {
                case "来月": .nextMonth
                case "来年": .nextYear
                case "今年": .thisYear
                case "昨年", "去年": .lastYear
                case "先月": .lastMonth
                case "今月": .thisMonth
                case "来週": .nextWeek
                default: .recently
                }
            return fact(.time, match) { $0.point = .relative(relative!) }
        },
        Rule(
            "age", .times,
            pattern: [.word("i", "i'm", "im"), .optional(.word("was", "were")), .kind(.number),
                .optional(.word("years", "yrs", "year")), .optional(.word("old"))],
            examples: [
                Example(.experience, "since i was 17", "time: i was 17 | point=age 17"),
                Example(.notes, "I have 3 kids"),
            ]
        ) { match in
            guard match.has(1), let age = match.token(2)?.value, (5...90).contains(age) else { return nil }
            return fact(.time, match) { $0.point = .age(age) }
        },
        Rule(
            "japanese age", .times, pattern: [.kind(.number), .word("歳", "才")],
            examples: [Example(.experience, "17歳から", "time: 17歳 | point=age 17")]
        ) { match in
            guard let age = match.token(0)?.value, (5...90).contains(age) else { return nil }
            return fact(.time, match) { $0.point = .age(age) }
        },
    ] + amounts
}
