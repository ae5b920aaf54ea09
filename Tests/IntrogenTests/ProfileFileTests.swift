import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `--profile FILE.json` read as people write it: skills as a list or as one typed line, every mistake named
    /// with where it is (the line and column of a syntax error, the key of a value of another type).
    @Suite("introgen generate --profile files", .timeLimit(.minutes(1)))
    final class ProfileFileTests {
        private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "introgen-profile-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        func profile(_ json: String) throws -> String {
            let file = folder.appendingPathComponent("p.json")
            try Data(json.utf8).write(to: file)
            return file.path
        }

        /// What a service is sent is the profile as read: the string's skills are the list it names, split as the
        /// form splits a typed skills line.
        @Test func skillsWrittenAsOneStringAreTheListTheyName() async throws {
            let path = try profile(#"{"name": "山田太郎", "skills": "法人営業、チームマネジメント，Excel\nSQL"}"#)
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["はじめまして。"]), framing: .chunked) }) {
                server in
                let result = try await IntrogenBinary.run(
                    ["generate", "--provider", "service", "--url", server.url("/s").absoluteString, "--profile", path],
                    environment: IntrogenBinary.environment())
                #expect(result.status == 0, "stderr: \(result.stderr)")
                let body = try JSONSerialization.jsonObject(with: try #require(server.requests.first).body)
                let skills = (body as? [String: Any])?["skills"] as? [String]
                #expect(skills == ["法人営業", "チームマネジメント", "Excel", "SQL"])
            }
        }

        /// The offline composer gets the same list: both skills are in the text it writes.
        @Test func theOfflineComposerWritesTheSkillsOfTheString() async throws {
            let path = try profile(#"{"name": "Ada", "role": "engineer", "skills": "Swift, Kotlin"}"#)
            let result = try await IntrogenBinary.run(
                ["generate", "--provider", "offline", "--lang", "en", "--seed", "1", "--profile", path],
                environment: IntrogenBinary.environment())
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("Swift") && result.stdout.contains("Kotlin"), "\(result.stdout)")
        }

        @Test(arguments: [
            (#"{"skills": 3}"#, #""skills" should be a string or a list of strings"#),
            (#"{"skills": ["Swift", 3]}"#, #""skills" should be a string or a list of strings"#),
            (#"{"name": 5}"#, #""name" should be a string"#),
            (#"{"name": "Ada", "notes": {"a": 1}}"#, #""notes" should be a string"#),
        ])
        func aFieldOfAnotherTypeIsNamed(json: String, sentence: String) async throws {
            let path = try profile(json)
            let result = try await IntrogenBinary.run(
                ["generate", "--profile", path], environment: IntrogenBinary.environment())
            #expect(result.status == 2)
            #expect(
                result.stderr == "introgen: the profile file \(path): \(sentence). See 'introgen generate --help'.\n")
        }

        @Test func aSyntaxErrorIsPlacedByLineAndColumn() async throws {
            let path = try profile("{\n  \"name\": \"Ada\"\n  \"role\": \"engineer\"\n}\n")
            let result = try await IntrogenBinary.run(
                ["generate", "--profile", path], environment: IntrogenBinary.environment())
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "introgen: the profile file \(path) is not valid JSON at line 3, column 3: expected ',' or '}', "
                    + "found '\"'. See 'introgen generate --help'.\n")
        }

        @Test func aFileThatIsNotAnObjectSaysWhatItShouldHold() async throws {
            let path = try profile(#"["Ada"]"#)
            let result = try await IntrogenBinary.run(
                ["generate", "--profile", path], environment: IntrogenBinary.environment())
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("introgen: the profile file \(path) should hold one JSON object like {"))
        }

        /// A broken configuration file is not a usage error (exit 1), and is said the same way.
        @Test func aBrokenConfigurationFileIsNamedWithItsLineAndColumn() async throws {
            let path = try profile("{\"provider\": \"offline\",\n\"speed\": 0,,\n}")
            let result = try await IntrogenBinary.run(
                ["generate", "--config", path, "--name", "Ada"], environment: IntrogenBinary.environment())
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "introgen: The configuration file \(path) is not valid JSON at line 2, column 12: expected a key "
                    + "in quotes, found ','.\n")
        }
    }
}
