/// The local model servers introgen looks for, where each listens by default and how it is asked for its models.
public enum LocalServerKind: String, Sendable, Equatable, CaseIterable {
    case ollama
    case lmStudio
    case llamaCpp
    case vllm
    /// Any other server that answers `/v1/models` (a URL in `INTROGEN_LOCAL_URLS`).
    case openAICompatible

    /// How people call it: "Ollama", "LM Studio", "llama.cpp", "vLLM", "OpenAI-compatible server".
    public var name: String {
        switch self {
        case .ollama: "Ollama"
        case .lmStudio: "LM Studio"
        case .llamaCpp: "llama.cpp"
        case .vllm: "vLLM"
        case .openAICompatible: "OpenAI-compatible server"
        }
    }

    /// The loopback port it listens on out of the box; nil for the kind only found at configured URLs.
    public var defaultPort: Int? {
        switch self {
        case .ollama: 11434
        case .lmStudio: 1234
        case .llamaCpp: 8080
        case .vllm: 8000
        case .openAICompatible: nil
        }
    }

    /// The kind a `/v1/models` entry's `owned_by` names, for servers found at a configured URL.
    static func owning(_ owner: String?) -> LocalServerKind {
        switch owner?.lowercased() {
        case "llamacpp": .llamaCpp
        case "vllm": .vllm
        case "library", "ollama": .ollama
        default: .openAICompatible
        }
    }
}
