import HurriedProfiles
import IntroductionCore
import IntroductionQuality
import Testing

/// The judge on the fixture corpus: the composer's runs complete and the figures add up; texts planted by hand show
/// that each corpus rule finds its defect.
@Suite("Corpus judge")
struct CorpusJudgeTests {
    static func profile(_ id: String) throws -> CorpusProfile {
        try #require(CorpusLoaderTests.fixture().first { $0.id == id })
    }

    static func judge(
        _ id: String, _ introduction: String, language: GenerationOptions.Language = .en, bio: String = "",
        report: CompositionReport = CompositionReport()
    ) throws -> CorpusRun {
        CorpusJudge.judge(
            try profile(id), options: GenerationOptions(language: language),
            sections: Introduction(headline: "", introduction: introduction, highlights: [], bio: bio), report: report)
    }

    @Test func theFixtureIsWrittenInEveryCombinationAndTheFiguresAddUp() throws {
        let profiles = try CorpusLoaderTests.fixture()
        let figures = try CorpusJudge.run(profiles)
        let perProfile = CorpusJudge.combinations.count
        #expect(perProfile == 12)
        #expect(figures.profiles == profiles.count)
        #expect(figures.runs == profiles.count * perProfile)
        // Each language is half the runs: every fact is judged six times in its own language, six in the other.
        let facts = profiles.map(\.keyFacts.count).reduce(0, +)
        #expect(figures.facts.own.total == facts * perProfile / 2)
        #expect(figures.facts.other.total == facts * perProfile / 2)
        for share in [figures.facts.own, figures.facts.other, figures.runsWithUnused] + figures.requests.values {
            #expect((0...share.total).contains(share.count))
        }
        #expect(figures.factsByKind.values.map(\.own.total).reduce(0, +) == figures.facts.own.total)
        #expect(Set(figures.factsByKind.keys) == Set(CorpusFact.Kind.allCases))
        // A request is judged in every run of its profile; です・ます only in the Japanese ones.
        #expect(figures.requests[.lengthShort]?.total == perProfile)
        #expect(figures.requests[.registerPolite]?.total == perProfile / 2)
        #expect(figures.defectTotal == figures.defectCounts.values.reduce(0, +))
        #expect(
            figures.missed.values.reduce(0, +) == figures.facts.own.total + figures.facts.other.total
                - figures.facts.own.count - figures.facts.other.count)
        #expect(figures.mostMissed().count <= 20 && figures.mostUnused().count <= 20)
        #expect(figures.defectExamples(5).count <= 5)
    }

    @Test func theFactsOfAWrittenTextAreSaidInItsLanguage() throws {
        let run = try Self.judge(
            "fixture-en-001", "I'm Priya, a senior product manager at Fernbank Health, based in Denver.")
        #expect(run.facts.map(\.said) == [true, true, true, false])
        #expect(run.facts[0].form == "product manager")
        #expect(run.isInOwnLanguage)
        let japanese = try Self.judge(
            "fixture-en-001", "デンバーでＦｅｒｎｂａｎｋ Ｈｅａｌｔｈのプロダクトマネジャーをしています。", language: .ja)
        #expect(japanese.facts.map(\.said) == [true, true, true, false])
        #expect(!japanese.isInOwnLanguage)
    }

    @Test func aPlantedNeverStringIsCaught() throws {
        let run = try Self.judge("fixture-en-001", "I'm Priya. I work at Deloitte. Say hi pls.")
        let never = run.defects.filter { $0.rule == .never }
        #expect(never.map(\.excerpt).contains { $0.hasPrefix("“work at Deloitte”") })
        #expect(never.map(\.excerpt).contains { $0.hasPrefix("“pls”") })
        #expect(never.allSatisfy { $0.section == "introduction" && $0.id == "fixture-en-001" })
        let japanese = try Self.judge("fixture-ja-001", "元看護師です。", language: .ja, bio: "看護師として働いています。")
        #expect(japanese.defects.contains { $0.rule == .never && $0.section == "bio" })
        let clean = try Self.judge("fixture-en-001", "I'm Priya, a product manager at Fernbank Health.")
        #expect(!clean.defects.contains { $0.rule == .never })
    }

    @Test func theCorpusRulesFindTheirDefects() throws {
        let retiree = try Self.judge(
            "fixture-en-004", "I'm Walt. I am a firefighter for 31 years. I'm into #retired life.")
        let rules = Set(retiree.defects.map(\.rule))
        #expect(rules.isSuperset(of: [.hashtag, .wrongTense, .never]))
        let student = try Self.judge("fixture-en-003", "I'm Jordan, a computer science student at Ohio State.")
        #expect(student.defects.contains { $0.rule == .mentionNotSaid && $0.section == "text" })
        let named = try Self.judge(
            "fixture-ja-002", "佐藤と申します。ミナトデジタルのバックエンドエンジニアでございます。", language: .ja)
        #expect(named.defects.contains { $0.rule == .avoidedTermPresent })
        #expect(named.requests.contains { $0.request.effect == .avoid && !$0.carried })
        #expect(named.requests.contains { $0.request.effect == .toneFormal && $0.carried })
    }

    @Test func theHurriedRulesRunOnCorpusTexts() throws {
        let run = try Self.judge("fixture-en-002", "I'm Marco, a UX designer w/ 3 yrs behind a coffee bar.")
        #expect(run.defects.contains { $0.rule == .shorthand })
        #expect(!run.defects.contains { $0.excerpt.contains("not said") }, "facts are judged by the corpus")
    }

    @Test func theMicroscopeWritesEveryCombination() throws {
        let runs = try CorpusJudge.runs(Self.profile("fixture-en-002"))
        #expect(runs.map(\.options) == CorpusJudge.combinations)
        #expect(runs.allSatisfy { !$0.sections.introduction.isEmpty })
        #expect(runs.allSatisfy { $0.requests.count == 2 })
    }
}
