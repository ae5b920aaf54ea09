import HurriedProfiles
import IntroductionCore
import IntroductionQuality
import Testing

/// Each hard invariant of issue 36 finds the defect in a hand-made text a person would have to edit, and nothing in
/// one they could send.
@Suite("Hurried checks")
struct HurriedChecksTests {
    /// A hurried profile written by hand: the one issue 36 opens with, and a Japanese one.
    static let designer = HurriedProfile(
        profile: Profile(
            name: "Rina Wijaya", role: "product designer @ fintech startup", skills: ["figma", "Ruby on Rails"],
            experience: "4 yrs, before that graphic designer", interests: "bouldering / board games",
            notes: "moved to osaka in april. pls mention my portfolio rinaw.design. on-call survivor lol"),
        facts: [
            HurriedFact(field: .role, typed: "product designer", en: ["product designer"], ja: ["プロダクトデザイナー"]),
            HurriedFact(field: .role, typed: "fintech startup", en: ["fintech"], ja: ["フィンテック"]),
            HurriedFact(field: .experience, typed: "4 yrs", en: ["4 year", "four year"], ja: ["4年"]),
            HurriedFact(field: .notes, typed: "osaka", en: ["Osaka"], ja: ["大阪"]),
        ],
        names: ["Rina Wijaya", "Rina", "Wijaya", "Figma", "Ruby on Rails", "rinaw.design", "@rina_w"],
        verbatim: [.en: ["product designer"]])

    static let retiree = HurriedProfile(
        profile: Profile(
            name: "山本 大輔", role: "定年退職しました", experience: "前職は看護師（5年）", interests: "週末はキャンプ",
            notes: "4月から大阪支社に異動しました。"),
        facts: [HurriedFact(field: .role, typed: "定年退職", en: ["retired"], ja: ["定年退職", "退職"])],
        names: ["山本 大輔", "山本", "大輔", "山本製作所"])

    static func inspector(
        _ hurried: HurriedProfile = designer, _ language: GenerationOptions.Language = .en,
        occasion: GenerationOptions.Occasion = .meetup, length: GenerationOptions.Length = .medium
    ) -> HurriedInspector {
        HurriedInspector(hurried, GenerationOptions(language: language, length: length, occasion: occasion))
    }

    @Test(arguments: [
        "I have 4 yrs of experience.", "I have 4yrs of experience.", "I spent 2y with Vue.", "I did that for 8 mos.",
        "I'm into stakeholder mgmt.", "I worked w/ Vue.", "I worked w/o a plan.", "I was a barista b4 this.",
        "Pls say hi.", "Plz say hi.", "On-call survivor lol.", "Haha, hi!", "That was fun lmao.", "DM me anytime.",
        "I moved from QA -> PM.", "I moved from QA → PM.", "I'm a designer @ Acme.", "I like rock & roll.",
        "I have ~3 years of experience.", "I have ~ 3 years of experience.", "I have approx 3 years of experience.",
        "I have ４ ｙｒｓ of experience.",
    ])
    func shorthandIsFound(text: String) {
        #expect(!Self.inspector().shorthand(text).isEmpty, "\(text)")
    }

    @Test(arguments: [
        "I have 4 years of experience with Vue.", "I work in R&D at AT&T.", "Find me at rinaw.design or @rina_w.",
        "I've used Node.js since 2019.", "My portfolio is https://rinaw.design/work.", "I'm Rina Wijaya.",
        "I love Ruby on Rails and Figma.", "Message me any time.", "I was at Acme for 3 years (2019 to 2022).",
        "Say hello: rina@example.com.", "Always keen: 10 years and counting.",
    ])
    func proseWithoutShorthandPasses(text: String) {
        #expect(Self.inspector().shorthand(text).isEmpty, "\(text)")
    }

    @Test func japaneseLoanwordsAreNotShorthand() {
        let japanese = Self.inspector(Self.retiree, .ja)
        #expect(japanese.shorthand("お気軽にDMください。").isEmpty)
        #expect(!japanese.shorthand("4 yrsの経験があります。").isEmpty)
    }

