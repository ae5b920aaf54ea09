import ProfileReading
import IntroductionCore

/// The profile's facts as they are written in one language and tone: translated through the lexicon where it
/// knows the words, and never written at all where it does not.
///
/// A term in this text's language is written as typed (a known name in its usual spelling: "pytorch" → PyTorch); a
/// term in the other language is translated (engineer → エンジニア, 看護師 → nurse) or, when it is a name (a product,
/// a company, an acronym), kept as typed; anything else cannot be said here and is left out, with the part recorded
/// in ``unsaid`` for the report. A sentence of the person's own keeps its words in its language (a Japanese ending
/// moved into the tone's register) and is said through the clause book in the other; nothing is ever quoted.
struct FactWording {
    let facts: ProfileFacts
    let book: Phrasebook
    let words: WordList
    /// Whole clauses in both languages, for a note typed in the other language.
    let clauses: ClauseBook
    let tone: GenerationOptions.Tone
    /// The skills and the listed interests in this language, each rendered once.
    let skills: [String]
    let interests: [String]
    /// The role and its head in this language (``said(role:words:book:)``); nil when it cannot be said.
    let roleText: String?
    let roleHead: String?
    /// The job before the present one and the one hoped for, in this language.
    let formerRole: String?
    let aspiringRole: String?
    /// The parts of the role, skills and interests that cannot be said in this language.
    let unsaid: [UnusedPart]

    init(facts: ProfileFacts, book: Phrasebook, words: WordList, clauses: ClauseBook, tone: GenerationOptions.Tone) {
        self.facts = facts
        self.book = book
        self.words = words
        self.clauses = clauses
        self.tone = tone
        let cannotSay = UnusedPart.Reason.notSayable(in: book.language)
        var unsaid: [UnusedPart] = []
        func items(_ typed: [String], field: ProfileField) -> [String] {
            ProfileFacts.unique(
                typed.compactMap { item in
                    if let said = Self.said(item: item, words: words, language: book.language, field: field) {
                        return said
                    }
                    unsaid.append(UnusedPart(field: field, text: item, reason: cannotSay))
                    return nil
                })
        }
        skills = items(facts.skills, field: .skills)
        if case .list(let typed) = facts.interests {
            interests = items(typed, field: .interests)
        } else {
            interests = []
        }
        var said = (text: String?.none, head: String?.none, former: String?.none, aspiring: String?.none)
        if let role = facts.role {
            let title = Self.said(role: role, words: words, book: book)
            said.text = title.text
            said.head = title.head
            unsaid += title.unsaid.map { UnusedPart(field: .role, text: $0, reason: cannotSay) }
            if let former = role.former {
                said.former = Self.said(title: former, words: words, book: book)
                if said.former == nil { unsaid.append(UnusedPart(field: .role, text: former, reason: cannotSay)) }
            }
            if let aspiring = role.aspiring {
                said.aspiring = Self.said(title: aspiring, words: words, book: book)
                if said.aspiring == nil { unsaid.append(UnusedPart(field: .role, text: aspiring, reason: cannotSay)) }
            }
        }
        roleText = said.text
        roleHead = said.head
        formerRole = said.former
        aspiringRole = said.aspiring
        self.unsaid = unsaid
    }

    var language: GenerationOptions.Language { book.language }

    // MARK: - Terms and lists

    /// One term in this language: translated when the lexicon knows it, otherwise as typed.
    func term(_ text: String) -> String {
        Self.term(text, words: words, book: book)
    }

    static func term(_ text: String, words: WordList, book: Phrasebook) -> String {
        // "pytorch" is PyTorch: a known name in its usual spelling.
        if let name = words.nameSpelling(text), words.translate(text, to: book.language) == nil { return name }
        return words.render(text, in: book.language)
    }

    /// An item of a list in `language`: translated, or as typed when it is in that language or a name ("Kubernetes",
    /// "Google Cloud", "3D printing" has a digit); nil when it is a word of the other language the lexicon lacks.
    ///
    /// An interest is a pastime, so one English word with only its first capital ("Kendama", "Tarot") is an ordinary
    /// word the list lacks, not a name kept in Japanese; a skill may be a tool's name ("Deno").
    static func said(
        item: String, words: WordList, language: GenerationOptions.Language, field: ProfileField = .skills
    ) -> String? {
        if let name = words.nameSpelling(item), words.translate(item, to: language) == nil { return name }
        if let translated = words.translate(item, to: language) { return translated }
        let typedIn = Script.language(of: item)
        if typedIn == language { return item }
        if language == .ja, typedIn == .en, isName(item, words: words) {
            let capitalOnly = !item.contains(" ") && item.dropFirst().allSatisfy { !$0.isUppercase && !$0.isNumber }
            return field == .interests && capitalOnly ? nil : item
        }
        return nil
    }

