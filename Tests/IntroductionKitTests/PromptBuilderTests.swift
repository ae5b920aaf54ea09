import IntroductionKit
import Testing

@Suite("Prompt builder")
struct PromptBuilderTests {
    let builder = PromptBuilder()

    @Test(arguments: GenerationOptions.Language.allCases, GenerationOptions.Tone.allCases)
    func thePromptPassesEveryFilledField(language: GenerationOptions.Language, tone: GenerationOptions.Tone) throws {
        var profile = SampleProfiles.full(language)
        profile.notes = "Line one\nLine two"
        let prompt = try builder.prompt(
            for: IntroductionRequest(profile: profile, options: GenerationOptions(language: language, tone: tone)))
        for value in [profile.name, profile.role, profile.experience, profile.interests, "Line one", "Line two"]
            + profile.skills
        {
            #expect(prompt.user.contains(value), "missing \(value)")
        }
        #expect(prompt.messages.map(\.role) == ["system", "user"])
        #expect(prompt.messages.map(\.content) == [prompt.system, prompt.user])
        #expect(!prompt.system.contains("{") && !prompt.user.contains("{"))
    }

    @Test(arguments: GenerationOptions.Length.allCases)
    func theEnglishSystemMessageStatesEveryRule(length: GenerationOptions.Length) throws {
        let prompt = try builder.prompt(
            for: IntroductionRequest(
                profile: SampleProfiles.englishFull,
                options: GenerationOptions(language: .en, tone: .formal, length: length))
        )
        let rules = [
            "first person", "in English", "never invent", "Leave out every field that is not given", "greeting",
            "closing line", "natural list", "formal", "markdown", "unless the notes ask",
        ]
        for rule in rules {
            #expect(prompt.system.contains(rule), "missing rule: \(rule)")
        }
        let band = ["short": "2–3 sentences", "medium": "4–6 sentences", "long": "7–10 sentences"][length.rawValue]!
        #expect(prompt.system.contains(band))
    }

    @Test func theJapaneseSystemMessageStatesEveryRuleInJapanese() throws {
        let prompt = try builder.prompt(
            for: IntroductionRequest(
                profile: SampleProfiles.japaneseFull,
                options: GenerationOptions(language: .ja, tone: .formal, length: .short))
        )
        for rule in ["一人称", "日本語で書く", "作り上げない", "空の項目", "挨拶", "締め", "敬語", "と申します", "マークダウン", "2〜3文", "150文字"] {
            #expect(prompt.system.contains(rule), "missing rule: \(rule)")
        }
    }

    @Test func emptyFieldsAreNotMentioned() throws {
        let prompt = try builder.prompt(
            for: IntroductionRequest(profile: Profile(name: "Ann", skills: ["", " "]), options: GenerationOptions()))
        #expect(prompt.user.contains("Name: Ann"))
        for label in ["Role", "Skills", "Experience", "Interests", "Notes"] {
            #expect(!prompt.user.contains("\(label):"))
        }
        let empty = try builder.prompt(for: IntroductionRequest(profile: Profile(), options: GenerationOptions()))
        #expect(empty.user.contains("empty"))
    }
}
