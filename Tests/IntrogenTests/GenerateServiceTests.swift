import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEndTests {
    /// `introgen generate` (and `introgen` into a pipe) against an introduction service on loopback: the exact text on
    /// stdout and every exit code a script relies on.
    @Suite("introgen generate against a service", .timeLimit(.minutes(1)))
    final class GenerateServiceTests {
        static let pieces = ["はじめまして、", "山田太郎と申します。", "\n", "I build SSE clients", " in Swift.", "🙂"]

        /// Homes made by this test, removed when it ends (Swift Testing makes one instance per test).
        private var homes: [URL] = []

        deinit {
            for home in homes { try? FileManager.default.removeItem(at: home) }
        }

        /// Private XDG folders, so no real configuration, draft or key is read.
        func environment(_ extra: [String: String] = [:]) throws -> [String: String] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent(
                "introgen-gen-\(UUID().uuidString)"
            )
            homes.append(home)
            for folder in ["config", "state", "data"] {
                try FileManager.default.createDirectory(
                    at: home.appendingPathComponent(folder),
                    withIntermediateDirectories: true
                )
            }
            return [
                "HOME": home.path,
                "LANG": "C.UTF-8",
                "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            ].merging(extra) { $1 }
        }

        static func service(_ server: LoopbackServer) -> [String] {
            ["--provider", "service", "--url", server.url("/api/introduction/stream").absoluteString]
        }

        @Test func exactTextIsReproducedOnStdout() async throws {
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(Self.pieces), framing: .chunked) }) {
                server in
                let result = try await IntrogenBinary.run(
                    ["generate"] + Self.service(server) + ["--name", "山田太郎", "--lang", "ja"],
                    environment: try self.environment()
                )
                #expect(result.status == 0, "stderr: \(result.stderr)")
                #expect(result.stdout == Self.pieces.joined() + "\n")
                let body = try JSONSerialization.jsonObject(with: try #require(server.requests.first).body)
                #expect((body as? [String: Any])?["name"] as? String == "山田太郎")
            }
        }

        @Test func jsonlEchoesTheFrames() async throws {
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["a", "b"])) }) { server in
                let result = try await IntrogenBinary.run(
                    ["generate", "--format", "jsonl"] + Self.service(server),
                    environment: try self.environment()
                )
                #expect(result.status == 0)
                #expect(
                    result.stdout.split(separator: "\n") == [
                        #"{"content":"a","status":"in_progress","error":null}"#,
                        #"{"content":"b","status":"in_progress","error":null}"#,
                        #"{"content":"","status":"completed","error":null}"#,
                    ]
                )
            }
        }

        /// A text-only source fills the introduction alone; each format says so in its own shape.
        @Test(arguments: [
            ("json", [#"{"headline":"","introduction":"ab","highlights":[],"bio":""}"#]),
            (
                "partial",
                [
                    #"{"introduction":"a"}"#, #"{"introduction":"ab"}"#,
                    #"{"headline":"","introduction":"ab","highlights":[],"bio":""}"#,
                ]
            ),
            ("markdown", ["ab"]),
        ])
        func structuredFormatsOfATextOnlyAnswer(format: String, lines: [String]) async throws {
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["a", "b"])) }) { server in
                let result = try await IntrogenBinary.run(
                    ["generate", "--format", format] + Self.service(server),
                    environment: try self.environment()
                )
                #expect(result.status == 0, "stderr: \(result.stderr)")
                #expect(result.stdout.split(separator: "\n").map(String.init) == lines)
                #expect(result.stdout.hasSuffix("\n"))
            }
        }

        @Test(arguments: ["json", "markdown", "partial"])
        func aFailureBeforeAnyTextPrintsNoObject(format: String) async throws {
            try await withLoopbackServer({ _ in
                .text(status: 400, #"{"error":{"message":"model overloaded"}}"#, contentType: "application/json")
            }) { server in
                let result = try await IntrogenBinary.run(
                    ["generate", "--format", format] + Self.service(server),
                    environment: try self.environment()
                )
                #expect(result.status == 1)
                #expect(result.stdout.isEmpty)
            }
        }

        @Test func serverErrorWithAJSONBodyExitsOneWithItsMessage() async throws {
            try await withLoopbackServer({ _ in
                .text(status: 500, #"{"error":{"message":"model overloaded"}}"#, contentType: "application/json")
            }) { server in
                let result = try await IntrogenBinary.run(
                    ["generate"] + Self.service(server) + ["--name", "Ada"],
                    environment: try self.environment()
                )
                #expect(result.status == 1)
                #expect(result.stdout.isEmpty)
                let lines = result.stderr.split(separator: "\n")
                #expect(lines.count == 1, "one clear line: \(result.stderr)")
                #expect(result.stderr.hasPrefix("introgen: "))
                #expect(result.stderr.contains("model overloaded"), "\(result.stderr)")
            }
        }

        @Test func errorFrameMidStreamKeepsThePartialTextAndExitsOne() async throws {
            try await withLoopbackServer({ _ in
                .eventStream([.send(ServiceWire.frame("partial ")), .send(ServiceWire.error("quota used up"))])
            }) { server in
                let result = try await IntrogenBinary.run(
                    ["generate"] + Self.service(server), environment: try self.environment())
                #expect(result.status == 1)
                #expect(result.stdout == "partial \n")
                #expect(result.stderr.contains("quota used up"))
            }
        }

        @Test(arguments: [["--frobnicate"], ["--lang", "french!"], ["--speed", "fast"], ["--format", "xml"]])
        func badFlagIsAUsageErrorWithExitTwo(flags: [String]) async throws {
            let result = try await IntrogenBinary.run(["generate"] + flags, environment: try self.environment())
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(!result.stderr.isEmpty)
        }

        @Test func sigintMidStreamExits130AndTheServerSeesTheClose() async throws {
            let slow = (1...200).map { "word\($0) " }
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(slow, every: .milliseconds(50))) }) {
                server in
                let child = try ChildProcess(
                    IntrogenBinary.url.path,
                    ["generate"] + Self.service(server) + ["--name", "Ada"],
                    environment: try self.environment()
                )
                child.finishInput()
                _ = try await server.waitForRequests(1)
                try await Task.sleep(for: .milliseconds(300))
                let sent = ContinuousClock.now
                child.signal(SIGINT)
                let output = await child.wait()
                #expect(output.status == 130, "stderr: \(output.stderr)")
                #expect(output.stdout.hasPrefix("word1 word2 "))
                #expect(!output.stdout.contains("word200"))
                #expect(output.stderr.contains("stopped"))
                let close = try #require(try await server.waitForCloses(1).first)
                #expect(close.cause == .client)
                #expect(close.at - sent < .seconds(2))
            }
        }

        /// A full stdout stops the generation as Esc does: the request is cancelled and its connection closed by
        /// the client, long before the stream would have ended (200 pieces, 50 ms apart), and the exit is 1.
        @Test func aFullStdoutStopsTheStreamAndClosesTheConnection() async throws {
            let slow = (1...200).map { "word\($0) " }
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(slow, every: .milliseconds(50))) }) {
                server in
                let result = try await IntrogenBinary.run(
                    ["generate"] + Self.service(server) + ["--name", "Ada"],
                    environment: try self.environment(),
                    stdout: .file("/dev/full")
                )
                #expect(result.status == 1, "stderr: \(result.stderr)")
                #expect(
                    result.stderr
                        == "introgen: could not write the introduction to standard output: No space left on device\n")
                let close = try #require(try await server.waitForCloses(1).first)
                #expect(close.cause == .client)
            }
        }

        /// A reader that stopped reading fills the pipe and then introgen's buffer; Ctrl-C still stops the stream,
        /// closes the connection and ends the process with 130 (nothing waits on the full pipe for good).
        @Test func ctrlCWithAReaderThatStoppedReadingStillExits130() async throws {
            let bulk = Array(repeating: String(repeating: "x", count: 60_000), count: 40)
            let slow = (1...200).map { "word\($0) " }
            try await withLoopbackServer({ _ in
                .eventStream(ServiceWire.steps(bulk).dropLast() + ServiceWire.steps(slow, every: .milliseconds(50)))
            }) { server in
                let child = try ChildProcess(
                    IntrogenBinary.url.path,
                    ["generate"] + Self.service(server) + ["--name", "Ada"],
                    environment: try self.environment(),
                    stdout: .unreadPipe
                )
                child.finishInput()
                _ = try await server.waitForRequests(1)
                try await Task.sleep(for: .milliseconds(500))
                child.signal(SIGINT)
                let output = await child.wait()
                #expect(output.status == 130, "stderr: \(output.stderr)")
                let close = try #require(try await server.waitForCloses(1).first)
                #expect(close.cause == .client)
            }
        }

        @Test func appIntoAPipePrintsPlainTextFromTheService() async throws {
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(Self.pieces)) }) { server in
                let result = try await IntrogenBinary.run(Self.service(server), environment: try self.environment())
                #expect(result.status == 0, "stderr: \(result.stderr)")
                #expect(result.stdout == Self.pieces.joined() + "\n")
                #expect(!result.stdout.contains("\u{1b}"), "no terminal control in a pipe")
            }
        }

        @Test func appIntoAPipeWritesTheSavedDraftWithTheOfflineComposer() async throws {
            let environment = try self.environment()
            let state = URL(fileURLWithPath: try #require(environment["XDG_STATE_HOME"])).appendingPathComponent(
                "introgen")
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            let draft =
                #"{"profile":{"name":"Grace Hopper","role":"admiral","skills":["COBOL"]},"#
                + #""options":{"language":"en","tone":"formal","length":"short"}}"#
            try Data(draft.utf8).write(to: state.appendingPathComponent("draft.json"))
            let result = try await IntrogenBinary.run([], environment: environment)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("Grace Hopper"))
            #expect(result.stdout.hasSuffix("\n"))
            #expect(!result.stdout.contains("\u{1b}"))
        }
    }
}
