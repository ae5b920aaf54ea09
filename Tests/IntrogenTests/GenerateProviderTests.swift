import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// `introgen generate` against model providers on loopback that do not stream as asked: a whole JSON answer in
    /// both dialects, and a stream the model cut at its length limit. Both are successes (exit 0) that say so on
    /// stderr, because the text on stdout is all the script gets.
    @Suite("introgen generate and unusual provider answers", .timeLimit(.minutes(1)))
    final class GenerateProviderTests {
        private var homes: [URL] = []

        deinit {
            for home in homes { try? FileManager.default.removeItem(at: home) }
        }

        /// Private XDG folders and a throwaway Anthropic key, so no real configuration or key is read.
        func environment() throws -> [String: String] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-prov-\(UUID())")
            homes.append(home)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            return [
                "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.path,
                "XDG_DATA_HOME": home.path, "ANTHROPIC_API_KEY": "sk-ant-test",
            ]
        }

        static let object =
            #"{"headline":"iOS engineer","introduction":"Hi, I'm Taro.","highlights":["Swift","SSE"],"bio":"Taro builds apps."}"#

        static func openAI(_ server: LoopbackServer) -> [String] {
            ["generate", "--provider", "openai", "--base-url", server.url("/v1").absoluteString, "--model", "m"]
        }

        static func anthropic(_ server: LoopbackServer) -> [String] {
            ["generate", "--provider", "anthropic", "--base-url", server.url("/").absoluteString, "--model", "m"]
        }

        @Test func aWholeOpenAICompletionIsPrintedAndMarkedNotStreamed() async throws {
            let body =
                #"{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"#
                + String(decoding: try JSONEncoder().encode(Self.object), as: UTF8.self)
                + #"},"finish_reason":"stop"}],"usage":{"prompt_tokens":10,"completion_tokens":20}}"#
            try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
                let result = try await IntrogenBinary.run(
                    Self.openAI(server) + ["--format", "json"], environment: try self.environment())
                #expect(result.status == 0, "stderr: \(result.stderr)")
                #expect(result.stdout == Self.object + "\n")
                #expect(result.stderr == "introgen: done (not streamed)\n")
            }
        }

        @Test func aWholeAnthropicMessageIsPrintedAndMarkedNotStreamed() async throws {
            let body =
                #"{"type":"message","role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"introduction","input":"#
                + Self.object + #"}],"stop_reason":"tool_use","usage":{"input_tokens":30,"output_tokens":40}}"#
            try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
                let result = try await IntrogenBinary.run(Self.anthropic(server), environment: try self.environment())
                #expect(result.status == 0, "stderr: \(result.stderr)")
                #expect(result.stdout == "Hi, I'm Taro.\n")
                #expect(result.stderr.contains("(not streamed)"))
            }
        }

        @Test func aWholeErrorBodyIsStillAFailure() async throws {
            let body = #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#
            try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
                let result = try await IntrogenBinary.run(Self.anthropic(server), environment: try self.environment())
                #expect(result.status == 1)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.contains("Overloaded"))
            }
        }

        /// The terminal app says both on screen: "(not streamed)" in the status line, the note after the text.
        @Test func theAppShowsAWholeAnswerCutShortAsSuch() async throws {
            let body =
                #"{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"#
                + #""Hi, I'm Ada and I build"},"finish_reason":"length"}],"usage":{"completion_tokens":8}}"#
            try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
                try await withTmuxSession { tmux in
                    try await tmux.start(
                        ["--provider", "openai", "--base-url", server.url("/v1").absoluteString, "--model", "m"])
                    try await tmux.waitFor("ready")
                    try await tmux.type("Ada")
                    try await tmux.press("C-g")
                    let rows = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    let screen = CapturedScreen(rows)
                    #expect(screen.status.hasPrefix("done (not streamed) · cut short by the model's length limit"))
                    #expect(screen.introduction().hasPrefix("Hi, I'm Ada and I build"))
                    #expect(rows.contains { $0.contains("(cut short by the model's length limit)") })
                }
            }
        }

        @Test func aStreamCutAtTheLengthLimitSucceedsAndSaysSoAfterTheText() async throws {
            let frames = [
                #"{"choices":[{"index":0,"delta":{"content":"Hi, I'm Taro and"}}]}"#,
                #"{"choices":[{"index":0,"delta":{},"finish_reason":"length"}]}"#, "[DONE]",
            ]
            try await withLoopbackServer({ _ in .eventStream(frames.map { .event(data: $0) }) }) { server in
                let result = try await IntrogenBinary.run(Self.openAI(server), environment: try self.environment())
                #expect(result.status == 0, "stderr: \(result.stderr)")
                #expect(result.stdout == "Hi, I'm Taro and\n")
                // The model wrote plain text where the sections were asked for: said too.
                #expect(
                    result.stderr
                        == "introgen: cut short by the model's length limit\n"
                        + "introgen: the sections did not come (the server did not keep the model to them)\n")
            }
        }
    }
}
