import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// Experience typed in Japanese: 「5年」「3ヶ月」「十年以上」, with what the time was spent on.
extension Experience {
    static func readJapanese(_ text: String) -> Experience? {
        guard Script.hasKana(text) || Script.hasKanji(text) else { return nil }
        var rest = Substring(text.filter { $0 != " " && $0 != "　" })
        for polite in ["になります", "です", "くらいです", "ほどです"] where rest.hasSuffix(polite) && rest.count > polite.count {
            rest = rest.dropLast(polite.count)
        }
        // 「2015年から」「2015年〜」「2015年より」
        for suffix in ["年から", "年~", "年〜", "年より", "年以来"] where rest.hasSuffix(suffix) {
            if let year = Int(rest.dropLast(suffix.count)), (1950...2100).contains(year) { return .since(year: year) }
        }
        var duration = WorkDuration(years: 0)
        var field: String?
        for prefix in ["約", "およそ", "だいたい"] where rest.hasPrefix(prefix) {
            duration.qualifier = .about
            rest = rest.dropFirst(prefix.count)
        }
        if let mark = rest.firstRange(of: "歴") {
            let before = rest[..<mark.lowerBound]
            guard !before.isEmpty else { return nil }
            field = String(before)
            rest = rest[mark.upperBound...]
            if rest.hasPrefix("は") || rest.hasPrefix("が") { rest = rest.dropFirst() }
        }
        let suffixes: [(String, WorkDuration.Qualifier)] = [
            ("以上", .over), ("超", .over), ("ほど", .about), ("くらい", .about), ("ぐらい", .about), ("程度", .about),
            ("近く", .almost), ("弱", .almost), ("未満", .under),
        ]
        for (suffix, qualifier) in suffixes where rest.hasSuffix(suffix) {
            duration.qualifier = qualifier
            rest = rest.dropLast(suffix.count)
            break
        }
        if rest.hasSuffix("目") {
            rest = rest.dropLast()
            guard rest.hasSuffix("年"), let number = number(rest.dropLast()), field == nil else { return nil }
            return .yearOrdinal(number)
        }
        if rest == "半年" || rest == "半年間" {
            duration.half = true
        } else if let unit = ["ヶ月", "か月", "カ月", "ヵ月", "ケ月", "ヶ月間", "か月間", "カ月間"].first(where: { rest.hasSuffix($0) }) {
            guard let months = number(rest.dropLast(unit.count)), months > 0 else { return nil }
            duration.months = months
        } else {
            if rest.hasSuffix("間") { rest = rest.dropLast() }
            if rest.hasSuffix("年半") {
                duration.half = true
                rest = rest.dropLast(2)
            } else if rest.hasSuffix("年") {
                rest = rest.dropLast()
            } else {
                return nil
            }
            guard let years = number(rest), years > 0 else { return nil }
            duration.years = years
        }
        if let field { return .durationDoing(duration, .init(link: .field, text: field)) }
        return .duration(duration)
    }

    /// "5", "12", 「五」「十」「十二」「二十」 → the number; nil for anything else.
    private static func number(_ text: Substring) -> Int? {
        if let value = Int(text), (0...60).contains(value) { return value }
        return Numbers.japanese(text)
    }
}
