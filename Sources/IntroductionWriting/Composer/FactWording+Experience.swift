import IntroductionCore
import ProfileReading
import ReadingLexicon

/// How the facts of the experience field are said: durations, what the time was spent on, ordinals and the
/// year one retired.
extension FactWording {
    /// "5 years", "over a decade", 「10年以上」, 「半年」.
    func duration(_ duration: WorkDuration) -> String {
        let said = book.durations
        let base: String
        if let decades = duration.decades, language == .en {
            base = decades == 1 ? said.decade : Template.fill(said.decades, ["n": number(decades, spelled: true)])
        } else if let months = duration.months {
            base = Template.fill(
                months == 1 ? said.month : said.months, ["n": number(months, spelled: duration.spelled)])
        } else if duration.half {
            switch duration.years {
            case 0: base = said.halfYear
            case 1: base = said.yearAndHalf
            default: base = Template.fill(said.yearsAndHalf, ["n": number(duration.years, spelled: duration.spelled)])
            }
        } else {
            base = Template.fill(
                duration.years == 1 ? said.year : said.years, ["n": number(duration.years, spelled: duration.spelled)])
        }
        switch duration.qualifier {
        case .exact: return base
        case .over: return Template.fill(said.over, ["d": base])
        case .about: return Template.fill(said.about, ["d": base])
        case .almost: return Template.fill(said.almost, ["d": base])
        case .under: return Template.fill(said.under, ["d": base])
        }
    }

    /// One of several durations with what it was spent on: "2 years with Vue", 「Vueの経験が2年」; short for a highlight:
    /// 「Vue 2年」.
    func pair(_ pair: Experience.Pair, short: Bool) -> String {
        let pattern = book.detailLinks[short ? "pairShort" : "pair"] ?? "{duration} {detail}"
        return Template.fill(pattern, ["duration": duration(pair.duration), "detail": detail(pair.detail)])
    }

    /// Whether what a duration was spent on can be said in this language: it is in it, it is a name ("at Google",
    /// "at 山本製作所"), or the lexicon can translate it; "3 years at 地方の信用金庫" in English text cannot, unless the
    /// dictionary knows it.
    func canSay(detail: Experience.Detail) -> Bool {
        var text = detail.text
        if detail.link == .state, language == .ja, taking(text) != nil { return true }
        for article in ["in a ", "in an ", "in the ", "in ", "a ", "an ", "the ", "my "]
        where text.lowercased().hasPrefix(article) && (detail.link == .state || !article.hasPrefix("in")) {
            text = String(text.dropFirst(article.count))
            break
        }
        let typedIn = Script.language(of: text)
        if typedIn == language || words.nameSpelling(text) != nil { return true }
        if detail.link == .place, Self.isCompany(text, words: words) { return true }
        if typedIn == .en ? Self.isName(text, words: words) : ProfileFacts.Employer(text).isName { return true }
        let compounding = detail.link != .place
        if words.translate(text, to: language, compounding: compounding) != nil || placeIn(text, .place) != nil {
            return true
        }
        switch language {
        case .ja:
            if NounPhrase.japanese(text, words: words) != nil { return true }
            let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
            guard let verb = parts.first, Self.workNouns[verb.lowercased()] != nil else { return false }
            return parts.count == 1 || Self.said(item: parts[1], words: words, language: .ja) != nil
        case .en:
            return NounPhrase.english(text, words: words, compounding: compounding) != nil
        }
    }

    /// What a duration was spent on, ready for its template: "as a designer", "in fintech"; 「デザイナーとして」.
    /// In a career, where a verb of working follows, a field may take a frame of its own (「フィンテックの分野で」).
    func detail(_ detail: Experience.Detail, inCareer: Bool = false) -> String {
        var text = detail.text
        // 「a family practiceで」: an English article has no place in a Japanese frame.
        if language == .ja, Script.language(of: text) == .en {
            for article in ["a ", "an ", "the "] where text.lowercased().hasPrefix(article) {
                text = String(text.dropFirst(article.count))
                break
            }
        }
        if detail.link == .state, language == .ja, let taking = taking(text) { return taking }
        if detail.link == .state, language == .ja {
            // 「今は12-week bootcampです」: the English preposition has no place in the Japanese frame.
            for lead in ["in a ", "in an ", "in the ", "in "] where text.lowercased().hasPrefix(lead) {
                text = String(text.dropFirst(lead.count))
                break
            }
        }
        if detail.link == .role {
            for article in ["a ", "an ", "the "] where text.lowercased().hasPrefix(article) {
                text = String(text.dropFirst(article.count))
            }
        }
        // 「大学の研究室」 → "a university lab": a phrase of the other language the word list reads as a noun phrase.
        let phrase =
            language == .en && Script.language(of: text) == .ja
            ? NounPhrase.english(text, words: words, compounding: detail.link != .place)?.text : nil
        // "since 2014 @Wise": one word that names no kind of workplace is a company, kept as typed.
        let company = detail.link == .place && Self.isCompany(text, words: words)
        let translated =
            company
            ? text
            : words.translate(text, to: language, compounding: detail.link != .place) ?? placeIn(text, detail.link)
                ?? (detail.link == .tool ? words.nameSpelling(text) : nil) ?? phrase
        let said: String
        switch language {
        // A name or a term the word list does not know is written as typed, never quoted back.
        // A common noun takes its article ("at a local clinic", "at a SaaS company"); a name does not.
        case .en
        where detail.link == .place && Self.takesArticle(translated ?? text):
            said = EnglishArticle.withArticle(words.capitalizingNames(in: translated ?? text))
        // 「フリーランスで」: how one works is "freelance", the person a freelancer.
        case .en where detail.link == .manner && translated == "freelancer": said = "freelance"
        // 「前職は工場勤務」: worked as a factory worker, not "a factory work".
        case .en where detail.link == .role && Script.language(of: text) == .ja:
            said = Self.person(translated ?? text, words: words)
        // "Community Manager" typed in title case is a community manager mid-sentence.
        case .en where detail.link == .role:
            said = TitleCase.loweringOrdinaryWords(translated ?? text, words: words, role: true)
        case .en: said = translated ?? text
        case .ja:
            // "teaching maths" is 「数学の指導」, not the words one by one; an entry ("building bridges") knows better.
            let work = detail.link == .activity ? words.entry(text, to: .ja) ?? activity(text) : nil
            said = work ?? translated ?? NounPhrase.japanese(text, words: words)?.counted ?? term(text)
        }
        let link: String =
            switch detail.link {
            case .field where inCareer && book.detailLinks["careerField"] != nil: "careerField"
            case .field: "field"
            case .tool: "tool"
            case .role: "role"
            case .place where language == .en && words.isRegion(said): "region"
            case .place: "place"
            case .activity: "activity"
            case .state: "state"
            case .pause: "pause"
            case .manner: "manner"
            }
        let template = book.detailLinks[link] ?? "{text}"
        return Template.fill(
            template, ["text": said, "a_text": language == .en ? EnglishArticle.withArticle(said) : said])
    }

