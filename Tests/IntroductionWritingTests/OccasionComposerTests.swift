import FoundationEssentials
import IntroductionCore
import Testing

@testable import IntroductionWriting
@testable import ProfileReading

/// The offline composer's own phrasing per occasion: a team post's and an interview's words, a LinkedIn About and its
/// headline, a third-person speaker bio, a social bio of fragments, a README in Markdown, each keeping its limits.
@Suite("Offline composer occasions")
struct OccasionComposerTests {
    static let composer = OfflineComposer(charactersPerSecond: 0)
    static let ada = Profile(
        name: "Ada Lovelace", role: "iOS engineer", skills: ["Swift", "SwiftUI", "SSE", "Combine"],
        experience: "8 years building streaming APIs", interests: "climbing, coffee",
        notes: "learning Rust. I have a cat named Mochi.")
    static let taro = Profile(
        name: "山田太郎", role: "iOSエンジニア", skills: ["Swift", "SwiftUI"], experience: "5年", interests: "登山、カメラ",
        notes: "Rustを勉強中です。")

    static func sections(
        _ profile: Profile, _ occasion: GenerationOptions.Occasion, _ language: GenerationOptions.Language = .en,
        tone: GenerationOptions.Tone = .friendly, length: GenerationOptions.Length = .medium, seed: UInt64 = 3
    ) throws -> Introduction {
        try composer.composeSections(
            IntroductionRequest(
                profile: profile,
                options: GenerationOptions(language: language, tone: tone, length: length, occasion: occasion),
                seed: seed))
    }

    @Test func aTeamPostGreetsTheTeamAndAnInterviewThanksForTheTime() throws {
        for seed in UInt64(0)..<6 {
            let team = try Self.sections(Self.ada, .team, seed: seed).introduction
            let meetup = try Self.sections(Self.ada, .meetup, seed: seed).introduction
            #expect(team != meetup)
            #expect(["team", "Hello everyone", "Hi all"].contains { team.contains($0) }, "\(team)")
            let interview = try Self.sections(Self.ada, .interview, tone: .formal, seed: seed).introduction
            #expect(interview.hasPrefix("Thank you"), "\(interview)")
            #expect(interview.contains("My name is Ada Lovelace"), "\(interview)")
            let japanese = try Self.sections(Self.taro, .team, .ja, seed: seed).introduction
            #expect(japanese.contains("チーム"), "\(japanese)")
        }
    }

    /// An interview is never casual: the friendly register, です and ます, with no だよ.
    @Test func aCasualInterviewIsWrittenInTheFriendlyRegister() throws {
        let text = try Self.sections(Self.taro, .interview, .ja, tone: .casual).introduction
        #expect(text.contains("本日は") && text.contains("です"), "\(text)")
        #expect(!text.contains("だよ"), "\(text)")
        let english = try Self.sections(Self.ada, .interview, tone: .casual).introduction
        #expect(!english.hasPrefix("Hey"), "\(english)")
    }

    /// An interview's lengths are spoken times: a long one may hold two minutes, more than a meetup's long text.
    @Test func anInterviewsLengthsAreSpokenTimes() {
        #expect(IntroductionWriter.sizeLimit(.short, .en, occasion: .interview) == 75)
        #expect(IntroductionWriter.sizeLimit(.medium, .en, occasion: .interview) == 150)
        #expect(IntroductionWriter.sizeLimit(.long, .en, occasion: .interview) == 300)
        #expect(IntroductionWriter.sizeLimit(.long, .ja, occasion: .interview) == 600)
        #expect(IntroductionWriter.sizeLimit(.long, .en) == 200)
    }

    @Test func aLinkedInAboutOpensWithoutAGreetingUnderARoleAndSkillsHeadline() throws {
        let sections = try Self.sections(Self.ada, .linkedin)
        #expect(sections.headline == "iOS engineer | Swift, SwiftUI, SSE, Combine")
        #expect(sections.introduction.hasPrefix("I'm Ada Lovelace") || sections.introduction.hasPrefix("My name"))
        let japanese = try Self.sections(Self.taro, .linkedin, .ja)
        #expect(japanese.headline == "iOSエンジニア｜Swift、SwiftUI")
        #expect(!japanese.introduction.hasPrefix("はじめまして"))
        // Skills too many for 220 characters: as many as fit, each whole (tools' names, which the reading takes as
        // skills; compared without case, which another test is about).
        var long = Self.ada
        long.skills = [
            "Microsoft Dynamics 365 Business Central", "Amazon Web Services Elastic Kubernetes Service",
            "Google Cloud Platform Vertex AI Pipelines", "Adobe Experience Manager Content Services",
            "Salesforce Marketing Cloud Account Engagement", "Oracle Fusion Cloud Enterprise Resource Planning",
        ]
        let headline = try Self.sections(long, .linkedin).headline
        #expect(headline.count <= 220)
        let listed = try #require(headline.components(separatedBy: " | ").dropFirst().first, "\(headline)")
        let skills = Set(long.skills.map { $0.lowercased() })
        let said = listed.components(separatedBy: ", ")
        #expect(!said.isEmpty && said.count < long.skills.count, "\(headline)")
        #expect(said.allSatisfy { skills.contains($0.lowercased()) }, "\(headline)")
    }

