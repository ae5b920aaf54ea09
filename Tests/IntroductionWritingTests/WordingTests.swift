import ReadingLexicon
import Testing
@testable import IntroductionCore
@testable import IntroductionWriting
@testable import ProfileReading

/// The pieces the writer builds its words from: the word list, a/an, Japanese register, the cleaner.
@Suite("Wording")
struct WordingTests {
    static let words = try! WordList.bundled()

    @Test(arguments: [
        ("engineer", "エンジニア"), ("iOS Engineer", "iOSエンジニア"), ("Senior Software Engineer", "シニアソフトウェアエンジニア"),
        ("Product Designer", "プロダクトデザイナー"), ("X-ray technician", "X線技師"), ("UX researcher", "UXリサーチャー"),
        ("hiking", "ハイキング"), ("board games", "ボードゲーム"), ("developer advocate", "デベロッパーアドボケイト"),
        ("machine learning engineer", "機械学習エンジニア"), ("SOFTWARE ENGINEER", "ソフトウェアエンジニア"),
        ("sales manager", "営業マネージャー"), ("high school student", "高校生"), ("PhD candidate", "博士課程の学生"),
        ("social media management", "SNS運用"), ("press releases", "プレスリリース"), ("Osaka", "大阪"),
        ("Japanese teacher", "日本語教師"), ("food maker", "食品メーカー"), ("aspiring UX designer", "UXデザイナー志望"),
        ("returning to work after parental leave", "育休明けで復職準備中"),
        ("3 cats", "猫3匹"), ("two kids", "子ども2人"),
    ])
    func knownEnglishTermsTranslateIntoJapanese(english: String, japanese: String) {
        #expect(Self.words.translate(english, to: .ja) == japanese)
    }

    @Test(arguments: [
        ("エンジニア", "engineer"), ("iOSエンジニア", "iOS engineer"), ("プロダクトデザイナー", "product designer"),
        ("バックエンドエンジニア", "backend engineer"), ("カメラ", "photography"), ("登山", "mountain climbing"), ("看護師", "nurse"),
        ("広報", "PR"), ("SNS運用", "social media management"), ("営業マネージャー", "sales manager"),
        ("大学院生", "graduate student"), ("食品メーカー", "food maker"), ("東京都", "Tokyo"), ("ゲーム開発者", "game developer"),
        ("お菓子作り", "baking"), ("ロボット部", "robotics club"), ("生徒会", "student council"),
        ("データサイエンティスト志望", "aspiring data scientist"),
        ("猫2匹", "2 cats"), ("子ども三人", "3 children"),
    ])
    func knownJapaneseTermsTranslateIntoEnglish(japanese: String, english: String) {
        #expect(Self.words.translate(japanese, to: .en) == english)
    }

    @Test func aNumberOfThingsWithNoCounterOfOursIsLeftAsTyped() {
        // Books are counted with 冊, which the list does not know: "2 books" is not 2読書.
        #expect(Self.words.translate("2 books", to: .ja) == nil)
        #expect(Self.words.translate("本2冊", to: .en) == nil)
    }

    @Test func anEmojiAloneOrADigitIsNotAPictureToCarry() {
        #expect(Self.words.translate("🎸", to: .ja) == nil)
        #expect(Self.words.translate("unknownword🎸", to: .ja) == nil)
        #expect(Self.words.translate("hiking 2", to: .ja) != "ハイキング 2")
    }

    @Test(arguments: [
        "Ada Lovelace", "Swift", "mechanical computers", "hourly consultant", "Head of Design", "山田太郎", "金継ぎ",
        "Distributed Systems Wizard",
    ])
    func namesAndUnknownTermsStayAsTyped(term: String) {
        for language in ComposerLanguage.allCases {
            #expect(Self.words.render(term, in: language) == term)
        }
    }

    @Test(arguments: [
        ("SRE", "an"), ("UX researcher", "a"), ("X-ray technician", "an"), ("hourly consultant", "an"),
        ("university lecturer", "a"), ("iOS engineer", "an"), ("engineer", "an"), ("designer", "a"),
        ("MBA student", "an"),
        ("HR manager", "an"), ("QA lead", "a"), ("NASA engineer", "a"), ("one-person team", "a"),
        ("8-bit artist", "an"),
        ("11-person team", "an"), ("10x engineer", "a"), ("honest broker", "an"), ("European", "a"),
        ("user researcher", "a"),
    ])
    func theArticleFollowsTheSound(phrase: String, article: String) {
        #expect(EnglishArticle.article(for: phrase) == article)
    }

