import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// What the experience field says, understood once: a duration, a start year, or the person's own words.
///
/// "5 years", "3 yrs", "3yrs", "7", "over a decade", "5年", "半年", "10年以上", "約3年" are durations; "since 2015"
/// and 「2015年から」 a start year; "8 years building streaming APIs" a duration with what it was spent on.
/// A short career ("15 years, currently at St. Mary's Hospital", 「前職は看護師（5年）」) is read as one. A sentence
/// ("I have shipped three apps.") is kept as the person's sentence; anything else is kept as typed, for a template
/// that takes any phrase.
package enum Experience: Sendable, Equatable {
    case duration(WorkDuration)
    /// A duration and what it was spent on, as typed: "building streaming APIs", "in fintech", "iOS開発".
    case durationDoing(WorkDuration, Detail)
    case since(year: Int)
    /// 「5年目」, "5th year".
    case yearOrdinal(Int)
    /// The person's own sentence.
    case sentence(String)
    /// A short career: before and now, with a duration, a start year or a year count.
    case career(Career)
    /// Work done somewhere, without a time: "clinical placements at two hospitals", 「スタートアップでモバイル開発」.
    case doing(Detail, place: Detail)
    /// Durations spent on different things at the same time, not one after another: "2 years with Vue, 1 year with
    /// React".
    case durations([Pair])
    /// Free text that is none of these: reported as not read, never written.
    case phrase(String)

    /// A duration and what it was spent on, one of several.
    package struct Pair: Sendable, Equatable {
        package var duration: WorkDuration
        package var detail: Detail

        package init(duration: WorkDuration, detail: Detail) {
            self.duration = duration
            self.detail = detail
        }
    }

    /// What a duration was spent on, and how it attaches: "as a designer", "at Google", "in fintech".
    package struct Detail: Sendable, Equatable {
        package enum Link: Sendable, Equatable {
            /// "in fintech", "of iOS development", 「iOS開発歴」: a field of work.
            case field
            /// "with React": a tool or technology worked with.
            case tool
            /// "as a designer": a role.
            case role
            /// "at Google": a place.
            case place
            /// "building streaming APIs": an activity, kept whole.
            case activity
            /// "in a 12-week bootcamp", "3 months into a UX course": where one is now, not a job.
            case state
            /// "at home with my kids", "travelling": time away from work, with a duration of its own.
            case pause
            /// "agency-side", "in-house", "freelance": how or on which side one worked, not a role.
            case manner
        }

        /// The link what a duration was spent on most likely has when typed with nothing between ("5年 フリーランス",
        /// "3 years nurse"): how one worked, a job, or a field.
        static func guessedLink(_ text: String) -> Link {
            if WorkManner.words.contains(text.lowercased()) { return .manner }
            let japanese = Script.language(of: text) == .ja
            return (japanese ? PersonNoun.isPerson(japanese: text) : PersonNoun.isPerson(english: text))
                ? .role : .field
        }

        package var link: Link
        /// The words after the preposition, as typed: "fintech", "a designer", "Google", "building APIs".
        package var text: String

        package init(link: Link, text: String) {
            self.link = link
            self.text = text
        }
    }
}

extension Experience {
    /// Reads the experience field (already printable); nil when it is empty. A reading whose parts swallowed more than
    /// one thing (``isClean``) is no reading: the text is then a phrase, reported as not read.
    package static func read(_ text: String) -> Experience? {
        let text = text.trimmingCharacters(in: ScalarSet(charactersIn: " .。、,"))
        guard !text.isEmpty else { return nil }
        guard let reading = readAnyShape(text) else { return nil }
        return reading.isClean ? reading : .phrase(text)
    }

