import IntroductionCore
import ProfileReading
import ReadingLexicon

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

    var language: ComposerLanguage { book.language }

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
        item: String, words: WordList, language: ComposerLanguage, field: ProfileField = .skills
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
    func translated(_ sentence: String) -> String? {
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
