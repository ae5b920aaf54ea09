import FoundationEssentials
import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

/// The role as each language says it: translated, with its year of study where that language puts it, a place or a
/// field typed after a comma joined on, the employer after "at" (English) or before 「の」 (Japanese), and in English
/// with the article it takes. What cannot be said in the language is left out and named in the result.
extension FactWording {
    /// The role in the language of `book`: the whole title with its qualifier and employer, the head alone, and the
    /// parts that cannot be said. Without a title that can be said there is no role at all (an employer alone says
    /// nothing of the person's work).
    static func said(role: ProfileFacts.Role, words: WordList, book: Phrasebook)
        -> (text: String?, head: String?, unsaid: [String])
    {
        let language = book.language
        var unsaid: [String] = []
        var title = said(title: role.text, words: words, book: book)
        // "Financial Analyst/Social Media Manager": two titles, one of which this language can say, say that one.
        // Whatever said the whole ("procurement specialist/inside sales rep" by its first part), a title this language
        // cannot say is reported.
        let titles = jointTitles(role.text)
        if let titles {
            let parts = titles.map { said(title: $0, words: words, book: book) }
            if let first = parts[0], let second = parts[1] {
                title = joined(first, second, language: language)
            } else {
                // Only a person: "Beverage" is no role.
                let saidTitles = parts.map { $0.flatMap(persons) }
                title = saidTitles.compactMap { $0 }.first
                if title != nil { unsaid += zip(titles, saidTitles).filter { $0.1 == nil }.map(\.0) }
            }
        }
        guard var text = title else {
            let parts = [role.qualifier, role.employer?.text, role.former].compactMap { $0 }
            return (nil, nil, (titles ?? [role.text]) + parts)
        }
        let head = unsaid.isEmpty ? said(title: role.head, words: words, book: book) ?? text : text
        if let qualifier = role.qualifier {
            // 「（東京）」「（NPO法人）」 in English text is Japanese, whatever its capitals.
            let inLanguage = language == .ja || !qualifier.contains(where: Script.isJapanese)
            let region = Script.language(of: qualifier) == .en ? qualifier : words.translate(qualifier, to: .en)
            if let region, words.isRegion(region) {
                // "frontend engineer (Tokyo)": where the person works, as each language says it.
                text =
                    language == .en
                    ? text + " in " + words.capitalizingNames(in: region)
                    : (words.translate(region, to: .ja) ?? qualifier) + "の" + text
            } else if inLanguage, words.nameSpelling(qualifier) != nil || isName(qualifier) {
                text = language == .en ? text + " (\(qualifier))" : qualifier + "の" + text
            } else {
                unsaid.append(qualifier)
            }
        }
        if let employer = role.employer {
            // "Senior Merchandiser @ Airline": in a role typed in title case a capital says nothing of a name.
            let titleWords = role.text.split(separator: " ")
            let titleCase =
                titleWords.count >= 2 && titleWords.allSatisfy { $0.first?.isUppercase == true }
                && titleWords.contains { $0.dropFirst().contains(where: \.isLowercase) }
            if let place = said(employer: employer, words: words, language: language, titleCase: titleCase) {
                text = attach(place, to: text, title: role.text, language: language)
            } else {
                unsaid.append(employer.text)
            }
        }
        return (text, head, unsaid)
    }

    /// A title in the language of `book`. Known roles translate ("retired civil engineer" → 元土木技術者); a role with a
    /// year of study ("uni student, 2nd year") says the year where the language puts it ("2nd-year uni student",
    /// 大学2年生); a role with a place or field after a comma ("founder & CEO, Loopwise", "masters student, computer
    /// vision") joins them ("founder & CEO of Loopwise", 「Loopwiseの創業者兼CEO」). A title in the other language that
    /// cannot be translated whole is said by the first part the word list knows (看護学生 for "nursing student (final
    /// year)", the head of a long role); nil when no part can be said (a title in the other language the lexicon does
    /// not know is never written as typed, but for acronyms: "SRE").
    static func said(title text: String, words: WordList, book: Phrasebook) -> String? {
        // "Financial Analyst" typed in title case is a financial analyst (and 財務アナリスト).
        let text = TitleCase.loweringOrdinaryWords(text, words: words, role: true)
        if book.language == .en, let state = RoleStatus.englishState(text) { return state }
        guard let said = translated(title: text, words: words, book: book) else { return nil }
        guard book.language == .en else { return said }
        let person = Script.language(of: text) == .ja ? person(said, words: words) : said
        // 「倉庫スタッフ」 "warehouse staff": a staff is many people; one of them is a staff member.
        return person.lowercased().hasSuffix(" staff") ? person + " member" : person
    }

