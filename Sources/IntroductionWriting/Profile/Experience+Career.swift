import Foundation
import IntroductionCore

/// Experience typed as a short career: what came before and what is now, with a duration, a start year or a year
/// count. "15 years, currently at St. Mary's Hospital", "3 years as a designer, now a product manager", "nurse for
/// 5 years, then IT", "since 2019 at Acme", "4th year at Acme", 「前職は看護師（5年）」, 「入社3年目」, 「新卒2年目」.
struct Career: Sendable, Equatable {
    /// How a year count is counted when it is not "at a place": since joining the company, since graduating.
    enum Start: Sendable, Equatable {
        case joined, graduated
    }

    var duration: WorkDuration?
    var year: Int?
    var ordinal: Int?
    var start: Start?
    /// What the duration was spent as or at, before `now`.
    var past: Experience.Detail?
    /// Where or as what the person works now.
    var now: Experience.Detail?

    /// The phrase material's key for this shape, after "experience." or "highlight.".
    var key: String {
        if ordinal != nil {
            switch start {
            case .joined: return "joined"
            case .graduated: return "graduated"
            case nil: return "ordinalAt"
            }
        }
        if year != nil { return "sinceAt" }
        if now == nil { return "before" }
        return past == nil ? "now" : "change"
    }
}

extension Experience {
    /// The career shapes, or nil when `text` is none of them.
    static func readCareer(_ text: String) -> Experience? {
        Script.language(of: text) == .ja ? japaneseCareer(text) : englishCareer(text).map(Experience.career)
    }

    // MARK: - English

    private static func englishCareer(_ text: String) -> Career? {
        let lower = text.lowercased()
        // "15 years, currently at X", "3 years as A; now B", "5 years at Google and now at Meta".
        for marker in [
            ", currently ", ", now ", ", then ", "; currently ", "; now ", "; then ", " and currently ",
            " and now ", ", and now ", " currently ", " now ", ", presently ",
        ] {
            guard let range = lower.range(of: marker) else { continue }
            let before = String(text[..<range.lowerBound])
            let after = String(text[range.upperBound...])
            guard let now = detail(after) else { continue }
            switch readEnglishDuration(before) {
            case .duration(let duration): return Career(duration: duration, now: now)
            case .durationDoing(let duration, let past): return Career(duration: duration, past: past, now: now)
            default: break
            }
            // "nurse for 5 years, then IT".
            if let forRange = before.range(of: " for ", options: .backwards),
                case .duration(let duration) = readEnglishDuration(String(before[forRange.upperBound...]))
            {
                let role = String(before[..<forRange.lowerBound])
                guard !role.isEmpty else { continue }
                return Career(duration: duration, past: Detail(link: .role, text: role), now: now)
            }
        }
        let words = text.split(separator: " ").map(String.init)
        let lowerWords = words.map { $0.lowercased() }
        // "since 2019 at Acme", "at Acme since 2019".
        if lowerWords.count >= 4, lowerWords[0] == "since", let year = Int(lowerWords[1]), (1950...2100).contains(year),
            lowerWords[2] == "at"
        {
            return Career(year: year, now: Detail(link: .place, text: words.dropFirst(3).joined(separator: " ")))
        }
        if lowerWords.count >= 4, lowerWords[0] == "at", lowerWords[lowerWords.count - 2] == "since",
            let year = Int(lowerWords.last ?? ""), (1950...2100).contains(year)
        {
            return Career(
                year: year, now: Detail(link: .place, text: words.dropFirst().dropLast(2).joined(separator: " ")))
        }
        // "4th year at Acme", "in my 4th year at Acme".
        var rest = lowerWords[...]
        if rest.starts(with: ["in", "my"]) { rest = rest.dropFirst(2) }
        if rest.count >= 4, let number = Int(rest.first?.filter(\.isNumber) ?? ""),
            ["st", "nd", "rd", "th"].contains(where: { rest.first?.hasSuffix($0) == true }),
            rest.dropFirst().first == "year", rest.dropFirst(2).first == "at"
        {
            let place = words.suffix(rest.count - 3).joined(separator: " ")
            return Career(ordinal: number, now: Detail(link: .place, text: place))
        }
        return nil
    }

