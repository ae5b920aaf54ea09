import IntroductionCore
import ReadingLexicon
import TextBasics

/// The parts the Japanese rules share: what a phrase is as a job, as an organization, as what a bracket after a job
/// adds; the words a company's name is made of.
enum JapaneseJobs {
    /// A phrase said as a job: a noun of a person as it is (看護師, CTO兼PdM), a field of work as the person in charge
    /// of it (営業 → 営業担当, インフラ → インフラ担当), since one works as a person, never as a field; nil for
    /// anything else (a place, a name, a state of life, a tool).
    static func job(_ phrase: Phrase) -> Phrase? {
        guard phrase.classes.isDisjoint(with: [.place, .language]), !phrase.isName || phrase.classes.contains(.tool),
            States.kind(of: phrase) == nil, !WorkManner.words.contains(phrase.text.lowercased())
        else { return nil }
        if phrase.classes.contains(.person) { return phrase }
        // 「株式会社ハルモニアでSRE」: a Latin title the names list also knows as a field.
        if phrase.language == .en, PersonNoun.isPerson(english: phrase.typed.isEmpty ? phrase.text : phrase.typed) {
            var job = phrase
            job.classes.formUnion([.person])
            job.classes.remove(.tool)
            return job
        }
        // A field of its own, not one owned by an organization (「保険会社の営業」 is a job at a company).
        guard phrase.language == .ja, isField(phrase), !phrase.classes.contains(.organization),
            !phrase.text.contains("の")
        else { return nil }
        var job = phrase
        // 「現場監督・積算」: a field beside a job is said as its person too (積算担当).
        if phrase.text.contains("・") {
            job.text = phrase.text.split(separator: "・").map { part in
                JapaneseWords.persons.contains(where: { part.hasSuffix($0) }) ? String(part) : part + "担当"
            }.joined(separator: "・")
            job.typed = job.text
            job.classes.insert(.person)
            return job
        }
        job.text += "担当"
        job.typed = job.text
        job.head = "担当"
        job.classes.insert(.person)
        return job
    }

    /// Whether a phrase names a field of work: English's by its class, Japanese's by its ending (「営業」「経理・財務」).
    static func isField(_ phrase: Phrase) -> Bool {
        phrase.language == .ja
            ? phrase.text.split(separator: "・").allSatisfy { JapaneseWords.isField(String($0)) } && !phrase.text.isEmpty
            : phrase.classes.contains(.field)
    }

    /// Generic words for an employee, which a field in brackets makes precise: 「会社員（人事）」 works in HR.
    static let employees: Set<String> = ["会社員", "サラリーマン", "社員", "職員", "正社員", "OL", "勤め人"]

    /// The organization a phrase or an employer fact names, Japanese or a name: 地方銀行, 株式会社ナギサ, 財政課,
    /// 「前橋市 未来創造部」; nil for a place alone, a person, a tool.
    static func organization(_ fact: Fact) -> Phrase? {
        if let organization = fact.slots.organization, fact.kind == .employer { return organization }
        guard fact.kind == .phrase, let phrase = fact.slots.phrase else { return nil }
        guard phrase.classes.isDisjoint(with: [.person, .tool, .language]) else { return nil }
        if phrase.classes.contains(.organization) { return phrase }
        if phrase.isName, !phrase.classes.contains(.place) { return phrase }
        return nil
    }

    /// Whether a phrase can hold departments after it: an organization, a department, a city's government (前橋市).
    static func holdsDepartments(_ phrase: Phrase) -> Bool {
        guard phrase.language == .ja, !phrase.classes.contains(.person) else { return false }
        return phrase.classes.contains(.organization) || phrase.classes.contains(.place)
            && ["市", "県", "区", "町", "村", "府", "都"].contains(where: { phrase.text.hasSuffix($0) })
    }

