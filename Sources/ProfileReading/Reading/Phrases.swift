import TextBasics
import IntroductionCore
import ReadingLexicon

/// Noun phrases made from tokens: the words as they should be written in their own language (shorthand written out,
/// names in their spelling, a place typed in lower case with its capitals), the head, the determiner.
enum Phrases {
    /// Whether an English token can stand in a noun phrase before its head: a noun, an adjective, a name, a number.
    static func isEnglishNominal(_ token: Token) -> Bool {
        guard token.script == .en || token.kind == .number || token.kind == .word && token.script == nil else {
            return false
        }
        if token.kind == .number { return true }
        // "5 years freelance" is a length and a way of working, not a noun phrase; "now sous chef" a time and one.
        guard token.kind == .word, !token.classes.contains(.timeUnit), !timeAdverbs.contains(token.key) else { return false }
        if !token.classes.isDisjoint(with: [.preposition, .pronoun, .conjunction, .auxiliary, .determiner, .greeting,
            .filler])
        {
            // "lead", "present", "one": a word that is also a noun may still be one here, but for the closed classes.
            return token.classes.contains(.noun) && token.classes.isDisjoint(with: [.preposition, .pronoun,
                .determiner, .auxiliary, .conjunction])
        }
        return true
    }

    /// Words of time that never stand before a noun ("current" and "former" do).
    private static let timeAdverbs: Set<String> = [
        "now", "currently", "presently", "today", "recently", "lately", "formerly", "previously", "soon", "later", "ago",
        "already", "still", "yet", "ever",
    ]

    /// Whether an English token can be the head of a noun phrase.
    static func isEnglishHead(_ token: Token) -> Bool {
        // "now", "today", "prior": a word of time is not what a phrase is about ("For 21 Years Now").
        token.kind == .word && !token.classes.contains(.time)
            && !token.classes.isDisjoint(with: [.noun, .name, .tool, .person, .place, .organization, .language])
    }

    /// The phrase the tokens make, or nil when they cannot make one (no head at the end).
    static func english(_ tokens: ArraySlice<Token>, determiner: Token? = nil) -> Phrase? {
        guard let last = tokens.last, isEnglishHead(last), tokens.allSatisfy(isEnglishNominal) else { return nil }
        var classes = last.classes.intersection([.noun, .person, .place, .organization, .tool, .language, .field, .unknown, .course, .trade])
        if tokens.allSatisfy({ $0.classes.contains(.name) || $0.kind == .number }) { classes.insert(.name) }
        // "Fernbank Health", "Lincoln High", "Iron Orchid Tattoo": capitalized words with a name among them name one
        // thing, in any field's case; a name that is an ordinary word too ("Mobile Engineer") does not make one.
        if tokens.count > 1, tokens.allSatisfy({ $0.text.first?.isUppercase == true || $0.kind == .number }),
            tokens.contains(where: {
                $0.classes.contains(.name) && $0.classes.isDisjoint(with: [.tool, .adjective, .verb, .adverb])
            })
        {
            classes.insert(.name)
            classes.remove(.person)
        }
        if tokens.count > 1, tokens.dropLast().contains(where: { $0.classes.contains(.name) }),
            last.classes.contains(.organization)
        {
            // "Lincoln High", "Acme Labs": a name before a kind of organization names one.
            classes.formUnion([.name, .organization])
        }
        // A name keeps every word as typed ("Fernbank Health"), but a tool its spelling and a place typed in lower
        // case its capitals; other phrases are written as read. Shorthand written out as two words ("PM") is one word
        // typed.
        var typedTokens: [Token] = []
        for token in tokens where typedTokens.last?.range != token.range { typedTokens.append(token) }
        // "my seven grandchildren": the count is the phrase's, said by whoever writes it, not a word of it.
        var tokens = tokens
        let count = tokens.count > 1 ? tokens.first?.value : nil
        if count != nil, tokens.first?.kind == .word { tokens.removeFirst() }
        let words = classes.contains(.name) ? typedTokens.map(nameSpelling) : tokens.map(spelling)
        var phrase = Phrase(
            text: words.joined(separator: " "), language: .en, head: last.lemma, classes: classes,
            determiner: determinerKind(determiner), count: count)
        phrase.typed = typedTokens.map(nameSpelling).joined(separator: " ")
        phrase.isCaseless = typedTokens.contains { $0.classes.contains(.caseless) }
        phrase.isCapitalized = typedTokens.allSatisfy { $0.classes.contains(.capitalized) || $0.kind == .number }
            && typedTokens.contains { $0.kind == .word }
        return phrase
    }

