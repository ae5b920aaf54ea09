import ReadingLexicon
import SentenceRealization
import Testing

@testable import SentenceRealization

/// Noun phrases, lists and lengths of time in each language.
@Suite("Words")
struct WordsTests {
    @Test(arguments: [
        (Terms.sre, "an SRE"), (Terms.uxDesigner, "a UX designer"),
        (Term(kind: .job, english: "hourly worker", japanese: nil, determiner: .indefinite), "an hourly worker"),
        (
            Term(kind: .job, english: "university lecturer", japanese: nil, determiner: .indefinite),
            "a university lecturer"
        ),
        (Terms.stripe, "Stripe"), (Terms.fukuokaOffice, "the Fukuoka office"), (Terms.portfolio, "my portfolio"),
        (Terms.twoCats, "two cats"), (Terms.myTwoCats, "my two cats"), (Terms.twelveStores, "12 stores"),
        (Terms.apps, "iOS apps"), (Terms.drums, "the drums"), (Terms.twoKids, "two kids"),
        (Term(kind: .thing, english: "child", japanese: nil, count: 3), "three children"),
        (Term(kind: .thing, english: "cat", japanese: nil, count: 1), "one cat"),
    ])
    func anEnglishNounPhraseHasItsDeterminer(term: Term, said: String) {
        #expect(Realizer.nounPhrase(term, in: .english) == said)
    }

    @Test(arguments: [
        (Terms.uxDesigner, "UXデザイナー"), (Terms.twoCats, "2匹の猫"), (Terms.twelveStores, "12個の店舗"),
        (Term(kind: .thing, english: nil, japanese: "アプリ", count: 3), "3つのアプリ"), (Terms.portfolio, "ポートフォリオ"),
    ])
    func aJapaneseNounPhraseIsAsItIsWithItsCount(term: Term, said: String) {
        #expect(Realizer.nounPhrase(term, in: .japanese) == said)
    }

    @Test(arguments: [
        (3, nil as Int?, "HTML, CSS and Figma", "HTML、CSS、Figma"), (2, nil, "HTML and CSS", "HTMLとCSS"),
        (1, nil, "HTML", "HTML"), (3, 2, "HTML, CSS and more", "HTML、CSSなど"),
        (3, 3, "HTML, CSS and Figma", "HTML、CSS、Figma"),
    ])
    func aListJoinsAsEachLanguageDoes(count: Int, limit: Int?, english: String, japanese: String) {
        let terms = Array(Terms.tools.prefix(count))
        #expect(Realizer.list(terms, in: .english, limit: limit) == english)
        #expect(Realizer.list(terms, in: .japanese, limit: limit) == japanese)
    }

    @Test func aListWithAnUnsayableTermOrNoneIsNil() {
        #expect(Realizer.list([], in: .english, limit: nil) == nil)
        #expect(Realizer.list([Terms.swift, Terms.untranslated], in: .english, limit: nil) == nil)
        #expect(Realizer.list([Terms.swift, Terms.untranslated], in: .japanese, limit: nil) == "Swiftと宮大工")
    }

    @Test(arguments: [
        (Amount(years: 8), "8 years", "8年", "8年間"), (Amount(years: 1), "one year", "1年", "1年間"),
        (Amount(years: 1, months: 6), "a year and a half", "1年半", "1年半"),
        (Amount(months: 6), "half a year", "半年", "半年間"),
        (Amount(months: 3), "3 months", "3か月", "3か月間"), (Amount(months: 1), "one month", "1か月", "1か月間"),
        (Amount(years: 2, months: 6), "2 and a half years", "2年半", "2年半"),
        (Amount(years: 2, months: 3), "2 years and 3 months", "2年3か月", "2年3か月間"),
        (Amount(months: 18), "a year and a half", "1年半", "1年半"),
        (Amount(years: 10, approximation: .over), "over 10 years", "10年以上", "10年以上"),
        (Amount(years: 3, approximation: .about), "about 3 years", "約3年", "約3年間"),
        (Amount(years: 2, approximation: .almost), "almost 2 years", "2年近く", "2年近く"),
        (Amount(years: 1, approximation: .under), "less than one year", "1年未満", "1年未満"),
    ])
    func anAmountIsSaidInEachLanguage(amount: Amount, english: String, japanese: String, lasting: String) {
        #expect(EnglishWords.amount(amount) == english)
        #expect(JapaneseWords.amount(amount) == japanese)
        #expect(JapaneseWords.amount(amount, lasting: true) == lasting)
    }
}
