import IntroductionCore
import ReadingLexicon

/// Lengths of time: "3 yrs", "6+ years", "~3 years", "over 10 years", "half a year", "a year and a half", 「7年」,
/// 「半年」, 「1年半」, 「10年以上」, 「約3年」.
extension Rules {
    static let amounts: [Rule] = [
        Rule(
            "nth year", .times,
            pattern: [.optional(.word("入社", "入行", "入庁", "社会人", "教員", "勤続")), .kind(.number), .word("年目", "年"), .optional(.word("目")),
                .optional(.word("です", "に", "になります"))],
            examples: [
                Example(.experience, "3年目", "amount: 3年目 | ordinal=3"),
                Example(.experience, "入社1年目", "amount: 入社1年目 | ordinal=1"),
            ]
        ) { match in
            guard let year = match.token(1)?.value, (1...60).contains(year),
                match.token(2)?.key == "年目" || match.has(3)
            else { return nil }
            return fact(.amount, match) { $0.ordinal = year }
        },
        Rule(
            "english nth year", .times,
            pattern: [.optional(.word("my", "the", "in")), .optional(.word("my", "the")), .classed(.ordinal), .word("year", "yr", "term", "season")],
            examples: [Example(.experience, "12th year teaching", "amount: 12th year | ordinal=12")]
        ) { match in
            guard let year = FunctionWords.ordinals[match.token(2)!.key] ?? Int(match.token(2)!.key.filter(\.isNumber)) else {
                return nil
            }
            return fact(.amount, match) { $0.ordinal = year }
        },
        Rule(
            "number unit", .times,
            pattern: [.token { $0.kind == .number || $0.value != nil }, .optional(.word("+")),
                .token { $0.classes.contains(.timeUnit) && $0.script == .en }],
            examples: [
                Example(.experience, "3 yrs at a coffee chain", "amount: 3 yrs | amount=3y"),
                Example(.experience, "6+ years", "amount: 6+ years | amount=over 6y"),
                Example(.experience, "twelve years", "amount: twelve years | amount=12y"),
                Example(.experience, "2019 years"),
            ]
        ) { match in
            guard let number = match.token(0)?.value, number < 100,
                let amount = Amounts.amount(number, unit: match.token(2)!.key,
                    approximation: match.has(1) ? .over : .exact)
            else { return nil }
            return fact(.amount, match) { $0.amount = amount }
        },
        Rule(
            "approximate amount", .times,
            pattern: [.word("about", "around", "approx", "approx.", "approximately", "~", "abt", "roughly", "almost",
                "nearly", "over", "more than", "under", "less than", "circa", "ca."), .facts(.amount)],
            examples: [Example(.experience, "~3 years", "amount: ~3 years | amount=about 3y")]
        ) { match in
            guard var amount = match.fact(1)?.slots.amount, amount.approximation == .exact else { return nil }
            amount.approximation = Amounts.approximation(match.token(0)!.key)
            return fact(.amount, match) { $0.amount = amount }
        },
        Rule(
            "more than amount", .times, pattern: [.word("more", "less"), .word("than"), .facts(.amount)],
            examples: [Example(.experience, "more than 10 years", "amount: more than 10 years | amount=over 10y")]
        ) { match in
            guard var amount = match.fact(2)?.slots.amount, amount.approximation == .exact else { return nil }
            amount.approximation = match.token(0)!.key == "more" ? .over : .under
            return fact(.amount, match) { $0.amount = amount }
        },
        Rule(
            "half a year", .times, pattern: [.word("half"), .word("a", "an"), .word("year")],
            examples: [Example(.experience, "half a year", "amount: half a year | amount=6m")]
        ) { match in
            fact(.amount, match) { $0.amount = Amount(months: 6) }
        },
        Rule(
            "and a half", .times,
            pattern: [.token { $0.value != nil || $0.key == "a" }, .optional(.word("year", "years")), .word("and"), .word("a"),
                .word("half"), .optional(.word("years", "year"))],
            examples: [Example(.experience, "a year and a half", "amount: a year and a half | amount=1y6m")]
        ) { match in
            let years = match.token(0)?.value ?? 1
            guard match.has(1) || match.has(5) else { return nil }
            return fact(.amount, match) { $0.amount = Amount(years: years, months: 6) }
        },
        Rule(
            "decades", .times, pattern: [.token { $0.value != nil }, .word("decade", "decades")],
            examples: [Example(.experience, "two decades", "amount: two decades | amount=20y")]
        ) { match in
            fact(.amount, match) { $0.amount = Amount(years: 10 * match.token(0)!.value!) }
        },
        Rule(
            "japanese amount", .times,
            pattern: [.optional(.word("約", "およそ", "ほぼ")), .kind(.number),
                .word("年", "年間", "か月", "ヶ月", "ヵ月", "カ月", "ケ月", "箇月", "ヶ月間", "か月間", "週間"),
                .optional(.word("半")), .optional(.word("以上", "弱", "強", "ほど", "くらい", "ぐらい", "程度", "未満"))],
            examples: [
                Example(.experience, "病棟7年", "amount: 7年 | amount=7y"),
                Example(.experience, "1年半", "amount: 1年半 | amount=1y6m"),
                Example(.experience, "10年以上", "amount: 10年以上 | amount=over 10y"),
                Example(.experience, "2018年入社"),
            ]
        ) { match in
            guard let number = match.token(1)?.value, number < 100 else { return nil }
            let unit = match.token(2)!.key
            var amount =
                unit.hasPrefix("年") ? Amount(years: number)
                : unit.hasPrefix("週") ? Amount(months: max(1, number / 4)) : Amount(months: number)
            if match.has(3) { amount.months += 6 }
            let before = match.token(0).map { Amounts.approximation($0.key) }
            let after = match.token(4).map { Amounts.approximation($0.key) }
            amount.approximation = after ?? before ?? .exact
            return fact(.amount, match) { $0.amount = amount }
        },
        Rule(
            "半年", .times, pattern: [.word("半年")],
            examples: [Example(.experience, "今の会社は半年", "amount: 半年 | amount=6m")]
        ) { match in
            fact(.amount, match) { $0.amount = Amount(months: 6) }
        },
    ]
}

/// Amounts from numbers and units.
enum Amounts {
    static func amount(_ number: Int, unit: String, approximation: Amount.Approximation) -> Amount? {
        switch unit {
        case "years", "year": Amount(years: number, approximation: approximation)
        case "months", "month": Amount(years: number / 12, months: number % 12, approximation: approximation)
        case "weeks", "week": number >= 4 ? Amount(months: number / 4, approximation: approximation) : nil
        default: nil
        }
    }

    static func approximation(_ word: String) -> Amount.Approximation {
        switch word {
        case "almost", "nearly", "弱": .almost
        case "over", "more than", "以上", "強": .over
        case "under", "less than", "未満": .under
        default: .about
        }
    }
}
