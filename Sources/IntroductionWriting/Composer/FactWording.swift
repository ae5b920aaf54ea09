import IntroductionCore

/// The profile's facts as they are written in one language and tone: translated through the word list
/// where it knows the words, quoted where the person's own words cannot be put into a template.
///
/// In Japanese text a known English word is translated (engineer → エンジニア), a name or unknown term
/// stays as typed, however many words it has ("PhD candidate in marine biology" is a term, and a field is
/// never quoted back), and only an English sentence ("I love hiking.") is quoted 「…」, so it never runs
/// into the Japanese around it. A sentence of the person's
/// own keeps its words: in the same language it only has its ending moved into the tone's register
/// (Japanese), otherwise it is quoted whole inside a sentence of ours.
struct FactWording {
    let facts: ProfileFacts
    let book: Phrasebook
    let words: WordList
    let tone: GenerationOptions.Tone
    /// The skills and the listed interests in this language, each rendered once.
    let skills: [String]
    let interests: [String]
    private let roleText: String?
    private let roleHead: String?

    init(facts: ProfileFacts, book: Phrasebook, words: WordList, tone: GenerationOptions.Tone) {
        self.facts = facts
        self.book = book
        self.words = words
        self.tone = tone
        let render = { (text: String) in Self.term(text, words: words, book: book) }
        skills = ProfileFacts.unique(facts.skills.map(render))
        if case .list(let items) = facts.interests {
            interests = ProfileFacts.unique(items.map(render))
        } else {
            interests = []
        }
        roleText = facts.role.map { Self.role($0.text, words: words, book: book) }
        roleHead = facts.role.map { Self.role($0.head, words: words, book: book) }
    }

    /// A role in this language. One the word list cannot translate whole but whose first part it knows ("uni
    /// student, 2nd year", "nursing student (final year)") is said by that part (大学生, 看護学生) rather than
    /// quoted whole.
    private static func role(_ text: String, words: WordList, book: Phrasebook) -> String {
        if book.language == .en, let year = yearOfStudy(text) { return year }
        let whole = term(text, words: words, book: book)
        guard words.translate(text, to: book.language) == nil, Script.language(of: text) != book.language,
            let cut = text.firstIndex(where: { ",(（、;/".contains($0) })
        else { return whole }
        return words.translate(String(text[..<cut]).trimmed, to: book.language) ?? whole
    }

    /// "uni student, 2nd year", "nursing student (final year)" → "2nd-year uni student", "final-year nursing
    /// student": the year said where English puts it, so the role reads as one phrase.
    private static func yearOfStudy(_ text: String) -> String? {
        var body = Substring(text)
        if body.last == ")" { body = body.dropLast() }
        guard let cut = body.lastIndex(where: { $0 == "," || $0 == "(" }) else { return nil }
        let head = String(body[..<cut]).trimmed
        let year = String(body[body.index(after: cut)...]).trimmed.lowercased()
        guard year.hasSuffix(" year"), head.lowercased().hasSuffix("student") else { return nil }
        let which = String(year.dropLast(5))
        let ordinal =
            ["first", "second", "third", "fourth", "final", "last"].contains(which)
            || (which.first?.isNumber == true && ["st", "nd", "rd", "th"].contains { which.hasSuffix($0) })
        return ordinal ? "\(which)-year \(head)" : nil
    }

    var language: GenerationOptions.Language { book.language }

    // MARK: - Role

    /// The role in this language: translated when known ("iOS Engineer" → iOSエンジニア), else as typed.
    func role(head: Bool) -> String? {
        head ? roleHead : roleText
    }

    /// The role with its English article ("an SRE"); the plain role in Japanese. A Japanese role the word list
    /// cannot translate takes a frame English reads naturally ("a member of the 広報 team"), never "a 広報".
    func roleWithArticle(head: Bool) -> String? {
        guard let role = role(head: head) else { return nil }
        guard language == .en else { return role }
        if Script.language(of: role) == .ja || Self.departments.contains(role.lowercased()) {
            return "a member of the \(role) team"
        }
        // "between jobs", "retired", "returning to work after parental leave": a state, not a noun to count.
        if Self.isState(role) { return role }
        return EnglishArticle.withArticle(role)
    }