    /// What follows "now"/"currently": "at X" a place, "in X" a field, "as a X" or a bare "X" a role.
    private static func detail(_ text: String) -> Detail? {
        var text = text.trimmingCharacters(in: CharacterSet(charactersIn: " ,.;"))
        for lead in ["working ", "work ", "employed ", "i'm ", "i am "] where text.lowercased().hasPrefix(lead) {
            text = String(text.dropFirst(lead.count))
        }
        let lower = text.lowercased()
        guard !text.isEmpty else { return nil }
        for (prefix, link) in [("at ", Detail.Link.place), ("with ", .place), ("in ", .field), ("as ", .role)]
        where lower.hasPrefix(prefix) && text.count > prefix.count {
            return Detail(link: link, text: String(text.dropFirst(prefix.count)))
        }
        return Detail(link: .role, text: text)
    }

    private static func readEnglishDuration(_ text: String) -> Experience? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " ,;"))
        guard !trimmed.isEmpty else { return nil }
        return read(trimmed)
    }

    // MARK: - Japanese

    private static func japaneseCareer(_ text: String) -> Experience? {
        let body = text.filter { $0 != " " && $0 != "　" }
        // 「入社3年目」「新卒2年目」
        for (mark, start) in [("入社", Career.Start.joined), ("新卒", .graduated)] where body.hasPrefix(mark) {
            if case .yearOrdinal(let number) = read(String(body.dropFirst(mark.count))) {
                return .career(Career(ordinal: number, start: start))
            }
        }
        // 「前職は看護師（5年）」「前職は看護師で5年」
        if body.hasPrefix("前職は") || body.hasPrefix("前職では") {
            let rest = body.drop { $0 != "は" }.dropFirst()
            if let open = rest.firstIndex(where: { $0 == "（" || $0 == "(" }),
                case .duration(let duration) = read(String(rest[rest.index(after: open)...].dropLast()))
            {
                return .career(Career(duration: duration, past: Detail(link: .role, text: String(rest[..<open]))))
            }
            if let de = rest.lastIndex(of: "で"),
                case .duration(let duration) = read(String(rest[rest.index(after: de)...]))
            {
                return .career(Career(duration: duration, past: Detail(link: .role, text: String(rest[..<de]))))
            }
        }
        // 「12年、現在は病院で勤務」
        for mark in ["、現在は", "、今は", "。現在は", "、現在"] {
            guard let range = body.range(of: mark) else { continue }
            var now = String(body[range.upperBound...])
            for tail in ["で勤務しています", "で働いています", "に勤務しています", "で勤務", "で働いている", "に勤務", "勤務", "で働く"]
            where now.hasSuffix(tail) {
                now = String(now.dropLast(tail.count))
                break
            }
            // 「今は自分の店を持って2年」 is a clause of its own, not a place: left to the plain sentence.
            guard !now.isEmpty, !now.contains(where: \.isNumber), !now.contains("て") else { continue }
            switch read(String(body[..<range.lowerBound])) {
            case .duration(let duration):
                return .career(Career(duration: duration, now: Detail(link: .place, text: now)))
            case .durationDoing(let duration, let past):
                return .career(Career(duration: duration, past: past, now: Detail(link: .place, text: now)))
            default: continue
            }
        }
        // 「食品メーカーで12年」「Acmeで4年目」
        if let de = body.lastIndex(of: "で"), de != body.startIndex {
            let place = String(body[..<de])
            switch read(String(body[body.index(after: de)...])) {
            case .duration(let duration): return .durationDoing(duration, Detail(link: .place, text: place))
            case .yearOrdinal(let number):
                return .career(Career(ordinal: number, now: Detail(link: .place, text: place)))
            default: break
            }
        }
        return nil
    }
}
