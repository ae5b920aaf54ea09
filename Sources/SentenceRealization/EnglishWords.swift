import ReadingLexicon

/// English noun phrases, lists, lengths of time and time frames, as the clauses place them.
enum EnglishWords {
    /// The term with its determiner: "a UX designer", "an SRE", "the Fukuoka office", "my portfolio", "two cats",
    /// "Stripe". Counts are words up to ten and digits above, as style guides spell small numbers.
    static func nounPhrase(_ term: Term, possessive: String = "my") -> String? {
        guard let words = term.words(in: .english) else { return nil }
        let owned = EnglishArticle.hasDeterminer(words)
        func determined(_ noun: String, indefinite: String?) -> String {
            switch term.determiner {
            case .none: return noun
            case .indefinite: return indefinite ?? noun
            case .definite: return owned ? noun : "the " + noun
            case .possessive: return owned ? noun : possessive + " " + noun
            }
        }
        if let count = term.count {
            let noun = count == 1 ? words : EnglishPlural.plural(words)
            let number = count <= 10 ? Numbers.english(count) : String(count)
            return determined(number + " " + noun, indefinite: nil)
        }
        if term.isPlural { return determined(EnglishPlural.plural(words), indefinite: nil) }
        return determined(words, indefinite: term.isName ? nil : EnglishArticle.withArticle(words))
    }

    /// "English (native)".
    static func leveled(_ leveled: LeveledTerm) -> String? {
        guard let language = nounPhrase(leveled.term) else { return nil }
        guard let level = leveled.level else { return language }
        return nounPhrase(level).map { "\(language) (\($0))" }
    }

    /// "A", "A and B", "A, B and C" (no serial comma, as the composer's English list writes it); cut to `limit` items:
    /// "A, B and more".
    static func list(_ phrases: [String], limit: Int?) -> String? {
        if let limit, limit > 0, phrases.count > limit {
            return phrases.prefix(limit).joined(separator: ", ") + " and more"
        }
        switch phrases.count {
        case 0: return nil
        case 1: return phrases[0]
        default: return phrases.dropLast().joined(separator: ", ") + " and " + phrases[phrases.count - 1]
        }
    }

    /// "8 years", "a year", "half a year", "a year and a half", "2 and a half years", "3 months", "2 years and 3
    /// months", with "about", "over", "almost" or "less than" before it.
    /// "first" … "tenth", then "11th", "22nd".
    static func ordinal(_ number: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        if (1...10).contains(number) { return words[number - 1] }
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    static func amount(_ amount: Amount) -> String {
        let (years, months) = amount.normalized
        // "one year", not "a year": a length the person typed as a number is said as one.
        let monthsText = months == 1 ? "one month" : "\(months) months"
        let yearsText = years == 1 ? "one year" : "\(years) years"
        let base: String
        switch (years, months) {
        case (0, 6): base = "half a year"
        case (0, _): base = monthsText
        case (1, 6): base = "a year and a half"
        case (_, 6): base = "\(years) and a half years"
        case (_, 0): base = yearsText
        default: base = yearsText + " and " + monthsText
        }
        switch amount.approximation {
        case .exact: return base
        case .about: return "about " + base
        case .over: return "over " + base
        case .almost: return "almost " + base
        case .under: return "less than " + base
        }
    }

    /// The time frame's words and whether they open the sentence ("From next month, …"); the rest close it. An age is
    /// said from the speaker ("since I was 17") or, for a person by name, as "the age of 17", which needs no pronoun.
    static func time(_ frame: TimeFrame, speaker: Bool) -> (words: String, opens: Bool) {
        switch frame {
        case .since(let point):
            if case .age(let age) = point { return (speaker ? "since I was \(age)" : "since the age of \(age)", false) }
            return ("since " + self.point(point), false)
        case .between(.age(let start), .age(let end)):
            return ("between the ages of \(start) and \(end)", false)
        case .between(let start, let end):
            return ("from \(point(start, age: "the age of")) to \(point(end, age: "the age of"))", false)
        case .until(let point):
            if case .age(let age) = point { return (speaker ? "until I was \(age)" : "until the age of \(age)", false) }
            return ("until " + self.point(point), false)
        case .from(let point):
            return ("from " + self.point(point, age: "the age of"), true)
        case .during(let amount):
            return ("for " + self.amount(amount), false)
        case .at(let point):
            switch point {
            case .year, .month, .monthOfYear: return ("in " + self.point(point), false)
            case .age(let age): return (speaker ? "at \(age)" : "at the age of \(age)", false)
            case .relative, .now: return (self.point(point), false)
            }
        }
    }

    /// "2019", "March 2021", "next month"; an age after `age` ("the age of 17").
    private static func point(_ point: TimePoint, age prefix: String = "") -> String {
        switch point {
        case .year(let year): return String(year)
        case .month(let year, let month):
            return (months.indices.contains(month - 1) ? months[month - 1] + " " : "") + String(year)
        case .monthOfYear(let month): return months.indices.contains(month - 1) ? months[month - 1] : ""
        case .age(let age): return prefix.isEmpty ? String(age) : "\(prefix) \(age)"
        case .relative(let relative): return relativeWords[relative] ?? ""
        case .now: return "now"
        }
    }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let relativeWords: [TimePoint.Relative: String] = [
        .lastYear: "last year", .thisYear: "this year", .nextYear: "next year", .lastMonth: "last month",
        .thisMonth: "this month", .nextMonth: "next month", .nextWeek: "next week", .thisSpring: "this spring",
        .recently: "recently", .soon: "soon",
    ]

    /// "every morning", "on weekends", "on Tuesdays".
    static func frequency(_ frequency: Frequency) -> String {
        switch frequency {
        case .every(.weekend): "on weekends"
        case .every(let period): "every " + period.rawValue
        case .weekday(let day): "on " + weekdays[(day - 1 + 7) % 7] + "s"
        }
    }

    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}