    /// What a bracket after a job adds: where (「消防士（市消防局）」), in what field or with what tool (「SE（受託開発）」
    /// 「Webエンジニア（PHP）」), how (「（フリーランス）」); for a generic employee, the field is the job (「会社員
    /// （人事）」). Nil for a state (「（育休中）」, read on its own) or a place.
    static func bracketed(_ inside: Fact, after job: Slots) -> Slots? {
        var slots = Slots()
        if inside.kind == .employer {
            slots.organization = inside.slots.organization
            slots.place = inside.slots.place
            return job.organization == nil ? slots : nil
        }
        if inside.kind == .title {
            guard job.title == nil else { return nil }
            slots.title = inside.slots.title
            return slots
        }
        guard let phrase = inside.slots.phrase, States.kind(of: phrase) == nil, !phrase.classes.contains(.place) else {
            return nil
        }
        if WorkManner.words.contains(phrase.text.lowercased()) {
            // 「UIデザイナー（フリーランス）」: how one works is read on its own, so that a text says it.
            return nil
        } else if let title = job.title, employees.contains(title.text), let field = Self.job(phrase),
            !phrase.classes.contains(.person)
        {
            slots.title = field
        } else if let organization = organization(inside), job.organization == nil {
            slots.organization = organization
        } else if phrase.classes.contains(.person), job.title == nil {
            // 「リクルート入社（UIデザイナー）」: the job at the organization.
            slots.title = phrase
        } else if phrase.classes.contains(.tool) || isField(phrase), !phrase.classes.contains(.person) {
            // A word nothing knows in brackets (「（産婆）」「（第一種）」) is left unread, to be reported.
            slots.field = phrase
        } else {
            return nil
        }
        return slots
    }

    /// Whether a Japanese predicate ends its clause: not a modifier of a noun after it (「介護の現場で働く人」, people who
    /// work there) nor a wish (「ゲーム業界に入りたい」「日本で就職したい」), which claim nothing of the person now.
    static func endsClause(_ match: Match) -> Bool {
        var index = match.range.upperBound
        // 「就職したい」: する and its endings between the verbal noun and the wish.
        while index < match.tokens.count, ["し", "する", "て", "い"].contains(match.tokens[index].key) { index += 1 }
        guard index < match.tokens.count else { return true }
        let next = match.tokens[index]
        if ["たい", "たく", "たかっ", "たがっ"].contains(next.key) { return false }
        return !(next.kind == .word && next.classes.contains(.noun) && !next.classes.contains(.affix) && next.script == .ja
            && match.tokens[match.range.upperBound - 1].classes.contains(.verb))
    }

    /// Whether a match is an item of its own: nothing but marks, brackets or a label before and after it.
    static func standsAlone(_ match: Match) -> Bool {
        let starts = match.before.map { $0.kind == .separator || $0.kind == .punctuation } ?? true
            || match.matched.first?.spaced == true
        let ends = match.after.map { $0.kind == .separator || $0.kind == .punctuation || $0.spaced } ?? true
        return starts && ends
    }

    /// Whether a token can be a word of a company's name after 株式会社 or before it: a noun, a name, a kana word
    /// MeCab cut into pieces (ひ・ら・の of ひらのファーム); not a particle, a verbal noun (入社, 勤務), a word of time or
    /// a mark.
    static func isNamePart(_ token: Token) -> Bool {
        guard token.kind == .word || token.kind == .number else { return false }
        if token.key == "の" { return true }
        guard token.classes.isDisjoint(with: [.particle, .ending, .timeUnit, .time, .greeting, .filler, .conjunction]) else {
            return false
        }
        if token.classes.contains(.noun), token.classes.contains(.verb), !token.classes.contains(.unknown) { return false }
        return !["新卒", "中途", "子会社", "代表", "現職", "当社", "弊社"].contains(token.key)
    }

    /// A company's name: the mark and the name, as typed (「株式会社ひらのファーム」「メディノート株式会社」); nil when the
    /// name is not one word (a space inside, の after anything but kana cut by MeCab).
    static func company(_ mark: ArraySlice<Token>, _ name: ArraySlice<Token>, markFirst: Bool) -> Phrase? {
        guard let first = name.first, let last = name.last, last.key != "の", first.key != "の",
            !name.dropFirst().contains(where: \.spaced)
        else { return nil }
        for (before, token) in zip(name, name.dropFirst()) where token.key == "の" {
            guard before.key.allSatisfy({ ("\u{3041}"..."\u{3096}").contains($0) }) else { return nil }
        }
        let markText = mark.map(\.key).joined()
        let nameText = name.map { $0.script == .en ? $0.text.widthFolded : $0.key }.joined()
        let text = markFirst ? markText + nameText : nameText + markText
        var phrase = Phrase(text: text, language: .ja, head: markText, classes: [.noun, .organization, .name])
        phrase.typed = text
        return phrase
    }
}