    /// Whether the role, in this language, says a state ("between jobs") rather than names a person: English
    /// then says "is between jobs and has…", not "who has…".
    var roleIsState: Bool {
        language == .en && roleText.map(Self.isState) == true
    }

    private static func isState(_ role: String) -> Bool {
        states.contains(role.lowercased().split(separator: " ").first.map(String.init) ?? "")
    }

    /// First words of a role that say a state rather than name a person: no article before them.
    private static let states: Set<String> = [
        "between", "on", "looking", "returning", "retired", "semi-retired", "unemployed", "currently", "taking",
        "back", "in", "at", "staying", "raising", "caring", "job-hunting", "self-employed",
    ]

    /// Roles typed as the department one works in (広報, 営業, 人事 translate to these): "a PR" is not English.
    private static let departments: Set<String> = [
        "pr", "sales", "corporate sales", "hr", "marketing", "accounting", "finance", "legal", "general affairs",
        "recruiting",
        "customer support", "customer service", "public relations", "human resources", "procurement", "logistics",
        "quality assurance", "engineering", "design", "research and development", "r&d", "operations", "it",
    ]

    // MARK: - Terms and lists

    /// One term in this language; English prose inside Japanese is quoted.
    func term(_ text: String) -> String {
        Self.term(text, words: words, book: book)
    }

    private static func term(_ text: String, words: WordList, book: Phrasebook) -> String {
        let rendered = words.render(text, in: book.language)
        if book.language == .ja, rendered == text, readsAsEnglishSentence(text) {
            return Template.fill(book.quote, ["text": text])
        }
        return rendered
    }

    /// Experience the reader could not parse, for a template that takes any phrase: rendered like a term, and
    /// 「AでB」 in English as "B at A" when the word list knows both ("mobile development at a startup"). Japanese
    /// prose that cannot be translated stays quoted in English, where it would otherwise read as glued-in text.
    func phrase(_ text: String) -> String {
        guard language == .en, Script.language(of: text) == .ja else { return term(text) }
        if let whole = words.translate(text, to: .en) { return whole }
        if let de = text.firstIndex(of: "で"), de != text.startIndex,
            let place = words.translate(String(text[..<de]), to: .en),
            let work = words.translate(String(text[text.index(after: de)...]), to: .en)
        {
            return "\(work) at \(EnglishArticle.withArticle(place))"
        }
        return text.contains(where: Script.isHiragana) ? quoted(text) : term(text)
    }

    /// Rendered terms as a list: "Swift, SwiftUI and SSE"; cut to `limit` items it says so ("…, among
    /// others"; 「…など」).
    func list(_ rendered: [String], limit: Int? = nil) -> String {
        let style = book.list
        if let limit, limit > 0, rendered.count > limit {
            return Template.fill(style.cut, ["list": rendered.prefix(limit).joined(separator: style.separator)])
        }
        switch rendered.count {
        case 0: return ""
        case 1: return rendered[0]
        case 2: return Template.fill(style.two, ["a": rendered[0], "b": rendered[1]])
        default:
            return rendered.dropLast().joined(separator: style.separator) + style.last + rendered[rendered.count - 1]
        }
    }

    /// "it" for one thing, "them" for several (or for one plural like "board games").
    func pronoun(for items: [String]) -> String {
        let many = book.pronouns["many"] ?? ""
        guard items.count == 1, let item = items.first?.lowercased() else { return many }
        let plural = item.hasSuffix("s") && !["ss", "is", "us", "ics"].contains(where: { item.hasSuffix($0) })
        return plural ? many : book.pronouns["one"] ?? many
    }