    @Test(arguments: [
        ("来月から東京で働きます。", JapaneseRegister.Target.plain, "来月から東京で働く。"),
        ("猫を二匹飼っています。", .plain, "猫を二匹飼っている。"), ("毎日勉強します。", .plain, "毎日勉強する。"),
        ("朝ごはんを食べます。", .plain, "朝ごはんを食べる。"), ("大阪出身です。", .plain, "大阪出身だよ。"),
        ("旅行が楽しいです！", .plain, "旅行が楽しい！"), ("去年、大阪に引っ越しました。", .plain, "去年、大阪に引っ越した。"),
        ("お酒は飲みません。", .plain, "お酒は飲まない。"), ("大阪に住んでいる。", .polite, "大阪に住んでいます。"),
        ("週末はよく山に登る。", .polite, "週末はよく山に登ります。"), ("猫が好き", .polite, "猫が好きです。"),
        ("東京出身だ。", .polite, "東京出身です。"), ("去年転職した。", .polite, "去年転職しました。"),
        ("毎朝走っている。", .humble, "毎朝走っております。"), ("毎朝走っています。", .humble, "毎朝走っております。"),
        ("子どもが二人います。", .plain, "子どもが二人いる。"), ("東京にいます。", .plain, "東京にいる。"),
        ("毎日Swiftを使います。", .plain, "毎日Swiftを使う。"), ("友達と会いました。", .plain, "友達と会った。"),
        ("猫はいません。", .plain, "猫はいない。"), ("本をもらいます。", .plain, "本をもらう。"),
        ("みんなに手伝います。", .plain, "みんなに手伝う。"), ("日本語は勉強中です（N3）。", .plain, "日本語は勉強中だよ（N3）。"),
    ])
    func aJapaneseSentenceMovesIntoTheRegisterOfTheText(
        sentence: String, target: JapaneseRegister.Target, expected: String
    ) {
        #expect(JapaneseRegister.convert(sentence, to: target) == expected)
    }

    /// A polite clause inside a casual sentence, a question, a past form whose verb cannot be told from
    /// its ending (唄った: 唄う or 唄る?), an ending that is no predicate: quoted rather than guessed.
    @Test(arguments: [
        ("東京に住んでいますが、来月引っ越します。", JapaneseRegister.Target.plain), ("明日は雨だろうか？", .polite),
        ("歌を唄った。", .polite), ("たぶんね", .polite),
    ])
    func anEndingThatCannotBeMovedForCertainGivesNil(sentence: String, target: JapaneseRegister.Target) {
        #expect(JapaneseRegister.convert(sentence, to: target) == nil)
    }

    @Test func thePrintableCleanerRemovesWhatATerminalWouldActOn() {
        #expect(ProfileText.printable("Mal\u{1B}[31mlory\u{07}") == "Mallory")
        #expect(ProfileText.printable("a\u{1B}]0;title\u{07}b") == "ab")
        #expect(ProfileText.printable("left\u{202E}right") == "leftright")
        #expect(ProfileText.printable("  one \n two\r\nthree\t ") == "one two three")
        #expect(ProfileText.printable("one\n\n two\u{2028}three", keepingLines: true) == "one\ntwo\nthree")
    }

