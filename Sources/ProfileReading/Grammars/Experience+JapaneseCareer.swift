import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// The career shapes typed in Japanese: 「入社3年目」「前職は看護師（5年）」「今はクリニックで3年」「2022年に起業」.
extension Experience {
    static func japaneseCareer(_ text: String) -> Experience? {
        let body = text.filter { $0 != " " && $0 != "　" }
        // 「入社3年目」「新卒2年目」「修士1年」「博士課程2年目」
        let starts: [(String, Career.Start)] = [
            ("入社", .joined), ("新卒", .graduated), ("修士課程", .program("修士課程")), ("修士", .program("修士課程")),
            ("博士課程", .program("博士課程")), ("博士", .program("博士課程")), ("学部", .program("学部")),
        ]
        for (mark, start) in starts where body.hasPrefix(mark) {
            switch read(String(body.dropFirst(mark.count))) {
            case .yearOrdinal(let number): return .career(Career(ordinal: number, start: start))
            case .duration(let duration) where start != .joined && start != .graduated && duration.qualifier == .exact:
                return .career(Career(ordinal: duration.years, start: start))
            default: continue
            }
        }
        // 「前職は看護師（5年）」「前職：看護師（5年）」「前職は看護師で5年」
        if let lead = ["前職は", "前職では", "前職：", "前職:"].first(where: body.hasPrefix) {
            let rest = body.dropFirst(lead.count)
            if let open = rest.firstIndex(where: { $0 == "（" || $0 == "(" }),
                case .duration(let duration) = read(String(rest[rest.index(after: open)...].dropLast()))
            {
                let past = String(rest[..<open])
                return .career(Career(duration: duration, past: Detail(link: japaneseLink(past), text: past)))
            }
            if let de = rest.lastIndex(of: "で"),
                case .duration(let duration) = read(String(rest[rest.index(after: de)...]))
            {
                let past = String(rest[..<de])
                return .career(Career(duration: duration, past: Detail(link: japaneseLink(past), text: past)))
            }
        }
        // 「12年、現在は病院で勤務」「大学病院で10年、今は地域のクリニックで3年」「前職はSE（6年）、今はPM2年目」
        // 「3年、その前はデータベース管理者」: time in the present role, then the job before it.
        for mark in ["、その前は", "。その前は", "、以前は", "、前は", "、前職は"] {
            guard let range = body.firstRange(of: mark),
                let current = japaneseDuration(String(body[..<range.lowerBound]))
            else { continue }
            var before = String(body[range.upperBound...])
            for tail in ["でした", "です", "をしていました", "として働いていました"] where before.hasSuffix(tail) {
                before = String(before.dropLast(tail.count))
            }
            guard !before.isEmpty, PersonNoun.isPerson(japanese: before) else { continue }
            return .career(Career(past: Detail(link: .role, text: before), nowFor: current))
        }
        for mark in ["、現在は", "、今は", "。現在は", "、現在", "、いまは"] {
            guard let range = body.firstRange(of: mark),
                let (now, time) = japaneseNow(String(body[range.upperBound...])),
                let (duration, past) = japanesePast(String(body[..<range.lowerBound]))
            else { continue }
            var career = Career(duration: duration, past: past, now: now)
            // A time of its own only after something it follows: 「12年、今は病院で3年」 says nothing more.
            if past != nil {
                switch time {
                case .duration(let duration): career.nowFor = duration
                case .yearOrdinal(let number): career.nowOrdinal = number
                default: break
                }
            }
            return .career(career)
        }
        // 「パリで3年、東京で4年」: two places in turn, the last the one of now.
        let parts = body.split(separator: "、", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, let (duration, past) = japanesePast(parts[0]), past?.link == .place,
            let (nowFor, now) = japanesePast(parts[1]), let now, now.link == .place
        {
            return .career(Career(duration: duration, past: past, now: now, nowFor: nowFor))
        }
        // 「物流系スタートアップで7年、2022年に起業」: then a company of one's own.
        if parts.count == 2, let (duration, past) = japanesePast(parts[0]), let past,
            let year = foundingYear(parts[1])
        {
            return .career(Career(duration: duration, past: past, founded: year))
        }
        // 「食品メーカーで12年」「Acmeで4年目」: one place, nothing before it.
        if let de = body.lastIndex(of: "で"), de != body.startIndex,
            !body[..<de].contains(where: { $0 == "、" || isDigit($0) })
        {
            let place = String(body[..<de])
            // 「飲食業界で2年」: an industry is a field one works in, not a place one works at.
            let link: Detail.Link = ["業界", "分野", "業"].contains(where: place.hasSuffix) ? .field : .place
            switch read(String(body[body.index(after: de)...])) {
            case .duration(let duration): return .durationDoing(duration, Detail(link: link, text: place))
            case .yearOrdinal(let number):
                return .career(Career(ordinal: number, now: Detail(link: .place, text: place)))
            default: break
            }
        }
        return nil
    }

    /// What came before 「今は」: a duration alone or with what it was spent at (「大学病院で10年」), as
    /// (「高校の国語教師を10年」「エンジニアとして5年」), or a previous job (「前職はSE（6年）」).
    private static func japanesePast(_ text: String) -> (WorkDuration, Detail?)? {
        switch read(text) {
        case .duration(let duration): return (duration, nil)
        case .durationDoing(let duration, let past): return (duration, past)
        case .career(let career) where career.now == nil && career.duration != nil:
            return career.duration.map { ($0, career.past) }
        default: break
        }
        for (mark, link) in [("として", Detail.Link.role), ("を", .role)] {
            guard let range = text.ranges(of: mark).last, range.lowerBound != text.startIndex,
                case .duration(let duration) = read(String(text[range.upperBound...]))
            else { continue }
            return (duration, Detail(link: link, text: String(text[..<range.lowerBound])))
        }
        return nil
    }

    /// `text` as a plain length of time (「3年」), or nil.
    private static func japaneseDuration(_ text: String) -> WorkDuration? {
        if case .duration(let duration) = readJapanese(text) { return duration }
        return nil
    }

    /// 「2022年に起業」「2019年独立」「2020年に創業しました」 → the year.
    private static func foundingYear(_ text: String) -> Int? {
        var rest = Substring(text)
        for tail in ["しました", "した", "いたしました"] where rest.hasSuffix(tail) { rest = rest.dropLast(tail.count) }
        guard let verb = ["起業", "独立", "創業"].first(where: { rest.hasSuffix($0) }) else { return nil }
        rest = rest.dropLast(verb.count)
        if rest.hasSuffix("に") { rest = rest.dropLast() }
        guard rest.hasSuffix("年"), let year = Int(rest.dropLast()), (1950...2100).contains(year) else { return nil }
        return year
    }

    /// An ASCII digit (the text is width-folded first): `isNumber` also holds for kanji with a numeric value, 京 in
    /// 東京 among them.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// A company or an institution (「ABC商事」「地域のクリニック」) is where one worked; anything else what as.
    private static func japaneseLink(_ text: String) -> Detail.Link {
        let places = [
            "会社", "企業", "商事", "銀行", "病院", "クリニック", "薬局", "学校", "大学", "メーカー", "事務所", "店", "工場", "スタートアップ",
        ]
        return places.contains { text.hasSuffix($0) } || text.hasPrefix("株式会社") ? .place : .role
    }

    /// What follows 「今は」: a place (「地域のクリニック」, 「制作会社で勤務」) or a role (「フリーランス」), and how long
    /// it has lasted (「…で3年」, 「PM2年目」). Nil for a clause of its own (「自分の店を持って2年」).
    private static func japaneseNow(_ text: String) -> (Detail, Experience?)? {
        var now = text
        for tail in ["で勤務しています", "で働いています", "に勤務しています", "で勤務", "で働いている", "に勤務", "勤務", "で働く", "です"]
        where now.hasSuffix(tail) {
            now = String(now.dropLast(tail.count))
            break
        }
        var time: Experience?
        var link: Detail.Link
        if let de = now.lastIndex(of: "で"), de != now.startIndex, let read = read(String(now[now.index(after: de)...]))
        {
            time = read
            now = String(now[..<de])
            link = .place
        } else if let start = now.firstIndex(where: isDigit), start != now.startIndex,
            let read = read(String(now[start...]))
        {
            time = read
            now = String(now[..<start])
            link = japaneseLink(now)
        } else {
            link = japaneseLink(now)
        }
        // 「自分の店を持って2年」: one's own place, had for a time.
        for tail in ["を持って", "を開いて", "を開業して", "を経営して"] where now.hasSuffix(tail) {
            now = String(now.dropLast(tail.count))
            link = .place
        }
        guard !now.isEmpty, !now.contains(where: isDigit), !now.contains("て"), !now.contains("、") else {
            return nil
        }
        return (Detail(link: link, text: now), time)
    }
}