    // MARK: - Experience

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
        let translated = words.translate(text, to: language) ?? placeIn(text, detail.link)
        let said: String
        switch language {
        // A name or a term the word list does not know is written as typed, never quoted back.
        // A common noun translated from Japanese takes its article ("at a local clinic"); a name does not.
        case .en
        where detail.link == .place && translated?.split(separator: " ").last?.first?.isLowercase == true
            && !EnglishArticle.hasDeterminer(translated ?? ""):
            said = EnglishArticle.withArticle(translated ?? text)
        case .en: said = translated ?? text
        case .ja: said = translated ?? (detail.link == .activity ? activity(text) : nil) ?? term(text)
        }
        let link: String =
            switch detail.link {
            case .field where inCareer && book.detailLinks["careerField"] != nil: "careerField"
            case .field: "field"
            case .role: "role"
            case .place where language == .en && words.isRegion(said): "region"
            case .place: "place"
            case .activity: "activity"
            case .state: "state"
            case .pause: "pause"
            }
        let template = book.detailLinks[link] ?? "{text}"
        return Template.fill(
            template, ["text": said, "a_text": language == .en ? EnglishArticle.withArticle(said) : said])
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

    // MARK: - The person's own words

    /// The person's words in quotation marks: “…” in English, 「…」 in Japanese.
    func quoted(_ text: String) -> String {
        Template.fill(book.quote, ["text": text])
    }

    /// A sentence the person typed, as it goes into this text: unchanged when it is in this language (with
    /// a Japanese ending moved into the tone's register); nil when it has to be quoted instead (another
    /// language, or an ending that cannot be moved with certainty).
    func ownWords(_ sentence: String) -> String? {
        // A thing asked to be mentioned ("Fresh pasta every morning") is said in this language's frame: translated
        // when the word list knows it, otherwise quoted as the person's phrase.
        if language == .ja, let thing = NoteWish.mentionedThing(sentence), let frame = book.thingFrame?[tone.rawValue] {
            let said = words.translate(thing, to: .ja) ?? (Script.language(of: thing) == .ja ? thing : quoted(thing))
            return Template.fill(frame, ["thing": said])
        }
        if language == .ja, Script.language(of: sentence) == .en,
            let said = EnglishNoteInJapanese(words: words).said(sentence)
        {
            return JapaneseRegister.convert(said, to: registerTarget) ?? said
        }
        guard Script.language(of: sentence) == language else { return nil }
        guard language == .ja else {
            return tone == .formal && facts.asked.contains(sentence) ? EnglishRegister.formal(sentence) : sentence
        }
        return JapaneseRegister.convert(sentence, to: registerTarget)
    }

    /// The person's sentences as they go into this text: each in its own words where possible, and runs of
    /// sentences that must be quoted quoted together, inside one `quoteFrame` sentence.
    func ownSentences(_ sentences: [String], quoteFrame: String) -> [String] {
        var result: [String] = []
        var quoted: [String] = []
        func flush() {
            guard !quoted.isEmpty else { return }
            let separator = quoted.allSatisfy { Script.language(of: $0) == .ja } ? "" : " "
            result.append(Template.fill(quoteFrame, ["quote": self.quoted(quoted.joined(separator: separator))]))
            quoted = []
        }
        for sentence in sentences {
            if let own = ownWords(sentence) {
                flush()
                result.append(own)
            } else {
                quoted.append(sentence)
            }
        }
        flush()
        return result
    }

    private var registerTarget: JapaneseRegister.Target {
        switch tone {
        case .casual: .plain
        case .friendly: .polite
        case .formal: .humble
        }
    }

    /// English with a sentence's end or a subject of its own ("I love hiking", "My kids are 3 and 5."): a
    /// sentence, not a term.
    private static func readsAsEnglishSentence(_ text: String) -> Bool {
        guard Script.language(of: text) == .en else { return false }
        let first = text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        let subjects: Set<String> = ["i", "i'm", "i've", "i'd", "my", "we", "we're", "our", "i’m", "i’ve"]
        // A full stop inside ends a sentence unless it ends an abbreviation ("St. Mary's Hospital").
        let abbreviations: Set<String> = ["st", "dr", "mr", "mrs", "ms", "mt", "inc", "co", "ltd", "jr", "sr", "no"]
        let innerStop = text.split(separator: " ").dropLast().contains { word in
            word.hasSuffix(".") && !abbreviations.contains(word.dropLast().lowercased())
        }
        return subjects.contains(first) || innerStop || ["! ", "? "].contains { text.contains($0) }
            || ".!?".contains(text.last ?? " ")
    }
}
