public import FoundationEssentials

/// One place to look for a local model server: a default loopback port, or a URL the person configured.
public struct LocalCandidate: Sendable, Equatable {
    /// What is expected there; `.openAICompatible` for a configured URL (what answers decides the name).
    public var kind: LocalServerKind
    /// The server's OpenAI-compatible base, ending in `/v1`: `http://127.0.0.1:11434/v1`.
    public var baseURL: URL
    /// Whether the person named this URL (`INTROGEN_LOCAL_URLS`): it is then always reported, and given longer
    /// to answer (it may be another machine); a default port where nothing listens is passed over in silence.
    public var isConfigured: Bool

    public init(kind: LocalServerKind, baseURL: URL, isConfigured: Bool) {
        self.kind = kind
        self.baseURL = baseURL
        self.isConfigured = isConfigured
    }

    /// The four default servers on 127.0.0.1, in the order they are preferred: Ollama, LM Studio, llama.cpp, vLLM.
    public static let defaults: [LocalCandidate] = LocalServerKind.allCases.compactMap { kind in
        kind.defaultPort.map {
            LocalCandidate(kind: kind, baseURL: URL(string: "http://127.0.0.1:\($0)/v1")!, isConfigured: false)
        }
    }

    /// The configured URLs first (the person named them), then the defaults not already among them.
    ///
    /// A configured URL is an OpenAI-compatible base: `/v1` is added when its path does not end in it.
    public static func all(configured: [URL]) -> [LocalCandidate] {
        let mine = configured.map { LocalCandidate(kind: .openAICompatible, baseURL: v1Base($0), isConfigured: true) }
        let places = Set(mine.map(\.place))
        return mine + defaults.filter { !places.contains($0.place) }
    }

    /// "127.0.0.1:11434": how sentences name the server.
    public var place: String { Endpoint.hostAndPort(baseURL) }

    /// `url` with `/v1` as its last path segment.
    static func v1Base(_ url: URL) -> URL {
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        return path.hasSuffix("/v1") ? url : Endpoint.appending("v1", to: url)
    }

    /// The server's root (`/v1` taken off), where Ollama's `/api/tags` and llama.cpp's `/health` live.
    var rootURL: URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix("/v1") { text.removeLast(3) }
        return URL(string: text) ?? baseURL
    }
}
