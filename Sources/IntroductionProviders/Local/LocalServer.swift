public import FoundationEssentials

/// A local model server that answered with its models.
public struct LocalServer: Sendable, Equatable {
    /// What answered (recognised by its answer, not only its port).
    public var kind: LocalServerKind
    /// Its OpenAI-compatible base, ending in `/v1`.
    public var baseURL: URL
    /// Its chat models, in the order it listed them; embedding-only models are left out.
    public var models: [String]

    public init(kind: LocalServerKind, baseURL: URL, models: [String]) {
        self.kind = kind
        self.baseURL = baseURL
        self.models = models
    }

    /// "127.0.0.1:11434".
    public var place: String { Endpoint.hostAndPort(baseURL) }

    /// "local: Ollama, llama3.2:3b at 127.0.0.1:11434": what was found, as introgen says it.
    public func foundSentence(model: String) -> String {
        "local: \(kind.name), \(model) at \(place)"
    }
}

/// What one place answered when asked for its models.
public struct LocalProbe: Sendable, Equatable {
    /// How it went.
    public enum Outcome: Sendable, Equatable {
        /// A server with at least one chat model.
        case found(LocalServer)
        /// A server that is still loading its model (llama.cpp's 503 "Loading model").
        case loading(LocalServerKind)
        /// Something answered, but nothing usable: the reason, one phrase ("answered with a web page").
        case unusable(String)
        /// Nothing listens there (or it did not answer in time, for a default port).
        case absent(String)
    }

    /// Where it looked.
    public var candidate: LocalCandidate
    public var outcome: Outcome

    public init(candidate: LocalCandidate, outcome: Outcome) {
        self.candidate = candidate
        self.outcome = outcome
    }

    /// The server, when one was found.
    public var server: LocalServer? {
        if case .found(let server) = outcome { return server }
        return nil
    }

    /// Whether `introgen models` names this place with its reason: anything that answered, and every configured URL.
    public var isWorthReporting: Bool {
        switch outcome {
        case .found: false
        case .loading, .unusable: true
        case .absent: candidate.isConfigured
        }
    }

    /// "LM Studio at 127.0.0.1:1234: answered with a web page, not a model list", or for a loading server
    /// "llama.cpp at 127.0.0.1:8080 is still loading its model: try again in a moment".
    public var sentence: String {
        let name = "\(candidate.kind.name) at \(candidate.place)"
        switch outcome {
        case .found(let server): return "\(server.kind.name) at \(server.place): \(server.models.count) models"
        case .loading(let kind): return "\(kind.name) at \(candidate.place) is still loading, try again in a moment"
        case .unusable(let reason), .absent(let reason): return "\(name): \(reason)"
        }
    }
}
