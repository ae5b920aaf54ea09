import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

extension Experience {
    /// The career shapes, or nil when `text` is none of them.
    package static func readCareer(_ text: String) -> Experience? {
        // Typed in both languages ("8 years at 学習塾, then 5年 フリーランス"), the English shapes are tried too.
        if Script.language(of: text) == .ja {
            return japaneseCareer(text) ?? (text.contains(" ") ? englishCareer(text).map(Experience.career) : nil)
        }
        return englishCareer(text).map(Experience.career)
    }

    // The English shapes follow; the Japanese ones are in Experience+JapaneseCareer.swift.

    private static func englishCareer(_ text: String) -> Career? {
        let lower = text.lowercased()
        // "former accountant (2 years)", typed "prev. accountant (2 yrs)": a previous job and how long it lasted.
        if lower.hasPrefix("former "), text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            let job = text[text.index(text.startIndex, offsetBy: 7)..<open].trimmingCharacters(in: .whitespaces)
            let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            if !job.isEmpty, !job.contains(where: { "(),".contains($0) }), let duration = duration(inside) {
                return Career(duration: duration, past: Detail(link: Detail.guessedLink(job), text: job))
            }
        }
        if let current = currentThenBefore(text) { return current }
        if let stretches = englishStretches(text) { return stretches }
        if let ended = Career.englishEnding(text) { return ended }
        // "15 years, currently at X", "3 years as A; now B", "5 years at Google and now at Meta".
        for marker in [
            " → now ", " → currently ", ", currently ", ", now ", ", then ", "; currently ", "; now ", "; then ",
            " and currently ", " and now ", ", and now ", " → ", " currently ", " now ", ", presently ",
        ] {
            guard let range = lower.firstRange(of: marker) else { continue }
            let before = String(text[..<range.lowerBound])
            let after = String(text[range.upperBound...])
            // "8 years at a cram school, then 5年 freelance": the later stretch with its own time.
            if let later = bareDuration(after.trimmingCharacters(in: ScalarSet(charactersIn: " ,.;"))),
                case .durationDoing(let duration, let past) = readEnglishDuration(before)
            {
                let now = Detail(link: Detail.guessedLink(later.detail.text), text: later.detail.text)
                return Career(duration: duration, past: past, now: now, nowFor: later.duration)
            }
            guard let now = detail(after) else { continue }
            switch readEnglishDuration(before) {
            case .duration(let duration): return Career(duration: duration, now: now)
            case .durationDoing(let duration, let past): return Career(duration: duration, past: past, now: now)
            default: break
            }
            // "nurse for 5 years, then IT".
            if let forRange = before.ranges(of: " for ").last,
                case .duration(let duration) = readEnglishDuration(String(before[forRange.upperBound...]))
            {
                let role = String(before[..<forRange.lowerBound])
                guard !role.isEmpty else { continue }
                // "agency-side for 5 years, then 2 years in-house": a side, then a stretch with its own time.
                let past = Detail(link: WorkManner.words.contains(role.lowercased()) ? .manner : .role, text: role)
                if case .durationDoing(let nowFor, let later) = readEnglishDuration(after) {
                    return Career(duration: duration, past: past, now: later, nowFor: nowFor)
                }
                return Career(duration: duration, past: past, now: now)
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
        // "4th year at Acme", "in my 4th year at Acme", "2nd year of my master's".
        var rest = lowerWords[...]
        if rest.starts(with: ["in", "my"]) { rest = rest.dropFirst(2) }
        if rest.count >= 5, let number = Int(rest.first?.filter(\.isNumber) ?? ""),
            rest.dropFirst().starts(with: ["year", "of"]), ["my", "a", "the"].contains(rest.dropFirst(3).first ?? "")
        {
            return Career(ordinal: number, start: .program(words.suffix(rest.count - 4).joined(separator: " ")))
        }
        if rest.count >= 4, let number = Int(rest.first?.filter(\.isNumber) ?? ""),
            ["st", "nd", "rd", "th"].contains(where: { rest.first?.hasSuffix($0) == true }),
            rest.dropFirst().first == "year", rest.dropFirst(2).first == "at"
        {
            let place = words.suffix(rest.count - 3).joined(separator: " ")
            return Career(ordinal: number, now: Detail(link: .place, text: place))
        }
        return nil
    }

    /// Two stretches, each a duration with what it was spent on: "8 years in accounting, 3 years at home with my
    /// kids" (the later one last), "3 years at Rakuten, before that 2 years in academia" (the later one first).
    private static func englishStretches(_ text: String) -> Career? {
        let lower = text.lowercased()
        for (marker, laterFirst) in [
            (", before that ", true), ("; before that ", true), (", before that, ", true), (", and before that ", true),
            (", then ", false), ("; then ", false), (", ", false), ("; ", false),
        ] {
            guard let range = lower.firstRange(of: marker) else { continue }
            let first = String(text[..<range.lowerBound])
            let second = String(text[range.upperBound...])
            guard case .durationDoing(let firstDuration, let firstDetail) = readEnglishDuration(first),
                case .durationDoing(let secondDuration, let secondDetail) = readEnglishDuration(second),
                !firstDetail.text.contains(","), !secondDetail.text.contains(",")
            else { continue }
            let (earlier, later) =
                laterFirst
                ? ((secondDuration, secondDetail), (firstDuration, firstDetail))
                : ((firstDuration, firstDetail), (secondDuration, secondDetail))
            return Career(duration: earlier.0, past: earlier.1, now: paused(later.1), nowFor: later.0)
        }
        return nil
    }

    /// "4 years, before that graphic designer": time in the present role (the one the role field names), then the
    /// job before it, with or without its own time.
    private static func currentThenBefore(_ text: String) -> Career? {
        let lower = text.lowercased()
        for marker in [
            ", before that ", "; before that ", ", before that, ", ", before this ", ", previously ", ", previously: ",
            ", prior: ", ", prior ", ", before: ", "; prior: ", "; previously ",
        ] {
            guard let range = lower.firstRange(of: marker),
                case .duration(let current) = readEnglishDuration(String(text[..<range.lowerBound]))
            else { continue }
            var before = String(text[range.upperBound...]).trimmingCharacters(in: ScalarSet(charactersIn: " ,."))
            for lead in ["i was ", "as ", "worked as ", "was "] where before.lowercased().hasPrefix(lead) {
                before = String(before.dropFirst(lead.count))
            }
            switch readEnglishDuration(before) {
            case .durationDoing(let duration, let past):
                return Career(duration: duration, past: past, nowFor: current)
            case nil, .phrase?:
                guard PersonNoun.isPerson(english: before) else { return nil }
                return Career(past: Detail(link: .role, text: before), nowFor: current)
            default: return nil
            }
        }
        return nil
    }

    /// "2 years with Vue, 1 year with React", "3y w/ Go and 2y w/ Rust": durations with different tools, side by side.
    package static func durations(_ text: String) -> Experience? {
        var joined = text
        for separator in [" and ", "; ", " + ", " / ", " | ", "、"] { joined = joined.replacing(separator, with: ", ") }
        let parts = joined.components(separatedBy: ", ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard parts.count >= 2 else { return nil }
        var pairs: [Pair] = []
        // "4y w/ node.js / 4y of salesforce": beside a tool, what a time was spent "of" is a tool too.
        let beside = parts.contains { part in
            if case .durationDoing(_, let detail) = readEnglishDuration(part) { return detail.link == .tool }
            return false
        }
        for part in parts {
            if case .durationDoing(let duration, var detail) = readEnglishDuration(part),
                detail.link == .tool || (detail.link == .field && (beside || detail.text.first?.isUppercase == true))
            {
                detail.link = .tool
                pairs.append(Pair(duration: duration, detail: detail))
            } else if let pair = bareDuration(part) {
                pairs.append(pair)
            } else {
                return nil
            }
        }
        return .durations(pairs)
    }

    /// "3年 unreal engine", "python 3 years", 「Vue2年」: a duration and a thing, in either order, with nothing between.
    static func bareDuration(_ part: String) -> Pair? {
        let words = part.split(separator: " ").map(String.init)
        // "nurse for 5 years", "at Acme 3 years": a thing with its preposition belongs to another shape.
        let linking: Set<String> = [
            "for", "at", "in", "of", "with", "as", "since", "on", "from", "to", "then", "and", "into", "a", "an", "the",
        ]
        guard let first = words.first?.lowercased(), let last = words.last?.lowercased(),
            !words.dropFirst().dropLast().contains(where: { linking.contains($0.lowercased()) }),
            !linking.contains(first), !linking.contains(last)
        else { return nil }
        // At most three words of time ("about 3 years"), before or after the thing.
        for count in 1...min(3, max(1, words.count - 1)) where words.count > count {
            let head = words[..<count].joined(separator: " ")
            let rest = words[count...].joined(separator: " ")
            // "5 years Google": the time is "5 years", not "5" before "years Google".
            let longer = words.count > count + 1 ? duration(words[...count].joined(separator: " ")) : nil
            if longer == nil, let time = duration(head), ListGrammar.isItem(rest), duration(rest) == nil {
                return Pair(duration: time, detail: Detail(link: .tool, text: rest))
            }
            let tail = words.suffix(count).joined(separator: " ")
            let before = words.dropLast(count).joined(separator: " ")
            if let time = duration(tail), ListGrammar.isItem(before), duration(before) == nil {
                return Pair(duration: time, detail: Detail(link: .tool, text: before))
            }
        }
        // 「Vue2年」「React1年」: a name typed against its time.
        if let start = part.firstIndex(where: { $0.isNumber }), start != part.startIndex,
            part[..<start].allSatisfy({ $0.isASCII }), let time = duration(String(part[start...]))
        {
            return Pair(duration: time, detail: Detail(link: .tool, text: String(part[..<start]).trimmed))
        }
        // 「4年Python」「2年dbt」: the time typed against the name after it.
        for unit in ["ヶ月", "か月", "カ月", "年"] {
            guard let range = part.firstRange(of: unit), range.upperBound != part.endIndex,
                part[range.upperBound...].allSatisfy({ $0.isASCII }),
                part[range.upperBound...].contains(where: \.isLetter),
                let time = duration(String(part[..<range.upperBound]))
            else { continue }
            return Pair(duration: time, detail: Detail(link: .tool, text: String(part[range.upperBound...]).trimmed))
        }
        return nil
    }

    /// `text` as a plain length of time ("3 years", 「5年」), or nil; no other shape is tried.
    private static func duration(_ text: String) -> WorkDuration? {
        let reading = Script.hasKana(text) || Script.hasKanji(text) ? readJapanese(text) : readEnglish(text)
        if case .duration(let duration) = reading { return duration }
        return nil
    }

    /// "at home with my kids", "raising my children", "travelling": time away from work, said as such rather than
    /// as work done there.
    private static func paused(_ detail: Detail) -> Detail {
        let lower = detail.text.lowercased()
        let away = ["home with", "at home", "raising ", "caring for ", "travelling", "traveling", "parental leave"]
        guard away.contains(where: { lower.hasPrefix($0) }) else { return detail }
        return Detail(link: .pause, text: detail.link == .place ? "at " + detail.text : detail.text)
    }

    /// What follows "now"/"currently": "at X" a place, "in X" a field, "as a X" or a bare "X" a role.
    private static func detail(_ text: String) -> Detail? {
        var text = text.trimmingCharacters(in: ScalarSet(charactersIn: " ,.;"))
        for lead in ["now ", "currently ", "working ", "work ", "employed ", "i'm ", "i am "]
        where text.lowercased().hasPrefix(lead) {
            text = String(text.dropFirst(lead.count))
        }
        let lower = text.lowercased()
        guard !text.isEmpty else { return nil }
        // "now freelance": the adjective says what one works as; "now full-time": how one works now, not a job.
        if ["freelance", "freelancing"].contains(lower) { return Detail(link: .role, text: "freelancer") }
        if WorkManner.words.contains(lower) { return Detail(link: .manner, text: text) }
        // "now in a 12-week bootcamp", "now 3 months into a UX course": learning, not working.
        let study = ["bootcamp", "course", "program", "programme", "degree", "class", "school", "university"]
        if lower.hasPrefix("in ") || lower.includes(" into "), study.contains(where: { lower.includes($0) }) {
            return Detail(link: .state, text: text)
        }
        for (prefix, link) in [("at ", Detail.Link.place), ("with ", .place), ("in ", .field), ("as ", .role)]
        where lower.hasPrefix(prefix) && text.count > prefix.count {
            return Detail(link: link, text: String(text.dropFirst(prefix.count)))
        }
        // "then web": a field, not a job; "then nurse": a job.
        return Detail(link: Detail.guessedLink(text), text: text)
    }

    private static func readEnglishDuration(_ text: String) -> Experience? {
        let trimmed = text.trimmingCharacters(in: ScalarSet(charactersIn: " ,;"))
        guard !trimmed.isEmpty else { return nil }
        return read(trimmed)
    }
}

extension Experience {
    /// The experience without the parts a refusal names: "8 years at Contoso, now freelance" without Contoso is
    /// 8 years and freelance now; "since 2012 at Children's Hospital" without the hospital is since 2012. Nil
    /// when nothing certain is left (the refused words are the experience itself).
    package func leavingOut(where holds: (String) -> Bool) -> Experience? {
        switch self {
        case .phrase, .sentence: nil
        default: leavingOut(details: { holds($0.text) })
        }
    }

    /// The experience without the details `holds` picks (what a duration was spent on, where one works now), the
    /// rest kept as above; the person's own sentence is kept whole.
    package func leavingOut(details holds: (Detail) -> Bool) -> Experience? {
        switch self {
        case .duration, .since, .yearOrdinal, .phrase, .sentence: return self
        case .durationDoing(let duration, let detail): return holds(detail) ? .duration(duration) : self
        case .doing(let what, let place): return holds(what) || holds(place) ? nil : self
        case .durations(let pairs):
            let kept = pairs.filter { !holds($0.detail) }
            if kept.count == pairs.count { return self }
            return kept.count >= 2 ? .durations(kept) : kept.first.map { .durationDoing($0.duration, $0.detail) }
        case .career(var career):
            if let past = career.past, holds(past) {
                career.past = nil
                // "3 years at コワーキングスペース, then 5 years freelance" without the place: the five years freelance.
                if let nowFor = career.nowFor, let now = career.now, !holds(now) { return .durationDoing(nowFor, now) }
            }
            if let now = career.now, holds(now) {
                career.now = nil
                career.nowFor = nil
                career.nowOrdinal = nil
            }
            if career.past == nil, career.founded != nil, let duration = career.duration { return .duration(duration) }
            if career.now == nil {
                if let year = career.year { return .since(year: year) }
                if let ordinal = career.ordinal, career.start == nil { return .yearOrdinal(ordinal) }
                if career.past == nil, let duration = career.duration { return .duration(duration) }
            }
            // "4 years, before that …" without what came before is the four years.
            if career.past == nil, career.duration == nil, career.now == nil, let nowFor = career.nowFor {
                return .duration(nowFor)
            }
            if career.past == nil { career.nowFor = nil; career.nowOrdinal = nil }
            return .career(career)
        }
    }
}
