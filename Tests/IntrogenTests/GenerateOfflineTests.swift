import Foundation
import TestSupport
import Testing

/// `introgen generate` with the offline composer: no network, so these pin the command's own contract.
@Suite("introgen generate, offline")
struct GenerateOfflineTests {
    @Test func englishProfileIsWrittenToStdoutWithAFinalNewline() async throws {
        let result = try await IntrogenBinary.run(
            [
                "generate", "--name", "Ada Lovelace", "--role", "analyst", "--skills", "Swift, poetry", "--lang", "en",
                "--seed", "3",
            ],
            environment: IntrogenBinary.environment()
        )
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Ada Lovelace"))
        #expect(result.stdout.contains("analyst"))
        #expect(result.stdout.hasSuffix("\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func sameSeedGivesSameTextAndNextSeedAnother() async throws {
        let arguments = ["generate", "--name", "山田太郎", "--role", "iOSエンジニア", "--lang", "ja", "--tone", "formal"]
        let environment = IntrogenBinary.environment()
        let first = try await IntrogenBinary.run(arguments + ["--seed", "7"], environment: environment)
        let again = try await IntrogenBinary.run(arguments + ["--seed", "7"], environment: environment)
        let next = try await IntrogenBinary.run(arguments + ["--seed", "8"], environment: environment)
        #expect(first.stdout == again.stdout)
        #expect(first.stdout != next.stdout)
        #expect(first.stdout.contains("山田太郎"))
    }

    @Test func profileFileIsReadAndFlagsOverrideIt() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json")
        try Data(#"{"name":"Grace Hopper","role":"admiral","skills":["COBOL"]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await IntrogenBinary.run(
            ["generate", "--profile", file.path, "--role", "compiler pioneer", "--lang", "en"],
            environment: IntrogenBinary.environment()
        )
        #expect(result.status == 0)
        #expect(result.stdout.contains("Grace Hopper"))
        #expect(result.stdout.contains("compiler pioneer"))
        #expect(!result.stdout.contains("admiral"))
    }

    static let fullProfile = [
        "--name", "Ada Lovelace", "--role", "iOS engineer", "--skills", "Swift, SwiftUI", "--experience", "5 years",
        "--interests", "chess", "--lang", "en", "--seed", "4",
    ]

    @Test func jsonIsTheWholeIntroductionOnceWithItsFourParts() async throws {
        let result = try await IntrogenBinary.run(
            ["generate", "--format", "json"] + Self.fullProfile, environment: IntrogenBinary.environment())
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let text = try await IntrogenBinary.run(
            ["generate"] + Self.fullProfile, environment: IntrogenBinary.environment())
        #expect(object["introduction"] as? String == String(text.stdout.dropLast()))
        #expect((object["headline"] as? String)?.contains("Ada Lovelace") == true)
        #expect((object["highlights"] as? [String])?.count == 3)
        #expect((1...160).contains((object["bio"] as? String)?.count ?? 0))
    }

    @Test func partialLinesOnlyGrowAndTheLastIsTheWholeObject() async throws {
        let partial = try await IntrogenBinary.run(
            ["generate", "--format", "partial"] + Self.fullProfile, environment: IntrogenBinary.environment())
        let whole = try await IntrogenBinary.run(
            ["generate", "--format", "json"] + Self.fullProfile, environment: IntrogenBinary.environment())
        let lines = partial.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 10)
        #expect(lines.last.map { $0 + "\n" } == whole.stdout)
        #expect(lines.first?.hasPrefix(#"{"headline":""#) == true)
        var previousLength = 0
        for line in lines.dropLast() {
            #expect(line.utf8.count >= previousLength, "a partial line shrank: \(line)")
            previousLength = line.utf8.count
        }
    }

    @Test func markdownHasTheHeadlineAsAHeadingAndTheHighlightsAsAList() async throws {
        let result = try await IntrogenBinary.run(
            ["generate", "--format", "markdown"] + Self.fullProfile, environment: IntrogenBinary.environment())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# "))
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("- ") }.count == 3)
    }

    @Test func jsonlPrintsOneChunkPerLineEndingCompleted() async throws {
        let result = try await IntrogenBinary.run(
            ["generate", "--name", "Ada", "--role", "engineer", "--format", "jsonl", "--lang", "en"],
            environment: IntrogenBinary.environment()
        )
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 3)
        var text = ""
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            text += object["content"] as? String ?? ""
        }
        #expect(lines.last?.contains(#""status":"completed""#) == true)
        #expect(text.contains("Ada"))
    }

    @Test(arguments: [
        ["generate", "--lang", "fr!"],
        ["generate", "--tone", "angry"],
        ["generate", "--length", "huge"],
        ["generate", "--speed", "fast"],
        ["generate", "--seed", "-1"],
        ["generate", "--format", "xml"],
        ["generate", "--header", "no colon"],
        ["generate", "--bogus"],
        ["generate", "stray"],
        ["generate", "--profile", "/nonexistent/profile.json"],
    ])
    func badArgumentsAreUsageErrors(_ arguments: [String]) async throws {
        let result = try await IntrogenBinary.run(arguments, environment: IntrogenBinary.environment())
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("introgen: "))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownProviderFailsWithAClearLine() async throws {
        let result = try await IntrogenBinary.run(
            ["generate", "--provider", "skynet"], environment: IntrogenBinary.environment())
        #expect(result.status == 1)
        #expect(result.stderr.contains("skynet"))
    }

    @Test func helpAndVersionExitZero() async throws {
        for arguments in [
            ["generate", "--help"], ["--help"], ["--version"], ["generate", "--version"], ["inspect", "--version"],
        ] {
            let result = try await IntrogenBinary.run(arguments, environment: IntrogenBinary.environment())
            #expect(result.status == 0, "\(arguments)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
        }
    }

    @Test func plainIntrogenWithoutATerminalPrintsText() async throws {
        let result = try await IntrogenBinary.run(
            ["--name", "Linus", "--role", "maintainer", "--lang", "en"], environment: IntrogenBinary.environment())
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Linus"))
    }
}

/// The sample profiles shipped in Resources/samples are real profiles the offline composer can write from.
@Suite("Sample profiles")
struct SampleProfileTests {
    static let samples: [String] = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test func thereAreSamplesInBothLanguages() {
        #expect(Self.samples.contains { $0.contains("/ja-") })
        #expect(Self.samples.contains { $0.contains("/en-") })
    }

    @Test(arguments: samples)
    func eachSampleGeneratesAnIntroductionNamingThePerson(_ path: String) async throws {
        let profile =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let name = try #require(profile?["name"] as? String)
        let language = path.contains("/ja-") ? "ja" : "en"
        let result = try await IntrogenBinary.run(
            ["generate", "--profile", path, "--lang", language],
            environment: IntrogenBinary.environment()
        )
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains(name))
    }
}