    @Test func aFieldPastedWholeIsFound() {
        let english = Self.inspector()
        #expect(!english.pastedFields("I'm a product designer @ fintech startup.").isEmpty)
        #expect(!english.pastedFields("My experience includes 4 yrs, before that graphic designer.").isEmpty)
        #expect(!english.pastedFields("I'm into Bouldering / Board games.").isEmpty, "case and spaces do not hide it")
        #expect(english.pastedFields("I'm a product designer at a fintech startup.").isEmpty)
        #expect(english.pastedFields("I have 4 years of experience; before that I was a graphic designer.").isEmpty)
        #expect(english.pastedFields("I work with Ruby on Rails.").isEmpty, "a name is not pasted")
        let japanese = Self.inspector(Self.retiree, .ja)
        #expect(!japanese.pastedFields("前職は看護師（5年）の経験があります。").isEmpty, "ten characters or more")
        #expect(japanese.pastedFields("定年退職しました。").isEmpty, "fewer than ten characters")
    }

    @Test func japaneseInEnglishIsFound() {
        let english = Self.inspector(Self.retiree)
        #expect(!english.japaneseInEnglish("I used to work at 地方銀行.").isEmpty)
        #expect(!english.japaneseInEnglish("I'm ﾌﾛﾝﾄｴﾝﾄﾞ engineer.").isEmpty, "half-width katakana")
        #expect(!english.japaneseInEnglish("I like hiking（Nagano）.").isEmpty, "full-width brackets")
        #expect(english.japaneseInEnglish("I'm 山本 大輔 and I worked at 山本製作所.").isEmpty, "names stay as typed")
        #expect(english.japaneseInEnglish("I'm retired and I live in Osaka.").isEmpty)
    }

    @Test func englishPhrasesInJapaneseAreFound() {
        let japanese = Self.inspector(Self.designer, .ja)
        #expect(!japanese.englishInJapanese("product designer @ fintech startupをしています。").isEmpty)
        #expect(!japanese.englishInJapanese("趣味はbouldering / board gamesです。").isEmpty)
        #expect(japanese.englishInJapanese("Ruby on RailsとFigmaが得意です。").isEmpty, "names")
        #expect(japanese.englishInJapanese("UXデザイナーです。rinaw.designも見てください。").isEmpty)
        #expect(japanese.englishInJapanese("product designerをしています。").isEmpty, "two words are not a phrase")
    }

    @Test func aVerbGluedToACopulaIsFound() {
        let japanese = Self.inspector(Self.retiree, .ja)
        for text in [
            "定年退職しましたでございます。", "看護師として働いてますです。", "大阪に住んでいますです。", "異動しましたです。",
            "コンサルタントやってますとして働いています。",
        ] {
            #expect(japanese.gluedCopulas(text).count == 1, "\(text)")
        }
        for text in ["定年退職しました。", "楽しかったです。", "もっと学びたいです。", "山本と申します。", "ございます。"] {
            #expect(japanese.gluedCopulas(text).isEmpty, "\(text)")
        }
    }

    @Test func typedTextQuotedBackIsFound() {
        let english = Self.inspector()
        #expect(!english.quotedBack("My experience covers “4 yrs, before that graphic designer”.").isEmpty)
        #expect(!english.quotedBack("I noted \"on-call survivor\" about myself.").isEmpty)
        #expect(english.quotedBack("I built “Ruby on Rails” apps.").isEmpty, "a name alone is a title")
        #expect(english.quotedBack("As they say, “practice makes perfect”.").isEmpty, "not what was typed")
        let japanese = Self.inspector(Self.retiree, .ja)
        #expect(!japanese.quotedBack("趣味は「週末はキャンプ」です。").isEmpty)
        #expect(japanese.quotedBack("週末はキャンプをしています。").isEmpty)
    }

    @Test(arguments: [
        "Job hunting.", "Open to freelance work.", "Moved to Osaka in April.", "Based in Osaka.", "Loves hiking.",
        "Currently between jobs.", "Spreadsheet wizard lol!", "Product designer at a fintech startup.",
    ])
    func aSentenceWithoutASubjectIsFound(sentence: String) {
        #expect(!HurriedInspector.hasSubject(sentence), "\(sentence)")
        #expect(!Self.inspector().sentencesWithoutSubject("Hi! I'm Rina. \(sentence) See you!").isEmpty)
    }

