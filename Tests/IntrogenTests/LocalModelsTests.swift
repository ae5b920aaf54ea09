import Foundation
import TestSupport
import Testing

extension EndToEndTests {
    /// Local model servers as the binary meets them, each played by a loopback server at a URL in
    /// `INTROGEN_LOCAL_URLS`: `introgen models`, `generate --provider local`, and the app's F3 picker in tmux.
    @Suite("Local models with no setup", .serialized, .timeLimit(.minutes(2)))
    final class LocalModelsTests {
        private var homes: [URL] = []

        deinit {
            for home in homes { try? FileManager.default.removeItem(at: home) }
        }

        /// Private XDG folders and nothing configured; `extra` adds to it.
        func environment(_ extra: [String: String]) throws -> [String: String] {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-local-\(UUID())")
            homes.append(home)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            return [
                "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.path,
                "XDG_DATA_HOME": home.path,
            ].merging(extra) { $1 }
        }

        static let models =
            #"{"object":"list","data":[{"id":"tiny-chat","object":"model","owned_by":"me"},{"id":"tiny-embed","object":"model","owned_by":"me"}]}"#
        static let object =
            #"{"headline":"iOS engineer","introduction":"Hi, I'm Ada.","highlights":["Swift"],"bio":"Ada builds apps."}"#

        /// A model server as llama-cpp-python's: its list, a 500 for the nested json_schema shape, and the object
        /// streamed for any other request.
        static func llamaCppPython(_ request: RecordedRequest) -> ScriptedResponse {
            if request.path == "/v1/models" { return .text(status: 200, models, contentType: "application/json") }
            let body = String(decoding: request.body, as: UTF8.self)
            if body.contains(#""type":"json_schema""#) {
                return .text(
                    status: 500,
                    #"{"error":{"message":"Input should be 'text' or 'json_object'","type":"internal_server_error"}}"#,
                    contentType: "application/json")
            }
            let pieces = [String(object.prefix(30)), String(object.dropFirst(30))]
            let frames = pieces.map { piece in
                let content = String(decoding: try! JSONEncoder().encode(piece), as: UTF8.self)
                return #"data: {"choices":[{"index":0,"delta":{"content":\#(content)}}]}"# + "\n\n"
            }
            return .eventStream([.text(frames.joined() + "data: [DONE]\n\n")])
        }

