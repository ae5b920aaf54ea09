import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// introgen's own client against `introgen serve`, both the real binary: `generate --provider service` (and
    /// the terminal app, in TerminalServeTests) gets exactly what the offline composer writes, and resumes after a cut
    /// at every event.
    @Suite("introgen serve with introgen's own client", .timeLimit(.minutes(3)))
    final class ServeClientTests {
        static let seed = "11"
        static let profile = ["--name", "Ada Lovelace", "--role", "Engineer", "--skills", "Swift, SwiftUI"]
        static let options = ["--lang", "en", "--length", "short"]

        /// Homes made by this test, removed when it ends.
        private var homes: [URL] = []

        deinit {
            for home in homes { try? FileManager.default.removeItem(at: home) }
        }

        func environment() throws -> [String: String] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-serve-\(UUID())")
            homes.append(home)
            for folder in ["config", "state", "data"] {
                try FileManager.default.createDirectory(
                    at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            return [
                "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            ]
        }

        /// What the offline composer writes for the profile with the server's seed, in `format`.
        func offline(_ format: String) async throws -> String {
            let result = try await IntrogenBinary.run(
                ["generate", "--seed", Self.seed, "--format", format] + Self.profile + Self.options,
                environment: try environment())
            try #require(result.status == 0, "\(result.stderr)")
            return result.stdout
        }

        func serve(_ extra: [String] = []) async throws -> ServeProcess {
            try await ServeProcess(
                binary: IntrogenBinary.url, arguments: ["--speed", "0", "--seed", Self.seed] + extra)
        }

        @Test(arguments: ["text", "json", "markdown"])
        func generateThroughTheServerPrintsExactlyWhatTheComposerWrites(format: String) async throws {
            let server = try await serve()
            let result = try await IntrogenBinary.run(
                ["generate", "--provider", "service", "--url", server.url().absoluteString, "--format", format]
                    + Self.profile + Self.options,
                environment: try environment())
            #expect(result.status == 0, "\(result.stderr)\n\(server.log)")
            #expect(result.stdout == (try await offline(format)))
        }

        @Test func aResumeAfterACutAtEveryEventGivesTheSameIntroductionExactlyOnce() async throws {
            let server = try await serve(["--faults"])
            let environment = try environment()
            let expected = try await offline("json")
            // How many events one generation has, as `introgen inspect` decodes them.
            let body =
                #"{"name":"Ada Lovelace","role":"Engineer","skills":"Swift, SwiftUI","language":"en","length":"short"}"#
            let inspected = try await IntrogenBinary.run(
                [
                    "inspect", "--url", server.url().absoluteString, "--method", "POST", "--header",
                    "Content-Type: application/json", "--data", body, "--no-reconnect",
                ],
                environment: environment)
            try #require(inspected.status == 0, "\(inspected.stderr)")
            let count = inspected.stdout.split(separator: "\n").filter { $0.hasPrefix(#"{"event""#) }.count
            try #require(count > 5)
            // Every cut but after the last event (which ends the stream anyway), eight clients at a time.
            var failures: [String] = []
            for batch in stride(from: 1, to: count, by: 8).map({ Array($0..<min($0 + 8, count)) }) {
                let results = try await withThrowingTaskGroup(of: (Int, IntrogenBinary.Result).self) { group in
                    for cut in batch {
                        group.addTask {
                            let url = server.url().absoluteString + "?cut=\(cut)"
                            let result = try await IntrogenBinary.run(
                                ["generate", "--provider", "service", "--url", url, "--format", "json"]
                                    + Self.profile + Self.options,
                                environment: environment)
                            return (cut, result)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                for (cut, result) in results where result.status != 0 || result.stdout != expected {
                    failures.append("cut=\(cut): exit \(result.status), \(result.stdout) \(result.stderr)")
                }
            }
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
            // Each cut was one response dropped and one resumed: a line each (written as each request ends, so
            // the last may come a moment after its client exits; at most 10 s).
            let expectedLines = 1 + 2 * (count - 1)
            var lines = 0
            for _ in 0..<1_000 {
                lines =
                    server.log.split(separator: "\n").filter { $0.contains("POST /api/introduction/stream 200") }
                    .count
                if lines >= expectedLines { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(lines == expectedLines, "\(server.log)")
        }
    }
}