    /// How a token is written in a phrase: a name as typed (folded), a tool in its spelling, a place with its
    /// capitals, other words as their key (shorthand written out, lower case).
    static func spelling(_ token: Token) -> String {
        if token.kind == .number { return token.key }
        // "3d printing": a dimension is written with its capital (3D).
        if token.key.first?.isNumber == true, token.key.dropLast().allSatisfy(\.isNumber) { return token.key.uppercased() }
        if token.classes.contains(.tool) { return toolSpelling(token) }
        if token.classes.contains(.place) || token.classes.contains(.language) {
            return token.key.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined(separator: " ")
        }
        // In a field whose case says nothing ("MOBILE ENGINEER"), a name is written with one capital.
        if token.classes.contains(.name), token.classes.contains(.caseless) {
            return token.key.prefix(1).uppercased() + token.key.dropFirst()
        }
        if token.classes.contains(.name), token.text.first?.isUppercase == true || token.text.contains(where: \.isUppercase) {
            return token.text.widthFolded
        }
        // "MBA": a course typed as an initialism keeps its capitals.
        if token.classes.contains(.course), token.text.count > 1, token.text.allSatisfy(\.isUppercase),
            !token.classes.contains(.caseless)
        {
            return token.text.widthFolded
        }
        return token.key
    }

    /// How a word of a name is written: as typed, but for a tool (its spelling) and a place or language typed in lower
    /// case (with its capitals).
    static func nameSpelling(_ token: Token) -> String {
        if token.classes.contains(.tool) { return toolSpelling(token) }
        let typed = token.text.widthFolded
        guard typed == typed.lowercased(), !token.classes.isDisjoint(with: [.place, .language]) else { return typed }
        return spelling(token)
    }

    /// The names list's spelling, which the tokenizer keeps as a tool's lemma ("HTML", "PostgreSQL").
    private static func toolSpelling(_ token: Token) -> String {
        token.lemma
    }

    private static func determinerKind(_ token: Token?) -> Phrase.Determiner {
        guard let token else { return .none }
        switch token.key {
        case "a", "an": return .indefinite
        case "the", "this", "that": return .definite
        case "my", "our", "his", "her", "their": return .possessive
        default: return .none
        }
    }

    /// Whether a Japanese token can stand in a noun phrase: a noun, a suffix or prefix, a number, a Latin name; の
    /// between nouns.
    static func isJapaneseNominal(_ token: Token) -> Bool {
        if token.kind == .number { return true }
        guard token.kind == .word else { return false }
        if token.script == .en { return !token.classes.isDisjoint(with: [.noun, .name, .tool]) }
        if token.key == "の" { return true }
        return !token.classes.isDisjoint(with: [.noun, .affix]) && !token.classes.contains(.particle)
    }

