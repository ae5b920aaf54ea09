import EventStream
public import FoundationEssentials
public import IntroductionCore
public import IntroductionWriting
import SafeText

/// Which source introgen uses and how to reach it, after flags, environment and file are merged.
///
/// Holds the API key, so it never prints it: `description` masks the key, and nothing in the kit
/// writes a `Configuration` to disk. Build one with ``ConfigurationLoader``.
public struct Configuration: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of source introgen knows.
    public enum Provider: String, Sendable, Equatable, CaseIterable, Codable {
        /// The built-in composer; needs nothing.
        case offline
        /// An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, llama.cpp, vLLM, …).
        case openai
        /// Anthropic Messages.
        case anthropic
        /// An introduction service taking the profile as JSON and streaming `{"content","status","error"}`.
        case service
        /// A model server on this machine (Ollama, LM Studio, llama.cpp, vLLM) or at `INTROGEN_LOCAL_URLS`, found
        /// when first needed; with `baseURL` set, that server (a choice from the picker or the draft).
        case local
    }

    /// Which source to use.
    public var provider: Provider
    /// The OpenAI or Anthropic base URL, or the service's full endpoint URL; nil for offline.
    public var baseURL: URL?
    /// The model name; nil for offline and service.
    public var model: String?
    /// The secret key; nil when none is configured. Only ever from the environment or the file.
    public var apiKey: String?
    /// The environment variable the key is read from for this provider (named in 401 messages).
    public var apiKeyVariable: String?
    /// Extra request headers from the file (for example a service's own auth header).
    public var headers: [String: String]
    /// The offline composer's pace in characters per second; 0 writes at once.
    public var speed: Double
    /// `NO_COLOR` was set (to anything non-empty): the screen uses no colour.
    public var noColor: Bool
    /// The configuration file that was read, when there was one.
    public var configFile: URL?
    /// The proxy for every request (`proxy` in the file); nil leaves the standard variables (`https_proxy`,
    /// `all_proxy`, `no_proxy`, …) to libcurl.
    public var proxy: String?
    /// A PEM file of certificates to trust (`--cacert`, or `ca_file` in the file); nil for `SSL_CERT_FILE` or
    /// the system's store.
    public var caFile: String?
    /// `INTROGEN_LOCAL_URLS`: OpenAI-compatible bases to look at for local models, before the default ports.
    public var localURLs: [URL] = []
    /// For a local server already found: what it is ("Ollama"), named in the source's label.
    public var serverName: String?
    /// The occasion to write for when no flag and no draft says (`for` in the file); nil for a meetup.
    public var occasion: GenerationOptions.Occasion?
    /// The language to write in when no flag and no draft says (`language` in the file, a BCP 47 tag); nil for
    /// English.
    public var language: GenerationOptions.Language?

    /// The options a new draft, a `generate` without a draft and `serve`'s requests start from: the file's language
    /// and occasion, the rest as ``GenerationOptions`` has them.
    public var defaultOptions: GenerationOptions {
        GenerationOptions(language: language ?? .en, occasion: occasion ?? .meetup)
    }

    /// A configuration as given; ``ConfigurationLoader`` builds the merged one.
    public init(
        provider: Provider = .offline,
        baseURL: URL? = nil,
        model: String? = nil,
        apiKey: String? = nil,
        apiKeyVariable: String? = nil,
        headers: [String: String] = [:],
        speed: Double = OfflineComposer.defaultSpeed,
        noColor: Bool = false,
        configFile: URL? = nil,
        proxy: String? = nil,
        caFile: String? = nil
    ) {
        self.provider = provider
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.apiKeyVariable = apiKeyVariable
        self.headers = headers
        self.speed = speed
        self.noColor = noColor
        self.configFile = configFile
        self.proxy = proxy
        self.caFile = caFile
    }

    /// Header values that look like credentials are masked as keys are.
    public var description: String {
        var parts = ["provider: \(provider.rawValue)"]
        if let baseURL { parts.append("url: \(URLRedaction.redacting(baseURL.absoluteString))") }
        if let model { parts.append("model: \(model)") }
        if let apiKey { parts.append("key: \(Secret.masked(apiKey))\(apiKeyVariable.map { " (\($0))" } ?? "")") }
        for name in headers.keys.sorted() {
            let value = headers[name] ?? ""
            parts.append("header \(name): \(Self.isSecretHeader(name) ? Secret.masked(value) : value)")
        }
        if let proxy { parts.append("proxy: \(URLRedaction.redacting(proxy))") }
        if let caFile { parts.append("ca_file: \(caFile)") }
        if !localURLs.isEmpty {
            parts.append("local: " + localURLs.map { URLRedaction.redacting($0.absoluteString) }.joined(separator: " "))
        }
        if let occasion { parts.append("for: \(occasion.rawValue)") }
        if let language { parts.append("language: \(language.rawValue)") }
        if provider == .offline { parts.append("speed: \(speed) chars/s") }
        return parts.joined(separator: ", ")
    }

    /// Headers that carry credentials make a config file as secret as a key does.
    static func isSecretHeader(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["auth", "key", "token", "secret", "cookie"].contains { lower.contains($0) }
    }
}
