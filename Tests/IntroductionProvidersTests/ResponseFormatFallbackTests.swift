import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// Servers that refuse a shape of `response_format`, each the way a real one does: the refusal is recognised by
/// its body whatever the status, the next shape is asked for once, and what worked is remembered.
@Suite("Structured output fallback", .timeLimit(.minutes(1)))
struct ResponseFormatFallbackTests {
    struct Refusal: Sendable, CustomStringConvertible {
        var server: String
        var status: Int
        var body: String
        var description: String { "\(server) (HTTP \(status))" }
    }

    /// How servers that take only `text` or `json_object` refuse the nested `json_schema` shape.
    static let refusals: [Refusal] = [
        Refusal(
            server: "OpenAI-style", status: 400,
            body:
                #"{"error":{"message":"Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.","type":"invalid_request_error","param":"response_format"}}"#
        ),
        Refusal(
            server: "FastAPI validation", status: 422,
            body:
                #"{"detail":[{"type":"literal_error","loc":["body","response_format","type"],"msg":"Input should be 'text' or 'json_object'","input":"json_schema","ctx":{"expected":"'text' or 'json_object'"}}]}"#
        ),
        Refusal(
            server: "llama-cpp-python 0.3", status: 500,
            body:
                #"{"error":{"message":"[{'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema', 'ctx': {'expected': \"'text' or 'json_object'\"}}]","type":"internal_server_error","param":null,"code":null}}"#
        ),
    ]

    /// The `response_format.type` of a recorded request; nil when it has none.
    static func formatType(_ request: RecordedRequest) -> String? {
        (jsonObject(request.body)?["response_format"] as? [String: Any])?["type"] as? String
    }

    @Test(arguments: refusals)
    func aRefusalOfTheNestedShapeIsFollowedByJSONObjectWithTheSchemaAndRemembered(_ refusal: Refusal) async throws {
        try await withLoopbackServer({ request in
            Self.formatType(request) == "json_schema"
                ? .text(status: refusal.status, refusal.body, contentType: "application/json")
                : .eventStream([.text(ChatCompletionsTests.transcript([StructuredAnswerTests.object]))])
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "gemma", client: testClient())
            let first = await run(source, SampleRequests.english)
            #expect(first.completed, "\(refusal): \(first.message)")
            #expect(StructuredAnswerTests.assemble(first).0 == StructuredAnswerTests.expected)
            #expect(first.chunks.last?.sectionsMissing == false)
            #expect(server.requests.map(Self.formatType) == ["json_schema", "json_object"])
            let retry = try #require(jsonObject(server.requests[1].body))
            let format = try #require(retry["response_format"] as? [String: Any])
            let properties = (format["schema"] as? [String: Any])?["properties"] as? [String: Any]
            #expect(Set(properties?.keys.map { $0 } ?? []) == ["headline", "introduction", "highlights", "bio"])
            // The second generation asks in the shape that worked, at once.
            #expect(await run(source, SampleRequests.english).completed)
            #expect(server.requests.map(Self.formatType) == ["json_schema", "json_object", "json_object"])
        }
    }

    @Test func aServerThatRefusesBothShapesGetsTheSchemaInThePromptOnly() async throws {
        // LM Studio refuses json_object with a 400; a server refusing both is asked a third way.
        let refusal = #"{"error":"'response_format.type' must be 'json_schema' or 'text'"}"#
        try await withLoopbackServer({ request in
            Self.formatType(request) == nil
                ? .eventStream([.text(ChatCompletionsTests.transcript([StructuredAnswerTests.object]))])
                : .text(status: 400, refusal, contentType: "application/json")
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "m", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.completed, "\(run.message)")
            #expect(server.requests.map(Self.formatType) == ["json_schema", "json_object", nil])
        }
    }

    @Test func aServerFailureThatIsNotAboutTheFormatIsNotRetried() async throws {
        try await withLoopbackServer({ _ in
            .text(status: 500, #"{"error":{"message":"CUDA out of memory"}}"#, contentType: "application/json")
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "m", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.sourceError?.code == .server)
            #expect(run.message.contains("try again later"))
            #expect(server.requests.count == 1)
        }
    }

    @Test func aServerStillLoadingItsModelSaysToTryAgainInAMoment() async throws {
        let loading = #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#
        try await withLoopbackServer({ _ in .text(status: 503, loading, contentType: "application/json") }) {
            server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "m", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.message.contains("still loading its model"), "\(run.message)")
            #expect(run.message.contains("try again in a moment"))
            #expect(!run.message.contains("try again later"))
        }
    }

    @Test(arguments: [SampleRequests.english, SampleRequests.japanese])
    func everyRequestCarriesMaxTokensFromTheLengthAndTheTemperature(_ request: IntroductionRequest) async throws {
        try await withLoopbackServer({ _ in
            .eventStream([.text(ChatCompletionsTests.transcript([StructuredAnswerTests.object]))])
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "m", client: testClient())
            for length in GenerationOptions.Length.allCases {
                var asked = request
                asked.options.length = length
                #expect(await run(source, asked).completed)
                let last = try #require(server.requests.last)
                let body = try #require(jsonObject(last.body))
                #expect(body["max_tokens"] as? Int == AnswerBudget.maxTokens(for: asked.options))
                #expect(body["temperature"] as? Double == 0.7)
            }
            let budgets = GenerationOptions.Length.allCases.map {
                AnswerBudget.maxTokens(for: GenerationOptions(length: $0))
            }
            #expect(budgets == budgets.sorted() && Set(budgets).count == 3, "longer lengths get more room")
        }
    }

    @Test func plainTextWhereTheSectionsWereAskedForIsTheIntroductionAndSaysTheSectionsDidNotCome() async throws {
        try await withLoopbackServer({ _ in
            .eventStream([.text(ChatCompletionsTests.transcript(["Hi, I'm Taro.", " I build apps."]))])
        }) { server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "m", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.completed)
            #expect(StructuredAnswerTests.assemble(run).0 == Introduction(introduction: "Hi, I'm Taro. I build apps."))
            #expect(run.chunks.last?.sectionsMissing == true)
        }
    }

    @Test func jsonWithKeysOfItsOwnShowsItsWordsNeverItsSyntax() async throws {
        let answer = #"{"name":"Taro","self_introduction":"Hi, I'm Taro.","facts":["I build apps."]}"#
        try await withLoopbackServer({ _ in .eventStream([.text(ChatCompletionsTests.transcript([answer]))]) }) {
            server in
            let source = ChatCompletions(baseURL: server.url("/v1"), model: "m", client: testClient())
            let run = await run(source, SampleRequests.english)
            #expect(run.completed)
            let text = StructuredAnswerTests.assemble(run).0.introduction
            #expect(text == "Taro\n\nHi, I'm Taro.\n\nI build apps.")
            #expect(!text.contains("{") && !text.contains("\""))
            #expect(run.chunks.last?.sectionsMissing == true)
        }
    }
}
