import IntroductionCore
import IntroductionTestSupport
import IntroductionWriting
import Testing

/// The offline composer writes English and Japanese; asked for another language it says so and writes nothing.
@Suite struct ComposerLanguageTests {
    @Test(arguments: ["id", "de", "zh-Hans", "ko"])
    func anotherLanguageIsRefusedBeforeAnyText(tag: String) async throws {
        let language = try #require(GenerationOptions.Language(rawValue: tag))
        let request = IntroductionRequest(
            profile: SampleProfiles.full(.en), options: GenerationOptions(language: language))
        let composer = OfflineComposer(charactersPerSecond: 0)
        #expect(!composer.writes(language))
        #expect { try composer.compose(request) } throws: { ($0 as? SourceError)?.code == .unsupportedLanguage }
        var chunks = 0
        var failure: (any Error)?
        do {
            for try await _ in composer.stream(request) { chunks += 1 }
        } catch {
            failure = error
        }
        #expect(chunks == 0)
        let error = try #require(failure as? SourceError)
        let name = try #require(language.englishName)
        #expect(
            error.description
                == "The offline composer writes English and Japanese, not \(name) (\(tag)): choose a model to write "
                + "\(name) (introgen models lists the local ones), or English or Japanese.")
    }

    @Test func englishAndJapaneseInAnyRegionAreWrittenAsEnglishAndJapanese() throws {
        let composer = OfflineComposer(charactersPerSecond: 0)
        for (tag, plain) in [("en-GB", GenerationOptions.Language.en), ("ja-JP", .ja)] {
            let language = try #require(GenerationOptions.Language(rawValue: tag))
            #expect(composer.writes(language))
            let profile = SampleProfiles.full(plain)
            let regional = try composer.compose(
                IntroductionRequest(profile: profile, options: GenerationOptions(language: language), seed: 3))
            let written = try composer.compose(
                IntroductionRequest(profile: profile, options: GenerationOptions(language: plain), seed: 3))
            #expect(regional == written)
        }
    }
}
