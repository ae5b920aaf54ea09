import ReadingLexicon

/// Japanese noun phrases, quantities, lists, lengths of time and time frames, as the clauses place them.
enum JapaneseWords {
    /// The term as it is, a count before it with its counter: 「UXデザイナー」「2匹の猫」.
    static func nounPhrase(_ term: Term) -> String? {
        guard let words = term.words(in: .japanese) else { return nil }
        return quantity(term).map { $0 + "の" + words } ?? words
    }

    /// The count with its counter, 「2匹」「3人」; without a counter the general つ up to nine (「2つ」), 個 above.
    static func quantity(_ term: Term) -> String? {
        guard let count = term.count else { return nil }
        if let counter = term.counter, !counter.isEmpty { return "\(count)\(counter)" }
        return (1...9).contains(count) ? "\(count)つ" : "\(count)個"
    }

    /// 「英語（ネイティブ）」.
    static func leveled(_ leveled: LeveledTerm) -> String? {
        guard let language = nounPhrase(leveled.term) else { return nil }
        guard let level = leveled.level else { return language }
        return nounPhrase(level).map { "\(language)（\($0)）" }
    }

    /// 「A」「AとB」「A、B、C」; cut to `limit` items: 「A、Bなど」.
    static func list(_ phrases: [String], limit: Int?) -> String? {
        if let limit, limit > 0, phrases.count > limit { return phrases.prefix(limit).joined(separator: "、") + "など" }
        switch phrases.count {
        case 0: return nil
        case 2: return phrases[0] + "と" + phrases[1]
        default: return phrases.joined(separator: "、")
        }
    }

    /// 8年, 1年半, 半年, 3か月, 2年3か月, with 約, 以上, 近く or 未満; `lasting` says how long something went on and adds
    /// 間 where Japanese does (8年間, 約3年間; 10年以上 and 1年半 take none).
    static func amount(_ amount: Amount, lasting: Bool = false) -> String {
        let (years, months) = amount.normalized
        var base: String
        switch (years, months) {
        case (0, 6): base = "半年"
        case (0, _): base = "\(months)か月"
        case (_, 6): base = "\(years)年半"
        case (_, 0): base = "\(years)年"
        default: base = "\(years)年\(months)か月"
        }
        if lasting, amount.approximation == .exact || amount.approximation == .about, !base.hasSuffix("半") {
            base += "間"
        }
        switch amount.approximation {
        case .exact: return base
        case .about: return "約" + base
        case .over: return base + "以上"
        case .almost: return base + "近く"
        case .under: return base + "未満"
        }
    }

    /// 「2021年から」「2015年から2019年まで」「2021年まで」「来月から」「8年間」「2024年に」「17歳で」「去年」. A word relative
    /// to now takes no particle when it says when something happened (「昨年入社しました」).
    static func time(_ frame: TimeFrame, style: JapaneseEnding.Style) -> String {
        switch frame {
        case .since(let point), .from(let point): return self.point(point, style: style) + "から"
        case .between(let start, let end):
            return self.point(start, style: style) + "から" + self.point(end, style: style) + "まで"
        case .until(let point): return self.point(point, style: style) + "まで"
        case .during(let amount): return self.amount(amount, lasting: true)
        case .at(let point):
            switch point {
            case .year, .month, .monthOfYear: return self.point(point, style: style) + "に"
            case .age: return self.point(point, style: style) + "で"
            case .relative, .now: return self.point(point, style: style)
            }
        }
    }

    /// 2019年, 2021年3月, 17歳, 来月; formal text says 昨年 and まもなく where others say 去年 and もうすぐ.
    private static func point(_ point: TimePoint, style: JapaneseEnding.Style) -> String {
        switch point {
        case .year(let year): return "\(year)年"
        case .month(let year, let month): return "\(year)年\(month)月"
        case .monthOfYear(let month): return "\(month)月"
        case .age(let age): return "\(age)歳"
        case .relative(let relative):
            switch relative {
            case .lastYear: return style == .plain ? "去年" : "昨年"
            case .soon: return style == .humble ? "まもなく" : "もうすぐ"
            default: return relativeWords[relative] ?? ""
            }
        case .now: return "現在"
        }
    }

    private static let relativeWords: [TimePoint.Relative: String] = [
        .thisYear: "今年", .nextYear: "来年", .lastMonth: "先月", .thisMonth: "今月", .nextMonth: "来月",
        .nextWeek: "来週", .thisSpring: "この春", .recently: "最近",
    ]

    /// 毎朝, 週末に, 毎週火曜日に.
    static func frequency(_ frequency: Frequency) -> String {
        switch frequency {
        case .every(let period):
            switch period {
            case .day: "毎日"
            case .morning: "毎朝"
            case .evening, .night: "毎晩"
            case .week: "毎週"
            case .weekend: "週末に"
            case .month: "毎月"
            case .year: "毎年"
            }
        case .weekday(let day): "毎週" + ["月", "火", "水", "木", "金", "土", "日"][(day - 1 + 7) % 7] + "曜日に"
        }
    }
}