    private static func readAnyShape(_ text: String) -> Experience? {
        var normal = text.widthFolded
        // "been doing this for 21 years now", "at it for 5 years": the time, with words around it that say no more.
        let lower = normal.lowercased()
        for lead in [
            "been doing this for ", "doing this for ", "been at it for ", "at it for ", "in the field for ",
            "in this field for ", "working for ", "been working for ", "i've been doing this for ",
            "worked in this field for ", "worked in this field ", "working in this field ", "been in this field ",
            "in this field ", "in the field ", "for ",
        ]
        where lower.hasPrefix(lead) && normal.count > lead.count {
            normal = String(normal.dropFirst(lead.count))
            break
        }
        // "for like 6 years", "for about 6 years": "like" before a number is a filler.
        if normal.lowercased().hasPrefix("like "), normal.dropFirst(5).first?.isNumber == true {
            normal = String(normal.dropFirst(5))
        }
        for tail in [" now", " so far", " and counting", " already"] where normal.lowercased().hasSuffix(tail) {
            normal = String(normal.dropLast(tail.count))
            break
        }
        if let japanese = readJapanese(normal), japanese.isClean { return japanese }
        if let durations = durations(normal) { return durations }
        if let career = readCareer(normal), career.isClean { return career }
        if let english = readEnglish(normal), english.isClean { return english }
        // "ICU 8 years", "sales 3 yrs": a field, then how long.
        let words = normal.split(separator: " ")
        let linking: Set<Substring> = ["for", "as", "at", "in", "of", "since", "with"]
        if (3...5).contains(words.count), words.dropLast(2).allSatisfy({ !linking.contains($0) }),
            case .duration(let duration) = readEnglish(words.suffix(2).joined(separator: " "))
        {
            return .durationDoing(duration, .init(link: .field, text: words.dropLast(2).joined(separator: " ")))
        }
        if let doing = doing(normal) { return doing }
        // "5年 フリーランス", "python 3 years": a duration and a thing, nothing between.
        // "5 years Google" is not read: at Google, or with Google's tools, cannot be told.
        if let pair = bareDuration(normal), pair.detail.text.first?.isUppercase != true {
            return .durationDoing(
                pair.duration, Detail(link: Detail.guessedLink(pair.detail.text), text: pair.detail.text))
        }
        if ProfileSentences.readsAsSentence(text) { return .sentence(ProfileSentences.ended(text)) }
        // "built bridges for 35 years": a fragment whose subject can only be the person is their sentence.
        if let sentence = NoteFragment.withSubject(text) { return .sentence(ProfileSentences.ended(sentence)) }
        return .phrase(text)
    }

    /// "clinical placements at two hospitals", 「スタートアップでモバイル開発」: a thing done and where, each a noun phrase;
    /// nil for any other shape.
    private static func doing(_ text: String) -> Experience? {
        let what: String
        let place: String
        if Script.language(of: text) == .ja {
            guard let de = text.lastIndex(of: "で"), de != text.startIndex else { return nil }
            place = String(text[..<de])
            what = String(text[text.index(after: de)...])
        } else {
            guard let at = text.ranges(of: " at ").last else { return nil }
            what = String(text[..<at.lowerBound])
            place = String(text[at.upperBound...])
        }
        guard !what.isEmpty, !place.isEmpty, ListGrammar.isItem(what), ListGrammar.isItem(place),
            !what.contains(where: \.isNumber) || Script.language(of: text) == .en,
            !what.contains(","), !place.contains(","), NoteFragment.withSubject(what) == nil
        else { return nil }
        return .doing(Detail(link: .activity, text: what), place: Detail(link: .place, text: place))
    }

    /// Whether every detail is one thing, not several run together: a reading that swallowed a change ("part-time →"),
    /// another stretch ("学習塾, then 5年 フリーランス") or a list is not a reading of the whole field.
    var isClean: Bool {
        details.allSatisfy { detail in
            let text = detail.text.lowercased()
            let separators = [" → ", "→", ";", ", then ", ", now ", " then "]
            guard !separators.contains(where: { text.contains($0) }) else { return false }
            // 「5年」 inside what a duration was spent on is a second duration.
            if let nen = text.firstIndex(of: "年"), nen != text.startIndex, text[text.index(before: nen)].isNumber {
                return false
            }
            // "(代理店 → インハウス)", "(manual": an aside is no detail.
            if text.contains("(") || text.contains(")") || text.contains("（") { return false }
            return !text.contains(", ") || detail.link == .activity || detail.link == .pause
        }
    }

    /// Whether this is a reading, not the fallback of text no grammar read.
    package var isRead: Bool {
        if case .phrase = self { return false }
        return true
    }

    /// Whether this is a length of time (with what it was spent on), the one shape a list item can also be.
    package var isTime: Bool {
        switch self {
        case .duration, .durationDoing, .durations, .yearOrdinal: true
        default: false
        }
    }

    /// Every detail of the reading.
    private var details: [Detail] {
        switch self {
        case .durationDoing(_, let detail): [detail]
        case .doing(let what, let place): [what, place]
        case .durations(let pairs): pairs.map(\.detail)
        case .career(let career):
            [career.past, career.now].compactMap { $0 }
                + (career.ending.flatMap { ending in
                    if case .latest(let place) = ending { return [place] }
                    return nil
                } ?? [])
        default: []
        }
    }

    // MARK: - English