    /// Whether a place said in English takes "a": a common noun, one of it ("a local clinic"); not a name, a phrase
    /// with its own determiner or number, nor more than one ("two hospitals").
    private static func takesArticle(_ place: String) -> Bool {
        let words = place.split(separator: " ")
        guard let first = words.first, let last = words.last, last.first?.isLowercase == true else { return false }
        return !EnglishArticle.hasDeterminer(place) && Numbers.value(String(first)) == nil
            && EnglishPlural.singular(String(last)) == String(last)
    }

    /// "eikaiwa in Nagoya" → 「名古屋の英会話教室」: a place in a region, the region first in Japanese; nil unless
    /// both translate.
    private func placeIn(_ text: String, _ link: Experience.Detail.Link) -> String? {
        guard language == .ja, link == .place, let range = text.firstRange(of: " in ") else { return nil }
        guard let place = words.translate(String(text[..<range.lowerBound]), to: .ja),
            let region = words.translate(String(text[range.upperBound...]), to: .ja)
        else { return nil }
        return region + "の" + place
    }

    /// "3 months into a UX course" → 「UX講座を受講して3か月」, in the material's frame; nil unless both the time and
    /// the course can be said.
    private func taking(_ text: String) -> String? {
        guard let frame = book.detailLinks["stateFor"], let into = text.lowercased().firstRange(of: " into ") else {
            return nil
        }
        let offset = text.lowercased().distance(from: text.lowercased().startIndex, to: into.upperBound)
        var course = String(text.dropFirst(offset))
        for article in ["a ", "an ", "the ", "my "] where course.lowercased().hasPrefix(article) {
            course = String(course.dropFirst(article.count))
            break
        }
        guard case .duration(let time) = Experience.read(String(text.prefix(offset - " into ".count))),
            let said = words.translate(course, to: language)
        else { return nil }
        return Template.fill(frame, ["text": said, "duration": duration(time)])
    }

    /// "building streaming APIs" → 「streaming APIsの開発」: an activity in Japanese is what it was done to and
    /// the work as a noun. Nil when the first word is not one of the common verbs of work.
    private func activity(_ text: String) -> String? {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard let verb = words.first, let noun = Self.workNouns[verb.lowercased()] else { return nil }
        guard words.count == 2 else { return noun }
        return term(words[1]) + "の" + noun
    }

    /// The verbs people start a stretch of work with, as the noun Japanese says it with.
    private static let workNouns: [String: String] = [
        "building": "開発", "developing": "開発", "designing": "設計", "teaching": "指導", "coaching": "指導",
        "managing": "管理", "running": "運営", "leading": "リード", "writing": "執筆", "selling": "販売",
        "researching": "研究", "studying": "研究", "supporting": "サポート", "making": "制作", "creating": "制作",
        "testing": "テスト", "maintaining": "保守", "analyzing": "分析", "analysing": "分析", "planning": "企画",
        "consulting": "コンサルティング", "cooking": "調理", "nursing": "看護", "translating": "翻訳",
        "organizing": "運営", "organising": "運営", "operating": "運用", "programming": "プログラミング",
    ]

    /// When a retirement happened, as the templates take it: English with its leading space (" last year", or
    /// nothing), Japanese ready to stand before 退職 (「昨年」「2019年に」, or nothing).
    func retirementTime(_ typed: String) -> String {
        guard !typed.isEmpty else { return "" }
        guard language == .ja else { return " " + typed }
        if typed.hasPrefix("in "), let year = Int(typed.dropFirst(3)) { return "\(year)年に" }
        return words.adverb(typed, to: .ja)?.said ?? ""
    }

    /// "5th"; 「5」 (the template says 年目).
    func ordinal(_ number: Int) -> String {
        guard language == .en else { return String(number) }
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    private func number(_ value: Int, spelled: Bool) -> String {
        guard spelled, language == .en, let names = book.durations.numberWords, value < names.count else {
            return String(value)
        }
        return names[value]
    }
}