    @Test func itemsSplitAtCommasSemicolonsAndLines() {
        #expect(
            ProfileText.items("Swift, SwiftUI、SSE，Go;Rust\nC++") == ["Swift", "SwiftUI", "SSE", "Go", "Rust", "C++"])
        #expect(ProfileText.items(" , 、\n") == [])
        #expect(ProfileText.items("Research and Development") == ["Research and Development"])
    }

    @Test func aNameTypedInLowerCaseGetsItsCapitalsAndNoOtherNameChanges() {
        #expect(ProfileFacts.capitalizedName("bob harris") == "Bob Harris")
        #expect(ProfileFacts.capitalizedName("van der Berg") == "van der Berg")
        #expect(ProfileFacts.capitalizedName("山田 太郎") == "山田 太郎")
    }

    /// In Japanese, an English term the lexicon lacks is left out and reported, never written as typed or quoted; a
    /// name stays a name, and a sentence that only names interests becomes its list.
    @Test func anEnglishTermJapaneseCannotSayIsReportedAndANameIsKept() throws {
        let profile = Profile(
            name: "Priya", role: "PhD candidate in kelp phenology", skills: ["Kubernetes", "flurbing"],
            experience: "8 years", interests: "I love hiking.")
        let request = IntroductionRequest(
            profile: profile, options: GenerationOptions(language: .ja, tone: .friendly, length: .medium), seed: 1)
        let (sections, report) = try OfflineComposer(charactersPerSecond: 0).composition(request)
        let text = sections.introduction
        #expect(!text.contains("kelp") && !text.contains("「") && !text.contains("flurbing"), "\(text)")
        #expect(text.contains("Kubernetes") && text.contains("8年"), "\(text)")
        #expect(text.contains("ハイキング") && !text.contains("I love hiking"), "\(text)")
        #expect(report.unused.contains { $0.field == .role && $0.text.contains("kelp phenology") }, "\(report.unused)")
        #expect(report.unused.contains { $0.field == .skills && $0.text == "flurbing" }, "\(report.unused)")
        #expect(report.unused.allSatisfy { $0.reason == .notSayableInJapanese }, "\(report.unused)")
    }

    /// A role says a person and a state as English does; a Japanese organization named by words the list does not
    /// know is a name English cannot spell, reported rather than translated word by word.
    @Test func rolesSayAPersonOrAStateAndJapaneseNamesAreNotTranslated() throws {
        func english(_ profile: Profile) throws -> (String, [UnusedPart]) {
            let request = IntroductionRequest(
                profile: profile, options: GenerationOptions(language: .en, tone: .friendly, length: .medium), seed: 1)
            let (sections, report) = try OfflineComposer(charactersPerSecond: 0).composition(request)
            return (sections.introduction + " " + sections.bio, report.unused)
        }
        let (office, officeUnused) = try english(Profile(name: "Oli", role: "postdoc at 青葉会計事務所 in busan"))
        #expect(office.contains("postdoc") && !office.contains("leave"), "\(office)")
        #expect(officeUnused.contains { $0.text.contains("青葉会計事務所") }, "\(officeUnused)")
        #expect(office.contains("Busan") || officeUnused.contains { $0.text.contains("busan") }, "said or reported")
        let (joint, _) = try english(Profile(name: "Ana", role: "営業/founder"))
        #expect(joint.contains("sales representative and founder"), "\(joint)")
        let (state, _) = try english(Profile(name: "Sota", role: "career break"))
        #expect(state.contains("on a career break") && !state.contains("is a career break"), "\(state)")
        let request = IntroductionRequest(
            profile: Profile(name: "Jess", role: "inside sales rep"),
            options: GenerationOptions(language: .ja, tone: .friendly, length: .medium), seed: 1)
        let japanese = try OfflineComposer(charactersPerSecond: 0).composition(request).0.introduction
        #expect(japanese.contains("インサイドセールス担当"), "\(japanese)")
    }

    @Test func aYearOfStudyIsSaidWhereEnglishPutsIt() throws {
        let profile = Profile(name: "Kai", role: "uni student, 2nd year")
        let request = IntroductionRequest(
            profile: profile, options: GenerationOptions(language: .en, tone: .friendly, length: .short), seed: 1)
        let text = try OfflineComposer(charactersPerSecond: 0).compose(request)
        let year = text.contains("2nd-year university student") || text.contains("second-year university student")
        #expect(year, "\(text)")
    }

    @Test func aFactAskedForIsSaidEvenInAShortText() throws {
        for language in [GenerationOptions.Language.en, .ja] {
            let profile = Profile(
                name: "Raj", role: "sales manager", skills: ["negotiation", "coaching"],
                experience: "10 years in B2B sales", interests: "cricket",
                notes: "hit 140% of quota last year, mention it")
            let request = IntroductionRequest(
                profile: profile, options: GenerationOptions(language: language, tone: .formal, length: .short), seed: 1
            )
            let sections = try OfflineComposer(charactersPerSecond: 0).composeSections(request)
            let all = ([sections.introduction, sections.bio] + sections.highlights).joined(separator: "\n")
            // Issue 46, open: "hit 140% of quota last year, mention it" (a share of a thing, and "it" for the fact
            // before) is reported, not read yet.
            withKnownIssue("a share of a thing and 'mention it' are not read yet") {
                #expect(all.contains("140%"), "\(language): \(all)")
            }
            if language == .en { #expect(!all.contains("Something worth knowing"), "\(all)") }
        }
    }

    @Test func aRoleInSentenceCaseReadsMidSentenceAndAnAbbreviatedPlaceIsNotASentence() throws {
        let profile = Profile(
            name: "Joanne", role: "Data engineer", experience: "15 years, currently at St. Mary's Hospital")
        for language in [GenerationOptions.Language.en, .ja] {
            let request = IntroductionRequest(
                profile: profile, options: GenerationOptions(language: language, tone: .formal, length: .medium),
                seed: 1)
            let text = try OfflineComposer(charactersPerSecond: 0).compose(request)
            #expect(!text.contains("a Data engineer") && !text.contains("「St. Mary"), "\(language): \(text)")
            #expect(text.contains("St. Mary's Hospital"), "\(language): \(text)")
        }
    }
}
