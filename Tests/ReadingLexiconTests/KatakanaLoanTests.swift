import IntroductionCore
import Testing

@testable import ReadingLexicon

/// English terms said as katakana loans, word by word, when every word is one (EDICT's loans), and the word list
/// using them only where the list and the dictionary's whole terms have nothing.
@Suite("Katakana loans")
struct KatakanaLoanTests {
    static let dictionary = EdictDictionary()

    @Test(arguments: [
        ("tattoo", "タトゥー"), ("artist", "アーティスト"), ("designer", "デザイナー"), ("coffee", "コーヒー"),
        ("open", "オープン"), ("source", "ソース"), ("manager", "マネージャー"), ("shop", "ショップ"), ("music", "ミュージック"),
        ("walking", "ウォーキング"), ("startup", "スタートアップ"),
    ])
    func aWordIsItsLoan(english: String, katakana: String) {
        #expect(Self.dictionary.katakanaLoan(forEnglish: english) == katakana)
    }

    @Test(arguments: [
        ("tattoo artist", "タトゥーアーティスト"), ("Tattoo Artists", "タトゥーアーティスト"), ("open source", "オープンソース"),
        ("product manager", "プロダクトマネージャー"), ("open source software", "オープンソースソフトウェア"),
        ("coffee shop", "コーヒーショップ"), ("data science", "データサイエンス"), ("rock climbing", "ロッククライミング"),
    ])
    func aTermIsComposedWordByWord(english: String, katakana: String) {
        #expect(Self.dictionary.katakanaLoan(forEnglish: english) == katakana)
    }

    /// A word without a loan leaves the term without one: EDICT has no メンテナー, and "climate" is 気候, a word of
    /// Japanese's own; a function word joins words and is no loan ("in" is no ナウ, "and" no アンド); a name or a
    /// number is no word of letters. A word before others that is not a noun first makes no compound: "love hiking"
    /// is a verb and its object, "mechanical computers" an adjective and its noun, and WordNet 3.0 has "podcast"
    /// only as a verb.
    @Test(arguments: [
        "open source maintainer", "climate", "climate tech", "coffee and tea", "tattoo artist in tacoma", "in", "",
        "3d designer", "barber's shop", "glorbnak artist", "love hiking", "mechanical computers", "podcast producer",
        "play guitar",
    ])
    func aTermWithAWordThatHasNoLoanHasNone(english: String) {
        #expect(Self.dictionary.katakanaLoan(forEnglish: english) == nil)
    }

    /// A compound is made of everyday loans (EDICT's common entries), as Japanese writes them; a rare loan is a word
    /// alone, or part of a phrase EDICT has whole ("open source"): "court stenographer" is no コートステノグラファー, "tax
    /// returns" no タックスリターン. Only the last word is read as a plural: "parts maker" is no パートメーカー.
    @Test(arguments: ["court stenographer", "tax returns", "customs broker", "solar panel installation", "parts maker"])
    func aCompoundIsMadeOfEverydayLoans(english: String) {
        #expect(Self.dictionary.katakanaLoan(forEnglish: english) == nil)
        #expect(Self.dictionary.katakanaLoan(forEnglish: "stenographer") == "ステノグラファー")
        #expect(Self.dictionary.katakanaLoan(forEnglish: "open source") == "オープンソース")
    }

    /// A loan is what an English word sounds like, never a sense of another language's word: EDICT's "holidays"
    /// バカンス (fre: vacances) is not one.
    @Test func aLoanSoundsLikeItsWord() {
        #expect(Self.dictionary.katakanaLoan(forEnglish: "holidays") != "バカンス")
        #expect(Self.dictionary.katakanaLoan(forEnglish: "manager") != "マネ")
    }

    // MARK: - In the word list

    @Test(arguments: [
        ("tattoo artist", "タトゥーアーティスト"), ("climbing club", "クライミングクラブ"), ("rock climbing", "ロッククライミング"),
        ("game night", "ゲームナイト"),
    ])
    func theListSaysATermAsLoansWhenNothingElseDoes(english: String, japanese: String) throws {
        let list = try WordList.bundled()
        #expect(list.dictionary.japanese(forEnglish: english) == nil)
        #expect(list.translate(english, to: .ja) == japanese)
    }

    /// Loans only add: the list's own words ("baking bread" → パン作り) and the dictionary's whole terms ("coffee shop"
    /// → 喫茶店, "tattoo" → 入れ墨) come first.
    @Test(arguments: [("coffee shop", "喫茶店"), ("tattoo", "入れ墨"), ("ice cream", "アイスクリーム")])
    func theDictionarysWholeTermComesFirst(english: String, japanese: String) throws {
        #expect(try WordList.bundled().translate(english, to: .ja) == japanese)
    }

    /// A word in -ing before another is a verb and its object ("climbing gym" could be read so), and a single word is
    /// the dictionary's to say ("holiday" has no sure sense there): no loans.
    @Test(arguments: ["climbing gym", "baking sourdough", "holiday", "holidays"])
    func theListComposesNoLoanForAVerbAndItsObjectOrASingleWord(english: String) throws {
        let list = try WordList.bundled()
        #expect(list.katakanaLoan(english) == nil)
    }
}
