import Foundation
import Testing

@testable import ProfileReading
@testable import ReadingLexicon

/// The dictionary generated from EDICT: the translations the brief promised, exact lookups, and files that are
/// what the generator writes from the installed edict package.
@Suite("EDICT dictionary")
struct EdictDictionaryTests {
    static let dictionary = EdictDictionary()
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = repository.appendingPathComponent("Sources/ReadingLexicon/Resources/lexicon")
    static let files = [
        "lexicon-edict-ja-en.txt", "lexicon-edict-en-ja.txt", "lexicon-edict-words.txt", "lexicon-edict-loans.txt",
    ]

    @Test(arguments: [
        ("大阪", "Osaka"), ("看護師", "nurse"), ("家庭菜園", "kitchen garden"), ("ジャカルタ", "Jakarta"),
        ("修士", "master's"), ("ポートフォリオ", "portfolio"), ("心臓専門医", "cardiologist"),
        ("ボルダリング", "bouldering"), ("フィンテック", "fintech"), ("機械学習", "machine learning"),
        // EDICT's first gloss, its note dropped: "change (personnel)/transfer/reshuffle".
        ("異動", "change"),
    ])
    func aJapaneseWordIsTheFirstGlossOfItsFirstNounSense(japanese: String, english: String) {
        #expect(Self.dictionary.english(forJapanese: japanese) == english)
    }

    @Test(arguments: [
        ("nurse", "看護師"), ("portfolio", "ポートフォリオ"), ("stakeholder", "ステークホルダー"),
        ("automation", "自動化"), ("cardiologist", "心臓専門医"), ("freelance", "フリーランス"),
        ("bouldering", "ボルダリング"), ("kitchen garden", "家庭菜園"), ("Osaka", "大阪"), ("Japan", "日本"),
        ("interface", "インターフェース"), ("programmer", "プログラマー"),
    ])
    func anEnglishTermIsTheWordWhoseSenseItStarts(english: String, japanese: String) {
        #expect(Self.dictionary.japanese(forEnglish: english) == japanese)
    }

    /// A wrong sense is worse than none: common words of different senses (復権, 更生 for "rehabilitation"; 団結, 統一
    /// for "unity"), or an uncommon compound narrower than its gloss (丸太足場 for "scaffolding"), are no translation.
    @Test(arguments: ["rehabilitation", "transfer", "unity", "scaffolding", "forecasting", "adult"])
    func anEnglishTermWithoutOneSureSenseIsLeftOut(english: String) {
        #expect(Self.dictionary.japanese(forEnglish: english) == nil)
    }

    /// A sense EDICT says comes from a language other than English is never used from English: "holidays" is no
    /// バカンス (fre: vacances), "job change" no トラバーユ (fre: travail), "springtime" no プランタン.
    @Test(arguments: ["holidays", "job change", "springtime", "allergy", "evening"])
    func aSenseOfAnotherLanguagesWordIsNoTranslation(english: String) {
        let japanese = Self.dictionary.japanese(forEnglish: english)
        #expect(!["バカンス", "トラバーユ", "プランタン", "アレルギー", "アーベント"].contains(japanese ?? ""))
        #expect(Self.dictionary.katakanaLoan(forEnglish: english).map { !["バカンス", "トラバーユ"].contains($0) } ?? true)
    }

    @Test func englishIsFoundWhateverItsCase() {
        #expect(Self.dictionary.japanese(forEnglish: "NURSE") == "看護師")
        #expect(Self.dictionary.japanese(forEnglish: "Kitchen Garden") == "家庭菜園")
        #expect(Self.dictionary.japanese(forEnglish: "osaka") == "大阪")
    }

    @Test(arguments: [
        "nurs", "nurses", "nurse ", " nurse", "kitchen gard", "cardiolog", "", "xylophonist of the year", "看護師",
    ])
    func anEnglishTermThatIsNoKeyIsNil(english: String) {
        #expect(Self.dictionary.japanese(forEnglish: english) == nil)
    }