    private static let numberWords = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    ]

    private static let qualifiers: [(String, WorkDuration.Qualifier)] = [
        ("just over", .over), ("more than", .over), ("at least", .over), ("over", .over), ("about", .about),
        ("around", .about), ("roughly", .about), ("approximately", .about), ("approx", .about), ("~", .about),
        ("almost", .almost), ("nearly", .almost), ("close to", .almost), ("just under", .under),
        ("less than", .under), ("under", .under),
    ]

    /// The words that name years or months after a number ("3 yrs", "6 mo").
    private static let yearUnits: Set<String> = ["year", "years", "yr", "yrs", "y", "years'", "year's"]
    private static let monthUnits: Set<String> = ["month", "months", "mo", "mos"]

    /// Whether `text` names a unit of time ("6+ yrs", "3 months", "a decade", 「3年」, 「半年」): "Python 3" does not,
    /// though a bare number in the experience field is years.
    package static func namesTimeUnit(_ text: String) -> Bool {
        if ["年", "ヶ月", "か月", "カ月", "ヵ月"].contains(where: text.contains) { return true }
        let words = text.lowercased().replacing("+", with: " ").split(separator: " ").flatMap(unglued)
        return words.contains { yearUnits.contains($0) || monthUnits.contains($0) || $0.hasPrefix("decade") }
    }

    /// "3yrs", "6mo": a number typed against its unit, read as the two words; any other word as it is.
    private static func unglued(_ word: Substring) -> [String] {
        guard let split = word.firstIndex(where: { !("0"..."9").contains($0) }), split != word.startIndex else {
            return [String(word)]
        }
        let unit = word[split...].lowercased()
        guard yearUnits.contains(unit) || monthUnits.contains(unit) else { return [String(word)] }
        return [String(word[..<split]), String(word[split...])]
    }

    static func readEnglish(_ text: String) -> Experience? {
        var words = text.replacing("+", with: " + ")
            .replacing("’", with: "'")
            .split(separator: " ").flatMap(unglued)
        guard !words.isEmpty else { return nil }
        var lower: [String] { words.map { $0.lowercased() } }

        if ["since", "from"].contains(lower[0]), let year = Int(lower.last ?? ""), (1950...2100).contains(year),
            words.count <= 3
        {
            return .since(year: year)
        }
        var duration = WorkDuration(years: 0)
        for (phrase, qualifier) in qualifiers {
            let parts = phrase.split(separator: " ").map(String.init)
            if lower.count > parts.count, Array(lower.prefix(parts.count)) == parts {
                duration.qualifier = qualifier
                words.removeFirst(parts.count)
                break
            }
        }
        guard let first = lower.first else { return nil }
        // The number: digits, a word, or "half a year".
        if first == "half", lower.count >= 3, lower[1] == "a", lower[2].hasPrefix("year") {
            duration.half = true
            words.removeFirst(3)
        } else if let number = Int(first), (0...60).contains(number) {
            duration.years = number
            words.removeFirst()
        } else if let number = numberWords[first] {
            duration.years = number
            duration.spelled = true
            words.removeFirst()
        } else {
            return nil
        }
        if lower.first == "+" {
            duration.qualifier = .over
            words.removeFirst()
        }
        // The unit; a bare number is years.
        if !duration.half {
            switch lower.first {
            case let unit? where yearUnits.contains(unit):
                words.removeFirst()
            case "decade", "decades":
                duration.decades = duration.years
                duration.years *= 10
                words.removeFirst()
            case let unit? where monthUnits.contains(unit):
                duration.months = duration.years
                duration.years = 0
                words.removeFirst()
            case "and" where lower.count >= 4 && lower[1] == "a" && lower[2] == "half" && lower[3].hasPrefix("year"):
                duration.half = true
                words.removeFirst(4)
            case nil:
                guard !duration.spelled else { return nil }
            default:
                return nil
            }
        }
        if lower.count >= 3, Array(lower.prefix(3)) == ["and", "a", "half"] {
            duration.half = true
            words.removeFirst(3)
        }
        if lower.first == "+" || lower.first == "plus" {
            duration.qualifier = .over
            words.removeFirst()
        } else if lower.count >= 2, Array(lower.prefix(2)) == ["or", "more"] {
            duration.qualifier = .over
            words.removeFirst(2)
        }
        // "of experience", "experience", "'s experience".
        if lower.first == "of", lower.dropFirst().first?.hasPrefix("experience") == true { words.removeFirst(2) }
        if lower.first?.hasPrefix("experience") == true || lower.first == "'" { words.removeFirst() }
        if lower.first == "experience" { words.removeFirst() }
        guard duration.years > 0 || duration.half || (duration.months ?? 0) > 0 else { return nil }
        guard let link = lower.first else { return .duration(duration) }
        let rest = words.dropFirst().joined(separator: " ")
        switch link {
        case "with":
            guard !rest.isEmpty else { return nil }
            return .durationDoing(duration, .init(link: .tool, text: rest))
        case "in", "of", "doing", "on":
            guard !rest.isEmpty else { return nil }
            return .durationDoing(duration, .init(link: .field, text: rest))
        case "as":
            guard !rest.isEmpty else { return nil }
            return .durationDoing(duration, .init(link: .role, text: rest))
        case "at":
            guard !rest.isEmpty else { return nil }
            return .durationDoing(duration, .init(link: .place, text: rest))
        case _ where WorkManner.words.contains(link):
            return .durationDoing(duration, .init(link: .manner, text: words.joined(separator: " ")))
        default:
            guard link.hasSuffix("ing"), link.count > 4 else { return nil }
            return .durationDoing(duration, .init(link: .activity, text: words.joined(separator: " ")))
        }
    }
}
