import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import IntroductionWriting
import TestSupport
import Testing

/// Chat completions failures: each becomes one sentence that says what happened and what to do.
extension ChatCompletionsTests {

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
        // The head never comes in the test's lifetime (the wait ends when the client or the server closes): a
        // 5 s delay was shorter than a loaded machine took to reach the clock's advance, and the stream then ended
        // empty instead of timing out.
        let silent = ScriptedResponse(
            status: 200, headers: [("Content-Type", "text/event-stream")], headDelay: .seconds(600))
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
