public import FoundationEssentials

/// Looks for local model servers: Ollama, LM Studio, llama.cpp's server and vLLM on their default loopback ports,
/// and every URL the person configured (`INTROGEN_LOCAL_URLS`), all at once, each with a short time limit.
///
/// Nothing but those places is asked. A default port gets ``defaultLimit`` (nothing listening answers at once on
/// loopback, so a probe of an idle machine takes milliseconds, and ``defaultLimit`` bounds a port that accepts and
/// hangs); a configured URL gets ``configuredLimit``, as it may be another machine. What answered is recognised by
/// its answer: Ollama's `/api/tags`; llama.cpp's `/health` (port 8080 is shared by many servers), then `/v1/models`;
/// `/v1/models` elsewhere. Embedding-only models are not offered. Garbage, HTML, an empty list or a hang is an
/// unusable place with its reason, never an error.
public struct LocalDiscovery: Sendable {
    /// Where to look, in the order of preference.
    public var candidates: [LocalCandidate]
    /// The whole time a default port may take (connect to last byte, per request).
    public var defaultLimit: Duration
    /// The same for a configured URL.
    public var configuredLimit: Duration
    private let clock: any Clock<Duration>

    /// Looks at `configured` URLs first, then the default ports (``LocalCandidate/all(configured:)``).
    public init(
        configured: [URL] = [],
        defaultLimit: Duration = .milliseconds(250),
        configuredLimit: Duration = .seconds(2),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            candidates: LocalCandidate.all(configured: configured), defaultLimit: defaultLimit,
            configuredLimit: configuredLimit, clock: clock)
    }

    /// Looks at exactly `candidates`.
    public init(
        candidates: [LocalCandidate],
        defaultLimit: Duration = .milliseconds(250),
        configuredLimit: Duration = .seconds(2),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.candidates = candidates
        self.defaultLimit = defaultLimit
        self.configuredLimit = configuredLimit
        self.clock = clock
    }

    /// Asks every candidate at once; the answers in the candidates' order. Never throws: a place that fails is an
    /// outcome. Cancelling the calling task ends every probe at once.
    public func probe() async -> [LocalProbe] {
        await withTaskGroup(of: (Int, LocalProbe).self) { group in
            for (index, candidate) in candidates.enumerated() {
                let fetcher = ProbeFetcher(
                    limit: candidate.isConfigured ? configuredLimit : defaultLimit, clock: clock)
                group.addTask { (index, await Self.probe(candidate, fetcher: fetcher)) }
            }
            var probes: [LocalProbe?] = Array(repeating: nil, count: candidates.count)
            for await (index, probe) in group { probes[index] = probe }
            return probes.compactMap { $0 }
        }
    }

    /// The first found server in the order of preference, or, when `model` is named, the first that lists it.
    public static func choose(from probes: [LocalProbe], model: String?) -> (LocalServer, String)? {
        let servers = probes.compactMap(\.server)
        if let model {
            return servers.first { $0.models.contains(model) }.map { ($0, model) }
        }
        return servers.first.flatMap { server in server.models.first.map { (server, $0) } }
    }

    private static func probe(_ candidate: LocalCandidate, fetcher: ProbeFetcher) async -> LocalProbe {
        do {
            let reading: ModelListReader.Reading
            var kind = candidate.kind
            switch candidate.kind {
            case .ollama:
                reading = ModelListReader.ollamaTags(
                    try await fetcher.get(Endpoint.appending("api/tags", to: candidate.rootURL)))
            case .llamaCpp:
                let health = try await fetcher.get(Endpoint.appending("health", to: candidate.rootURL))
                if let unready = ModelListReader.llamaHealth(health) {
                    reading = unready
                } else {
                    reading = ModelListReader.openAIModels(
                        try await fetcher.get(Endpoint.appending("models", to: candidate.baseURL)))
                }
            case .lmStudio, .vllm, .openAICompatible:
                reading = ModelListReader.openAIModels(
                    try await fetcher.get(Endpoint.appending("models", to: candidate.baseURL)))
                if case .models(let models) = reading {
                    let owner = LocalServerKind.owning(models.first?.owner)
                    if owner != .openAICompatible { kind = owner }
                }
            }
            let outcome: LocalProbe.Outcome
            switch reading {
            case .models(let models):
                let chat = models.filter { !$0.isEmbedding }.map(\.name)
                outcome = .found(LocalServer(kind: kind, baseURL: candidate.baseURL, models: chat))
            case .loading: outcome = .loading(kind)
            case .unusable(let reason): outcome = .unusable(reason)
            }
            return LocalProbe(candidate: candidate, outcome: outcome)
        } catch ProbeFetcher.Failure.absent(let reason) {
            return LocalProbe(candidate: candidate, outcome: .absent(reason))
        } catch ProbeFetcher.Failure.silent(let reason) {
            return LocalProbe(candidate: candidate, outcome: .unusable(reason))
        } catch {
            return LocalProbe(candidate: candidate, outcome: .absent("not asked (\(error))"))
        }
    }
}