    @Test(arguments: [
        "Hi!", "Hello, everyone!", "Nice to meet you all.", "I'm job hunting.", "I'm open to freelance work.",
        "My core skills include Figma.", "Rina is a product designer.", "Looking forward to meeting you!",
        "Feel free to say hi.", "Outside work, I climb.", "There's a lot to learn.", "Weekends are for bouldering.",
        "Thanks for reading!", "Can't wait to work together!", "Rina here, a designer by day.",
    ])
    func aSentenceWithASubjectPasses(sentence: String) {
        #expect(HurriedInspector.hasSubject(sentence, personNames: ["rina", "wijaya", "rina wijaya"]), "\(sentence)")
    }

    @Test func subjectsAreReadOnlyInEnglishProseForOccasionsThatWriteSentences() {
        #expect(
            Self.inspector(occasion: .x).inspect(Introduction(introduction: "Job hunting."), report: .init())
                .allSatisfy { $0.rule != .noSubject })
        #expect(
            Self.inspector().inspect(Introduction(introduction: "Job hunting."), report: .init())
                .contains { $0.rule == .noSubject })
    }

    @Test func aFactIsSaidReportedOrLost() {
        let english = Self.inspector()
        let said = Introduction(
            headline: "Rina Wijaya", introduction: "I'm a product designer at a fintech startup in Osaka.",
            bio: "I have four years of experience.")
        #expect(english.lostFacts(said, report: .init()).isEmpty)
        let silent = Introduction(introduction: "I'm a product designer at a fintech startup.")
        #expect(english.lostFacts(silent, report: .init()).count == 2, "4 yrs and osaka")
        let reported = CompositionReport(unused: [
            UnusedPart(field: .notes, text: "moved to osaka in april", reason: .notUnderstood),
            UnusedPart(field: .experience, text: "4 yrs", reason: .notUnderstood),
        ])
        #expect(english.lostFacts(silent, report: reported).isEmpty)
        let wrongField = CompositionReport(unused: [UnusedPart(field: .role, text: "osaka", reason: .notUnderstood)])
        #expect(english.lostFacts(silent, report: wrongField).count == 2, "reported for another field")
        #expect(
            english.lostFacts(
                Introduction(introduction: "I have 4 yrs of experience in Osaka. I design."), report: .init()
            )
            .count == 2, "shorthand in English says the years; the role is lost")
        #expect(Self.inspector(occasion: .x).lostFacts(silent, report: .init()).isEmpty, "not judged for x")
        #expect(Self.inspector(length: .short).lostFacts(silent, report: .init()).isEmpty, "not judged when short")
        let japanese = Self.inspector(Self.designer, .ja)
        #expect(
            japanese.lostFacts(Introduction(introduction: "大阪のフィンテック企業で4年、プロダクトデザイナーをしています。"), report: .init()).isEmpty)
        #expect(japanese.lostFacts(Introduction(introduction: "product designerです。"), report: .init()).count == 4)
    }

    @Test func wordsAreFoundWhole() {
        #expect(HurriedMatch.says("4 year", in: "i have 4 years of experience"))
        #expect(!HurriedMatch.says("4 year", in: "i have 14 years of experience"))
        #expect(!HurriedMatch.says("looking for", in: "looking forward to it"))
        #expect(HurriedMatch.says("osaka", in: "based in osaka."))
        #expect(HurriedMatch.says("大阪", in: "大阪在住です"))
        #expect(HurriedMatch.normalized("  ＲＥＡＣＴ  ﾌﾛﾝﾄ ") == "react フロント")
        #expect(HurriedMatch.key("On-call survivor", false) == "on call survivor")
        #expect(HurriedMatch.key("プロジェクトマネージャー・Web デザイナー", true) == "プロジェクトマネジャwebデザイナ")
        let sections = Introduction(introduction: "I'm on call twice a month.", bio: "プロジェクトマネジャーです。")
        let onCall = HurriedFact(field: .skills, typed: "on-call", en: ["on-call"], ja: ["オンコール"])
        #expect(HurriedInspector.isSaid(onCall, in: sections, .en))
        let manager = HurriedFact(field: .role, typed: "PM", en: ["project manager"], ja: ["プロジェクトマネージャー"])
        #expect(HurriedInspector.isSaid(manager, in: sections, .ja))
        let years = HurriedFact(field: .experience, typed: "5年", en: ["5 year"], ja: ["5年"])
        #expect(HurriedInspector.isSaid(years, in: Introduction(introduction: "then 5年 フリーランス"), .ja))
        #expect(!HurriedInspector.isSaid(years, in: Introduction(introduction: "15年"), .ja))
        #expect(!HurriedInspector.isSaid(manager, in: sections, .en))
    }
}
