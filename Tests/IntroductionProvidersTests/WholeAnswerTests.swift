import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// Servers that answer the streaming request with one whole JSON completion (some proxies and relays do), and
/// models that stop at their length limit, from real loopback servers.
@Suite("Whole answers and length limits", .timeLimit(.minutes(1)))
struct WholeAnswerTests {
    /// A whole `chat.completion`, as OpenAI documents it, holding `content`.
    static func chatCompletion(content: String, finishReason: String = "stop") -> String {
        #"{"id":"chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT","object":"chat.completion","created":1741569952,"#
            + #""model":"gpt-4o-mini-2024-07-18","choices":[{"index":0,"message":{"role":"assistant","content":"#
            + jsonString(content) + #","refusal":null,"annotations":[]},"logprobs":null,"finish_reason":""#
            + finishReason + #""}],"usage":{"prompt_tokens":187,"completion_tokens":96,"total_tokens":283,"#
            + #""prompt_tokens_details":{"cached_tokens":0}},"service_tier":"default"}"#
    }

    /// A whole Anthropic `message` with these content blocks.
    static func message(blocks: String, stopReason: String = "tool_use") -> String {
        #"{"id":"msg_01XFDUDYJgAACzvnptvVoYEL","type":"message","role":"assistant","model":"claude-3-5-haiku-20241022","#
            + #""content":[\#(blocks)],"stop_reason":"\#(stopReason)","stop_sequence":null,"#
            + #""usage":{"input_tokens":512,"output_tokens":160}}"#
    }

    static func toolUse(_ input: String) -> String {
        #"{"type":"tool_use","id":"toolu_01A09q90qw90lq917835lq9","name":"introduction","input":\#(input)}"#
    }

    static func textBlock(_ text: String) -> String { #"{"type":"text","text":\#(jsonString(text))}"# }

    static func json(_ body: String) -> ScriptedResponse {
        .text(status: 200, body, contentType: "application/json")
    }

    static func openAI(_ server: LoopbackServer) -> ChatCompletions {
        ChatCompletions(baseURL: server.url("/v1"), model: "gpt-4o-mini", client: testClient())
    }

    static func anthropic(_ server: LoopbackServer) -> AnthropicMessages {
        AnthropicMessages(baseURL: server.url("/"), model: "claude-x", apiKey: "k", client: testClient())
    }

    /// Every edit of a run applied in order.
    static func assembled(_ run: SourceRun) -> Introduction {
        var partial = PartialIntroduction()
        for edit in run.chunks.flatMap(\.edits) { partial.apply(edit) }
        return Introduction(partial)
    }

    // MARK: - OpenAI-compatible

    @Test func aWholeCompletionHoldingTheObjectGivesAllFourParts() async throws {
        let body = Self.chatCompletion(content: StructuredAnswerTests.object)
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let run = await run(Self.openAI(server), SampleRequests.english)
            #expect(run.completed, "\(run.message)")
            #expect(run.chunks.count == 1, "one chunk: the answer arrived whole")
            #expect(Self.assembled(run) == StructuredAnswerTests.expected)
            let chunk = try #require(run.chunks.last)
            #expect(chunk.arrivedWhole)
            #expect(!chunk.cutShort)
            #expect(chunk.outputTokens == 96)
            #expect(chunk.inputTokens == 187)
            #expect(server.requests.count == 1)
        }
    }

    @Test func aWholeCompletionInPlainTextFillsTheIntroduction() async throws {
        let text = "Hi, I'm Taro. I build iOS apps in Swift.\nNice to meet you!"
        try await withLoopbackServer({ _ in Self.json(Self.chatCompletion(content: text)) }) { server in
            let run = await run(Self.openAI(server), SampleRequests.english)
            #expect(run.completed, "\(run.message)")
            #expect(run.text == text)
            #expect(Self.assembled(run) == Introduction(introduction: text))
        }
    }

