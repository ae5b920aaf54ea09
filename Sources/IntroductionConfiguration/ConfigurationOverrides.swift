public import FoundationEssentials

/// What the command line says, the strongest layer of configuration.
///
/// There is deliberately no API key here: keys on a command line end up in shell history and in
/// `ps` output, so they are read only from the environment or a private configuration file.
public struct ConfigurationOverrides: Sendable, Equatable {
    /// `--provider`: offline, openai, anthropic or service (checked by the loader).
    public var provider: String?
    /// `--base-url`: an OpenAI-compatible or Anthropic base URL.
    public var baseURL: String?
    /// `--url`: an introduction service's endpoint.
    public var url: String?
    /// `--model`.
    public var model: String?
    /// `--speed`: the offline composer's characters per second (0 = instant).
    public var speed: Double?
    /// `--config`: read this file instead of `$XDG_CONFIG_HOME/introgen/config.json`.
    public var configFile: URL?
    /// `--header 'K: V'`: extra request headers, added over the file's (same name: the flag wins).
    public var headers: [String: String]
    /// `--cacert FILE`: certificates to trust instead of `ca_file` in the file.
    public var caFile: String?

    /// Overrides from parsed flags; nil or empty means "not given on the command line".
    public init(
        provider: String? = nil,
        baseURL: String? = nil,
        url: String? = nil,
        model: String? = nil,
        speed: Double? = nil,
        configFile: URL? = nil,
        headers: [String: String] = [:],
        caFile: String? = nil
    ) {
        self.provider = provider
        self.baseURL = baseURL
        self.url = url
        self.model = model
        self.speed = speed
        self.configFile = configFile
        self.headers = headers
        self.caFile = caFile
    }
}
