import EventStream
import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import IntroductionWriting
import TestSupport
import Testing

@Suite("Source factory", .timeLimit(.minutes(1)))
struct SourceFactoryTests {
    /// Timeouts short enough for a loopback server to fail fast, long enough for a loaded machine.
    let loopbackClient = EventStreamClient.Configuration.introductionSource(
        idleTimeout: .seconds(10), connectTimeout: .seconds(10))

    @Test func eachProviderGetsItsSource() throws {
        let offline = try SourceFactory.makeSource(for: Configuration())
        #expect(offline is OfflineComposer)
        #expect(offline.label == "offline composer")

        let openai = try SourceFactory.makeSource(for: Configuration(provider: .openai, apiKey: "sk-x"))
        #expect(openai is ChatCompletions)
        #expect(openai.label == "openai gpt-4o-mini")

        let ollama = try SourceFactory.makeSource(
            for: Configuration(provider: .openai, baseURL: URL(string: "http://localhost:11434/v1"), model: "llama3.2"))
        #expect(ollama.label == "openai llama3.2 (localhost:11434)")
        #expect((ollama as? ChatCompletions)?.endpoint.absoluteString == "http://localhost:11434/v1/chat/completions")

        let anthropic = try SourceFactory.makeSource(for: Configuration(provider: .anthropic, apiKey: "sk-ant"))
        #expect(anthropic is AnthropicMessages)
        #expect(anthropic.label == "anthropic claude-3-5-haiku-latest")
        #expect((anthropic as? AnthropicMessages)?.endpoint.absoluteString == "https://api.anthropic.com/v1/messages")

        let service = try SourceFactory.makeSource(
            for: Configuration(
                provider: .service, baseURL: URL(string: "http://127.0.0.1:8080/api/introduction/stream")))
        #expect(service is IntroductionService)
        #expect(service.label == "service 127.0.0.1:8080")
    }

    @Test func aServiceWithoutAURLIsAConfigurationError() {
        #expect {
            _ = try SourceFactory.makeSource(for: Configuration(provider: .service))
        } throws: { error in
            (error as? SourceError)?.code == .invalidConfiguration && "\(error)".contains("INTROGEN_BASE_URL")
        }
    }

    @Test func theConfiguredKeyVariableAndHeadersReachTheWire() async throws {
        try await withLoopbackServer({ _ in .text(status: 401, #"{"error":{"message":"no"}}"#) }) { server in
            let configuration = Configuration(
                provider: .openai,
                baseURL: server.url("/v1"),
                model: "m",
                apiKey: "key-from-file-123456",
                apiKeyVariable: "RELAY_KEY",
                headers: ["X-Relay": "intro"]
            )
            let source = try SourceFactory.makeSource(for: configuration, client: loopbackClient)
            let result = await run(source, SampleRequests.english)
            #expect(result.message.contains("check RELAY_KEY"))
            #expect(server.requests.first?.header("X-Relay") == "intro")
            #expect(server.requests.first?.header("Authorization") == "Bearer key-from-file-123456")
        }
    }

    @Test func theServiceResumesByDefault() async throws {
        try await withLoopbackServer({ request in
            request.index == 0
                ? .eventStream([.event(id: "1", data: #"{"content":"one ","status":"in_progress"}"#), .cut])
                : .eventStream([.event(id: "2", data: #"{"content":"two","status":"completed"}"#)])
        }) { server in
            let source = try SourceFactory.makeSource(
                for: Configuration(provider: .service, baseURL: server.url("/s")), client: loopbackClient)
            let result = await run(source, SampleRequests.english)
            #expect(result.completed, "\(result.message)")
            #expect(result.text == "one two")
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "1"])
        }
    }
}
