import Foundation
import TestSupport
import Testing

/// `--lang` takes any BCP 47 tag; the offline composer writes English and Japanese and says so, in one sentence and
/// with no text, when asked for another.
@Suite("introgen generate --lang")
struct GenerateLanguageTests {
    static let profile = ["--name", "Ada", "--role", "engineer", "--skills", "Swift"]

    @Test(arguments: ["id", "de", "zh-Hans"])
    func theOfflineComposerAskedForAnotherLanguageSaysSoInOneSentence(tag: String) async throws {
        let result = try await IntrogenBinary.run(
            ["generate", "--lang", tag] + Self.profile, environment: IntrogenBinary.environment())
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "no text in another language, and none in English either")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("The offline composer writes English and Japanese, not "))
        #expect(result.stderr.contains("(\(tag))"))
        #expect(result.stderr.contains("introgen models"))
    }

    @Test func englishAndJapaneseInAnyRegionAreTheComposers() async throws {
        for (tag, mark) in [("en-GB", "Ada"), ("ja-JP", "です")] {
            let result = try await IntrogenBinary.run(
                ["generate", "--lang", tag, "--seed", "2"] + Self.profile, environment: IntrogenBinary.environment())
            #expect(result.status == 0, "\(tag): \(result.stderr)")
            #expect(result.stdout.contains(mark), "\(tag): \(result.stdout)")
        }
    }

    @Test func aTagThatIsNotOneIsAUsageError() async throws {
        let result = try await IntrogenBinary.run(
            ["generate", "--lang", "english!"] + Self.profile, environment: IntrogenBinary.environment())
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"--lang is "english!": use a BCP 47 language tag such as en, ja, id"#))
    }

    @Test func theConfigFilesLanguageIsTheDefaultAndTheFlagWins() async throws {
        let environment = IntrogenBinary.environment()
        let folder = URL(fileURLWithPath: try #require(environment["XDG_CONFIG_HOME"])).appendingPathComponent(
            "introgen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(#"{"language": "ja"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        let japanese = try await IntrogenBinary.run(
            ["generate", "--seed", "1"] + Self.profile, environment: environment)
        #expect(japanese.status == 0, "\(japanese.stderr)")
        #expect(japanese.stdout.contains("です") || japanese.stdout.contains("ます"), "\(japanese.stdout)")
        let english = try await IntrogenBinary.run(
            ["generate", "--lang", "en", "--seed", "1"] + Self.profile, environment: environment)
        #expect(english.stdout.contains("Ada") && !english.stdout.contains("です"))

        try Data(#"{"language": "ja!"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        let broken = try await IntrogenBinary.run(["generate"] + Self.profile, environment: environment)
        #expect(broken.status != 0)
        #expect(broken.stderr.contains(#"config.json is "ja!": use a BCP 47 tag"#), "\(broken.stderr)")
    }
}
