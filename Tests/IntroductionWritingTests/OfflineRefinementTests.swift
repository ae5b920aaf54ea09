import IntroductionCore
import Testing

@testable import IntroductionWriting
@testable import ProfileReading

/// The instructions the offline composer carries out, in both languages, and the sentence for the rest.
@Suite("Offline refinement")
struct OfflineRefinementTests {
    static let composer = OfflineComposer(charactersPerSecond: 0)
    static let profile = Profile(
        name: "Ada Park", role: "iOS engineer", skills: ["Swift", "SwiftUI"], experience: "8 years",
        interests: "climbing", notes: "I run a Swift meetup.")

    static func request(_ instruction: String, options: GenerationOptions = GenerationOptions()) -> IntroductionRequest
    {
        IntroductionRequest(
            profile: profile, options: options, seed: 4,
            refinement: Refinement(instruction: instruction, previous: Introduction(introduction: "Hi!")))
    }

    @Test(arguments: [
        ("shorter", [OfflineInstruction.shorter]),
        ("Make it a bit shorter, please.", [.shorter]),
        ("shorter and more formal", [.shorter, .tone(.formal)]),
        ("less formal", [.lessFormal]),
        ("in Japanese", [.language(.ja)]),
        ("for a speaker bio", [.occasion(.speaker)]),
        ("as a GitHub README", [.occasion(.github)]),
        ("fewer exclamation marks", [.fewerExclamations]),
        ("mention my blog at Ada.dev", [.mention("my blog at Ada.dev")]),
        ("Don't mention climbing", [.avoid("climbing")]),
        ("短く、丁寧に", [.shorter, .tone(.formal)]),
        ("日本語で", [.language(.ja)]),
        ("英語にしてください", [.language(.en)]),
        ("登壇者紹介用に", [.occasion(.speaker)]),
        ("ブログに触れてください", [.mention("ブログ")]),
        ("クライミングには触れないで", [.avoid("クライミング")]),
        ("感嘆符を減らして", [.fewerExclamations]),
    ])
    func instructionsAreReadInBothLanguages(typed: String, expected: [OfflineInstruction]) {
        #expect(OfflineInstruction.read(typed) == expected)
    }

    /// Half an instruction carried out would not be what the person asked for: any unknown part refuses it all.
    @Test(arguments: ["make it sound like a pirate", "shorter and funnier", "もっと面白く", "", "   "])
    func anythingElseIsNotGuessedAt(typed: String) {
        #expect(OfflineInstruction.read(typed) == nil)
    }

    @Test func theRefinedRequestChangesTheOptionsAndKeepsTheSeed() throws {
        let shorter = try Self.composer.refining(Self.request("shorter and more formal"))
        #expect(shorter.options == GenerationOptions(tone: .formal, length: .short))
        #expect(shorter.seed == 4 && shorter.profile == Self.profile)
        #expect(shorter.refinement?.instruction == "shorter and more formal", "kept for the version's mark")
        let japanese = try Self.composer.refining(Self.request("日本語で、SNS用に"))
        #expect(japanese.options.language == .ja && japanese.options.occasion == .x)
    }

    @Test func aFactToMentionOrLeaveOutBecomesAWishTheComposerCarriesOut() throws {
        let mention = try Self.composer.refining(Self.request("mention my blog at ada.dev"))
        let text = try Self.composer.compose(mention)
        #expect(text.contains("ada.dev"), "\(text)")
        #expect(!text.lowercased().contains("mention"), "the wish itself is never written: \(text)")
        let avoid = try Self.composer.refining(Self.request("don't mention climbing"))
        let sections = try Self.composer.composeSections(avoid)
        for part in [sections.headline, sections.introduction, sections.bio] + sections.highlights {
            #expect(!part.lowercased().contains("climbing"), "\(part)")
        }
    }

    @Test func fewerExclamationMarksLeavesNone() throws {
        let before = try Self.composer.compose(
            IntroductionRequest(profile: Self.profile, options: GenerationOptions(), seed: 4))
        #expect(before.contains("!"), "the friendly tone exclaims at this seed: \(before)")
        let calm = try Self.composer.composeSections(Self.composer.refining(Self.request("fewer exclamation marks")))
        for part in [calm.headline, calm.introduction, calm.bio] + calm.highlights {
            #expect(!part.contains("!") && !part.contains("！"), "\(part)")
        }
        let japanese = try Self.composer.refining(
            Self.request("感嘆符を減らして", options: GenerationOptions(language: .ja)))
        #expect(!(try Self.composer.compose(japanese)).contains("！"))
    }

    @Test func theEndsOfTheRangeAndFreeFormWishesAreSaidNotWritten() {
        #expect(throws: SourceError.unsupportedInstruction("It is already as short as the offline composer writes it."))
        {
            try Self.composer.refining(Self.request("shorter", options: GenerationOptions(length: .short)))
        }
        do {
            _ = try Self.composer.refining(Self.request("make it sound like a pirate"))
            Issue.record("a free-form instruction is refused")
        } catch let error as SourceError {
            #expect(error.code == .unsupportedInstruction)
            #expect(error.description.contains("need a model") && error.description.contains("OPENAI_API_KEY"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aRequestWithoutARefinementIsTakenAsItIs() throws {
        let plain = IntroductionRequest(profile: Self.profile, options: GenerationOptions(), seed: 1)
        #expect(try Self.composer.refining(plain) == plain)
    }
}
