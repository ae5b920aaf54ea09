import ProfileReading
import FoundationEssentials
import IntroductionCore
import TextBasics

/// The role as each language says it: translated, with its year of study where that language puts it, a place or a
/// field typed after a comma joined on, and in English with the article it takes.
extension FactWording {
    /// A role in the language of `book`. Known roles translate ("retired civil engineer" → 元土木技術者); a role with a
    /// year of study ("uni student, 2nd year") says the year where the language puts it ("2nd-year uni student",
    /// 大学2年生); a role with a place or field after a comma ("founder & CEO, Loopwise", "masters student, computer
    /// vision") joins them ("founder & CEO of Loopwise", 「Loopwiseの創業者兼CEO」). A role in the other language that
    /// cannot be translated whole is said by the first part the word list knows (看護学生 for "nursing student (final
    /// year)", the head of a long role), and otherwise written as typed.
    static func said(role text: String, words: WordList, book: Phrasebook) -> String {
        let language = book.language
        if let whole = words.translate(text, to: language) { return whole }
        if let study = studyYear(text, words: words, language: language) { return study }
        if let attached = attached(text, words: words, language: language) { return attached }
        guard Script.language(of: text) != language else { return text }
        if let joint = joint(text, words: words, language: language) { return joint }
        if let cut = text.firstIndex(where: { ",(（、;/".contains($0) }),
            let first = words.translate(String(text[..<cut]).trimmed, to: language)
        {
            return first
        }
        if let head = words.translate(ProfileFacts.head(of: text), to: language) { return head }
        // "volunteer at a food bank" → 「フードバンクでのボランティア」.
        if language == .ja, let phrase = NounPhrase.japanese(text, words: words) { return phrase.counted }
        return term(text, words: words, book: book)
    }

    /// "uni student, 2nd year", "nursing student (final year)" → "2nd-year uni student", 大学2年生, 「看護学生（最終学年）」:
    /// the year said where each language puts it, so the role reads as one phrase. Nil for any other shape.
    private static func studyYear(_ text: String, words: WordList, language: GenerationOptions.Language) -> String? {
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
    private static func attached(_ text: String, words: WordList, language: GenerationOptions.Language) -> String? {
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

    /// Two roles held at once, "founder & CEO" → 「創業者兼CEO」, when both are known; nil otherwise.
    private static func joint(_ text: String, words: WordList, language: GenerationOptions.Language) -> String? {
        guard language == .ja, Script.language(of: text) == .en else { return nil }
        for joiner in [" & ", " and ", " / "] where text.contains(joiner) {
            let parts = text.components(separatedBy: joiner).map {
                words.translate($0.trimmed, to: .ja) ?? words.nameSpelling($0.trimmed)
            }
            guard parts.count == 2, let first = parts[0], let second = parts[1] else { return nil }
            return first + "兼" + second
        }
        return nil
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
