import HurriedProfiles
import IntroductionCore
import IntroductionQuality
import Testing

/// Each request effect is judged carried out, or not, on texts written by hand.
@Suite("Corpus requests")
struct CorpusRequestTests {
    /// A profile whose notes hold `request`, with two plain facts.
    static func profile(_ request: CorpusRequest, typedIn: ComposerLanguage = .en) -> CorpusProfile {
        CorpusProfile(
            id: "hand-en-001", typedIn: typedIn,
            profile: Profile(name: "Rina Wijaya", role: "product designer", notes: "Osaka. \(request.typed)"),
            keyFacts: [
                CorpusFact(
                    kind: .job, field: .role, typed: "product designer", en: ["product designer"], ja: ["デザイナー"]),
                CorpusFact(kind: .place, field: .notes, typed: "Osaka", en: ["Osaka"], ja: ["大阪"]),
            ],
            requests: [request], names: ["Rina Wijaya"])
    }

    /// Whether `introduction` (and the other sections) carries `request` out in `language`.
    static func carried(
        _ request: CorpusRequest, _ introduction: String, _ language: ComposerLanguage = .en,
        bio: String = "", report: CompositionReport = CompositionReport(), mediumSentences: Int? = nil
    ) throws -> Bool {
        let run = CorpusJudge.judge(
            profile(request), options: GenerationOptions(language: language.language),
            sections: Introduction(headline: "", introduction: introduction, highlights: [], bio: bio),
            report: report, mediumSentences: mediumSentences)
        return try #require(run.requests.first).carried
    }

    static let short = CorpusRequest(typed: "keep it short", effect: .lengthShort)
    static let long = CorpusRequest(typed: "write a lot", effect: .lengthLong)

    @Test func aShortTextHasAtMostThreeSentences() throws {
        #expect(try Self.carried(Self.short, "I'm Rina. I design products. I live in Osaka."))
        #expect(try !Self.carried(Self.short, "I'm Rina. I design products. I live in Osaka. Say hi."))
        #expect(try Self.carried(Self.short, "リナです。デザイナーです。大阪に住んでいます。", .ja))
    }

    @Test func aLongTextHasSevenSentencesOrMoreThanTheMediumOne() throws {
        let seven = Array(repeating: "I design products.", count: 7).joined(separator: " ")
        let five = Array(repeating: "I design products.", count: 5).joined(separator: " ")
        #expect(try Self.carried(Self.long, seven))
        #expect(try !Self.carried(Self.long, five))
        #expect(try Self.carried(Self.long, five, mediumSentences: 4), "as many as the facts allow")
        #expect(try !Self.carried(Self.long, five, mediumSentences: 5))
    }

    @Test func englishToneIsItsRegister() throws {
        let casual = CorpusRequest(typed: "keep it casual", effect: .toneCasual)
        let formal = CorpusRequest(typed: "a formal tone please", effect: .toneFormal)
        #expect(try Self.carried(casual, "I'm Rina, a product designer in Osaka."))
        #expect(try Self.carried(casual, "Hey all! Rina here, a product designer in Osaka."))
        #expect(try !Self.carried(casual, "I am Rina, a product designer in Osaka."))
        #expect(try Self.carried(formal, "I am Rina, a product designer in Osaka. I do not post often."))
        #expect(try !Self.carried(formal, "I am Rina, a product designer in Osaka. I don't post often."))
        #expect(try !Self.carried(formal, "I am Rina.", bio: "Rina's a designer who's based in Osaka."))
        #expect(try Self.carried(formal, "I am Rina, a member of Kat's team."), "a name's 's is no contraction")
    }

    @Test func japaneseToneIsItsRegister() throws {
        let casual = CorpusRequest(typed: "タメ口で", effect: .toneCasual)
        let formal = CorpusRequest(typed: "かしこまった感じで", effect: .toneFormal)
        #expect(try Self.carried(casual, "リナだよ。大阪でデザイナーやってる！", .ja))
        #expect(try !Self.carried(casual, "リナです。大阪でデザイナーをしています。", .ja))
        #expect(try !Self.carried(casual, "リナだよ。", .ja, bio: "大阪のデザイナーですね。"))
        #expect(try Self.carried(formal, "リナと申します。大阪でデザイナーをしております。", .ja))
        #expect(try !Self.carried(formal, "リナです。大阪でデザイナーをしています。", .ja))
    }

    @Test func aPoliteRegisterEndsEverySentenceInDesuMasu() throws {
        let polite = CorpusRequest(typed: "です・ます調で", effect: .registerPolite)
        #expect(try Self.carried(polite, "はじめまして！リナです。大阪でデザイナーをしています。よろしくお願いします！", .ja))
        #expect(try Self.carried(polite, "リナと申します。デザイナーですね。", .ja))
        #expect(try !Self.carried(polite, "リナです。大阪でデザイナーをしている。", .ja))
        #expect(try !Self.carried(polite, "リナです。", .ja, bio: "大阪のデザイナー。"))
        let run = CorpusJudge.judge(
            Self.profile(polite), options: GenerationOptions(language: .en),
            sections: Introduction(introduction: "I'm Rina."), report: CompositionReport())
        #expect(run.requests.isEmpty, "an English text has no です・ます")
    }

    @Test func avoidedTermsAreLookedForInEveryLanguage() throws {
        let avoid = CorpusRequest(typed: "don't name my employer", effect: .avoid, terms: ["Acme", "アクメ"])
        #expect(try Self.carried(avoid, "I'm a product designer in Osaka."))
        #expect(try !Self.carried(avoid, "I'm a product designer at Acme."))
        #expect(try Self.carried(avoid, "I'm a product designer at Acmeworks."), "whole words in English")
        #expect(try !Self.carried(avoid, "アクメ株式会社のデザイナーです。", .ja))
        #expect(try !Self.carried(avoid, "ACMEのデザイナーです。", .ja))
    }

    @Test func aMentionSaysOneForm() throws {
        let mention = CorpusRequest(
            typed: "mention my portfolio rinaw.design", effect: .mention, en: ["rinaw.design"], ja: ["rinaw.design"])
        #expect(try Self.carried(mention, "My portfolio is at rinaw.design."))
        #expect(try !Self.carried(mention, "I'm a product designer."))
        #expect(try Self.carried(mention, "ポートフォリオはrinaw.designです。", .ja))
    }

    @Test func noExclamationMeansNoneInAnySection() throws {
        let calm = CorpusRequest(typed: "no exclamation marks", effect: .noExclamation)
        #expect(try Self.carried(calm, "I'm Rina."))
        #expect(try !Self.carried(calm, "I'm Rina!"))
        #expect(try !Self.carried(calm, "I'm Rina.", bio: "Rina designs products！"))
        #expect(try !Self.carried(calm, "リナです！", .ja))
    }

    @Test func aRequestReportedNotCarriedOutIsNotCarriedOut() throws {
        let calm = CorpusRequest(typed: "no exclamation marks", effect: .noExclamation)
        let report = CompositionReport(unused: [
            UnusedPart(field: .notes, text: "Please, no exclamation marks.", reason: .requestNotCarriedOut)
        ])
        #expect(try !Self.carried(calm, "I'm Rina.", report: report))
        let elsewhere = CompositionReport(unused: [
            UnusedPart(field: .notes, text: "no exclamation marks", reason: .notUnderstood)
        ])
        #expect(try Self.carried(calm, "I'm Rina.", report: elsewhere), "only that reason says it was not carried out")
    }
}
