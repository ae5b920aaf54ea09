import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionWriting
import TestSupport
import IntroductionTestSupport
import Testing

@Suite("OpenAI-compatible chat completions source", .timeLimit(.minutes(1)))
struct ChatCompletionsTests {
    // Transcripts follow OpenAI's documented streaming format: `chat.completion.chunk` objects in
    // `data:` frames, a role-only first delta, `finish_reason` on the last choice, a usage frame with
    // empty `choices` when `stream_options.include_usage` is set, then `data: [DONE]`.
    static let envelope =
        #""id":"chatcmpl-AZ3k9","object":"chat.completion.chunk","created":1732000000,"#
        + #""model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_0ba0d124f1""#

    static func frame(delta: String, finishReason: String = "null") -> String {
        "data: {\(envelope),\"choices\":[{\"index\":0,\"delta\":\(delta),\"logprobs\":null,"
            + "\"finish_reason\":\(finishReason)}],\"usage\":null}\n\n"
    }

    static func content(_ text: String) -> String { frame(delta: "{\"content\":\(jsonString(text))}") }

    static func usage(_ completionTokens: Int) -> String {
        "data: {\(envelope),\"choices\":[],\"usage\":{\"prompt_tokens\":187,\"completion_tokens\":\(completionTokens),"
            + "\"total_tokens\":\(187 + completionTokens),\"prompt_tokens_details\":{\"cached_tokens\":0},"
            + "\"completion_tokens_details\":{\"reasoning_tokens\":0}}}\n\n"
    }