    /// A Japanese title said in English as a field ("general office work" for 一般事務, "demand planning" for 需給計画)
    /// as the person who works in it: a role is a person.
    static func person(_ english: String, words: WordList) -> String {
        guard !isState(english) else { return english }
        if let agent = PersonNoun.agent(ofField: english, isWord: words.isEnglishWord) { return agent }
        // 造船 "shipbuilding", with no agent noun English uses: a shipbuilding worker.
        let last = english.split(separator: " ").last ?? ""
        let isActivity = last.hasSuffix("ing") && last.count > 5 && !PersonNoun.isPerson(english: english)
        return isActivity ? english + " worker" : english
    }

    private static func translated(title text: String, words: WordList, book: Phrasebook) -> String? {
        let language = book.language
        if let person = fieldPerson(text, words: words, language: language) { return person }
        if let whole = words.translate(text, to: language) { return whole }
        if let study = studyYear(text, words: words, language: language) { return study }
        if let attached = attached(text, words: words, language: language) { return attached }
        // "Test Automation Engineer兼ネットワークエンジニア": two titles, each said in this language, or none.
        if let joint = joint(text, words: words, language: language) { return joint }
        if Script.language(of: text) == language {
            return holdsOtherLanguage(text, language, words: words) ? nil : text
        }
        // "inside sales rep": the person in charge of a field the word list can say, 「インサイドセールス担当」.
        for suffix in [" representative", " rep"] where language == .ja && text.lowercased().hasSuffix(suffix) {
            if let field = words.translate(String(text.dropLast(suffix.count)), to: .ja) { return field + "担当" }
        }
        // 「PR担当」「経理担当」: the person in charge of a field the list knows.
        for suffix in ["担当者", "担当"] where text.hasSuffix(suffix) {
            if let person = words.person(forField: String(text.dropLast(suffix.count))) {
                return language == .en ? person.english : person.japanese
            }
        }
        // "nursing student (final year)": the head; two titles joined by a slash are said one by one by the caller.
        if let cut = text.firstIndex(where: { ",(（、;".contains($0) }),
            let first = words.translate(String(text[..<cut]).trimmed, to: language)
        {
            return first
        }
        if let head = words.translate(ProfileFacts.head(of: text), to: language) { return head }
        // "volunteer at a food bank" → 「フードバンクでのボランティア」; never an English title kept whole as if a name.
        if language == .ja, let phrase = NounPhrase.japanese(text, words: words), Script.hasKana(phrase.counted) {
            return phrase.counted
        }
        // "SRE", "PM": an acronym is the same in both languages.
        let letters = text.filter(\.isLetter)
        if language == .ja, !letters.isEmpty, letters.count <= 5, letters.allSatisfy(\.isUppercase) { return text }
        return nil
    }

    /// "founder & CEO of Loopwise", "product designer at a fintech startup", 「Shopeeのエンジニア」.
    private static func attach(_ place: String, to text: String, title: String, language: ComposerLanguage)
        -> String
    {
        guard language == .en else { return place + "の" + text }
        let heads = ["founder", "co-founder", "ceo", "cto", "cfo", "coo", "owner", "president", "director", "head"]
        let of = heads.contains { title.lowercased().hasSuffix($0) }
        return text + (of ? " of " : " at ") + place
    }

