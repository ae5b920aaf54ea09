import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// A model writes any language a person asks for: the request names it, in English and in itself, with lengths
/// measured the way the language is read, and what the model streams back arrives exactly.
@Suite struct AnyLanguageTests {
    /// Each language with what the prompt must call it, the unit its lengths are in, and a text a model might send,
    /// cut where a token boundary may fall (inside a multi-byte character's word for Chinese).
    static let cases: [(tag: String, name: String, unit: String, pieces: [String])] = [
        (
            "id", "Indonesian (Bahasa Indonesia)", "words",
            ["Halo, saya ", "Ada, seorang ", "insinyur perangkat ", "lunak."]
        ),
        ("de", "German (Deutsch)", "words", ["Hallo, ich ", "bin Ada und ", "arbeite als Software", "entwicklerin."]),
        ("zh-Hans", "Simplified Chinese (简体中文)", "characters", ["大家好，", "我是", "Ada，一名软", "件工程师。"]),
    ]

    @Test(arguments: PromptBuilderTests.Provider.allCases, cases.indices)
    func theRequestNamesTheLanguageAndTheStreamedTextIsExact(
        provider: PromptBuilderTests.Provider, index: Int
    ) async throws {
        let (tag, name, unit, pieces) = Self.cases[index]
        let language = try #require(GenerationOptions.Language(rawValue: tag))
        let request = IntroductionRequest(
            profile: SampleProfiles.full(.en), options: GenerationOptions(language: language, length: .short))
        let (system, _) = try await PromptBuilderTests.sent(request, via: provider)
        #expect(system.contains("in the first person, as the person speaking about themselves, in \(name)."))
        #expect(system.contains("translate common words (job titles, skills, hobbies) into \(name)"))
        #expect(system.contains("at most \(unit == "words" ? 60 : 120) \(unit)"), "\(system)")
        #expect(!system.contains("in English"))

        let transcript =
            provider == .openAI
            ? ChatCompletionsTests.transcript(pieces) : AnthropicMessagesTests.transcript(pieces)
        try await withLoopbackServer({ _ in .eventStream([.text(transcript)]) }) { server in
            let source: any IntroductionSource =
                provider == .openAI
                ? ChatCompletions(baseURL: server.url("/v1"), model: "m", apiKey: "sk-test", client: testClient())
                : AnthropicMessages(baseURL: server.url("/"), model: "m", apiKey: "sk-ant-test", client: testClient())
            let result = await run(source, request)
            #expect(result.completed, "\(result.message)")
            #expect(result.text == pieces.joined())
        }
    }

    @Test func anInterviewIsTimedAtTheLanguagesOwnPace() async throws {
        func system(_ tag: String) async throws -> String {
            let language = try #require(GenerationOptions.Language(rawValue: tag))
            let options = GenerationOptions(language: language, length: .medium, occasion: .interview)
            return try await PromptBuilderTests.sent(
                IntroductionRequest(profile: SampleProfiles.full(.en), options: options), via: .openAI
            ).system
        }
        #expect(try await system("en").contains("about one minute spoken, about 150 words"))
        #expect(try await system("de").contains("about one minute spoken, about 125 words"))
        #expect(try await system("zh-Hans").contains("about one minute spoken, about 250 characters"))
        // A speaker bio's limit is in the language's unit too.
        let language = try #require(GenerationOptions.Language(rawValue: "ko"))
        let speaker = try await PromptBuilderTests.sent(
            IntroductionRequest(
                profile: SampleProfiles.full(.en), options: GenerationOptions(language: language, occasion: .speaker)),
            via: .anthropic)
        #expect(speaker.system.contains("never more than 200 characters"))
        #expect(speaker.system.contains("Korean (한국어)"))
    }

    @Test func aLanguageTheTableDoesNotNameIsNamedByItsTag() async throws {
        let language = try #require(GenerationOptions.Language(rawValue: "haw"))
        let (system, _) = try await PromptBuilderTests.sent(
            IntroductionRequest(profile: SampleProfiles.full(.en), options: GenerationOptions(language: language)),
            via: .openAI)
        #expect(system.contains("in the language whose BCP 47 tag is \"haw\"."))
    }

    @Test func japaneseKeepsItsOwnRulesInAnyRegion() async throws {
        let language = try #require(GenerationOptions.Language(rawValue: "ja-JP"))
        let (system, _) = try await PromptBuilderTests.sent(
            IntroductionRequest(profile: SampleProfiles.full(.ja), options: GenerationOptions(language: language)),
            via: .openAI)
        #expect(system.contains("日本語で書く"))
    }
}
