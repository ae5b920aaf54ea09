import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `introgen generate --for` and `--refine`/`--from`, from the offline composer and from a model on loopback
    /// whose recorded request shows the turns it received.
    @Suite("introgen generate for an occasion, and refining", .timeLimit(.minutes(1)))
    struct GenerateRefineTests {
        static func environment(_ extra: [String: String] = [:]) -> [String: String] {
            IntrogenBinary.environment(extra)
        }

        static let profile = [
            "--name", "Ada Park", "--role", "iOS engineer", "--skills", "Swift, SwiftUI", "--seed", "5",
        ]

        @Test func anUnknownOccasionIsAUsageErrorNamingTheValidOnes() async throws {
            let result = try await IntrogenBinary.run(
                ["generate", "--for", "pirate"] + Self.profile, environment: Self.environment())
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "introgen: --for is \"pirate\": use one of meetup, team, interview, linkedin, speaker, x, github. "
                    + "See 'introgen generate --help'.\n")
        }

        @Test func refiningNeedsATextAnInstructionAndAShortOne() async throws {
            let fromAlone = try await IntrogenBinary.run(
                ["generate", "--from", "-"] + Self.profile, input: Data("Hi.".utf8), environment: Self.environment())
            #expect(fromAlone.status == 2 && fromAlone.stderr.contains("--refine, which is missing"))
            let empty = try await IntrogenBinary.run(
                ["generate", "--refine", " ", "--from", "-"], input: Data("Hi.".utf8), environment: Self.environment())
            #expect(empty.status == 2 && empty.stderr.contains("--refine needs an instruction"))
            let long = try await IntrogenBinary.run(
                ["generate", "--refine", String(repeating: "a", count: 501), "--from", "-"], input: Data("Hi.".utf8),
                environment: Self.environment())
            #expect(long.status == 2 && long.stderr.contains("at most 500 characters (this one has 501)"))
            let nothing = try await IntrogenBinary.run(
                ["generate", "--refine", "shorter"] + Self.profile, input: Data("  \n".utf8),
                environment: Self.environment())
            #expect(nothing.status == 2 && nothing.stderr.contains("there is no text to refine in stdin"))
        }

        @Test func theOfflineComposerRefinesTextOnStdinAndRefusesWhatItCannotDo() async throws {
            let first = try await IntrogenBinary.run(
                ["generate", "--length", "long"] + Self.profile, environment: Self.environment())
            #expect(first.status == 0)
            let shorter = try await IntrogenBinary.run(
                ["generate", "--refine", "shorter, in Japanese", "--length", "long"] + Self.profile,
                input: Data(first.stdout.utf8), environment: Self.environment())
            #expect(shorter.status == 0, "\(shorter.stderr)")
            let same = try await IntrogenBinary.run(
                ["generate", "--length", "medium", "--lang", "ja"] + Self.profile, environment: Self.environment())
            #expect(shorter.stdout == same.stdout, "one step shorter and Japanese, from the same seed")
            let pirate = try await IntrogenBinary.run(
                ["generate", "--refine", "like a pirate", "--from", "-"] + Self.profile,
                input: Data(first.stdout.utf8), environment: Self.environment())
            #expect(pirate.status == 1)
            #expect(pirate.stdout.isEmpty)
            #expect(pirate.stderr.contains("other instructions need a model"))
        }

        @Test func aSavedIntroductionIsRefinedWithTheProfileAndOptionsItWasWrittenFrom() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-refine-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let saved = folder.appendingPathComponent("introduction.md")
            let metadata = """
                Hi, I'm Ada.

                <!-- introgen
                {
                  "date" : "2026-12-01T10:00:00+00:00",
                  "format" : 2,
                  "introduction" : { "bio" : "", "headline" : "", "highlights" : [ ], "introduction" : "Hi, I'm Ada." },
                  "options" : { "for" : "team", "language" : "en", "length" : "long", "tone" : "casual" },
                  "profile" : { "name" : "Ada Park", "role" : "iOS engineer", "skills" : [ "Swift" ] },
                  "source" : "offline composer"
                }
                -->

                """
            try metadata.write(to: saved, atomically: true, encoding: .utf8)
            let refined = try await IntrogenBinary.run(
                ["generate", "--refine", "shorter", "--from", saved.path, "--seed", "2"],
                environment: Self.environment())
            #expect(refined.status == 0, "\(refined.stderr)")
            let expected = try await IntrogenBinary.run(
                [
                    "generate", "--name", "Ada Park", "--role", "iOS engineer", "--skills", "Swift", "--tone", "casual",
                    "--length", "medium", "--for", "team", "--seed", "2",
                ], environment: Self.environment())
            #expect(refined.stdout == expected.stdout)
        }

        /// One content frame, then the end: what a model streams.
        static func stream(_ text: String) -> String {
            let escaped = String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
            return "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\(escaped)},\"finish_reason\":null}]}\n\n"
                + "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n"
        }

        @Test func aModelGetsTheRulesTheProfileTheEarlierTextAndTheInstructionAsTurns() async throws {
            try await withLoopbackServer({ _ in .eventStream([.text(Self.stream("Hi, I'm Ada."))]) }) { server in
                let result = try await IntrogenBinary.run(
                    [
                        "generate", "--provider", "openai", "--base-url", server.url("/v1").absoluteString, "--model",
                        "m", "--refine", "mention my blog at ada.dev", "--for", "speaker",
                    ] + Self.profile,
                    input: Data("Hello everyone! I'm Ada, an iOS engineer.\n".utf8),
                    environment: Self.environment(["OPENAI_API_KEY": "sk-test"]))
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout == "Hi, I'm Ada.\n")
                let recorded = try #require(server.requests.first)
                let body = try #require(try JSONSerialization.jsonObject(with: recorded.body) as? [String: Any])
                let messages = try #require(body["messages"] as? [[String: String]])
                #expect(messages.map { $0["role"] } == ["system", "user", "assistant", "user"])
                #expect(messages[0]["content"]?.contains("speaker bio") == true)
                #expect(messages[1]["content"]?.contains("\"Ada Park\"") == true)
                #expect(messages[2]["content"] == "Hello everyone! I'm Ada, an iOS engineer.")
                #expect(messages[3]["content"]?.contains("\"mention my blog at ada.dev\"") == true)
            }
        }

        @Test func aTextOverItsOccasionsLimitIsSaidAndNeverCut() async throws {
            let long = String(repeating: "Swift ", count: 40).trimmingCharacters(in: .whitespaces) + "."
            try await withLoopbackServer({ _ in .eventStream([.text(Self.stream(long))]) }) { server in
                let result = try await IntrogenBinary.run(
                    [
                        "generate", "--provider", "openai", "--base-url", server.url("/v1").absoluteString, "--model",
                        "m", "--for", "x",
                    ] + Self.profile, environment: Self.environment(["OPENAI_API_KEY": "sk-test"]))
                #expect(result.status == 0)
                #expect(result.stdout == long + "\n", "the whole text, not cut")
                #expect(
                    result.stderr.contains(
                        "introgen: The introduction is over its limit: \(long.count) of 160 characters."))
            }
        }

        @Test func theConfigFilesOccasionIsTheDefaultAndAnUnknownOneIsSaid() async throws {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-for-\(UUID())")
            try FileManager.default.createDirectory(
                at: home.appendingPathComponent("config/introgen"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: home) }
            let config = home.appendingPathComponent("config/introgen/config.json")
            let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "LANG": "C.UTF-8"]
            try #"{"for": "speaker"}"#.write(to: config, atomically: true, encoding: .utf8)
            let speaker = try await IntrogenBinary.run(["generate"] + Self.profile, environment: environment)
            let flagged = try await IntrogenBinary.run(
                ["generate", "--for", "speaker"] + Self.profile, environment: Self.environment())
            #expect(speaker.status == 0 && speaker.stdout == flagged.stdout)
            try #"{"for": "podcast"}"#.write(to: config, atomically: true, encoding: .utf8)
            let unknown = try await IntrogenBinary.run(["generate"] + Self.profile, environment: environment)
            #expect(unknown.status == 1)
            #expect(unknown.stderr.contains("for in \(config.path) is \"podcast\": use one of meetup, team"))
        }
    }
}
