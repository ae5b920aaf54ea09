import ReadingLexicon
import Testing
@testable import IntroductionCore
@testable import IntroductionWriting
@testable import ProfileReading

/// Wishes in the notes are carried out, never pasted: a fact asked for is said, a thing refused is nowhere.
@Suite("Wishes in the notes")
struct NoteWishTests {
    @Test(arguments: [
        ("Please mention I mentor juniors.", "I mentor juniors."),
        ("mention that I run the office book club.", "I run the office book club."),
        ("Also mention mentoring new hires.", "I am mentoring new hires."),
        ("pls be honest that i'm a beginner", "I'm a beginner."),
        ("Make it clear that I'm open to remote roles!", "I'm open to remote roles."),
        (
            "My volunteering at the food bank is worth mentioning.",
            "Something worth knowing about me: my volunteering at the food bank."
        ),
        ("社内ラジオのパーソナリティもしていることに触れてください。", "社内ラジオのパーソナリティもしています。"),
        ("料理が好きなことも入れてください。", "料理が好きです。"),
        ("猫を2匹飼っていることも入れて", "猫を2匹飼っています。"), ("猫を2匹飼っていることも入れて.", "猫を2匹飼っています。"),
    ])
    func aFactAskedForIsSaidInThePersonsVoice(note: String, fact: String) {
        guard case .mention(let said) = NoteWish.read(note) else {
            Issue.record("\(note) was not read as a wish to mention something")
            return
        }
        #expect(said == fact)
    }

    @Test(arguments: [
        ("Please don't mention my age (52).", ["age", "52"]),
        ("do not mention the layoffs", ["layoffs"]),
        ("Leave out where I live.", ["where I live"]),
        ("年齢には触れないでください。", ["年齢"]),
        ("前の会社の名前は書かないでください。", ["前の会社"]),
    ])
    func aRefusalNamesWhatMustNotAppear(note: String, terms: [String]) {
        #expect(NoteWish.read(note) == .avoid(terms))
    }

    @Test(arguments: ["I love cats.", "Say hi when you see me!", "Please keep it short.", "詩を書いてください。"])
    func otherSentencesAreNoWish(note: String) {
        #expect(NoteWish.read(note) == nil)
    }

    @Test(arguments: [
        ("I'm 52.", true), ("i’m 52", true), ("I am 52", true), ("Im 52.", true), ("52歳です。", true),
        ("５２ 歳", true), ("52 years old", true), ("age: 52 yrs-old", true), ("a 7-year-old daughter", false),
        ("I'm 152", false), ("Jim 52", false), ("I'm 52 and counting", false), ("52 years of service", false),
        ("I'm a 52", false), ("歳末セール", false),
    ])
    func anAgeIsFoundHoweverItIsTyped(text: String, statesAnAge: Bool) {
        #expect(ProfileFacts.statesAnAge(text) == statesAnAge, "\(text)")
    }

    @Test func aThingAskedForIsSaidInJapanesesOwnFrameAndWords() throws {
        let profile = Profile(
            name: "Marco Bianchi", role: "sous chef", notes: "Fresh pasta every morning is worth mentioning.")
        for tone in GenerationOptions.Tone.allCases {
            let options = GenerationOptions(language: .ja, tone: tone, length: .medium)
            let text = try OfflineComposer(charactersPerSecond: 0).compose(
                IntroductionRequest(profile: profile, options: options, seed: 3))
            #expect(text.contains("毎朝の生パスタ") && !text.contains("「"), "\(tone): \(text)")
            #expect(!text.contains("Something worth knowing"), "\(tone): \(text)")
        }
    }

    /// A thing asked for in Japanese is said in English when the lexicon knows its words, and otherwise reported:
    /// never quoted, never a Japanese phrase inside an English sentence.
    @Test func aJapaneseThingInEnglishIsSaidOrReportedNeverQuoted() throws {
        for notes in ["Rustを勉強中です。ポートフォリオも載せて", "Rustを勉強中です。ポートフォリオも載せて. keep it short pls"] {
            let profile = Profile(name: "山田太郎", role: "iOSエンジニア", notes: notes)
            for tone in GenerationOptions.Tone.allCases {
                let options = GenerationOptions(language: .en, tone: tone, length: .medium)
                let (sections, report) = try OfflineComposer(charactersPerSecond: 0).composition(
                    IntroductionRequest(profile: profile, options: options, seed: 3))
                let text = sections.introduction
                #expect(!text.contains("ポートフォリオ") && !text.contains("“") && !text.contains("。"), "\(tone): \(text)")
                let said = text.lowercased().contains("portfolio")
                let reported = report.unused.contains { $0.field == .notes && $0.text.contains("ポートフォリオ") }
                #expect(said != reported, "\(tone): \(text) \(report.unused)")
            }
        }
    }