    /// The phrase Japanese tokens make: typed as one word, folded, without spaces. A space ends a Japanese phrase
    /// (「地方銀行 法人営業」 is an organization and a job, read by the rules that join them), and a length of time is no
    /// part of one (「塾講師3年」 is a job and its length).
    static func japanese(_ tokens: ArraySlice<Token>) -> Phrase? {
        guard let first = tokens.first, let last = tokens.last, first.key != "の", last.key != "の",
            tokens.allSatisfy(isJapaneseNominal), tokens.contains(where: { $0.script == .ja }),
            !(last.classes.contains(.affix) && last.classes.contains(.noun) == false),
            !tokens.dropFirst().contains(where: \.spaced), !holdsLength(tokens),
            // 「2人」「3匹」: a number and its counter count something; they name nothing.
            !(first.kind == .number && tokens.count == 2 && ["人", "名", "匹", "頭", "羽", "つ", "個", "台", "冊"].contains(last.key)),
            // A suffix ends a word (年 of 2021年, 系 of 医療系), and 元・前・現 say when a job was, not what it is.
            !(first.classes.contains(.affix) && (first.classes.contains(.noun) || ["元", "前", "現", "旧"].contains(first.key)))
        else { return nil }
        var classes = last.classes.intersection([.noun, .person, .place, .organization, .name, .tool, .timeUnit, .unknown, .course])
        if tokens.count > 1 { classes.subtract([.name, .unknown]) }
        // 「自己PR」「作業OK」: WordNet's Puerto Rico and Oklahoma in Latin letters make no Japanese compound a place.
        if tokens.count > 1, last.script == .en { classes.remove(.place) }
        if tokens.allSatisfy({ $0.classes.contains(.name) }) { classes.insert(.name) }
        // A Latin word keeps its spelling as typed (「Webエンジニア」「CTO兼PdM」), once however many words its
        // shorthand stands for.
        var words: [Token] = []
        for token in tokens where words.last?.range != token.range { words.append(token) }
        let text = words.map { $0.script == .en ? ($0.classes.contains(.tool) ? $0.lemma : $0.text.widthFolded) : $0.key }
            .joined()
        // 看護師 (看護 + 師), 陶芸家, 工場長 (工場 + 長), 医療系スタートアップ: what a compound is, its ending says.
        if text.count > 2 || tokens.count > 1 || text.hasSuffix("長"), !JapaneseWords.notPersons.contains(where: { text.hasSuffix($0) }),
            JapaneseWords.persons.contains(where: { text.hasSuffix($0) }) || last.key == "長" && last.classes.contains(.affix)
                || JapaneseWords.isOccupation(text)
        {
            classes.insert(.person)
        }
        if JapaneseWords.notPersons.contains(where: { text.hasSuffix($0) }) { classes.remove(.person) }
        // 「執行役員CTO」「CTO兼PdM」: a title typed in Latin letters at the end, or two jobs held at once (兼).
        if last.script == .en, PersonNoun.isPerson(english: last.text) { classes.insert(.person) }
        if text.contains("兼"), text.split(separator: "兼").contains(where: { part in
            part.allSatisfy(\.isASCII) ? PersonNoun.isPerson(english: String(part))
                : JapaneseWords.persons.contains(where: { part.hasSuffix($0) })
        }) {
            classes.insert(.person)
        }
        // A person's noun is a job, whatever a Latin word at its end is elsewhere (CTO is no tool here).
        if classes.contains(.person) { classes.remove(.tool) }
        if JapaneseWords.organizations.contains(where: { text.hasSuffix($0) }) || JapaneseWords.isDepartment(text) {
            classes.insert(.organization)
        }
        // 「株式会社フジミテック」「有限会社藤電設」「メディノート株式会社」: a company's own name.
        if companyMarks.contains(where: { text.hasPrefix($0) || text.hasSuffix($0) && text.count > $0.count }) {
            classes.formUnion([.organization, .name])
            classes.remove(.person)
        }
        if classes.contains(.organization) { classes.remove(.person) }
        var phrase = Phrase(text: text, language: .ja, head: last.lemma, classes: classes)
        phrase.typed = text
        return phrase
    }

    /// The words that make a company of a name: 株式会社ナギサ, メディノート株式会社.
    static let companyMarks = ["株式会社", "有限会社", "合同会社", "合資会社", "（株）", "(株)"]

    /// Whether the tokens hold a length or a year of time (「3年」「4年目」「2年半」), which no noun phrase holds.
    static func holdsLength(_ tokens: ArraySlice<Token>) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { number, unit in
            // 「大学3年生」 names a student, not a length.
            number.kind == .number && JapaneseWords.timeUnits.contains(unit.key) && unit.key != "年生"
        }
    }
}
