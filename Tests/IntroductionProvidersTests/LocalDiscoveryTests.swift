import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// Local model servers as the probe meets them, each played by a loopback server answering as the real one does
/// (Ollama's `/api/tags`, llama.cpp's `/health` and `/v1/models`, LM Studio's and vLLM's `/v1/models`), and the
/// ways a port can answer badly.
@Suite("Local model discovery", .timeLimit(.minutes(1)))
struct LocalDiscoveryTests {
    static let ollamaTags = #"""
        {"models":[{"name":"nomic-embed-text:latest","model":"nomic-embed-text:latest","details":{"family":"nomic-bert","families":["nomic-bert"]}},{"name":"llama3.2:3b","model":"llama3.2:3b","details":{"family":"llama","families":["llama"]}},{"name":"qwen2.5:0.5b","model":"qwen2.5:0.5b","details":{"family":"qwen2","families":["qwen2"]}}]}
        """#
    static let llamaModels = #"{"object":"list","data":[{"id":"gemma-3-270m","object":"model","owned_by":"llamacpp"}]}"#
    static let studioModels =
        #"{"object":"list","data":[{"id":"text-embedding-nomic-embed-text-v1.5","object":"model","owned_by":"organization_owner"},{"id":"qwen2.5-7b-instruct","object":"model","owned_by":"organization_owner"}]}"#

    /// A probe of one place of `kind` at `server`, with a limit generous enough for a loaded machine.
    static func probe(_ server: LoopbackServer, kind: LocalServerKind, limit: Duration = .seconds(10)) async
        -> LocalProbe
    {
        let candidate = LocalCandidate(kind: kind, baseURL: server.url("/v1"), isConfigured: true)
        let probes = await LocalDiscovery(candidates: [candidate], defaultLimit: limit, configuredLimit: limit).probe()
        return probes[0]
    }

    static func json(_ body: String, status: Int = 200) -> ScriptedResponse {
        .text(status: status, body, contentType: "application/json")
    }

    @Test func ollamaIsFoundByItsTagsAndItsEmbeddingModelIsNotOffered() async throws {
        try await withLoopbackServer({ request in
            request.path == "/api/tags" ? Self.json(Self.ollamaTags) : .text(status: 404, "404 page not found")
        }) { server in
            let probe = await Self.probe(server, kind: .ollama)
            let found = try #require(probe.server)
            #expect(found.kind == .ollama)
            #expect(found.models == ["llama3.2:3b", "qwen2.5:0.5b"])
            #expect(found.baseURL == server.url("/v1"))
            #expect(
                found.foundSentence(model: "llama3.2:3b") == "local: Ollama, llama3.2:3b at 127.0.0.1:\(server.port)")
            #expect(server.requests.map(\.method) == ["GET"])
        }
    }

    @Test func llamaCppIsRecognisedByItsHealthBeforeItsModelsAreTrusted() async throws {
        try await withLoopbackServer({ request in
            switch request.path {
            case "/health": Self.json(#"{"status":"ok"}"#)
            case "/v1/models": Self.json(Self.llamaModels)
            default: .text(status: 404, "not found")
            }
        }) { server in
            let probe = await Self.probe(server, kind: .llamaCpp)
            #expect(probe.server?.models == ["gemma-3-270m"])
            #expect(server.requests.map(\.path) == ["/health", "/v1/models"])
        }
    }

    @Test func anotherServerOnLlamaCppsPortIsSkippedWithItsReason() async throws {
        try await withLoopbackServer({ _ in
            .text(status: 200, "<!doctype html><title>Jenkins</title>", contentType: "text/html")
        }) { server in
            let probe = await Self.probe(server, kind: .llamaCpp)
            #expect(probe.server == nil)
            #expect(probe.sentence.contains("not as llama.cpp's server does"), "\(probe.sentence)")
            #expect(server.requests.map(\.path) == ["/health"], "its /v1/models is never asked")
        }
    }

    @Test func aServerLoadingItsModelIsStillLoadingNotAFailure() async throws {
        let loading = #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#
        try await withLoopbackServer({ _ in Self.json(loading, status: 503) }) { server in
            let probe = await Self.probe(server, kind: .llamaCpp)
            #expect(probe.outcome == .loading(.llamaCpp))
            #expect(probe.sentence.hasSuffix("is still loading, try again in a moment"))
            let failure = "\(LocalSource.failure([probe], model: nil))"
            #expect(failure.contains("still loading, try again in a moment"), "\(failure)")
            #expect(!failure.contains("network") && !failure.contains("connect"))
        }
    }

    @Test func lmStudiosListIsReadAndAConfiguredURLIsNamedByWhoOwnsItsModels() async throws {
        try await withLoopbackServer({ request in
            request.path == "/v1/models" ? Self.json(Self.studioModels) : .text(status: 404, "no")
        }) { server in
            let studio = await Self.probe(server, kind: .lmStudio)
            #expect(studio.server?.kind == .lmStudio)
            #expect(studio.server?.models == ["qwen2.5-7b-instruct"])
        }
        try await withLoopbackServer({ _ in Self.json(Self.llamaModels) }) { server in
            let other = await Self.probe(server, kind: .openAICompatible)
            #expect(other.server?.kind == .llamaCpp, "owned_by llamacpp")
        }
    }

    struct BadAnswer: Sendable, CustomStringConvertible {
        var description: String
        var response: ScriptedResponse
        var reason: String
    }

    static let badAnswers: [BadAnswer] = [
        BadAnswer(
            description: "HTML",
            response: .text(status: 200, "<html><body>Welcome</body></html>", contentType: "text/html"),
            reason: "a web page"),
        BadAnswer(description: "garbage", response: .text(status: 200, "\u{1B}[31m%%%\u{7}"), reason: "not with JSON"),
        BadAnswer(description: "no models", response: json(#"{"object":"list","data":[]}"#), reason: "lists no models"),
        BadAnswer(
            description: "only embeddings",
            response: json(#"{"data":[{"id":"text-embedding-3-small","owned_by":"vllm"}]}"#),
            reason: "only embedding models"),
        BadAnswer(description: "wrong shape", response: json(#"{"models":"none"}"#), reason: "holds no model list"),
        BadAnswer(description: "404", response: .text(status: 404, "404 page not found"), reason: "HTTP 404"),
        BadAnswer(
            description: "a hang after the headers",
            response: ScriptedResponse(
                status: 200, headers: [("Content-Type", "application/json")], steps: [.send(Array("{".utf8)), .stall]),
            // Whichever limit ends it first on a loaded machine: the silence after the head, or the whole exchange.
            reason: "sent its headers, then nothing|did not finish answering"),
    ]

    @Test(arguments: badAnswers)
    func aPlaceThatAnswersBadlyIsSkippedWithItsReason(_ bad: BadAnswer) async throws {
        try await withLoopbackServer({ _ in bad.response }) { server in
            let limit: Duration = bad.description.hasPrefix("a hang") ? .milliseconds(300) : .seconds(10)
            let probe = await Self.probe(server, kind: .vllm, limit: limit)
            #expect(probe.server == nil)
            #expect(probe.isWorthReporting)
            let reasons = bad.reason.split(separator: "|")
            #expect(reasons.contains { probe.sentence.contains($0) }, "\(bad): \(probe.sentence)")
            #expect(!probe.sentence.contains("\u{1B}"), "server text is cleaned")
            #expect(ModelListing(probe)?.problem != nil)
        }
    }

    @Test func aClosedPortIsAbsentAndADefaultOneIsNotReported() async throws {
        let port = try RefusingPort()
        let url = URL(string: "http://127.0.0.1:\(port.port)/v1")!
        let configured = LocalCandidate(kind: .openAICompatible, baseURL: url, isConfigured: true)
        var quiet = configured
        quiet.isConfigured = false
        let probes = await LocalDiscovery(candidates: [configured, quiet]).probe()
        #expect(probes.map(\.outcome) == [.absent("nothing answers"), .absent("nothing answers")])
        #expect(probes.map(\.isWorthReporting) == [true, false])
        #expect(ModelListing(probes[1]) == nil)
    }

    @Test func configuredURLsComeFirstAndTheDefaultsAreTheFourLoopbackPorts() {
        let mine = URL(string: "http://127.0.0.1:9999")!
        let candidates = LocalCandidate.all(configured: [mine, URL(string: "http://127.0.0.1:11434/v1")!])
        #expect(
            candidates.map(\.baseURL.absoluteString) == [
                "http://127.0.0.1:9999/v1", "http://127.0.0.1:11434/v1", "http://127.0.0.1:1234/v1",
                "http://127.0.0.1:8080/v1", "http://127.0.0.1:8000/v1",
            ])
        #expect(candidates.map(\.isConfigured) == [true, true, false, false, false])
        #expect(LocalCandidate.defaults.allSatisfy { $0.baseURL.host == "127.0.0.1" })
    }

    @Test func theFirstPlaceWithAModelWinsAndModelChoosesAmongThem() async throws {
        try await withLoopbackServer({ _ in Self.json(Self.ollamaTags) }) { ollama in
            try await withLoopbackServer({ _ in Self.json(Self.studioModels) }) { studio in
                let discovery = LocalDiscovery(
                    candidates: [
                        LocalCandidate(kind: .ollama, baseURL: ollama.url("/v1"), isConfigured: true),
                        LocalCandidate(kind: .lmStudio, baseURL: studio.url("/v1"), isConfigured: true),
                    ], configuredLimit: .seconds(10))
                let probes = await discovery.probe()
                #expect(LocalDiscovery.choose(from: probes, model: nil)?.1 == "llama3.2:3b")
                let chosen = LocalDiscovery.choose(from: probes, model: "qwen2.5-7b-instruct")
                #expect(chosen?.0.kind == .lmStudio)
                #expect(LocalDiscovery.choose(from: probes, model: "nomic-embed-text:latest") == nil)
            }
        }
    }

    @Test func theLocalSourceFindsAServerAndWritesWithIt() async throws {
        try await withLoopbackServer({ request in
            switch request.path {
            case "/api/tags": Self.json(Self.ollamaTags)
            default: .eventStream([.text(ChatCompletionsTests.transcript([StructuredAnswerTests.object]))])
            }
        }) { server in
            let discovery = LocalDiscovery(
                candidates: [LocalCandidate(kind: .ollama, baseURL: server.url("/v1"), isConfigured: true)],
                configuredLimit: .seconds(10))
            let source = LocalSource(discovery: discovery, model: "qwen2.5:0.5b", client: testClient())
            #expect(source.label == "local")
            let first = await run(source, SampleRequests.english)
            #expect(first.completed, "\(first.message)")
            #expect(source.label == "Ollama qwen2.5:0.5b (127.0.0.1:\(server.port))")
            let last = server.requests.last
            let sent = try #require(last)
            #expect(sent.path == "/v1/chat/completions")
            #expect(jsonObject(sent.body)?["model"] as? String == "qwen2.5:0.5b")
            // Found once: the next generation asks no list again.
            #expect(await run(source, SampleRequests.english).completed)
            #expect(server.requests.filter { $0.path == "/api/tags" }.count == 1)
        }
    }

    @Test func withNothingFoundTheLocalSourceSaysWhereItLooked() async throws {
        let port = try RefusingPort()
        let url = URL(string: "http://127.0.0.1:\(port.port)")!
        let source = LocalSource(
            discovery: LocalDiscovery(candidates: [
                LocalCandidate(kind: .openAICompatible, baseURL: url, isConfigured: true)
            ]),
            model: nil, client: testClient())
        let failed = await run(source, SampleRequests.english)
        #expect(failed.sourceError?.code == .invalidConfiguration)
        #expect(failed.message.contains("no model server answered"), "\(failed.message)")
        #expect(failed.message.contains("INTROGEN_LOCAL_URLS"))
    }
}