    static let roleFrame = frame(delta: #"{"role":"assistant","content":"","refusal":null}"#)
    static let stopFrame = frame(delta: "{}", finishReason: #""stop""#)
    static let done = "data: [DONE]\n\n"

    static func transcript(_ pieces: [String], tokens: Int = 42) -> String {
        roleFrame + pieces.map(content).joined() + stopFrame + usage(tokens) + done
    }

    func source(
        _ server: LoopbackServer,
        base: String = "/v1",
        apiKey: String? = "sk-test-0123456789abcdef",
        client: EventStreamClient.Configuration = testClient()
    ) -> ChatCompletions {
        ChatCompletions(baseURL: server.url(base), model: "gpt-4o-mini", apiKey: apiKey, client: client)
    }

    // MARK: - The request

    @Test func postsTheModelPromptAndStreamOptionsWithABearerKey() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"]))]) }) { server in
            let source = ChatCompletions(
                baseURL: server.url("/v1"),
                model: "gpt-4o-mini",
                apiKey: "sk-test-0123456789abcdef",
                headers: ["OpenAI-Organization": "org-intro"],
                client: testClient()
            )
            #expect(await run(source, SampleRequests.japanese).completed)
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/chat/completions")
            #expect(request.header("Authorization") == "Bearer sk-test-0123456789abcdef")
            #expect(request.header("Content-Type") == "application/json")
            #expect(request.header("Accept") == "text/event-stream")
            #expect(request.header("OpenAI-Organization") == "org-intro")
            let body = try #require(jsonObject(request.body))
            #expect(Set(body.keys) == ["model", "messages", "stream", "stream_options", "response_format"])
            #expect(body["model"] as? String == "gpt-4o-mini")
            #expect(body["stream"] as? Bool == true)
            #expect((body["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
            let format = try #require(body["response_format"] as? [String: Any])
            #expect(format["type"] as? String == "json_schema")
            let schema = try #require(format["json_schema"] as? [String: Any])
            #expect(schema["name"] as? String == "introduction")
            #expect(schema["strict"] as? Bool == true)
            let properties = try #require((schema["schema"] as? [String: Any])?["properties"] as? [String: Any])
            #expect(Set(properties.keys) == ["headline", "introduction", "highlights", "bio"])
            // The parts fill in in the schema's order, so the body keeps it: headline first, bio last.
            let whole = String(decoding: request.body, as: UTF8.self)
            let text = try #require(whole.range(of: #""properties""#).map { whole[$0.upperBound...] })
            let order = ["\"headline\"", "\"introduction\"", "\"highlights\"", "\"bio\""].compactMap {
                text.range(of: $0)?.lowerBound
            }
            #expect(order.count == 4 && order == order.sorted())
            let prompt = try PromptBuilder().prompt(for: SampleRequests.japanese)
            let messages = try #require(body["messages"] as? [[String: String]])
            #expect(
                messages == [["role": "system", "content": prompt.system], ["role": "user", "content": prompt.user]])
            #expect(prompt.user.contains("山田太郎"))
        }
    }

    @Test(arguments: ["/v1", "/v1/", "/api/v1//"])
    func theBaseURLMayEndWithOrWithoutASlash(base: String) async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"]))]) }) { server in
            #expect(await run(source(server, base: base), SampleRequests.english).completed)
            let expected = base.hasPrefix("/api") ? "/api/v1/chat/completions" : "/v1/chat/completions"
            #expect(server.requests.first?.path == expected)
        }
    }

    @Test func withoutAKeyNoAuthorizationIsSentAndTheLabelNamesTheHost() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"]))]) }) { server in
            let source = source(server, apiKey: nil)
            #expect(await run(source, SampleRequests.english).completed)
            #expect(server.requests.first?.header("Authorization") == nil)
            #expect(source.label == "openai gpt-4o-mini (127.0.0.1:\(server.port))")
        }
        #expect(ChatCompletions(model: "gpt-4o-mini").label == "openai gpt-4o-mini")
    }

    // MARK: - Reading the stream

    @Test(arguments: GenerationOptions.Language.allCases)
    func reassemblesTheExactTextFromFramesSplitAnywhere(language: GenerationOptions.Language) async throws {
        let pieces = SamplePieces.of(language)
        let plans = awkwardPlans(Array(Self.transcript(pieces, tokens: 57).utf8))
        try await withLoopbackServer({ request in
            .eventStream(steps(writing: plans[request.index % plans.count]), framing: .chunked)
        }) { server in
            for (index, plan) in plans.enumerated() {
                let result = await run(source(server), SampleRequests.of(language))
                #expect(result.error == nil, "plan \(index) (\(plan.count) pieces): \(result.message)")
                #expect(result.text == pieces.joined(), "plan \(index)")
                #expect(result.chunks.map(\.content).filter { !$0.isEmpty } == pieces, "plan \(index)")
                #expect(result.chunks.last?.status == .completed)
                #expect(result.chunks.last?.outputTokens == 57)
            }
        }
    }

    @Test func dripFedFramesArriveWhole() async throws {
        let pieces = SamplePieces.english
        try await withLoopbackServer({ _ in
            .eventStream([.drip(Self.transcript(pieces), chunkSize: 7, every: .milliseconds(1))])
        }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.completed)
            #expect(result.text == pieces.joined())
        }
    }

    @Test func emptyNullAndUnknownFieldsAndUsageInsideTheLastChoiceAreTolerated() async throws {
        // Shapes seen from compatible servers: null content, no delta, extra fields, a comment line,
        // and usage carried by the finishing frame instead of a frame of its own.
        let wire = [
            #"data: {"choices":[{"index":0,"delta":{"role":"assistant","content":null}}]}"#,
            #"data: {"choices":[{"index":0,"delta":{"content":""}}],"x_groq":{"id":"req_1"}}"#,
            ": keep-alive",
            #"data: {"choices":[{"index":0,"delta":{"content":"Hello","reasoning_content":null},"logprobs":null}]}"#,
            #"data: {"choices":[{"index":0}],"created":1}"#,
            #"data: {"choices":[{"index":0,"delta":{"content":" there."},"finish_reason":"stop"}],"usage":{"prompt_tokens":9,"completion_tokens":3}}"#,
            "data: [DONE]",
        ].map { $0 + "\n\n" }.joined()
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.completed)
            #expect(result.text == "Hello there.")
            #expect(result.chunks.last?.outputTokens == 3)
        }
    }

    @Test func invalidUTF8BecomesReplacementCharactersNeverACrash() async throws {
        // A stray byte and a character cut short, inside the JSON string.
        let bytes =
            Array((Self.roleFrame + Self.content("A")).utf8)
            + Array(#"data: {"choices":[{"index":0,"delta":{"content":"B"#.utf8) + [0xFF, 0xE3, 0x81]
            + Array(#"C"}}]}"#.utf8) + [10, 10] + Array(Self.done.utf8)
        try await withLoopbackServer({ _ in .eventStream([.send(bytes)]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.completed, "\(result.message)")
            #expect(result.text == "AB\u{FFFD}\u{FFFD}C")
        }
    }

    @Test func aRefusalWithTheKeyInAConfiguredHeaderAsksToCheckIt() async throws {
        try await withLoopbackServer({ _ in .text(status: 401, #"{"error":{"message":"bad token"}}"#) }) { server in
            let source = ChatCompletions(
                baseURL: server.url("/v1"), headers: ["Authorization": "Bearer from-config"], client: testClient())
            let result = await run(source, SampleRequests.english)
            #expect(server.requests.first?.header("Authorization") == "Bearer from-config")
            #expect(result.message.contains("check OPENAI_API_KEY"), "\(result.message)")
        }
    }

    @Test func doneEndsTheStreamWithoutWaitingForTheServerToClose() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"])), .stall]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.completed)
            let close = try #require(await lastClose(server))
            #expect(close.cause == .client)
        }
    }

    @Test func anErrorObjectInAFrameEndsWithTheProvidersMessage() async throws {
        let wire =
            Self.roleFrame + Self.content("こんにちは")
            + #"data: {"error":{"message":"The server had an error while processing your request.","type":"server_error","param":null,"code":null}}"#
            + "\n\n" + Self.content("never shown") + Self.done
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(source(server), SampleRequests.japanese)
            #expect(result.text == "こんにちは")
            #expect(result.sourceError?.code == .provider)
            #expect(result.message.contains("The server had an error while processing your request."))
        }
    }

    // MARK: - Failures

    struct StatusCase: Sendable, CustomStringConvertible {
        var status: Int
        var body: String
        var headers: [(name: String, value: String)] = []
        var apiKey: String? = "sk-test-0123456789abcdef"
        var code: SourceError.Code
        var fragments: [String]

        var description: String { "HTTP \(status) → \(code)" }
    }

    static let statusCases: [StatusCase] = [
        StatusCase(
            status: 401,
            body:
                #"{"error":{"message":"Incorrect API key provided: sk-test-********cdef.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}"#,
            code: .unauthorized,
            fragments: ["HTTP 401", "Incorrect API key provided", "check OPENAI_API_KEY"]
        ),
        StatusCase(
            status: 401,
            body: #"{"error":{"message":"You didn't provide an API key.","type":"invalid_request_error"}}"#,
            apiKey: nil,
            code: .unauthorized,
            fragments: ["You didn't provide an API key.", "set OPENAI_API_KEY"]
        ),
        StatusCase(
            status: 403,
            body: #"{"error":{"message":"Country, region, or territory not supported","type":"request_forbidden"}}"#,
            code: .unauthorized,
            fragments: ["HTTP 403", "Country, region, or territory not supported", "OPENAI_API_KEY"]
        ),
        StatusCase(
            status: 404,
            body: "404 page not found",
            code: .notFound,
            fragments: ["/v1/chat/completions", "does your base URL end in /v1?"]
        ),
        StatusCase(
            status: 429,
            body:
                #"{"error":{"message":"Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.","type":"requests","param":null,"code":"rate_limit_exceeded"}}"#,
            headers: [("Retry-After", "20")],
            code: .rateLimited,
            fragments: ["wait 20 s", "Rate limit reached for gpt-4o-mini"]
        ),
        StatusCase(
            status: 429,
            body:
                #"{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}"#,
            code: .rateLimited,
            fragments: ["You exceeded your current quota", "wait a moment"]
        ),
        StatusCase(
            status: 500,
            body:
                #"{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error"}}"#,
            code: .server,
            fragments: ["HTTP 500", "The server had an error while processing your request"]
        ),
        StatusCase(
            status: 503,
            body:
                #"{"error":{"message":"The engine is currently overloaded, please try again later.","type":"server_error"}}"#,
            code: .server,
            fragments: ["HTTP 503", "overloaded"]
        ),
        StatusCase(
            status: 400,
            body:
                #"{"error":{"message":"model 'llama9' not found, try pulling it first","type":"api_error","param":null,"code":null}}"#,
            code: .rejected,
            fragments: ["HTTP 400", "model 'llama9' not found", "model name"]
        ),
    ]

    @Test(arguments: statusCases)
    func errorStatusesBecomeOneActionableSentenceWithTheServersMessage(_ statusCase: StatusCase) async throws {
        try await withLoopbackServer({ _ in
            .text(
                status: statusCase.status, statusCase.body, contentType: "application/json", headers: statusCase.headers
            )
        }) { server in
            let result = await run(source(server, apiKey: statusCase.apiKey), SampleRequests.english)
            #expect(result.chunks.isEmpty)
            #expect(result.sourceError?.code == statusCase.code, "\(result.message)")
            for fragment in statusCase.fragments {
                #expect(result.message.contains(fragment), "\(result.message)")
            }
            #expect(!result.message.contains("\n"))
            #expect(server.requests.count == 1, "an LLM request is never retried on its own")
        }
    }

    @Test func aKeyEchoedByTheServerIsNeverShown() async throws {
        let key = "sk-proj-abcdefghijklmnopqrstuvwxyz012345"
        let body = #"{"error":{"message":"Incorrect API key provided: \#(key)."}}"#
        try await withLoopbackServer({ _ in .text(status: 401, body, contentType: "application/json") }) { server in
            let result = await run(source(server, apiKey: key), SampleRequests.english)
            #expect(result.sourceError?.code == .unauthorized)
            #expect(!result.message.contains(key))
            #expect(result.message.contains(Secret.masked(key)))
        }
    }

    /// JSON is read as a whole answer (see `WholeAnswerTests`); any other type is still refused with its message.
    @Test func aResponseThatIsNotAnEventStreamShowsItsMessage() async throws {
        let body = "<html><body>streaming is not supported by this deployment</body></html>"
        try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "text/html") }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.sourceError?.code == .unexpectedResponse)
            #expect(result.message.contains("streaming is not supported by this deployment"))
        }
    }

    @Test func aFrameThatIsNotJSONIsAnInvalidFrameWithAnExcerpt() async throws {
        let wire = Self.roleFrame + Self.content("Hi") + "data: {\"choices\":[{\"delta\":{\"content\":\"oops\n\n"
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .stall]) }) { server in
            let result = await run(source(server), SampleRequests.english)
            #expect(result.text == "Hi")
            #expect(result.sourceError?.code == .invalidFrame)
            #expect(result.message.contains(#"{"choices":[{"delta":{"content":"oops"#))
        }
    }

    @Test func aCleanEndWithoutDoneIsTruncatedAndTheSessionKeepsTheText() async throws {
        let wire = Self.roleFrame + Self.content("はじめまして、") + Self.content("山田")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(source(server), SampleRequests.japanese)
            #expect(result.text == "はじめまして、山田")
            #expect(result.sourceError == .truncated)

            let session = IntroductionSession(source: source(server))
            await session.generate(SampleRequests.japanese)
            let final = await session.waitUntilFinished()
            #expect(final.text == "はじめまして、山田")
            #expect(final.state == .failed(GenerationFailure(SourceError.truncated)))
        }
    }

    @Test(arguments: [ScriptedResponse.Framing.closeDelimited, .chunked])
    func aDroppedConnectionIsLostWithThePartialTextKept(framing: ScriptedResponse.Framing) async throws {
        let wire = Self.roleFrame + Self.content("Hi, I'm ") + Self.content("Taro")
        // Part of the next frame is on the wire when the connection is reset.
        let partial = Array(Self.content(" Yamada").utf8.prefix(30))
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .send(partial), .cut], framing: framing) }) {
            server in
            let session = IntroductionSession(source: source(server))
            await session.generate(SampleRequests.english)
            let final = await session.waitUntilFinished()
            #expect(final.text == "Hi, I'm Taro")
            #expect(final.state == .failed(GenerationFailure(SourceError.connectionLost)))
            try await Task.sleep(for: .milliseconds(50))
            #expect(server.requests.count == 1, "never re-run: the text would repeat")
        }
    }

    @Test func aServerThatNeverAnswersIsAConnectTimeout() async throws {
        let silent = ScriptedResponse(
            status: 200, headers: [("Content-Type", "text/event-stream")], headDelay: .seconds(5))
        try await withLoopbackServer({ _ in silent }) { server in
            let clock = ManualClock()
            let client = testClient(connectTimeout: .seconds(15), clock: clock)
            let running = Task { await run(source(server, client: client), SampleRequests.english) }
            _ = try await server.waitForRequests(1)
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(16))
            let result = await running.value
            #expect(result.sourceError?.code == .connectTimeout)
            #expect(result.message.contains("No answer from 127.0.0.1:\(server.port) within 15 s"))
        }
    }

    @Test func aServerThatStopsSendingIsAnIdleTimeoutWithTheTextKept() async throws {
        let wire = Self.roleFrame + Self.content("Hello")
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .stall]) }) { server in
            let clock = ManualClock()
            let client = testClient(idleTimeout: .seconds(60), connectTimeout: nil, clock: clock)
            var chunks = source(server, client: client).stream(SampleRequests.english).makeAsyncIterator()
            #expect(try await chunks.next()?.content == "Hello")
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(61))
            await #expect {
                _ = try await chunks.next()
            } throws: { error in
                (error as? SourceError)?.code == .idleTimeout && "\(error)".contains("stopped sending for 60 s")
            }
        }
    }

    @Test func nothingListeningIsARefusedConnection() async throws {
        let refusing = try RefusingPort()
        let url = URL(string: "http://127.0.0.1:\(refusing.port)/v1")!
        let result = await run(ChatCompletions(baseURL: url, client: testClient()), SampleRequests.english)
        #expect(result.sourceError?.code == .connectionRefused, "\(result.message)")
        #expect(result.message.hasPrefix("The connection to 127.0.0.1:\(refusing.port) was refused"))
        withExtendedLifetime(refusing) {}
    }
}
