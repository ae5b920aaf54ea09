import FoundationEssentials
import IntroductionCore
package import ReadingLexicon
import TextBasics

/// The role field read into its parts: a title that names a person, where they work, a qualifier in parentheses, the
/// job they had before an arrow and the one they hope for, or a stage of life that is not a job; or a sentence the
/// person typed there.
///
/// "product designer at fintech startup" is a title and an employer; "former nurse → product manager" a title and the
/// job before it; 「フロントエンド（React）」 a field, said as the person who works in it (フロントエンドエンジニア), with a
/// qualifier; "SRE / devops" two titles; 「定年退職しました」 a sentence. A title must name a person by what they do
/// (``PersonNoun``), a field the word list knows, or a stage of life (``RoleStatus``); anything else is not read, and
/// is reported rather than written as "I'm a …".
package enum RoleGrammar {
    /// What the role field says.
    package enum Reading: Sendable, Equatable {
        case role(ProfileFacts.Role)
        /// A sentence the person typed as their role (「定年退職しました」): said as theirs, after the greeting.
        case sentence(String)
        /// Nothing a reader can be sure of.
        case unread
    }

    /// The role in `text` (normalized, without trailing punctuation).
    package static func read(_ text: String, words: WordList) -> Reading {
        var text = text
        // "定年退職しました（元セキュリティエンジニア）": a sentence with an aside is the sentence.
        if let (body, _) = parenthesised(text), japaneseSentence(body) != nil { text = body }
        if let sentence = japaneseSentence(text) { return sentence }
        text = withoutArticle(withoutSubject(text))
        // "on parental leave (ex-sales rep)", 「高校生（元iOSエンジニア）」: the job before, said like an arrow.
        if let (body, inside) = parenthesised(text),
            ["former ", "formerly ", "元", "前職"].contains(where: { inside.lowercased().hasPrefix($0) })
        {
            text = inside + " → " + body
        }
        // "ex-designer, now tatami maker", "nurse then PM": a change of job, said like an arrow.
        for change in [", now ", "; now ", " now ", ", currently ", " currently ", ", then ", " then ", "→"]
        where text.lowercased().contains(change) && !text.contains(" → ") {
            if let range = text.lowercased().firstRange(of: change) {
                let offset = text.lowercased().distance(from: text.lowercased().startIndex, to: range.lowerBound)
                let start = text.index(text.startIndex, offsetBy: offset)
                let end = text.index(start, offsetBy: change.count)
                text = String(text[..<start]).trimmed + " → " + String(text[end...]).trimmed
            }
            break
        }
        if let arrow = text.ranges(of: " → ").last {
            let before = String(text[..<arrow.lowerBound]).trimmed
            let after = String(text[arrow.upperBound...]).trimmed
            if let hope = aspiration(after), let title = title(before, words: words) {
                var role = role(title, words: words)
                role.aspiring = hope
                return .role(role)
            }
            guard let now = read(after, words: words).role else { return .unread }
            var role = now
            let earlier = before.split(separator: "→").last.map { withoutFormer(String($0).trimmed) } ?? before
            if let former = title(earlier, words: words) { role.former = former } else { role.unread.append(earlier) }
            return .role(role)
        }
        if let hope = aspiration(text) {
            // "aspiring UX designer", 「PM志望」 alone: the hope is the role (a stage, not a job yet).
            guard title(hope, words: words) != nil else { return .unread }
            return .role(ProfileFacts.Role(text: text, head: text, isOccupation: false, isLearner: false))
        }
        var qualifier: String?
        // "nursing student (final year)": a year of study stays with the title, where each language says it.
        if let (body, inside) = parenthesised(text), !inside.lowercased().hasSuffix("year"), !inside.hasSuffix("年生") {
            text = body
            qualifier = inside
        }
        var employer: ProfileFacts.Employer?
        if let (body, place) = employerSplit(text) {
            text = body
            employer = place
        }
        guard let title = title(text, words: words) else { return .unread }
        var role = role(title, words: words)
        // 「データエンジニア（Shopee）」: a name in parentheses that is no tool the list knows is where the person works.
        if employer == nil, let name = qualifier, words.nameSpelling(name) == nil, ProfileFacts.Employer(name).isName,
            name.first?.isUppercase == true || Script.language(of: name) == .ja
        {
            employer = ProfileFacts.Employer(name)
            qualifier = nil
        }
        role.employer = employer
        role.qualifier = qualifier
        return .role(role)
    }

    private static func role(_ title: String, words: WordList) -> ProfileFacts.Role {
        let title = cleaned(title, words: words)
        return ProfileFacts.Role(
            text: title, head: ProfileFacts.head(of: title), isOccupation: !RoleStatus.isStatus(title),
            isLearner: RoleStatus.isLearner(title))
    }

    /// "Data engineer" typed in sentence case reads "a Data engineer" mid-sentence: the first word is lowered when it
    /// is an ordinary word (not a name the word list spells, not an acronym) and the rest is lower case.
    static func cleaned(_ title: String, words: WordList) -> String {
        let parts = title.split(separator: " ")
        guard parts.count >= 2, let first = parts.first, first.first?.isUppercase == true,
            first.dropFirst().allSatisfy({ $0.isLowercase }), parts.dropFirst().allSatisfy({ $0 == $0.lowercased() }),
            words.nameSpelling(String(first)) == nil
        else { return title }
        return first.lowercased() + title.dropFirst(first.count)
    }

    // MARK: - Titles

    /// The person the words name: the words themselves when they are a title or a stage of life, the person who
    /// works in a field the list knows ("frontend" → "frontend developer"), two titles joined ("SRE / DevOps" → "SRE
    /// and DevOps engineer"); nil when they name no person.
    static func title(_ text: String, words: WordList) -> String? {
        let text = text.trimmed
        guard !text.isEmpty else { return nil }
        // "Staff Engineer, platform team, on-call lead": a long role is a title when its first clause is one.
        if text.count > 48, ProfileFacts.head(of: text) != text {
            return title(ProfileFacts.head(of: text), words: words) == nil ? nil : text
        }
        for joiner in [" / ", " and ", "/", "・"] where text.contains(joiner) && words.translate(text, to: .ja) == nil {
            let parts = text.components(separatedBy: joiner).map { $0.trimmed }
            guard parts.count == 2, let first = title(parts[0], words: words),
                let second = title(parts[1], words: words)
            else { continue }
            return Script.language(of: text) == .ja ? first + "兼" + second : first + " and " + second
        }
        // A title names someone; it is no clause, and holds no change of job or list of jobs.
        guard japaneseSentence(text) == nil, !text.contains(" → "), !text.contains(";") else { return nil }
        if RoleStatus.isStatus(text) || RoleStatus.isLearner(text) { return text }
        let japanese = Script.language(of: text) == .ja
        if japanese ? PersonNoun.isPerson(japanese: text) : PersonNoun.isPerson(english: text) {
            return hasSentenceWords(text) ? nil : text
        }
        // "accounting", 「経理」: a field is kept as typed; the writer says the person in each language (accountant,
        // 経理担当), as the person of one language's field is not the other's word for that person (会計士).
        if words.person(forField: text) != nil { return text }

        // "frontend eng" was normalized to "frontend engineer"; "growth" or "on-call" name no one.
        return nil
    }

    /// Words that make a phrase a clause, not a title ("I", "is", "my"): "I am the best" is no title.
    private static func hasSentenceWords(_ text: String) -> Bool {
        let words = Set(text.lowercased().split(separator: " ").map(String.init))
        return !words.isDisjoint(with: ["i", "i'm", "is", "am", "are", "was", "my", "me", "we", "you", "it"])
    }

    private static func withoutArticle(_ text: String) -> String {
        for article in ["a ", "an ", "the "] where text.lowercased().hasPrefix(article) && text.count > article.count {
            return String(text.dropFirst(article.count))
        }
        return text
    }

    /// "former nurse" → "nurse" before an arrow (the arrow already says it was before); 「元看護師」 → 「看護師」.
    private static func withoutFormer(_ text: String) -> String {
        for prefix in ["former ", "formerly ", "元", "前職 ", "前職:", "前職：", "前職は", "前職"]
        where text.lowercased().hasPrefix(prefix) && text.count > prefix.count {
            return String(text.dropFirst(prefix.count)).trimmed
        }
        return text
    }

    /// "PM志望" → "PM", "aspiring UX designer" → "UX designer": the job hoped for; nil when the words hope for none.
    private static func aspiration(_ text: String) -> String? {
        for suffix in ["志望", "を目指しています", "を目指して勉強中", "を目指す", "目指し中"]
        where text.hasSuffix(suffix) && text.count > suffix.count {
            return String(text.dropLast(suffix.count)).trimmed
        }
        let lower = text.lowercased()
        for prefix in [
            "aspiring ", "would-be ", "future ", "wannabe ", "want to be a ", "want to be an ", "hoping to be a ",
        ]
        where lower.hasPrefix(prefix) && text.count > prefix.count {
            return String(text.dropFirst(prefix.count))
        }
        for suffix in [" hopeful", " wannabe", " in training"]
        where lower.hasSuffix(suffix) && text.count > suffix.count {
            return String(text.dropLast(suffix.count))
        }
        return nil
    }

    // MARK: - Parts

    /// "frontend (React)" → ("frontend", "React"); nil without a final parenthesis.
    private static func parenthesised(_ text: String) -> (String, String)? {
        guard text.last == ")" || text.last == "）", let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }),
            open != text.startIndex
        else { return nil }
        let inside = String(text[text.index(after: open)...].dropLast()).trimmed
        let body = String(text[..<open]).trimmed
        guard !inside.isEmpty, !body.isEmpty else { return nil }
        return (body, inside)
    }

    /// "product designer at fintech startup" → ("product designer", a description); "PM, Shopee" → ("PM", the name
    /// Shopee); 「Shopeeのエンジニア」 → (「エンジニア」, the name); nil when no employer is said.
    private static func employerSplit(_ text: String) -> (String, ProfileFacts.Employer)? {
        // 「プロダクトマネージャー @ Tokopedia」: typed in Japanese, "@" (now "at") still says where.
        if Script.language(of: text) == .ja, !text.contains(" at ") {
            guard let no = text.lastIndex(of: "の"), no != text.startIndex else { return nil }
            let place = String(text[..<no]).trimmed
            let title = String(text[text.index(after: no)...]).trimmed
            guard !title.isEmpty, PersonNoun.isPerson(japanese: title), ProfileFacts.Employer.isOrganization(place)
            else {
                return nil
            }
            return (title, ProfileFacts.Employer(place))
        }
        for mark in [" at ", " for ", ", "] {
            // "QA Engineer At System Integrator": typed in title case, "At" is still "at".
            let capitalized = " " + mark.dropFirst().prefix(1).uppercased() + mark.dropFirst(2)
            guard let range = text.ranges(of: mark).last ?? text.ranges(of: capitalized).last else { continue }
            let title = String(text[..<range.lowerBound]).trimmed
            let place = String(text[range.upperBound...]).trimmed
            guard !title.isEmpty, !place.isEmpty, place.count <= 60 else { continue }
            // "head of product, growth": a comma before a lower-case word is not an employer.
            if mark != " at ", place.first?.isUppercase != true, !Script.hasKanji(place), !Script.hasKana(place) {
                continue
            }
            return (title, ProfileFacts.Employer(place))
        }
        return nil
    }

    // MARK: - Sentences

    /// A role typed as a Japanese sentence (「定年退職しました」); nil for a title.
    private static func japaneseSentence(_ text: String) -> Reading? {
        guard Script.language(of: text) == .ja else { return nil }
        let body = text.trimmingCharacters(in: ScalarSet(charactersIn: "。！!？? "))
        let endings = ["ました", "ます", "です", "でした", "ている", "てる", "ません", "した", "だ"]
        guard endings.contains(where: { body.hasSuffix($0) }) else { return nil }
        return .sentence(ProfileSentences.ended(body))
    }

    /// "I'm a nurse", "I work as a nurse" → "nurse": the title the sentence names.
    private static func withoutSubject(_ text: String) -> String {
        // "I'm currently working as a UI designer": the subject and the verb of working, then the title.
        var text = text
        for lead in [
            "i'm currently working as ", "i am currently working as ", "i'm working as ", "i am working as ",
            "currently working as ", "working as ", "i work as ", "i'm ", "i am ", "currently ",
        ]
        where text.lowercased().hasPrefix(lead) && text.count > lead.count {
            text = String(text.dropFirst(lead.count))
        }
        return text
    }
}

extension RoleGrammar.Reading {
    /// The role read, when it is one.
    var role: ProfileFacts.Role? {
        if case .role(let role) = self { return role }
        return nil
    }
}
