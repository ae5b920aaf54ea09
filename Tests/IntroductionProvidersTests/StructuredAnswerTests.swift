import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// Structured answers from real loopback servers: the four-part object streamed by an OpenAI-style server, the
/// same through Anthropic tool streaming, and the fallback for a server that refuses the schema.
@Suite("Structured answers", .timeLimit(.minutes(1)))
struct StructuredAnswerTests {
    /// The object a model writes; escapes (a quote, a line break, a surrogate pair) so splits land inside them.
    static let object =
        #"{"headline":"Taro Yamada \u00b7 iOS engineer","introduction":"Hi, I'm Taro, an iOS engineer.\nI build "#
        + #"\"SSE\" clients \uD83C\uDF89 and love カメラ.","highlights":["5 years of Swift","Builds SSE clients","#
        + #""Enjoys cycling"],"bio":"Taro Yamada is an iOS engineer who builds SSE clients."}"#

    static var expected: Introduction {
        let parsed = (try? JSONSerialization.jsonObject(with: Data(object.utf8))) as? [String: Any] ?? [:]
        return Introduction(
            headline: parsed["headline"] as? String ?? "", introduction: parsed["introduction"] as? String ?? "",
            highlights: parsed["highlights"] as? [String] ?? [], bio: parsed["bio"] as? String ?? "")
    }

    /// The object cut in two content pieces at `cut` (a position in its scalars, so every piece is valid text).
    static func pieces(cutAt cut: Int) -> [String] {
        let scalars = Array(object.unicodeScalars)
        return [scalars[..<cut], scalars[cut...]].map { String(String.UnicodeScalarView($0)) }.filter { !$0.isEmpty }
    }

    /// Applies the run's edits, checking that every snapshot extends the one before; returns the last.
    static func assemble(_ run: SourceRun) -> (Introduction, monotonic: Bool) {
        var partial = PartialIntroduction()
        var monotonic = true
        for chunk in run.chunks {
            for edit in chunk.edits {
                let before = partial
                partial.apply(edit)
                if !before.isPrefix(of: partial) { monotonic = false }
            }
        }
        return (Introduction(partial), monotonic)
    }

    @Test func anOpenAIStyleObjectCutAtEveryPointGivesTheSameIntroduction() async throws {
        let count = Self.object.unicodeScalars.count
        try await withLoopbackServer({ request in
            .eventStream([.text(ChatCompletionsTests.transcript(Self.pieces(cutAt: request.index % (count + 1))))])
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "gpt-4o-mini", client: testClient())
            for cut in 0...count {
                let run = await run(source, SampleRequests.english)
                #expect(run.completed, "cut \(cut): \(run.message)")
                let (introduction, monotonic) = Self.assemble(run)
                #expect(introduction == Self.expected, "cut \(cut)")
                #expect(monotonic, "cut \(cut)")
            }
        }
    }

    @Test func partsFillInOneAfterAnotherInReadingOrderWhenTheFramesAreSplitAnywhere() async throws {
        let characters = Self.object.map(String.init)
        let plans = awkwardPlans(Array(ChatCompletionsTests.transcript(characters).utf8))
        try await withLoopbackServer({ request in
            .eventStream(steps(writing: plans[request.index % plans.count]), framing: .chunked)
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "gpt-4o-mini", client: testClient())
            for index in plans.indices {
                let run = await run(source, SampleRequests.english)
                let (introduction, monotonic) = Self.assemble(run)
                #expect(introduction == Self.expected, "plan \(index)")
                #expect(monotonic, "plan \(index)")
                let order = run.chunks.flatMap(\.edits).map(\.section)
                #expect(order.first == .headline && order.last == .bio, "plan \(index)")
            }
        }
    }

