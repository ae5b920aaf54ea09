import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import IntroductionWriting
import TestSupport
import Testing

@Suite("Anthropic Messages source", .timeLimit(.minutes(1)))
struct AnthropicMessagesTests {
    // Transcripts follow Anthropic's documented Messages streaming: named events message_start,
    // content_block_start, ping, content_block_delta (text_delta), content_block_stop, message_delta
    // (usage.output_tokens), message_stop; errors as `event: error`.
    static func event(_ name: String, _ data: String) -> String { "event: \(name)\ndata: \(data)\n\n" }

    static let messageStart = event(
        "message_start",
        #"{"type":"message_start","message":{"id":"msg_01XFDUDYJgAACzvnptvVoYEL","type":"message","role":"assistant","content":[],"model":"claude-3-5-haiku-20241022","stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":212,"output_tokens":1}}}"#
    )
    static let blockStart = event(
        "content_block_start", #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#)
    static let ping = event("ping", #"{"type": "ping"}"#)
    static let blockStop = event("content_block_stop", #"{"type":"content_block_stop","index":0}"#)
    static let messageStop = event("message_stop", #"{"type":"message_stop"}"#)

    static func delta(_ text: String) -> String {
        event(
            "content_block_delta",
            #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":\#(jsonString(text))}}"#)
    }

    static func messageDelta(_ outputTokens: Int) -> String {
        event(
            "message_delta",
            #"{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":\#(outputTokens)}}"#
        )
    }

    static func transcript(_ pieces: [String], tokens: Int = 64) -> String {
        var text = messageStart + blockStart + ping
        for (index, piece) in pieces.enumerated() {
            text += delta(piece)
            if index == 3 { text += ping }
        }
        return text + blockStop + messageDelta(tokens) + messageStop
    }

    func source(
        _ server: LoopbackServer,
        base: String = "",
        apiKey: String? = "sk-ant-test-0123456789",
        client: EventStreamClient.Configuration = testClient()
    ) -> AnthropicMessages {
        AnthropicMessages(
            baseURL: server.url(base.isEmpty ? "/" : base), model: "claude-3-5-haiku-latest", apiKey: apiKey,
            client: client)
    }

    // MARK: - The request

    @Test(arguments: GenerationOptions.Length.allCases)
    func postsSystemUserAndATokenBudgetByLength(length: GenerationOptions.Length) async throws {
        var request = SampleRequests.english
        request.options.length = length
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"]))]) }) { server in
            #expect(await run(source(server), request).completed)
            let sent = try #require(server.requests.first)
            #expect(sent.method == "POST")
            #expect(sent.path == "/v1/messages")
            #expect(sent.header("x-api-key") == "sk-ant-test-0123456789")
            #expect(sent.header("anthropic-version") == "2023-06-01")
            #expect(sent.header("content-type") == "application/json")
            #expect(sent.header("Authorization") == nil)
            let body = try #require(jsonObject(sent.body))
            #expect(Set(body.keys) == ["model", "max_tokens", "system", "messages", "tools", "tool_choice", "stream"])
            #expect(body["model"] as? String == "claude-3-5-haiku-latest")
            #expect(body["stream"] as? Bool == true)
            #expect(body["max_tokens"] as? Int == AnswerBudget.maxTokens(for: GenerationOptions(length: length)))
            let tools = try #require(body["tools"] as? [[String: Any]])
            #expect(tools.count == 1)
            #expect(tools.first?["name"] as? String == "introduction")
            let schema = try #require(tools.first?["input_schema"] as? [String: Any])
            #expect((schema["required"] as? [String]) == ["headline", "introduction", "highlights", "bio"])
            let choice = try #require(body["tool_choice"] as? [String: String])
            #expect(choice == ["type": "tool", "name": "introduction"])
            let prompt = try PromptBuilder().prompt(for: request)
            #expect(body["system"] as? String == prompt.system)
            #expect(body["messages"] as? [[String: String]] == [["role": "user", "content": prompt.user]])
        }
    }

    @Test func theLabelNamesTheModelAndAnyHostButAnthropics() async throws {
        #expect(AnthropicMessages().label == "anthropic claude-3-5-haiku-latest")
        let relay = AnthropicMessages(baseURL: URL(string: "http://relay.local:9000/")!, model: "claude-x")
        #expect(relay.label == "anthropic claude-x (relay.local:9000)")
        #expect(relay.endpoint.absoluteString == "http://relay.local:9000/v1/messages")
    }

    // MARK: - Reading the stream

    @Test(arguments: ComposerLanguage.allCases.map(\.language))
    func reassemblesTheExactTextFromEventsSplitAnywhere(language: GenerationOptions.Language) async throws {
        let pieces = SamplePieces.of(language)
        let plans = awkwardPlans(Array(Self.transcript(pieces, tokens: 88).utf8))
        try await withLoopbackServer({ request in
            .eventStream(steps(writing: plans[request.index % plans.count]), framing: .chunked)
        }) { server in
            for (index, plan) in plans.enumerated() {
                let result = await run(source(server), SampleRequests.of(language))
                #expect(result.error == nil, "plan \(index) (\(plan.count) pieces): \(result.message)")
                #expect(result.text == pieces.joined(), "plan \(index)")
                #expect(result.chunks.last?.status == .completed)
                #expect(result.chunks.last?.outputTokens == 88)
            }
        }
    }

    @Test func dripFedEventsArriveWhole() async throws {
        let pieces = SamplePieces.japanese
        try await withLoopbackServer({ _ in
            .eventStream([.drip(Self.transcript(pieces), chunkSize: 11, every: .milliseconds(1))])
        }) { server in
            let result = await run(source(server), SampleRequests.japanese)
            #expect(result.completed)
            #expect(result.text == pieces.joined())
        }
    }

    @Test func otherDeltaTypesAndUnknownEventsAreIgnored() async throws {
        let wire =
            Self.messageStart
            + Self.event(
                "content_block_start",
                #"{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":""}}"#)
            + Self.event(
                "content_block_delta",
                #"{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"Let me think"}}"#
            )
            + Self.event(
                "content_block_delta",
                #"{"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQB"}}"#)
            + Self.event("content_block_stop", #"{"type":"content_block_stop","index":0}"#)
            + Self.event(
                "content_block_start",
                #"{"type":"content_block_start","index":1,"content_block":{"type":"text","text":"Hi"}}"#)
            + Self.event("future_event", "not even JSON")
            + Self.event(
                "content_block_delta",
                #"{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"a\""}}"#
            )
            + Self.delta(", I'm Taro.")
            + "data: {\"type\":\"content_block_delta\",\"index\":1,\"delta\":{\"type\":\"text_delta\",\"text\":\" Unnamed.\"}}\n\n"
            + Self.messageDelta(9) + Self.messageStop
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.completed, "\(result.message)")
            #expect(result.text == "Hi, I'm Taro. Unnamed.")
            #expect(result.chunks.last?.outputTokens == 9)
        }
    }

    @Test func messageStopEndsTheStreamWithoutWaitingForTheServerToClose() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"])), .stall]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.completed)
            let close = try #require(await lastClose(server))
            #expect(close.cause == .client)
        }
    }

    @Test func anErrorEventEndsWithTheProvidersMessageAndKeepsTheText() async throws {
        let wire =
            Self.messageStart + Self.blockStart + Self.delta("はじめまして")
            + Self.event("error", #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#)
            + Self.delta("never shown")
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .stall]) }) { server in
            let session = IntroductionSession(source: source(server))
            await session.generate(SampleRequests.japanese)
            let final = await session.waitUntilFinished()
            #expect(final.text == "はじめまして")
            #expect(final.state == .failed("The provider reported an error: Overloaded"))
            let close = try await lastClose(server)
            #expect(close?.cause == .client)
        }
    }

    // MARK: - Failures

    static func errorBody(_ type: String, _ message: String) -> String {
        #"{"type":"error","error":{"type":"\#(type)","message":"\#(message)"}}"#
    }

    @Test func aRefusedKeyNamesTheVariable() async throws {
        let body = Self.errorBody("authentication_error", "invalid x-api-key")
        try await withLoopbackServer({ _ in .text(status: 401, body, contentType: "application/json") }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.sourceError?.code == .unauthorized)
            #expect(result.message.contains("invalid x-api-key"))
            #expect(result.message.contains("check ANTHROPIC_API_KEY"))
        }
    }