    @Test func aWholeCompletionStoppedAtTheLengthLimitIsCutShortAndKeepsItsParts() async throws {
        let cut = String(StructuredAnswerTests.object.prefix(120))
        let body = Self.chatCompletion(content: cut, finishReason: "length")
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let session = IntroductionSession(source: Self.openAI(server))
            await session.generate(SampleRequests.english)
            let snapshot = await session.waitUntilFinished()
            #expect(snapshot.state == .completed)
            #expect(snapshot.isCutShort)
            #expect(snapshot.arrivedWhole)
            #expect(snapshot.content.headline == StructuredAnswerTests.expected.headline)
            #expect(
                snapshot.content.introduction.map { StructuredAnswerTests.expected.introduction.hasPrefix($0) } == true)
        }
    }

    @Test(arguments: [
        #"{"error":{"message":"streaming is not supported by this deployment","type":"invalid_request_error"}}"#,
        #"{"error":"streaming is not supported by this deployment"}"#,
    ])
    func aWholeErrorBodyStaysTheProvidersError(body: String) async throws {
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let run = await run(Self.openAI(server), SampleRequests.english)
            #expect(run.chunks.isEmpty)
            #expect(run.sourceError?.code == .provider)
            #expect(run.message.contains("streaming is not supported by this deployment"))
        }
    }

    @Test(arguments: [
        (#"{"status":"ok","detail":"login required"}"#, SourceError.Code.unexpectedResponse),
        (#"{"choices":[{"message":{"content":"half"#, SourceError.Code.invalidFrame),
    ])
    func jsonThatHoldsNoAnswerIsAnErrorNamingIt(body: String, code: SourceError.Code) async throws {
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let run = await run(Self.openAI(server), SampleRequests.english)
            #expect(run.chunks.isEmpty)
            #expect(run.sourceError?.code == code, "\(run.message)")
        }
    }

    @Test func aStreamThatFinishesAtTheLengthLimitCompletesCutShort() async throws {
        let wire =
            ChatCompletionsTests.roleFrame + ChatCompletionsTests.content("Hi, I'm Taro and I")
            + ChatCompletionsTests.frame(delta: "{}", finishReason: #""length""#) + ChatCompletionsTests.usage(7)
            + ChatCompletionsTests.done
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let session = IntroductionSession(source: Self.openAI(server))
            await session.generate(SampleRequests.english)
            let snapshot = await session.waitUntilFinished()
            #expect(snapshot.state == .completed)
            #expect(snapshot.isCutShort)
            #expect(!snapshot.arrivedWhole)
            #expect(snapshot.text == "Hi, I'm Taro and I")
            #expect(snapshot.metrics.tokens == 7)
            #expect(snapshot.metrics.inputTokens == 187)
        }
    }

    @Test func aStreamThatStopsNormallyIsNotCutShort() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(ChatCompletionsTests.transcript(["Hi"]))]) }) {
            server in
            let run = await run(Self.openAI(server), SampleRequests.english)
            #expect(run.completed)
            #expect(run.chunks.allSatisfy { !$0.cutShort && !$0.arrivedWhole })
        }
    }

    // MARK: - Anthropic

    @Test func aWholeMessageWithTheToolInputGivesAllFourPartsAndBothTokenCounts() async throws {
        let body = Self.message(
            blocks: Self.textBlock("Here is the introduction.") + "," + Self.toolUse(StructuredAnswerTests.object))
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let session = IntroductionSession(source: Self.anthropic(server))
            await session.generate(SampleRequests.english)
            let snapshot = await session.waitUntilFinished()
            #expect(snapshot.state == .completed, "\(snapshot.state)")
            #expect(Introduction(snapshot.content) == StructuredAnswerTests.expected)
            #expect(snapshot.arrivedWhole)
            #expect(!snapshot.isCutShort)
            #expect(snapshot.metrics.inputTokens == 512)
            #expect(snapshot.metrics.tokens == 160)
        }
    }

    @Test(arguments: [true, false])
    func aWholeMessageInTextIsReadAsTheObjectOrAsPlainText(asObject: Bool) async throws {
        let text = asObject ? StructuredAnswerTests.object : "Hi, I'm Taro.\nI build SSE clients."
        let body = Self.message(blocks: Self.textBlock(text), stopReason: "end_turn")
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let run = await run(Self.anthropic(server), SampleRequests.english)
            #expect(run.completed, "\(run.message)")
            #expect(run.chunks.last?.arrivedWhole == true)
            #expect(
                Self.assembled(run) == (asObject ? StructuredAnswerTests.expected : Introduction(introduction: text)))
        }
    }

    @Test func aWholeMessageStoppedAtMaxTokensIsCutShort() async throws {
        let body = Self.message(
            blocks: Self.toolUse(#"{"headline":"Taro","introduction":"Hi"}"#), stopReason: "max_tokens")
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let run = await run(Self.anthropic(server), SampleRequests.english)
            #expect(run.completed)
            #expect(run.chunks.last?.cutShort == true)
            #expect(Self.assembled(run) == Introduction(headline: "Taro", introduction: "Hi"))
        }
    }

    @Test func aWholeErrorObjectStaysTheProvidersError() async throws {
        let body = #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#
        try await withLoopbackServer({ _ in Self.json(body) }) { server in
            let run = await run(Self.anthropic(server), SampleRequests.english)
            #expect(run.sourceError?.code == .provider)
            #expect(run.message.contains("Overloaded"))
        }
    }

    @Test func aStreamStoppedAtMaxTokensCompletesCutShortWithTheTokenCountsAsTheyArrive() async throws {
        let delta = AnthropicMessagesTests.event(
            "message_delta",
            #"{"type":"message_delta","delta":{"stop_reason":"max_tokens","stop_sequence":null},"usage":{"output_tokens":700}}"#
        )
        let wire =
            AnthropicMessagesTests.messageStart + AnthropicMessagesTests.blockStart + AnthropicMessagesTests.delta("Hi")
            + AnthropicMessagesTests.blockStop + delta + AnthropicMessagesTests.messageStop
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let run = await run(Self.anthropic(server), SampleRequests.english)
            #expect(run.completed)
            #expect(run.text == "Hi")
            #expect(run.chunks.first?.inputTokens == 212, "the input count comes with message_start")
            let last = try #require(run.chunks.last)
            #expect(last.cutShort)
            #expect(last.outputTokens == 700)
            #expect(last.inputTokens == 212)
        }
    }
}
