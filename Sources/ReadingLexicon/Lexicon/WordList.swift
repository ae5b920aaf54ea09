import FoundationEssentials
package import IntroductionCore

/// The bilingual word list (`Resources/words/words-en-ja.json`): what the offline composer knows how to say in
/// the other language.
///
/// A term translates when it is a known entry, or a phrase made only of known words and names whose last
/// word is a known word ("Senior iOS Engineer" → シニアiOSエンジニア, 「プロダクトデザイナー」 → "product
/// designer"). Anything else (names, unknown terms) is left as typed: a wrong translation is worse than none.
package struct WordList: Sendable {
    /// Lower-cased English spelling → the Japanese word to write.
    let japanese: [String: String]
    /// Japanese spelling → the English word to write.
    let english: [String: String]
    /// Lower-cased name → its usual spelling ("ios" → "iOS").
    let names: [String: String]
    /// The longest Japanese entry, in characters, bounding the segmenter's look-ahead.
    let longestJapanese: Int
    /// Lower-cased English spellings of the regions: countries, prefectures, cities, areas.
    private let regions: Set<String>
    /// Lower-cased English word → the Japanese it is written as before a noun ("weekend" → 「週末の」), and back.
    let japaneseModifiers: [String: String]
    let englishModifiers: [String: String]
    /// Times and frequencies ("last year" ↔ 「昨年」), for notes said in the other language.
    package let adverbs: [Adverb]
    /// Lower-cased English noun → its kind ("cat" → "pet", "child" → "person"), which picks the Japanese counter
    /// and verb ("I have two cats" → 「猫を2匹飼っています」).
    private let kinds: [String: String]
    /// Lower-cased one-word English spelling → the same word with its capital ("nagoya" → "Nagoya").
    private let capitalized: [String: String]
    /// A field of work, either language, lower-cased English or as typed Japanese → the field's first spellings and
    /// the person who works in it, where "~" stands for the field ("sales" → ("~ representative", 「~担当」)).
    private let fieldPersons: [String: Field]

    private struct Field: Sendable {
        /// The field's spellings on each side, in the same order where they mean the same (営業|法人営業 ↔
        /// sales|corporate sales).
        var english: [String]
        var japanese: [String]
        var englishPerson: String
        var japanesePerson: String
    }
    /// The dictionary generated from EDICT, for the words the list lacks.
    package let dictionary = EdictDictionary()
    /// How many entries were read.
    package let entryCount: Int
    /// Entries that could not be used as they are (a test keeps this empty).
    package let problems: [String]

    /// `regions` are entries too; English says one works in them ("in Paris"), where other places take "at".
    /// `modifiers` are words said before a noun (["weekend", "週末の"]); `kinds` name the nouns of a kind.
    init(
        names: [String], entries: [[String]], regions: [[String]] = [], modifiers: [[String]] = [],
        adverbs: [Adverb] = [], kinds: [String: [String]] = [:], fields: [[String]] = []
    ) {
        let entries = entries + regions
        var japanese: [String: String] = [:]
        var english: [String: String] = [:]
        var capitalized: [String: String] = [:]
        var problems: [String] = []
        japanese.reserveCapacity(entries.count * 2)
        english.reserveCapacity(entries.count * 2)
        for entry in entries {
            let en = entry.first.map(Self.alternatives) ?? []
            // A third column says why the list holds an entry EDICT already has or lacks: read by people, not here.
            let ja = entry.count == 2 || entry.count == 3 ? Self.alternatives(entry[1]) : []
            guard entry.count == 2 || entry.count == 3, let firstEnglish = en.first, let firstJapanese = ja.first else {
                problems.append("not an [English, Japanese] pair or an [English, Japanese, reason] entry: \(entry)")
                continue
            }
            for spelling in en {
                let lower = spelling.lowercased()
                if japanese[lower] != nil {
                    problems.append("\(spelling) is listed twice")
                } else {
                    japanese[lower] = firstJapanese
                }
                // One-word names the list writes with a capital: regions, days, months, languages.
                if capitalized[lower] == nil, !spelling.utf8.contains(UInt8(ascii: " ")),
                    spelling.first?.isUppercase == true
                {
                    capitalized[lower] = spelling
                }
            }
            for spelling in ja where english[spelling] == nil { english[spelling] = firstEnglish }
            // 「npo法人」「ec企業」: the Latin letters of a Japanese term typed in either case.
            for spelling in ja.map(Self.latinLowered) where english[spelling] == nil {
                english[spelling] = firstEnglish
            }
        }
        self.regions = Set(regions.flatMap { $0.first.map { Self.alternatives($0).map { $0.lowercased() } } ?? [] })
        entryCount = entries.count
        self.japanese = japanese
        self.english = english
        self.names = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var japaneseModifiers: [String: String] = [:]
        var englishModifiers: [String: String] = [:]
        for pair in modifiers where pair.count == 2 {
            let en = Self.alternatives(pair[0])
            let ja = Self.alternatives(pair[1])
            for spelling in en { japaneseModifiers[spelling.lowercased()] = ja.first }
            for spelling in ja where englishModifiers[spelling] == nil { englishModifiers[spelling] = en.first }
        }
        self.japaneseModifiers = japaneseModifiers
        self.englishModifiers = englishModifiers
        self.adverbs = adverbs
        self.capitalized = capitalized
        var kindOf: [String: String] = [:]
        for (kind, nouns) in kinds { for noun in nouns { kindOf[noun.lowercased()] = kind } }
        self.kinds = kindOf
        var fieldPersons: [String: Field] = [:]
        for field in fields {
            let english = Self.alternatives(field.first ?? "")
            let japanese = Self.alternatives(field.count > 1 ? field[1] : "")
            guard field.count == 4, !english.isEmpty, !japanese.isEmpty else {
                problems.append("not a [field, 分野, person, 人] list: \(field)")
                continue
            }
            let entry = Field(english: english, japanese: japanese, englishPerson: field[2], japanesePerson: field[3])
            for spelling in Self.alternatives(field[0]) { fieldPersons[spelling.lowercased()] = entry }
            for spelling in Self.alternatives(field[1]) { fieldPersons[spelling] = entry }
        }
        self.fieldPersons = fieldPersons
        self.problems = problems
        longestJapanese = (english.keys.map(\.count) + englishModifiers.keys.map(\.count)).max() ?? 1
    }

    /// `text` with its ASCII capitals in lower case, the rest as it is: the key a Japanese spelling is also found by.
    static func latinLowered(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
        return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// The spellings one side of an entry lists, `|` between them ("analysis|analytics"). `|` is ASCII, so splitting
    /// the UTF-8 there never cuts a character, and reading the list at the first prompt costs a byte scan, not a
    /// grapheme walk.
    private static func alternatives(_ side: String) -> [String] {
        side.utf8.split(separator: UInt8(ascii: "|")).map { String(Substring($0)) }
    }

    /// The bundled list, read once.
    package static func bundled() throws -> WordList {
        try material.load(named: "en-ja")
    }

    private static let material = EmbeddedJSON<WordList>(
        folder: "lexicon", what: "the bilingual word list", resources: LexiconResources.bytes,
        decode: WordList.init(json:))

    // MARK: - Translating

    /// Whether `english` names a region ("Paris", "Tokyo", "the Netherlands").
    package func isRegion(_ english: String) -> Bool {
        regions.contains(english.lowercased())
    }

    /// `term` in `language` when the list holds it as one entry, not put together from its words; nil otherwise.
    package func entry(_ term: String, to language: ComposerLanguage) -> String? {
        language == .ja ? japanese[term.lowercased()] : english[term] ?? english[Self.latinLowered(term)]
    }

    /// `term` in `language` as one word of the list or the dictionary, never put together from parts (「商社」 → "trading
    /// company"); nil otherwise.
    package func wholeTerm(_ term: String, to language: ComposerLanguage) -> String? {
        entry(term, to: language)
            ?? (language == .en ? dictionaryEnglish(term, words: 4) : dictionary.japanese(forEnglish: term))
    }

    /// Whether `word` is an ordinary English word, one the list or the dictionary uses ("tuning", "kombucha"), so a
    /// capital on it says nothing; names the list keeps ("Unity", "Go") are names.
    package func isEnglishWord(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard names[lower] == nil else { return false }
        return japanese[lower] != nil || japanese[EnglishPlural.singular(lower)] != nil || dictionary.isGlossWord(lower)
            || dictionary.isGlossWord(EnglishPlural.singular(lower))
            || Self.stems(lower).contains(where: dictionary.isGlossWord)
    }

    /// The words an "-ing" or "-ed" form may come from ("subtitling" → subtitl, subtitle; "running" → run): the
    /// dictionary's glosses hold the verb, seldom its forms.
    static func stems(_ word: String) -> [String] {
        guard let suffix = ["ing", "ed"].first(where: { word.hasSuffix($0) }), word.count > suffix.count + 2 else {
            return []
        }
        let stem = String(word.dropLast(suffix.count))
        var stems = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { stems.append(String(stem.dropLast())) }
        return stems
    }

    /// Whether `term` is an entry of the list in its own language, not put together from words ("coffee",
    /// 「登山」; not "UI", which is a name, nor "coffee beans").
    package func isEntry(_ term: String) -> Bool {
        entry(term, to: Script.hasKana(term) || Script.hasKanji(term) ? .en : .ja) != nil
    }

    /// `term` as written in `language`: translated when the list knows it, otherwise as typed.
    package func render(_ term: String, in language: ComposerLanguage) -> String {
        translate(term, to: language) ?? term
    }

    /// `term` in `language`, or nil when it is already in that language or the list cannot translate it. Without
    /// `compounding`, the dictionary gives only whole terms: a place's name is not translated a word at a time
    /// (青葉会計事務所 is no "fresh leaves accounting firm").
    package func translate(_ term: String, to language: ComposerLanguage, compounding: Bool = true) -> String? {
        // The hand-written list first, whole or word by word; then the dictionary: into Japanese for the whole term and
        // then as katakana loans word by word, into English for the whole term and then for the words the list lacks.
        if let placed = placed(term, to: language) { return placed }
        switch language {
        case .ja:
            guard !(Script.hasKana(term) || Script.hasKanji(term)) else { return nil }
            if let whole = japanese[term.lowercased()] { return whole }
            // A name stays a name: Unity is not 団結, Go is not 碁, React Native is not Reactネイティブ.
            guard names[term.lowercased()] == nil else { return nil }
            // Only a whole term from the dictionary: its word-by-word Japanese reads wrong ("react native" → React土人).
            // Word by word only as loans, which say each word as it sounds (tattoo artist → タトゥーアーティスト).
            return toJapanese(term) ?? dictionary.japanese(forEnglish: term) ?? katakanaLoan(term)
        case .en:
            guard Script.hasKana(term) || Script.hasKanji(term) else { return nil }
            return toEnglish(term) ?? dictionaryEnglish(term, words: 4)
                ?? (compounding ? toEnglish(term, dictionary: true) : nil)
        }
    }

    /// The person who works in the field `text` names ("frontend", 「営業」), in both languages; nil when it is not a
    /// field the list knows.
    package func person(forField text: String) -> (english: String, japanese: String)? {
        guard let field = fieldPersons[text] ?? fieldPersons[text.lowercased()] else { return nil }
        let typedInJapanese = Script.hasKana(text) || Script.hasKanji(text)
        // The other side's spelling in the same place: 法人営業 is "corporate sales", not "sales".
        let index =
            typedInJapanese
            ? field.japanese.firstIndex(of: text) : field.english.firstIndex { $0.lowercased() == text.lowercased() }
        func spelling(_ side: [String]) -> String { index.flatMap { $0 < side.count ? side[$0] : nil } ?? side[0] }
        let english = field.englishPerson.replacing("~", with: typedInJapanese ? spelling(field.english) : text)
        let japanese = field.japanesePerson.replacing("~", with: typedInJapanese ? text : spelling(field.japanese))
        return (english, japanese)
    }

    /// The kinds of noun Japanese counts with a counter of their own, and that counter.
    static let counters = [(kind: "pet", counter: "匹"), (kind: "person", counter: "人")]

    /// The Japanese counter for a noun of `kind` (匹 for pets, 人 for people), nil for other things.
    package static func counter(forKind kind: String?) -> String? {
        counters.first { $0.kind == kind }?.counter
    }

    /// The usual spelling of a name typed in another case ("IOS" → "iOS"), or nil for words that are not names.
    package func nameSpelling(_ word: String) -> String? {
        names[word.lowercased()]
    }

    /// An English sentence with the names it holds in their usual capitals: "i live in nagoya" → "i live in
    /// Nagoya", "the saturday drivers" → "the Saturday drivers", "a phd position" → "a PhD position". Only words
    /// the list spells with a capital are changed, never one that is also a common word ("may", "march").
    package func capitalizingNames(in sentence: String) -> String {
        guard sentence.contains(where: \.isLowercase) else { return sentence }
        return sentence.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let word = String(token.filter { $0.isLetter })
            guard word.first?.isLowercase == true, !Self.commonWords.contains(word),
                let spelled = names[word.lowercased()] ?? capitalized[word.lowercased()], spelled != word
            else { return String(token) }
            return String(token.replacing(word, with: spelled))
        }
        .joined(separator: " ")
    }

    /// Words that are names and common words both: left as typed.
    private static let commonWords: Set<String> = [
        "may", "march", "august", "china", "turkey", "reading", "nice", "go", "rust", "unity", "swift", "sketch",
        "compose", "combine", "notion", "slack", "backlog", "spark", "word", "zoom", "line", "remix", "bootstrap",
        "oracle", "electron", "express", "helm", "jest", "astro", "spring", "julia", "maya", "framer", "scrum",
    ]

    /// The kind of an English noun ("cats" → "pet", "grandchildren" → "person"), or nil.
    package func kind(of noun: String) -> String? {
        let lower = noun.lowercased()
        return kinds[lower] ?? kinds[EnglishPlural.singular(lower)]
    }

    /// A time or frequency in `language` ("last year" → 「昨年」, 「毎朝」 → "every morning") and where English puts it,
    /// or nil.
    package func adverb(_ text: String, to language: ComposerLanguage) -> (
        said: String, position: Adverb.Position
    )? {
        for adverb in adverbs {
            if let said = adverb.said(text, to: language, words: self) { return (said, adverb.position) }
        }
        return nil
    }
}
