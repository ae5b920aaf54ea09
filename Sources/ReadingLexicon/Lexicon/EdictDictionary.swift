internal import CEdictData

/// The dictionary generated from EDRDG's EDICT (`make lexicon`): about 35,000 Japanese words and 21,000 English
/// terms, each with one translation, for the words the hand-written word list does not know, the 61,000 ordinary
/// English words its glosses use, and the katakana loanwords of 12,000 English words.
///
/// The four sorted files (`Resources/lexicon/lexicon-edict-ja-en.txt`, `…-en-ja.txt`, `…-words.txt` and
/// `…-loans.txt`) are compiled into the executable as read-only data (the `CEdictData` target) and binary-searched
/// where they lie: nothing is parsed or
/// copied, a lookup allocates only the string it returns, and the kernel reads a page of the files from disk only
/// when a lookup first touches it, so a run that looks nothing up (`--version`, a generation by a model) costs
/// nothing. A value holds no state: it is `Sendable` and any thread may look up at any time.
///
/// Lookups are exact. What the generator chose, and why, is in `Tests/Lexicon/make_dictionary.py`: Japanese → the
/// first gloss of the word's first noun sense ("看護師" → "nurse"); English → the headword whose sense starts with
/// that gloss, common words first, only when the sense is sure ("nurse" → "看護師"; not "rehabilitation", which
/// common words of other senses share). The word list's own entries should win over these.
package struct EdictDictionary: Sendable {
    /// The dictionary compiled into this binary.
    package init() {}

    /// The English for a Japanese word as written ("大阪" → "Osaka", "ボルダリング" → "bouldering"); nil when the
    /// dictionary does not have it. Neither spaces nor width are normalised: "看護師 " is not found.
    package func english(forJapanese japanese: String) -> String? {
        Self.lines(cedict_japanese_english()).value(for: japanese.utf8)
    }

    /// The Japanese for an English term, compared case-blind ("Kitchen garden" → "家庭菜園"); nil when the
    /// dictionary does not have it. A beginning of a term is not a term: "nurs" is not found.
    package func japanese(forEnglish english: String) -> String? {
        Self.lines(cedict_english_japanese()).value(for: english.lowercased().utf8)
    }

    /// Whether `word` is an English word the dictionary's glosses write in lower case ("beetles", "tuning",
    /// "kombucha"): an ordinary word, so a capital on it is emphasis or title case, not a name.
    package func isGlossWord(_ word: String) -> Bool {
        Self.lines(cedict_english_words()).value(for: word.lowercased().utf8) != nil
    }

    /// The katakana loanword for an English term, composed from loans of words and phrases when the whole term is
    /// made of them ("tattoo artist" → タトゥーアーティスト, "open source software" → オープンソースソフトウェア,
    /// "designers" → デザイナー); nil when any word has none ("climate"), is a function word ("coffee and tea" is no
    /// コーヒーアンドティー) or is not a word of letters.
    ///
    /// A loan is the katakana entry of EDICT that sounds like its English (`lexicon-edict-loans.txt`, the generator's
    /// rule); the longest phrase with one is taken first. Composed, it must read as Japanese's own compound of loans:
    /// each single word's loan an everyday one (a common entry: "court stenographer" is no コートステノグラファー), a
    /// phrase's any that EDICT has as one word; a word before others a noun in its most frequent sense in WordNet, or
    /// one WordNet lacks ("love hiking" is a verb and its object, "mechanical computers" has no compound of loans),
    /// and the last a noun. Only the last may be a plural looked up as its singular ("tattoo artists"; "parts" is no
    /// パート). Japanese writes the compound without spaces.
    package func katakanaLoan(forEnglish term: String) -> String? {
        let words = term.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty, words.allSatisfy(Self.isLoanWord) else { return nil }
        var loan = ""
        var index = 0
        while index < words.count {
            // The longest phrase from here that has a loan.
            let isLastFrom = { (length: Int) in index + length == words.count }
            guard
                let length = stride(from: min(3, words.count - index), through: 1, by: -1).first(where: {
                    Self.loan(words[index..<index + $0].joined(separator: " "), plural: isLastFrom($0)) != nil
                }),
                let part = Self.loan(words[index..<index + length].joined(separator: " "), plural: isLastFrom(length))
            else { return nil }
            if words.count > 1, length == 1 {
                guard !part.hasPrefix("~"), Self.composes(words[index], last: isLastFrom(1)) else { return nil }
            }
            loan += part.hasPrefix("~") ? String(part.dropFirst()) : part
            index += length
        }
        return loan
    }

    /// The loan line's value for a word or phrase ("~" before a loan no common entry gives), or, when `plural`, for
    /// its singular.
    private static func loan(_ phrase: String, plural: Bool) -> String? {
        let lines = Self.lines(cedict_english_loans())
        return lines.value(for: phrase.utf8) ?? (plural ? lines.value(for: EnglishPlural.singular(phrase).utf8) : nil)
    }

    /// Whether a word may stand in a compound of loans: the last as a noun, one before it as a noun in its most
    /// frequent sense ("tattoo", "data"; not "love", a verb first, nor "mechanical"); a word WordNet lacks may.
    private static func composes(_ word: String, last: Bool) -> Bool {
        let readings = EnglishLexicon.readings(of: word)
        guard let first = readings.first else { return true }
        return last ? readings.contains(where: \.isNoun) : first.senses.first?.wordClass == .noun
    }

    /// Whether a word may be part of a loan: letters and inner hyphens, not a function word.
    private static func isLoanWord(_ word: String) -> Bool {
        !functionWords.contains(word) && word.allSatisfy { $0.isLetter || $0 == "-" }
    }

    /// Words that join the words of a phrase rather than name a thing: a term holding one is no compound.
    private static let functionWords: Set<String> = [
        "a", "an", "the", "and", "or", "nor", "but", "of", "in", "on", "at", "to", "for", "with", "by", "from", "as",
        "into", "onto", "about", "over", "under", "off", "out", "up", "down", "via", "per", "than", "my", "our", "your",
        "his", "her", "their", "its", "i", "we", "you", "he", "she", "they", "it", "me", "us", "them", "is", "am",
        "are", "was", "were", "be", "been", "not", "no", "so", "very", "this", "that", "these", "those",
    ]

    /// One file's bytes, as compiled in (the tests compare them with the files in the repository).
    static func bytes(_ file: CEdictFile) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: file.bytes, count: file.count)
    }

    /// The Japanese → English file's bytes.
    static var japaneseEnglishBytes: UnsafeRawBufferPointer { bytes(cedict_japanese_english()) }

    /// The English → Japanese file's bytes.
    static var englishJapaneseBytes: UnsafeRawBufferPointer { bytes(cedict_english_japanese()) }

    /// The English words file's bytes.
    static var englishWordsBytes: UnsafeRawBufferPointer { bytes(cedict_english_words()) }

    /// The loans file's bytes.
    static var englishLoansBytes: UnsafeRawBufferPointer { bytes(cedict_english_loans()) }

    private static func lines(_ file: CEdictFile) -> SortedLines {
        SortedLines(bytes(file))
    }
}