    /// "uni student, 2nd year", "nursing student (final year)" → "2nd-year uni student", 大学2年生, 「看護学生（最終学年）」:
    /// the year said where each language puts it, so the role reads as one phrase. Nil for any other shape.
    private static func studyYear(_ text: String, words: WordList, language: ComposerLanguage) -> String? {
        var body = Substring(text)
        if body.last == ")" { body = body.dropLast() }
        guard let cut = body.lastIndex(where: { $0 == "," || $0 == "(" }) else { return nil }
        let head = String(body[..<cut]).trimmed
        let year = String(body[body.index(after: cut)...]).trimmed.lowercased()
        guard year.hasSuffix(" year"), head.lowercased().hasSuffix("student") else { return nil }
        let which = String(year.dropLast(5))
        let ordinals = ["first", "second", "third", "fourth", "final", "last"]
        let number =
            ordinals.firstIndex(of: which).map { $0 + 1 }
            ?? (["st", "nd", "rd", "th"].contains { which.hasSuffix($0) } ? Int(which.dropLast(2)) : nil)
        guard let number else { return nil }
        guard language == .ja else { return "\(which)-year \(head)" }
        guard let student = words.translate(head, to: .ja) else { return nil }
        if number > 4 { return student + "（最終学年）" }
        for school in ["大学", "高校", "中学", "小学"] where student == school + "生" { return "\(school)\(number)年生" }
        return student + "（\(number)年生）"
    }

    /// "founder & CEO, Loopwise" → "founder & CEO of Loopwise", 「Loopwiseの創業者兼CEO」; "masters student, computer
    /// vision" → "masters student in computer vision", 「コンピュータビジョン専攻の修士課程の学生」: a known role and, after
    /// its comma, the name of where (a capital) or, for a student or researcher, the field. Nil for any other shape.
    private static func attached(_ text: String, words: WordList, language: ComposerLanguage) -> String? {
        // "PhD candidate in marine biology" is a student and a field too: 「海洋生物学専攻の博士課程の学生」.
        if language == .ja, RoleStatus.isLearner(text), let field = text.firstRange(of: " in ") {
            let comma = String(text[..<field.lowerBound]) + ", " + String(text[field.upperBound...])
            return attached(comma, words: words, language: language)
        }
        guard Script.language(of: text) == .en, let comma = text.firstRange(of: ", ") else { return nil }
        let role = String(text[..<comma.lowerBound])
        let rest = String(text[comma.upperBound...]).trimmed
        guard let initial = rest.first, !rest.contains(","),
            let japaneseRole = words.translate(role, to: .ja) ?? joint(role, words: words, language: .ja)
        else { return nil }
        let lowerRole = role.lowercased()
        if initial.isUppercase {
            let heads = ["founder", "co-founder", "ceo", "cto", "cfo", "coo", "owner", "president", "director", "head"]
            let of = heads.contains { lowerRole.hasSuffix($0) }
            return language == .en ? role + (of ? " of " : " at ") + rest : rest + "の" + japaneseRole
        }
        guard RoleStatus.isLearner(role) || lowerRole.hasSuffix("researcher") else { return nil }
        guard language == .ja else { return role + " in " + rest }
        return words.translate(rest, to: .ja).map { $0 + "専攻の" + japaneseRole }
    }