        @Test func modelsListsWhatAnswersAndNamesWhatCannotBeUsed() async throws {
            let closed = try RefusingPort()
            try await withLoopbackServer(Self.llamaCppPython) { good in
                try await withLoopbackServer({ _ in
                    .text(status: 200, "<html><body>router login</body></html>", contentType: "text/html")
                }) { page in
                    let urls = [good.url("/"), page.url("/v1"), URL(string: "http://127.0.0.1:\(closed.port)")!]
                    let environment = try self.environment([
                        "INTROGEN_LOCAL_URLS": urls.map(\.absoluteString).joined(separator: ",")
                    ])
                    let text = try await IntrogenBinary.run(["models"], environment: environment)
                    #expect(text.status == 0, "\(text.stderr)")
                    let line = text.stdout.split(separator: "\n").first { $0.hasPrefix("tiny-chat") }
                    #expect(
                        line?.split(separator: " ", omittingEmptySubsequences: true).last == "127.0.0.1:\(good.port)")
                    #expect(line?.contains("OpenAI-compatible server") == true)
                    #expect(!text.stdout.contains("tiny-embed"), "embedding models are not offered")
                    #expect(text.stderr.contains("127.0.0.1:\(page.port) skipped: answered /v1/models with a web page"))
                    #expect(text.stderr.contains("127.0.0.1:\(closed.port) skipped: nothing answers"))

                    let json = try await IntrogenBinary.run(["models", "--format", "json"], environment: environment)
                    let object = try #require(
                        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                    let models = try #require(object["models"] as? [[String: String]])
                    #expect(
                        models.contains([
                            "name": "tiny-chat", "provider": "OpenAI-compatible server",
                            "where": "127.0.0.1:\(good.port)",
                        ]))
                    let unavailable = try #require(object["unavailable"] as? [[String: String]])
                    #expect(
                        unavailable.contains {
                            $0["where"] == "127.0.0.1:\(closed.port)" && $0["reason"] == "nothing answers"
                        })
                }
            }
        }

        @Test func aConfiguredProviderIsListedBesideTheLocalServers() async throws {
            let openAI =
                #"{"object":"list","data":[{"id":"gpt-4o-mini","owned_by":"system"},{"id":"whisper-1","owned_by":"system"},{"id":"text-embedding-3-small","owned_by":"system"}]}"#
            try await withLoopbackServer({ request in
                request.header("Authorization") == "Bearer sk-test-models"
                    ? .text(status: 200, openAI, contentType: "application/json")
                    : .text(status: 401, #"{"error":{"message":"no key"}}"#, contentType: "application/json")
            }) { server in
                let environment = try self.environment([
                    "OPENAI_API_KEY": "sk-test-models", "OPENAI_BASE_URL": server.url("/v1").absoluteString,
                ])
                let result = try await IntrogenBinary.run(["models"], environment: environment)
                #expect(result.status == 0, "\(result.stderr)")
                let rows = result.stdout.split(separator: "\n").filter { $0.contains("openai") }
                #expect(rows.map { $0.split(separator: " ").first.map(String.init) } == ["gpt-4o-mini"])
                #expect(server.requests.first?.path == "/v1/models")
                #expect(!result.stdout.contains("sk-test") && !result.stderr.contains("sk-test"))
            }
        }

        @Test func generateWithTheLocalProviderSaysWhatItFoundAndFallsBackToTheShapeTheServerTakes() async throws {
            try await withLoopbackServer(Self.llamaCppPython) { server in
                let environment = try self.environment(["INTROGEN_LOCAL_URLS": server.url("/v1").absoluteString])
                let result = try await IntrogenBinary.run(
                    ["generate", "--provider", "local", "--name", "Ada", "--format", "json"], environment: environment)
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout == Self.object + "\n")
                #expect(
                    result.stderr.contains("local: OpenAI-compatible server, tiny-chat at 127.0.0.1:\(server.port)"))
                #expect(!result.stderr.contains("try again later"))
                let chats = server.requests.filter { $0.path == "/v1/chat/completions" }
                #expect(chats.count == 2, "the 500 refusing json_schema is followed by json_object")
                let asked = try #require(try JSONSerialization.jsonObject(with: chats[1].body) as? [String: Any])
                #expect((asked["response_format"] as? [String: Any])?["type"] as? String == "json_object")
                #expect(asked["max_tokens"] as? Int != nil && asked["temperature"] as? Double == 0.7)
            }
        }

        @Test func aModelNoServerHasIsAnErrorThatNamesTheModelsThereAre() async throws {
            try await withLoopbackServer(Self.llamaCppPython) { server in
                let environment = try self.environment(["INTROGEN_LOCAL_URLS": server.url("/v1").absoluteString])
                let result = try await IntrogenBinary.run(
                    ["generate", "--provider", "local", "--model", "llama3.2:3b", "--name", "Ada"],
                    environment: environment)
                #expect(result.status == 1)
                #expect(result.stderr.contains("no server found has the model llama3.2:3b"), "\(result.stderr)")
                #expect(result.stderr.contains("tiny-chat"))
                #expect(server.requests.allSatisfy { $0.path == "/v1/models" })
            }
        }

        @Test func theAppSaysAServerWasFoundAndF3SwitchesToItsModelKeptWithTheDraft() async throws {
            try await withLoopbackServer(Self.llamaCppPython) { server in
                try await withTmuxSession { tmux in
                    let environment = ["INTROGEN_LOCAL_URLS": server.url("/v1").absoluteString]
                    try await tmux.start(["--lang", "en"], environment: environment)
                    try await tmux.waitFor("found a local model: OpenAI-compatible server tiny-chat")
                    try await tmux.waitFor("F3 to use it")
                    try await tmux.type("Ada")
                    try await tmux.press("F3")
                    let picker = try await tmux.waitFor("Source (F3)")
                    let listed = picker.joined(separator: "\n")
                    #expect(listed.contains("offline composer"))
                    #expect(listed.contains("tiny-chat"))
                    #expect(!listed.contains("tiny-embed"))
                    try await tmux.press("Down")
                    try await tmux.press("Enter")
                    try await tmux.waitFor("source: OpenAI-compatible server tiny-chat (127.0.0.1:\(server.port))")
                    try await tmux.press("C-g")
                    let done = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    #expect(CapturedScreen(done).introduction().contains("Hi, I'm Ada."))
                    #expect(server.requests.contains { $0.path == "/v1/chat/completions" })
                    try await tmux.press("C-q")
                    _ = try await tmux.waitForExit()
                    let draft = try String(
                        contentsOf: tmux.home.appendingPathComponent("state/introgen/draft.json"), encoding: .utf8)
                    #expect(draft.contains(#""source""#) && draft.contains("tiny-chat"))

                    // The choice comes back at the next start, without a search: the next version is written there.
                    let asked = server.requests.filter { $0.path == "/v1/chat/completions" }.count
                    try await tmux.start(["--lang", "en"], environment: [:])
                    try await tmux.waitFor("Hi, I'm Ada.")
                    try await tmux.press("C-g")
                    let again = try await tmux.waitForScreen("a second version") {
                        CapturedScreen($0).status.hasPrefix("done · 2/2")
                    }
                    #expect(server.requests.filter { $0.path == "/v1/chat/completions" }.count > asked)
                    #expect(CapturedScreen(again).status.contains("tiny-chat"))
                }
            }
        }
    }
}
