public import EventStream
import FoundationEssentials
public import IntroductionCore
import Synchronization

/// `--provider local`: the first local model server that answers with a model list, found when first needed.
///
/// The search (``LocalDiscovery``) runs when the first generation starts, or earlier through ``resolve()``; a found
/// server and model are kept (with the one ``ChatCompletions`` source for them, which remembers what structured
/// output the server takes), a failed search is tried again at the next generation. `model` chooses among the
/// servers' models (the first server listing it); without it the first chat model of the first server is used.
/// The label says "local" until a server is found, then what was found.
public final class LocalSource: IntroductionSource {
    private let discovery: LocalDiscovery
    private let model: String?
    private let client: EventStreamClient.Configuration
    private let found = Mutex<Found?>(nil)

    /// A server, the model chosen on it, and the source that writes with it.
    public struct Found: Sendable {
        public var server: LocalServer
        public var model: String
        public var source: ChatCompletions

        /// "local: Ollama, llama3.2:3b at 127.0.0.1:11434".
        public var sentence: String { server.foundSentence(model: model) }
    }

    /// - Parameters:
    ///   - discovery: where to look and how long to wait.
    ///   - model: `--model`; nil for the first chat model found.
    ///   - client: the generation's timeouts (as for any OpenAI-compatible source).
    public init(discovery: LocalDiscovery, model: String?, client: EventStreamClient.Configuration) {
        self.discovery = discovery
        self.model = model
        self.client = client
    }

    /// "local" until a server was found, then the found source's label ("llama.cpp gemma (127.0.0.1:8080)").
    public var label: String { found.withLock { $0?.source.label } ?? "local" }

    /// The server and model to use, searching when none was found yet.
    ///
    /// - Throws: `SourceError` (`.invalidConfiguration`): nothing found, a server still loading ("try again in a
    ///   moment"), or no server with the model asked for (naming what there is).
    public func resolve() async throws -> Found {
        if let found = found.withLock({ $0 }) { return found }
        let probes = await discovery.probe()
        try Task.checkCancellation()
        guard let (server, model) = LocalDiscovery.choose(from: probes, model: model) else {
            throw Self.failure(probes, model: model)
        }
        let source = ChatCompletions(
            baseURL: server.baseURL, model: model, apiKey: nil, apiKeyVariable: nil, client: client,
            providerName: server.kind.name)
        let chosen = Found(server: server, model: model, source: source)
        return found.withLock { kept in
            if let kept { return kept }
            kept = chosen
            return chosen
        }
    }

    /// Searches (when needed), then streams from the found server; the search's failure is the stream's.
    public func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let reader = Reader(source: self, request: request)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// The sentence for a search that found nothing to use.
    package static func failure(_ probes: [LocalProbe], model: String?) -> SourceError {
        if let loading = probes.first(where: { if case .loading = $0.outcome { true } else { false } }) {
            return .invalidConfiguration("local: \(loading.sentence).")
        }
        let servers = probes.compactMap(\.server)
        if let model, let first = servers.first {
            let names = first.models.prefix(8).joined(separator: ", ")
            return .invalidConfiguration(
                "local: no server found has the model \(model); \(first.kind.name) at \(first.place) has \(names). "
                    + "Choose one with --model, or `introgen models` lists them all.")
        }
        let reasons = probes.filter(\.isWorthReporting).map(\.sentence)
        let looked = probes.map { "\($0.candidate.kind.name) at \($0.candidate.place)" }.joined(separator: ", ")
        return .invalidConfiguration(
            "local: no model server answered (looked for \(looked))"
                + (reasons.isEmpty ? "" : "; " + reasons.joined(separator: "; "))
                + ". Start one, or name its URL in INTROGEN_LOCAL_URLS.")
    }

    /// Pulls the found source's chunks for one request, searching first.
    private actor Reader {
        private let source: LocalSource
        private let request: IntroductionRequest
        private var chunks: AsyncThrowingStream<IntroductionChunk, any Error>.AsyncIterator?

        init(source: LocalSource, request: IntroductionRequest) {
            self.source = source
            self.request = request
        }

        func next() async throws -> IntroductionChunk? {
            if chunks == nil { chunks = try await source.resolve().source.stream(request).makeAsyncIterator() }
            var iterator = chunks
            let chunk = try await iterator?.next(isolation: self)
            chunks = iterator
            return chunk
        }
    }
}
