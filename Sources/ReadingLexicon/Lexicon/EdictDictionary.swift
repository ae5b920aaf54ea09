internal import CEdictData

/// The dictionary generated from EDRDG's EDICT (`make lexicon`): about 35,000 Japanese words and 21,000 English
/// terms, each with one translation, for the words the hand-written word list does not know, and the 61,000 ordinary
/// English words its glosses use.
///
/// The three sorted files (`Resources/lexicon/lexicon-edict-ja-en.txt`, `…-en-ja.txt` and `…-words.txt`) are compiled into the
/// executable as read-only data (the `CEdictData` target) and binary-searched where they lie: nothing is parsed or
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

    private static func lines(_ file: CEdictFile) -> SortedLines {
        SortedLines(bytes(file))
    }
}