    @Test(arguments: ["/", "/v1"])
    func notFoundNamesTheURLAndTheLikelyFix(base: String) async throws {
        let body = Self.errorBody("not_found_error", "Not found")
        try await withLoopbackServer({ _ in .text(status: 404, body, contentType: "application/json") }) { server in
            let result = await run(source(server, base: base), SampleRequests.english)
            #expect(result.sourceError?.code == .notFound)
            #expect(
                result.message.contains(server.url(base == "/" ? "/v1/messages" : "/v1/v1/messages").absoluteString))
            #expect(result.message.contains(base == "/" ? "check the base URL" : "leave /v1 out of the base URL"))
        }
    }

    @Test func rateLimitsAndOverloadShowTheMessage() async throws {
        try await withLoopbackServer({ request in
            request.index == 0
                ? .text(
                    status: 429,
                    Self.errorBody("rate_limit_error", "Number of request tokens has exceeded your rate limit"),
                    contentType: "application/json", headers: [("retry-after", "7")])
                : .text(status: 529, Self.errorBody("overloaded_error", "Overloaded"), contentType: "application/json")
        }) { server in
            let limited = await run(source(server), SampleRequests.english)
            #expect(limited.sourceError?.code == .rateLimited)
            #expect(limited.message.contains("wait 7 s"))
            #expect(limited.message.contains("exceeded your rate limit"))
            let overloaded = await run(source(server), SampleRequests.english)
            #expect(overloaded.sourceError?.code == .server)
            #expect(overloaded.message.contains("HTTP 529: Overloaded"))
        }
    }

    @Test func anInvalidRequestShowsTheMessage() async throws {
        let body = Self.errorBody("invalid_request_error", "max_tokens: Field required")
        try await withLoopbackServer({ _ in .text(status: 400, body, contentType: "application/json") }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.sourceError?.code == .rejected)
            #expect(result.message.contains("max_tokens: Field required"))
        }
    }

    @Test func aCleanEndWithoutMessageStopIsTruncated() async throws {
        let wire = Self.messageStart + Self.blockStart + Self.delta("Hello")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.text == "Hello")
            #expect(result.sourceError == .truncated)
        }
    }

    @Test func aDroppedConnectionIsLostAndNeverRetried() async throws {
        let wire = Self.messageStart + Self.blockStart + Self.delta("Hello") + "event: content_block_delta\nda"
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .cut]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.text == "Hello")
            #expect(result.sourceError?.code == .connectionLost)
            #expect(server.requests.count == 1, "the stream has ended: nothing can reconnect any more")
        }
    }

    @Test func aDeltaThatIsNotJSONIsAnInvalidFrame() async throws {
        let wire = Self.messageStart + Self.event("content_block_delta", "{\"type\":\"content_block_delta\",")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.sourceError?.code == .invalidFrame)
            #expect(result.message.contains("content_block_delta"))
        }
    }
}
