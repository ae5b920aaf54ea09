import HurriedProfiles
import IntroductionCore
import Testing

/// The corpus README's matching: English forms as whole words (case ignored, a plural allowed, a hyphen read as a
/// space), Japanese forms as substrings after width folding; hashtags kept.
@Suite("Corpus match")
struct CorpusMatchTests {
    @Test(arguments: [
        ("UX designer", "I'm a UX Designer at Acme."),
        ("designer", "We are designers."),
        ("coach", "Both coaches were there."),
        ("product manager", "I am a Product-Manager."),
        ("on-call", "I survived on call shifts."),
        ("full-stack developer", "a full-stack developer"),
        ("Fernbank Health", "I work at Fernbank Health's Denver office."),
        ("Kraków", "I live in Kraków."),
        ("marcob.design", "Portfolio: marcob.design."),
        ("backend eng,", "I'm a backend eng, mostly."),
        ("I’m", "I'm here."),
    ])
    func englishFormsAreFoundAsWholeWords(form: String, text: String) {
        #expect(CorpusMatch.holds(form, in: text, .en), "\(form) in \(text)")
    }

    @Test(arguments: [
        ("engineer", "I love engineering."),
        ("designer", "I'm a designerly type."),
        ("PM", "I'm free after 5pm."),
        ("Java", "I write JavaScript."),
        ("UX", "I'm into LUX lamps."),
        ("backend engineer", "I'm an engineer on the backend."),
    ])
    func englishFormsAreNotFoundInsideOtherWords(form: String, text: String) {
        #expect(!CorpusMatch.holds(form, in: text, .en), "\(form) in \(text)")
    }

    @Test func aNeverStringTakesNoPlural() {
        #expect(CorpusMatch.holds("yr", in: "3 yrs", .en))
        #expect(!CorpusMatch.holds("yr", in: "3 yrs", .en, plural: false))
        #expect(CorpusMatch.holds("yrs", in: "3 yrs", .en, plural: false))
    }

    @Test(arguments: [
        ("デザイナー", "ﾃﾞｻﾞｲﾅｰをしています。"),
        ("UXデザイナー", "ＵＸデザイナーです。"),
        ("看護師", "元看護師の山田です。"),
        ("Fernbank Health", "Fernbank Healthに勤めています。"),
        ("大阪", "大阪府に住んでいます。"),
        ("denver", "Denver在住です。"),
    ])
    func japaneseFormsAreSubstringsAfterWidthFolding(form: String, text: String) {
        #expect(CorpusMatch.holds(form, in: text, .ja), "\(form) in \(text)")
    }

    @Test func japaneseFormsNeedEveryCharacter() {
        #expect(!CorpusMatch.holds("プロダクトマネージャー", in: "プロダクトマネジャーです。", .ja))
        #expect(!CorpusMatch.holds("看護師", in: "看護学生です。", .ja))
    }

    @Test func theFirstFormSaidIsNamed() {
        let text = CorpusMatch.key("I'm a senior product manager in Denver.", .en)
        #expect(CorpusMatch.firstSaid(["product owner", "product manager"], in: text, .en) == "product manager")
        #expect(CorpusMatch.firstSaid(["Boulder"], in: text, .en) == nil)
    }

    @Test func hashtagsAreFound() {
        #expect(CorpusMatch.hashtags("I'm into #rustlang and #100DaysOfCode.") == ["#rustlang", "#100DaysOfCode"])
        #expect(CorpusMatch.hashtags("毎朝＃朝活してます") == ["#朝活してます"])
        #expect(CorpusMatch.hashtags("I write C# and F#.").isEmpty)
        #expect(CorpusMatch.hashtags("See https://rinaw.design/#about or site.dev/#work.").isEmpty)
        #expect(CorpusMatch.hashtags("We were #1 in sales.").isEmpty)
        #expect(CorpusMatch.hashtags("# heading").isEmpty)
        #expect(CorpusMatch.hashtags("お気軽に #legal-help へ", names: ["#legal-help"]).isEmpty, "a name stays")
        #expect(CorpusMatch.hashtags("I'm in #Design and #legal.", names: ["#design"]) == ["#legal"])
    }
}
