import ReadingLexicon
import Testing

@testable import SentenceRealization

/// The Japanese paradigm from one dictionary form: groups, the godan sound changes, negatives, potentials, humble
/// lexemes and the endings of each register.
@Suite("Japanese paradigm")
struct JapaneseParadigmTests {
    @Test(arguments: [
        ("書く", "書いて", "書いた"), ("泳ぐ", "泳いで", "泳いだ"), ("話す", "話して", "話した"), ("待つ", "待って", "待った"),
        ("死ぬ", "死んで", "死んだ"), ("読む", "読んで", "読んだ"), ("遊ぶ", "遊んで", "遊んだ"), ("買う", "買って", "買った"),
        ("帰る", "帰って", "帰った"), ("行く", "行って", "行った"), ("行う", "行って", "行った"), ("食べる", "食べて", "食べた"),
        ("見る", "見て", "見た"), ("する", "して", "した"), ("勉強する", "勉強して", "勉強した"), ("来る", "来て", "来た"),
        ("くる", "きて", "きた"), ("追いかける", "追いかけて", "追いかけた"), ("詳しい", "詳しくて", "詳しかった"), ("好きだ", "好きで", "好きだった"),
    ])
    func theTeAndTaFormsMakeTheSoundChanges(base: String, te: String, ta: String) throws {
        let lexeme = try #require(JapaneseLexeme(base))
        #expect(lexeme.te == te)
        #expect(lexeme.ta == ta)
    }

    @Test(arguments: [
        ("書く", "書き", "書かない", "書かず"), ("買う", "買い", "買わない", "買わず"), ("ある", "あり", "ない", "なく"),
        ("食べる", "食べ", "食べない", "食べず"), ("する", "し", "しない", "せず"), ("運営する", "運営し", "運営しない", "運営せず"),
        ("来る", "来", "来ない", "来ず"), ("くる", "き", "こない", "こず"), ("詳しい", "詳しく", "詳しくない", "詳しくなく"),
    ])
    func theStemAndTheNegatives(base: String, stem: String, nai: String, zu: String) throws {
        let lexeme = try #require(JapaneseLexeme(base))
        #expect(lexeme.stem == stem)
        #expect(lexeme.nai == nai)
        #expect(lexeme.zu == zu)
    }

    @Test(arguments: [
        ("教える", JapaneseLexeme.Group.ichidan), ("起きる", .ichidan), ("見る", .ichidan), ("観る", .ichidan),
        ("着る", .ichidan), ("いる", .ichidan), ("走る", .godan), ("帰る", .godan), ("作る", .godan), ("しゃべる", .godan),
        ("おる", .godan), ("運営する", .suru), ("来る", .kuru), ("出来る", .ichidan), ("詳しい", .iAdjective),
        ("好きだ", .naAdjective),
    ])
    func theGroupIsReadOffTheDictionaryForm(base: String, group: JapaneseLexeme.Group) {
        #expect(JapaneseLexeme(base)?.group == group)
    }

    @Test(arguments: [
        ("話す", "話せる"), ("書く", "書ける"), ("食べる", "食べられる"), ("運営する", "運営できる"), ("来る", "来られる"),
    ])
    func thePotentialIsAnIchidanVerbThatStates(base: String, potential: String) throws {
        let able = try #require(JapaneseLexeme(base)?.potential)
        #expect(able.base == potential)
        #expect(able.group == .ichidan)
        #expect(able.isStative)
    }

    @Test(arguments: [("運営する", "運営いたす"), ("いる", "おる"), ("ある", "ござる"), ("働く", "働く")])
    func theFormalSpeakerHumblesTheLexeme(base: String, humble: String) {
        #expect(JapaneseLexeme(base)?.humble.base == humble)
    }

    @Test func theHumbleLexemesConjugate() throws {
        let gozaru = try #require(JapaneseLexeme("ある")?.humble)
        #expect(JapaneseEnding.verb(gozaru, style: .humble, past: false, negative: false, slot: .end) == "ございます")
        let itasu = try #require(JapaneseLexeme("運営する")?.humble)
        #expect(JapaneseEnding.verb(itasu, style: .humble, past: true, negative: false, slot: .end) == "運営いたしました")
    }

    @Test(arguments: [
        (JapaneseEnding.Style.plain, false, false, "教える"), (.plain, true, false, "教えた"), (.plain, false, true, "教えない"),
        (.plain, true, true, "教えなかった"), (.polite, false, false, "教えます"), (.polite, true, false, "教えました"),
        (.polite, false, true, "教えません"), (.polite, true, true, "教えませんでした"),
    ])
    func aVerbEndsInItsRegister(style: JapaneseEnding.Style, past: Bool, negative: Bool, ending: String) throws {
        let lexeme = try #require(JapaneseLexeme("教える"))
        #expect(JapaneseEnding.verb(lexeme, style: style, past: past, negative: negative, slot: .end) == ending)
    }

    @Test(arguments: [
        (JapaneseEnding.Style.plain, false, false, "だよ"), (.plain, true, true, "じゃなかった"), (.polite, false, false, "です"),
        (.polite, true, false, "でした"), (.polite, false, true, "ではありません"), (.humble, false, false, "でございます"),
        (.humble, true, true, "ではございませんでした"),
    ])
    func theCopulaEndsInItsRegister(style: JapaneseEnding.Style, past: Bool, negative: Bool, ending: String) {
        #expect(JapaneseEnding.copula(style: style, past: past, negative: negative, slot: .end) == ending)
    }

    @Test func anIAdjectiveTakesです() throws {
        let lexeme = try #require(JapaneseLexeme("詳しい"))
        #expect(JapaneseEnding.verb(lexeme, style: .polite, past: true, negative: false, slot: .end) == "詳しかったです")
        #expect(JapaneseEnding.verb(lexeme, style: .polite, past: false, negative: true, slot: .end) == "詳しくありません")
        #expect(JapaneseEnding.verb(lexeme, style: .humble, past: false, negative: false, slot: .link) == "詳しく")
    }
}