    /// Whether English words are a name rather than prose: every word a known name, an address, an acronym, a word with
    /// a digit or an inner capital ("iOS", "3D", "CI/CD"), or a capitalized word that is no ordinary word the lexicon
    /// knows ("Shopee", "Google Cloud"); "echocardiography" and "Mostly Rock Climbing" are not.
    static func isName(_ text: String, words: WordList? = nil) -> Bool {
        if Address.isAddress(text) { return true }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "-" })
        let linking: Set<Substring> = ["of", "for", "and", "&", "on", "the", "de", "du", "van", "von", "in"]
        return !parts.isEmpty && !parts.allSatisfy { linking.contains($0) }
            && parts.allSatisfy { word in
                if linking.contains(word) || words?.nameSpelling(String(word)) != nil { return true }
                if word.contains(where: \.isNumber) || word.contains(".")
                    || word.dropFirst().contains(where: \.isUppercase)
                {
                    return true
                }
                guard word.first?.isUppercase == true else { return false }
                // A capital on an ordinary word is emphasis or Title Case, not a name.
                return words.map { !$0.isEnglishWord(String(word)) } ?? true
            }
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

    // MARK: - The person's own words

    /// A sentence the person typed, as it goes into this text: unchanged when it is in this language (with a
    /// Japanese ending moved into the tone's register where the ending is one it knows); said through the clause book
    /// when it is in the other; nil when it cannot be said here.
    func ownWords(_ sentence: String) -> String? {
        guard let said = ownWordsUnchecked(sentence).map({ language == .en ? Self.englishMarks($0) : $0 }),
            isWhollyInThisLanguage(said)
        else { return nil }
        return said
    }

    /// "…kenji.dev。", "Tabi Log （an app）": an English sentence in English marks, whatever the keyboard typed.
    private static func englishMarks(_ sentence: String) -> String {
        sentence.replacing("。", with: ".").replacing("、", with: ", ").replacing("！", with: "!").replacing(
            "？", with: "?"
        )
        .replacing(" （", with: " (").replacing("（", with: " (").replacing("）", with: ")")
    }

    private func ownWordsUnchecked(_ sentence: String) -> String? {
        if let thing = NoteWish.mentionedThing(sentence) { return mentioned(thing) }
        if Script.language(of: sentence) != language { return translated(sentence) }
        guard language == .ja else {
            return tone == .formal && facts.asked.contains(sentence) ? EnglishRegister.formal(sentence) : sentence
        }
        return JapaneseRegister.convert(sentence, to: registerTarget) ?? sentence
    }

    /// Whether a sentence of the person's holds no words of the other language but names: "I live in 大阪" is not an
    /// English sentence, 「Yomuを開発中 was a software engineer」 no Japanese one. English text may hold the person's
    /// name and an employer's as typed; Japanese text may hold Latin names, acronyms and addresses, not two or more
    /// English words of prose.
    private func isWhollyInThisLanguage(_ sentence: String) -> Bool {
        switch language {
        case .en:
            var rest = sentence
            for name in [facts.name, facts.role?.employer?.text].compactMap({ $0 }) {
                rest = rest.replacing(name, with: "")
            }
            return !rest.contains(where: Script.isJapanese)
        case .ja:
            // Ordinary lower-case English words anywhere in it, two or more, are English prose ("now in ソウル last
            // year", "was a software engineer"); names, acronyms and addresses are not ("Ruby on Rails", "AWS").
            let tokens = sentence.split(whereSeparator: { !$0.isASCII || $0 == " " }).filter {
                !Address.isAddress(String($0))
            }
            let words = tokens.flatMap { $0.split(whereSeparator: { !($0.isLetter || "'-".contains($0)) }) }
            let prose = words.filter { word in
                word.count > 1 && word.allSatisfy(\.isLowercase) && self.words.nameSpelling(String(word)) == nil
            }
            return prose.count < 2
        }
    }

    /// A thing the notes asked to be mentioned ("Fresh pasta every morning", 「教師時代の経験」), said in this
    /// language's frame; nil when its words cannot be said in this language.
    private func mentioned(_ thing: String) -> String? {
        let phrase: String? =
            Script.language(of: thing) == language
            ? thing
            : language == .ja
                ? NounPhrase.japaneseThing(thing, words: words) : NounPhrase.english(thing, words: words)?.text
        guard var said = phrase else { return nil }
        // "Something worth knowing about me: fresh pasta every morning": mid-sentence, a common word is lower case.
        let first = said.prefix { $0.isLetter }
        if language == .en, first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase),
            words.nameSpelling(String(first)) == nil, !words.isRegion(String(first))
        {
            said = said.prefix(1).lowercased() + said.dropFirst()
        }
        guard language == .ja, let frame = book.thingFrame?[tone.rawValue] else {
            return ProfileSentences.ended(NoteWish.thingLead + said, in: .en)
        }
        return Template.fill(frame, ["thing": said])
    }

    /// A note typed in the other language, said in this one in the tone's register; nil when it cannot be.
    private func translated(_ sentence: String) -> String? {
        switch language {
        case .ja:
            guard let said = EnglishNoteInJapanese(words: words, clauses: clauses).said(sentence) else { return nil }
            return JapaneseRegister.convert(said, to: registerTarget) ?? said
        case .en:
            guard let said = JapaneseNoteInEnglish(words: words, clauses: clauses).said(sentence) else { return nil }
            return tone == .formal ? EnglishRegister.formal(said) : said
        }
    }

    /// The person's sentences as they go into this text, each in its own words; one that cannot be said here is left
    /// out (the writer reports it before it gets here).
    func ownSentences(_ sentences: [String]) -> [String] {
        sentences.compactMap(ownWords)
    }

    private var registerTarget: JapaneseRegister.Target {
        switch tone {
        case .casual: .plain
        case .friendly: .polite
        case .formal: .humble
        }
    }
}