    /// Whether a title in `language`'s script still holds words of the other: kana or kanji in English, two Latin
    /// words or more that are no name in Japanese.
    private static func holdsOtherLanguage(_ text: String, _ language: ComposerLanguage, words: WordList)
        -> Bool
    {
        guard language == .ja else { return text.contains(where: Script.isJapanese) }
        // 「chauffeur / ネイリスト」: an ordinary English word, in lower case and no name, is English in the title;
        // 「ICU看護師」「androidエンジニア」 hold an acronym and a name.
        let runs = text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0 == " " || $0 == "-")) })
        return runs.contains { run in
            let trimmed = run.trimmingCharacters(in: .whitespaces)
            if trimmed.split(separator: " ").count >= 2 { return !isName(trimmed, words: words) }
            return trimmed.count > 1 && trimmed.allSatisfy(\.isLowercase) && words.nameSpelling(trimmed) == nil
        }
    }

    /// A role is a person: the field "accounting" is an accountant, 「経理」 a 経理担当; nil for a title that names a
    /// person already, or a field the word list does not know.
    private static func fieldPerson(_ text: String, words: WordList, language: ComposerLanguage) -> String? {
        let isPerson =
            Script.language(of: text) == .ja ? PersonNoun.isPerson(japanese: text) : PersonNoun.isPerson(english: text)
        guard !isPerson, let person = words.person(forField: text) else { return nil }
        return language == .en ? person.english : person.japanese
    }

    /// Two roles held at once, "founder & CEO" → 「創業者兼CEO」, when both are known; nil otherwise.
    private static func joint(_ text: String, words: WordList, language: ComposerLanguage) -> String? {
        guard let parts = jointTitles(text) else { return nil }
        // Each title as this language says it: translated, or as typed when it is in this language already.
        let said = parts.map { part -> String? in
            // 「営業/founder」: a field is its person here too (a sales representative and founder).
            if let person = fieldPerson(part, words: words, language: language) { return person }
            if Script.language(of: part) == language { return part }
            let translated = words.translate(part, to: language) ?? words.nameSpelling(part)
            return language == .en ? translated.map { person($0, words: words) } : translated
        }
        guard let first = said[0], let second = said[1] else { return nil }
        return joined(first, second, language: language)
    }

    /// Two titles held at once as `language` joins them: "nurse and writer", 「看護師兼ライター」.
    private static func joined(_ first: String, _ second: String, language: ComposerLanguage) -> String {
        // 「フォトグラファー/カメラマン」: two spellings of one job.
        if first.lowercased() == second.lowercased() { return first }
        return language == .ja ? first + "兼" + second : first + " and " + second
    }

    /// The two titles of a role that holds two ("Hairdresser & Line Cook", 「看護師兼ライター」); nil for one title, also
    /// when the joiner is inside what follows a preposition ("legal counsel in food and beverage").
    private static func jointTitles(_ text: String) -> [String]? {
        guard let joiner = [" & ", " and ", " / ", "/", "兼"].first(where: text.contains),
            let range = text.firstRange(of: joiner)
        else { return nil }
        let before = " " + text[..<range.lowerBound].lowercased() + " "
        if [" in ", " at ", " of ", " for ", " with "].contains(where: before.contains) { return nil }
        let parts = text.components(separatedBy: joiner).map { $0.trimmed }
        return parts.count == 2 && parts.allSatisfy({ !$0.isEmpty }) ? parts : nil
    }

    /// `said` when it names a person in its language ("nurse", 「看護師」), nil for a thing or a field.
    private static func persons(_ said: String) -> String? {
        let person =
            Script.language(of: said) == .ja ? PersonNoun.isPerson(japanese: said) : PersonNoun.isPerson(english: said)
        return person ? said : nil
    }

    // MARK: - With its article

    /// The role with its English article ("an SRE", "the founder & CEO of Loopwise"); the plain role in Japanese. A
    /// Japanese role the word list cannot translate takes a frame English reads naturally ("a member of the 広報
    /// team"), never "a 広報".
    func roleWithArticle(head: Bool) -> String? {
        guard let role = role(head: head) else { return nil }
        guard language == .en else { return role }
        if Script.language(of: role) == .ja || Self.departments.contains(role.lowercased()) {
            return "a member of the \(role) team"
        }
        // "between jobs", "retired", "returning to work after parental leave": a state, not a noun to count.
        if Self.isState(role) { return role }
        if let of = role.firstRange(of: " of "), role[of.upperBound...].first?.isUppercase == true {
            return "the " + role
        }
        return EnglishArticle.withArticle(role)
    }

    /// The role in this language: translated when known ("iOS Engineer" → iOSエンジニア), else as typed.
    func role(head: Bool) -> String? {
        head ? roleHead : roleText
    }

    /// Whether the role, in this language, says a state ("between jobs") rather than names a person: English
    /// then says "is between jobs and has…", not "who has…".
    var roleIsState: Bool {
        language == .en && roleText.map(Self.isState) == true
    }

    private static func isState(_ role: String) -> Bool {
        let words = role.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return false }
        // "retired" is a state; "retired civil engineer" is a person, with an article.
        if adjectiveStates.contains(first) { return words.count == 1 }
        return states.contains(first)
    }

    /// First words of a role that say a state rather than name a person: no article before them.
    private static let states: Set<String> = [
        "between", "on", "looking", "returning", "currently", "taking", "back", "in", "at", "staying", "raising",
        "caring", "job-hunting",
    ]
    /// States that can also describe a person named after them ("a retired teacher").
    private static let adjectiveStates: Set<String> = ["retired", "semi-retired", "unemployed", "self-employed"]

    /// Roles typed as the department one works in (広報, 営業, 人事 translate to these): "a PR" is not English.
    private static let departments: Set<String> = [
        "pr", "sales", "corporate sales", "hr", "marketing", "accounting", "finance", "legal", "general affairs",
        "recruiting", "customer support", "customer service", "public relations", "human resources", "procurement",
        "logistics", "quality assurance", "engineering", "design", "research and development", "r&d", "operations",
        "it",
    ]
}