    @Test func whatIsRefusedAppearsInNoSectionAndTheWishesNowhere() throws {
        let profile = Profile(
            name: "Dana Kim", role: "sales manager", skills: ["negotiation", "CRM"], experience: "10 years",
            interests: "golf, wine tasting",
            notes: "Please mention I mentor juniors. Please don't mention wine. I'm 52. Don't mention my age (52).")
        for language in ComposerLanguage.allCases.map(\.language) {
            for tone in GenerationOptions.Tone.allCases {
                let options = GenerationOptions(language: language, tone: tone, length: .long)
                let text = try OfflineComposer(charactersPerSecond: 0).composeSections(
                    IntroductionRequest(profile: profile, options: options, seed: 3)
                ).markdown
                #expect(!text.contains("52"), "\(language) \(tone): \(text)")
                #expect(!text.lowercased().contains("wine"), "\(language) \(tone): \(text)")
                #expect(!text.lowercased().contains("mention"), "\(language) \(tone): \(text)")
                if language == .en { #expect(text.contains("I mentor juniors."), "\(tone): \(text)") }
            }
        }
    }

    @Test(arguments: [
        ("Looking for a summer internship.", "I am looking for a summer internship."),
        ("new to the team, joined on Monday", "I am new to the team and joined on Monday"),
        ("Has two cats.", "I have two cats."),
        ("joined the payments team this week", "I joined the payments team this week"),
        ("Also run a weekend running club.", "I also run a weekend running club."),
        ("still consult now and then", "I still consult now and then"),
        ("Career changer.", "I am a career changer."),
        ("grandpa of four", "I am a grandpa of four"),
        ("Part time at a bakery", "I work part time at a bakery"),
        ("first job after school", "This is my first job after school"),
        ("hit 140% of quota last year", "I hit 140% of quota last year"),
    ])
    func aFragmentGetsItsSubject(note: String, sentence: String) {
        #expect(NoteFragment.withSubject(note) == sentence)
    }

    @Test(arguments: ["I love cats.", "Cooking is my hobby.", "Nothing beats a long walk.", "Tokyo is home."])
    func aSentenceWithASubjectIsLeftAsTyped(note: String) {
        #expect(NoteFragment.withSubject(note) == nil)
    }

    @Test(arguments: [
        ("high school student", false), ("PhD candidate in biology", false), ("retired teacher", false),
        ("大学3年生", false), ("専業主婦", false), ("between jobs", false), ("nurse", true), ("student advisor", false),
        ("iOSエンジニア", true), ("Software Engineer", true),
    ])
    func rolesThatAreNotJobsAreKnown(role: String, isOccupation: Bool) {
        #expect(!RoleStatus.isStatus(role) == isOccupation)
    }
}

/// English notes in a Japanese text: the common shapes said in Japanese, everything else left to be quoted.
@Suite("English notes said in Japanese")
struct EnglishNoteInJapaneseTests {
    static let note = EnglishNoteInJapanese(words: try! WordList.bundled(), clauses: try! ClauseBook.bundled())

    @Test(arguments: [
        ("I am new to the team and joined on Monday.", "月曜日にチームに加わったばかりです。"),
        ("I am looking for a summer internship.", "サマーインターンを探しています。"),
        ("I am looking for part-time roles.", "パートの仕事を探しています。"),
        ("We're hiring backend engineers.", "バックエンドエンジニアを募集しています。"),
        ("I speak German.", "ドイツ語を話します。"),
        ("I am graduating in June.", "6月に卒業予定です。"),
        ("i live in nagoya with my wife and our shiba", "名古屋で妻と柴犬と暮らしています。"),
        ("I started in April, first job out of uni.", "4月から働き始め、大学を出て最初の仕事です。"),
    ])
    func theCommonShapesAreSaidInJapanese(english: String, japanese: String) {
        #expect(Self.note.said(english) == japanese)
    }

    /// Half a sentence translated would say something the person did not: the whole note stays quoted.
    @Test(arguments: [
        "I still work weekend shifts at the flurble.", "I am looking for a flurble.",
        "I speak German and love hiking.", "I live in Nagoya with my zorblax.",
    ])
    func anythingElseIsLeftToBeQuoted(english: String) {
        #expect(Self.note.said(english) == nil)
    }

    @Test func aJapaneseTextSaysTheNoteInTheTonesRegister() throws {
        let profile = Profile(name: "Ann", role: "nurse", notes: "Looking for part-time roles.")
        for (tone, ending) in [(GenerationOptions.Tone.friendly, "探しています"), (.formal, "探しております")] {
            let request = IntroductionRequest(
                profile: profile, options: GenerationOptions(language: .ja, tone: tone, length: .medium), seed: 1)
            let text = try OfflineComposer(charactersPerSecond: 0).compose(request)
            #expect(text.contains("パートの仕事を" + ending) && !text.contains("「"), "\(tone): \(text)")
        }
    }
}
