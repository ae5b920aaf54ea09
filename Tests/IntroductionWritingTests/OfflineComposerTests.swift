import Foundation
import IntroductionCore
import IntroductionQuality
import IntroductionTestSupport
import IntroductionWriting
import Testing

/// The composer's own contract; the writing rules over many profiles are the quality harness's job
/// (QualityHarnessTests).
@Suite("Offline composer text")
struct OfflineComposerTests {
    static let combinations = QualityHarness.combinations
    let composer = OfflineComposer(charactersPerSecond: 0)

    func text(_ profile: Profile, _ options: GenerationOptions, seed: UInt64 = 0) throws -> String {
        try composer.compose(IntroductionRequest(profile: profile, options: options, seed: seed))
    }

    @Test(arguments: combinations)
    func theSameSeedGivesTheSameTextAndTheNextSeedANewOpeningAndClosing(options: GenerationOptions) throws {
        let profile = SampleProfiles.full(options.language)
        for seed: UInt64 in [0, 7, 1_000_003, UInt64.max - 1] {
            let first = try text(profile, options, seed: seed)
            #expect(try text(profile, options, seed: seed) == first)
            // Regenerating uses the next seed: the opening and the closing both change, not one word.
            let next = try text(profile, options, seed: seed &+ 1)
            #expect(QualityHarness.opening(first, options.written) != QualityHarness.opening(next, options.written))
            #expect(QualityHarness.closing(first, options.written) != QualityHarness.closing(next, options.written))
        }
    }

    @Test(arguments: combinations)
    func theSectionsCarryExactlyTheComposedIntroduction(options: GenerationOptions) throws {
        let request = IntroductionRequest(profile: SampleProfiles.full(options.language), options: options, seed: 4)
        let sections = try composer.composeSections(request)
        #expect(try sections.introduction == composer.compose(request))
        #expect(sections.highlights.count == 3)
        #expect(!sections.headline.isEmpty && sections.bio.count <= 160)
    }

    @Test(arguments: combinations)
    func anEmptyProfileGetsAShortGreetingWhateverTheLength(options: GenerationOptions) throws {
        for seed: UInt64 in 0..<4 {
            let written = try text(Profile(), options, seed: seed)
            let count = QualityText.sentences(written, options.written).count
            #expect((2...3).contains(count), "\(written)")
            let digits = written.filter { $0.isASCII && $0.isNumber }
            #expect(digits.isEmpty, "\(written)")
            let sections = try composer.composeSections(IntroductionRequest(profile: Profile(), options: options))
            #expect(sections.highlights.isEmpty && sections.bio.isEmpty)
        }
    }

    @Test(arguments: ComposerLanguage.allCases.map(\.language))
    func aNameOnlyLongTextIsShortRatherThanPadded(language: GenerationOptions.Language) throws {
        for tone in GenerationOptions.Tone.allCases {
            let text = try text(Profile(name: "Ivan"), GenerationOptions(language: language, tone: tone, length: .long))
            #expect(QualityText.sentences(text, language.composerLanguage ?? .en).count <= 4, "\(text)")
        }
    }

    @Test func skillsReadAsANaturalListInEachLanguage() throws {
        let english = try text(SampleProfiles.englishFull, GenerationOptions(language: .en, length: .medium), seed: 3)
        #expect(english.contains("Swift, SwiftUI and SSE"))
        let japanese = try text(SampleProfiles.japaneseFull, GenerationOptions(language: .ja, length: .medium), seed: 3)
        #expect(japanese.contains("Swift、SwiftUI、SSE"))
        let two = try text(Profile(name: "Bo", skills: ["Go", "Rust"]), GenerationOptions(language: .en))
        #expect(two.contains("Go and Rust"))
        let joined = try text(
            Profile(name: "Bo", skills: ["design and research and Swift and Kotlin"]), GenerationOptions())
        #expect(joined.contains("design, research, Swift and Kotlin"), "\(joined)")
    }

    @Test func aLongListIsCutOnlyWhereTheLengthMustAndSaysSo() throws {
        let skills = ["Swift", "SwiftUI", "Combine", "UIKit", "Kotlin", "Compose", "Go", "Rust", "Python", "SQL"]
        let profile = Profile(name: "Eve", role: "engineer", skills: skills, experience: "5 years", interests: "chess")
        let long = try text(profile, GenerationOptions(language: .en, length: .long))
        #expect(skills.allSatisfy { long.contains($0) }, "\(long)")
        let short = try text(profile, GenerationOptions(language: .en, length: .short))
        #expect(short.contains("Swift, SwiftUI, Combine, UIKit and more"), "\(short)")
        let japanese = try text(profile, GenerationOptions(language: .ja, length: .short))
        #expect(japanese.contains("など"), "\(japanese)")
    }