    @Test(arguments: GenerationOptions.Tone.allCases)
    func aSpeakerBioSpeaksOfThePersonInTheThirdPerson(tone: GenerationOptions.Tone) throws {
        let text = try Self.sections(Self.ada, .speaker, tone: tone, length: .long).introduction
        #expect(text.hasPrefix("Ada Lovelace is an iOS engineer"), "\(text)")
        #expect(text.contains("8 years") && text.contains("streaming APIs"), "\(text)")
        let words = text.split(whereSeparator: \.isWhitespace)
        #expect(words.count <= 100)
        #expect(!words.contains { ["I", "I'm", "my", "me"].contains($0) }, "\(text)")
        #expect(!text.contains("Mochi"), "notes are the person's own words and stay out: \(text)")
        let japanese = try Self.sections(Self.taro, .speaker, .ja, tone: tone, length: .long).introduction
        #expect(japanese.hasPrefix("山田太郎は"), "\(japanese)")
        #expect(japanese.count <= 200)
        #expect(!japanese.contains("申します") && !japanese.contains("私"), "\(japanese)")
    }

    @Test func aSocialBioIsFragmentsWithinItsLimitAndNothingElse() throws {
        let sections = try Self.sections(Self.ada, .x, length: .long)
        let fragments = sections.introduction.components(separatedBy: " · ")
        #expect(sections.introduction.hasPrefix("iOS engineer · "), "\(sections.introduction)")
        #expect(sections.introduction.contains("8 years of experience"), "\(sections.introduction)")
        #expect(!fragments.contains { $0.hasPrefix("I ") || $0.hasPrefix("I'm ") }, "\(sections.introduction)")
        #expect(sections.introduction.count <= 160)
        #expect(sections.headline.isEmpty && sections.highlights.isEmpty && sections.bio.isEmpty)
        let short = try Self.sections(Self.ada, .x, length: .short).introduction
        #expect(short.components(separatedBy: " · ").count == 2, "\(short)")
        // A role of many words keeps the limit by leaving fragments out, never by cutting one: after the role, each
        // fragment is one of the profile's highlights, whole.
        var wordy = Self.ada
        wordy.role = String(repeating: "senior principal staff engineer ", count: 6) + "at Acme"
        let text = try Self.sections(wordy, .x, length: .long).introduction
        let highlights = try Self.sections(wordy, .meetup, length: .long).highlights
        #expect(text.count <= 160)
        #expect(text.components(separatedBy: " · ").dropFirst().allSatisfy(highlights.contains), "\(text)")
        let japanese = try Self.sections(Self.taro, .x, .ja).introduction
        #expect(japanese.hasPrefix("iOSエンジニア｜"), "\(japanese)")
    }

    @Test func aReadmeHasAHeadingAParagraphAndLinesFromTheProfile() throws {
        let sections = try Self.sections(Self.ada, .github)
        let lines = sections.introduction.components(separatedBy: "\n")
        #expect(lines.first == "# Hi, I'm Ada Lovelace" || lines.first == "# Hello, I'm Ada Lovelace")
        #expect(lines.contains("- Currently: iOS engineer"))
        #expect(lines.contains("- Learning: Rust"))
        #expect(lines.contains("- Ask me about: Swift, SwiftUI, SSE and Combine"))
        #expect(lines.contains("- Interests: climbing and coffee"))
        #expect(sections.introduction.contains("I have a cat named Mochi."))
        #expect(!sections.introduction.contains("learning Rust"), "the learning note is said once, as its line")
        #expect(sections.headline.isEmpty && sections.highlights.isEmpty && !sections.bio.isEmpty)
        let japanese = try Self.sections(Self.taro, .github, .ja).introduction
        #expect(japanese.hasPrefix("# こんにちは、山田太郎です\n\n"), "\(japanese)")
        #expect(japanese.contains("- 勉強中：Rust"), "\(japanese)")
        // Nothing to learn, no line for it.
        var plain = Self.ada
        plain.notes = ""
        #expect(!(try Self.sections(plain, .github).introduction.contains("Learning")))
    }

    /// Every occasion from a near-empty profile: something true, within its limits, and no invented facts.
    @Test(arguments: GenerationOptions.Occasion.allCases)
    func aNameAloneGivesAShortTrueTextForEveryOccasion(occasion: GenerationOptions.Occasion) throws {
        let profile = Profile(name: "Ada")
        for language in ComposerLanguage.allCases.map(\.language) {
            let sections = try Self.sections(profile, occasion, language)
            #expect(sections.introduction.contains("Ada"), "\(occasion) \(language): \(sections.introduction)")
            for limit in sections.introduction.isEmpty ? [] : GenerationOptions(occasion: occasion).limits {
                #expect(limit.count(in: sections.introduction) <= limit.maximum)
            }
        }
    }
}