    @Test func anthropicToolInputCutAtEveryPointGivesTheSameIntroduction() async throws {
        let count = Self.object.unicodeScalars.count
        @Sendable func transcript(_ pieces: [String]) -> String {
            let start = AnthropicMessagesTests.event(
                "content_block_start",
                #"{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"toolu_01","name":"introduction","input":{}}}"#
            )
            let deltas = pieces.map { piece in
                AnthropicMessagesTests.event(
                    "content_block_delta",
                    #"{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":\#(jsonString(piece))}}"#
                )
            }
            return AnthropicMessagesTests.messageStart + start + AnthropicMessagesTests.ping + deltas.joined()
                + AnthropicMessagesTests.blockStop + AnthropicMessagesTests.messageDelta(80)
                + AnthropicMessagesTests.messageStop
        }
        try await withLoopbackServer({ request in
            .eventStream([.text(transcript(Self.pieces(cutAt: request.index % (count + 1))))])
        }) { server in
            let source = AnthropicMessages(
                baseURL: server.url("/"), model: "claude-x", apiKey: "k", client: testClient())
            for cut in 0...count {
                let run = await run(source, SampleRequests.english)
                #expect(run.completed, "cut \(cut): \(run.message)")
                let (introduction, monotonic) = Self.assemble(run)
                #expect(introduction == Self.expected, "cut \(cut)")
                #expect(monotonic, "cut \(cut)")
                #expect(run.chunks.last?.outputTokens == 80)
            }
        }
    }

    @Test func aServerThatRefusesTheSchemaIsAskedOnceMoreWithTheSchemaInThePrompt() async throws {
        let refusal =
            #"{"error":{"message":"'response_format' of type 'json_schema' is not supported","type":"invalid_request_error"}}"#
        let answer = ["Here is the introduction:\n\n```json\n", Self.object, "\n```\nHope it helps!"]
        try await withLoopbackServer({ request in
            let body = String(decoding: request.body, as: UTF8.self)
            return body.contains("response_format")
                ? .text(status: 400, refusal, contentType: "application/json")
                : .eventStream([.text(ChatCompletionsTests.transcript(answer))])
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "llama", client: testClient())
            let first = await run(source, SampleRequests.english)
            #expect(first.completed, "\(first.message)")
            #expect(Self.assemble(first).0 == Self.expected)
            // Refused twice: the nested json_schema shape, then json_object with the schema.
            #expect(server.requests.count == 3)
            let last = try #require(server.requests.last)
            let retry = try #require(jsonObject(last.body))
            #expect(retry["response_format"] == nil)
            let system = try #require((retry["messages"] as? [[String: String]])?.first?["content"])
            #expect(system.contains(#""headline""#) && system.contains("JSON Schema"))
            // The refusal is remembered: the next generation asks the second way at once.
            let second = await run(source, SampleRequests.english)
            #expect(second.completed)
            #expect(server.requests.count == 4)
        }
    }

    @Test func anotherBadRequestIsNotRetried() async throws {
        try await withLoopbackServer({ _ in
            .text(status: 400, #"{"error":{"message":"unknown model"}}"#, contentType: "application/json")
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "nope", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.sourceError?.code == .rejected)
            #expect(server.requests.count == 1)
        }
    }

    @Test(arguments: [
        ("plain text", ["Hi, I'm Taro.", " Nice to meet you!"], "Hi, I'm Taro. Nice to meet you!"),
        ("leading blank line", ["\n\n", "Hi there."], "\n\nHi there."),
        ("a brace later on", ["Hi {friends}", ", I'm Taro."], "Hi {friends}, I'm Taro."),
    ])
    func aModelThatIgnoredTheFormatFillsTheIntroductionAlone(name: String, pieces: [String], text: String) async throws
    {
        try await withLoopbackServer({ _ in .eventStream([.text(ChatCompletionsTests.transcript(pieces))]) }) {
            server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "gpt-4o-mini", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.completed, "\(name): \(run.message)")
            #expect(Self.assemble(run).0 == Introduction(introduction: text), "\(name)")
        }
    }

    @Test func malformedJSONAfterAPartStartedIsAnInvalidFrameThatKeepsTheParts() async throws {
        let pieces = [#"{"headline":"Taro","introduction":"Hi"#, #"" "bio": 3}"#]
        try await withLoopbackServer({ _ in .eventStream([.text(ChatCompletionsTests.transcript(pieces))]) }) {
            server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "gpt-4o-mini", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.sourceError?.code == .invalidFrame)
            #expect(Self.assemble(run).0.headline == "Taro")
        }
    }
}