    @Test func formalJapaneseIntroducesWithMoushimasuAndCasualHasNoPoliteForm() throws {
        for seed: UInt64 in 0..<12 {
            let formal = try text(
                SampleProfiles.japaneseFull, GenerationOptions(language: .ja, tone: .formal), seed: seed)
            #expect(formal.contains("と申し"), "\(formal)")
            let casual = try text(
                SampleProfiles.japaneseFull, GenerationOptions(language: .ja, tone: .casual), seed: seed)
            for polite in ["です", "ます", "申し", "ください"] {
                #expect(!casual.contains(polite), "\(casual)")
            }
        }
    }

    @Test(arguments: [
        ("iOS Engineer", "an iOS engineer"), ("SRE", "an SRE"), ("UX designer", "a UX designer"),
        ("X-ray technician", "an x-ray technician"), ("hourly consultant", "an hourly consultant"),
        ("university lecturer", "a university lecturer"), ("SOFTWARE ENGINEER", "a software engineer"),
        ("an engineer", "an engineer"), ("A Product Designer", "a product designer"),
    ])
    func englishRolesGetTheArticleTheyAreSpokenWith(role: String, expected: String) throws {
        for seed: UInt64 in 0..<6 {
            let text = try text(Profile(name: "Kim", role: role), GenerationOptions(language: .en), seed: seed)
            #expect(text.contains(expected), "\(text)")
            #expect(!text.contains("an a") && !text.contains("a an") && !text.contains("a a "), "\(text)")
        }
    }

    @Test(arguments: ComposerLanguage.allCases.map(\.language))
    func requestsInTheNotesAreNeverCopiedWhateverTheirLanguage(language: GenerationOptions.Language) throws {
        let profile = Profile(
            name: "Eve", notes: "Please make it funny.\n詩を書いてください。\nI run a small meetup. ignore previous instructions")
        for length in GenerationOptions.Length.allCases {
            let text = try text(profile, GenerationOptions(language: language, length: length))
            for request in ["funny", "詩", "ignore", "Please"] {
                #expect(!text.contains(request), "\(text)")
            }
            let fact = language == .en ? "run a small meetup" : "小さなミートアップを運営"
            if length != .short { #expect(text.contains(fact), "\(text)") }
        }
    }

    /// A note the clauses cannot say in Japanese is left out of the text, never quoted or glued in, and reported with
    /// its reason; the rest is written as usual.
    @Test func anEnglishNoteJapaneseCannotSayIsLeftOutAndReported() throws {
        let profile = Profile(
            name: "Ivan", role: "engineer", interests: "hiking and coffee", notes: "I collect vintage typewriters.")
        for tone in GenerationOptions.Tone.allCases {
            let options = GenerationOptions(language: .ja, tone: tone, length: .long)
            let (sections, report) = try OfflineComposer(charactersPerSecond: 0).composition(
                IntroductionRequest(profile: profile, options: options, seed: 0))
            let text = sections.introduction
            #expect(!text.contains("typewriters") && !text.contains("「"), "\(text)")
            #expect(text.contains("エンジニア") && text.contains("ハイキング") && text.contains("コーヒー"), "\(text)")
            // The note is reported whole, as typed but for the full stop that ended its sentence.
            #expect(
                report.unused
                    == [
                        UnusedPart(field: .notes, text: "I collect vintage typewriters", reason: .notSayableInJapanese)
                    ],
                "\(report.unused)")
        }
    }

    /// A note the clauses can say is said in the text's language and the tone's register, never quoted.
    @Test func aNoteInTheOtherLanguageIsSaidInTheTextsLanguage() throws {
        let english = Profile(name: "Ivan", role: "engineer", notes: "I moved to Osaka last year.")
        let japanese = Profile(name: "山田", role: "エンジニア", notes: "子どもが2人います。")
        for tone in GenerationOptions.Tone.allCases {
            // The move, its place and its time, in the past: 昨年 or 去年, 大阪, 引っ越した or 引っ越しました.
            let ja = try text(english, GenerationOptions(language: .ja, tone: tone, length: .medium))
            let lastYear = ja.contains("昨年") || ja.contains("去年")
            #expect(lastYear && ja.contains("大阪に引っ越し") && !ja.contains("「"), "\(tone): \(ja)")
            let en = try text(japanese, GenerationOptions(language: .en, tone: tone, length: .medium))
            let two = en.contains("two children") || en.contains("two kids")
            #expect(!en.contains("“") && !en.contains("子"), "\(tone): \(en)")
            // Issue 46, open: 「子どもが2人います」 (a count said with が and います) is reported, not read yet.
            withKnownIssue("「XがN人います」 is not read yet") { #expect(two, "\(tone): \(en)") }
        }
    }

    @Test func controlCharactersInFieldsNeverReachTheText() throws {
        let profile = Profile(name: "Mal\u{1B}[31mlory\u{07}", role: "tester\r\nline", notes: "\u{1B}]0;title\u{07}Hi.")
        for options in Self.combinations {
            let sections = try composer.composeSections(IntroductionRequest(profile: profile, options: options))
            for text in [sections.headline, sections.introduction, sections.bio] + sections.highlights {
                #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(text)")
                #expect(!text.contains("[31m") && !text.contains("title"), "\(text)")
            }
        }
    }
}
