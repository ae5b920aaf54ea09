import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import IntroductionWriting
import TestSupport
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
            #expect(
                Set(body.keys) == [
                    "model", "messages", "stream", "stream_options", "max_tokens", "temperature", "response_format",
                ])
            #expect(body["max_tokens"] as? Int == AnswerBudget.maxTokens(for: SampleRequests.japanese.options))
            #expect(body["temperature"] as? Double == AnswerBudget.temperature)
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

    @Test(arguments: ComposerLanguage.allCases.map(\.language))
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

}