    @Test(arguments: ["家庭菜", "心臓専門", "ボルダリ", "看護師長補佐代理", "看護師 ", "", "nurse", "ボルダリングジム"])
    func aJapaneseWordThatIsNoKeyIsNil(japanese: String) {
        #expect(Self.dictionary.english(forJapanese: japanese) == nil)
    }

    /// The lines of a committed file, as (key, value).
    static func lines(_ name: String) throws -> [(key: String, value: String)] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return (String(parts[0]), parts.count == 2 ? String(parts[1]) : "")
        }
    }

    @Test func theFirstAndLastLineOfEachFileAreFound() throws {
        let japaneseEnglish = try Self.lines(Self.files[0])
        let englishJapanese = try Self.lines(Self.files[1])
        for line in [japaneseEnglish.first!, japaneseEnglish.last!] {
            #expect(Self.dictionary.english(forJapanese: line.key) == line.value, "\(line.key)")
        }
        for line in [englishJapanese.first!, englishJapanese.last!] {
            #expect(Self.dictionary.japanese(forEnglish: line.key) == line.value, "\(line.key)")
        }
    }

    @Test func everyLineOfEachFileIsFound() throws {
        var missed: [String] = []
        for line in try Self.lines(Self.files[0]) where Self.dictionary.english(forJapanese: line.key) != line.value {
            missed.append(line.key)
        }
        for line in try Self.lines(Self.files[1]) where Self.dictionary.japanese(forEnglish: line.key) != line.value {
            missed.append(line.key)
        }
        for line in try Self.lines(Self.files[2]) where !Self.dictionary.isGlossWord(line.key) {
            missed.append(line.key)
        }
        #expect(missed.isEmpty, "\(missed.prefix(10))")
    }

    /// Ordinary words of any gloss, in any case as typed ("BEETLES" shouted, "Tuning" in title case), are words;
    /// names the glosses only capitalise are not, nor is a word no gloss uses.
    @Test(arguments: [
        ("beetles", true), ("BEETLES", true), ("Tuning", true), ("hiring", true), ("kombucha", true),
        ("Tasmania", false), ("Shopee", false), ("glorbnak", false), ("beetl", false),
    ])
    func aWordOfTheGlossesIsAnOrdinaryWord(word: String, isWord: Bool) {
        #expect(Self.dictionary.isGlossWord(word) == isWord)
    }

    @Test func theCompiledBytesAreTheRepositoryFiles() throws {
        let compiled = [
            EdictDictionary.japaneseEnglishBytes, EdictDictionary.englishJapaneseBytes,
            EdictDictionary.englishWordsBytes, EdictDictionary.englishLoansBytes,
        ]
        for (name, bytes) in zip(Self.files, compiled) {
            let onDisk = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(Data(bytes) == onDisk, "\(name)")
        }
    }

    @Test func lookupsFromManyTasksAtOnceAgree() async {
        let answers = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).flatMap { _ in
                        [Self.dictionary.english(forJapanese: "看護師"), Self.dictionary.japanese(forEnglish: "nurse")]
                    }
                }
            }
            return await group.reduce(into: [String?]()) { $0 += $1 }
        }
        #expect(answers.count == 3_200)
        #expect(Set(answers) == ["nurse", "看護師"])
    }

    /// `make lexicon` run on the installed edict package writes exactly the committed files (CI installs edict,
    /// see the Makefile's TEST_PACKAGES).
    @Test(.timeLimit(.minutes(3)))
    func theCommittedFilesAreWhatTheGeneratorWritesFromTheInstalledEdict() throws {
        #expect(FileManager.default.fileExists(atPath: "/usr/share/edict/edict"), "apt-get install edict")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("edict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", Self.repository.appendingPathComponent("Tests/Lexicon/make_dictionary.py").path,
            "--out", output.path,
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0)
        for name in Self.files {
            let written = try Data(contentsOf: output.appendingPathComponent(name))
            let committed = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(written == committed, "\(name) differs from what make lexicon writes: run make lexicon")
        }
    }
}
