import FoundationEssentials
import IntroductionCore
public import IntroductionProviders
import IntroductionWriting

/// Every source a person can switch to: the offline composer, each model of each local server found, each
/// configured remote provider with its model. The app's picker (F3) and `introgen models` read it.
public struct SourceCatalog: Sendable {
    /// One source to pick.
    public struct Choice: Sendable, Equatable {
        /// Stable across runs, kept with the draft: the provider, model and base (see ``id(for:)``).
        public var id: String
        /// "offline composer", "Ollama llama3.2:3b", "openai gpt-4o-mini".
        public var title: String
        /// "built in", "127.0.0.1:11434", "api.openai.com".
        public var detail: String
        /// The configuration that makes this source.
        public var configuration: Configuration
    }

    /// The configuration in force (offline when nothing is configured).
    public var current: Configuration
    /// The remote providers the environment and the file set up, the current one included.
    public var remotes: [Configuration]

    /// The catalog for what `loader` reads with `overrides`; `current` is what the app starts with.
    public init(loader: ConfigurationLoader, overrides: ConfigurationOverrides, current: Configuration) {
        self.current = current
        var remotes: [Configuration] = []
        for provider in [Configuration.Provider.openai, .anthropic, .service] {
            if current.provider == provider {
                remotes.append(current)
                continue
            }
            var asked = overrides
            asked.provider = provider.rawValue
            asked.model = nil
            // A provider that cannot work as configured (no key) is simply not one of the choices.
            if let configuration = try? loader.load(asked), Self.isSetUp(configuration) {
                remotes.append(configuration)
            }
        }
        self.remotes = remotes
    }

    /// The choices, in the order the picker shows them: offline, the local models found, the remote providers.
    public func choices(local probes: [LocalProbe]) -> [Choice] {
        var offline = current
        offline.provider = .offline
        offline.baseURL = nil
        offline.model = nil
        var choices = [
            Choice(id: Self.id(for: offline), title: "offline composer", detail: "built in", configuration: offline)
        ]
        for server in probes.compactMap(\.server) {
            for model in server.models {
                let configuration = Self.localConfiguration(server, model: model, over: current)
                choices.append(
                    Choice(
                        id: Self.id(for: configuration), title: "\(server.kind.name) \(model)", detail: server.place,
                        configuration: configuration))
            }
        }
        for remote in remotes {
            choices.append(
                Choice(
                    id: Self.id(for: remote), title: "\(remote.provider.rawValue) \(remote.model ?? "")".trimmed,
                    detail: remote.baseURL.map { Self.place($0) } ?? "", configuration: remote))
        }
        return choices
    }

    /// The configuration a kept choice names, when it can still be made without looking for servers: offline, a
    /// configured remote provider, or a local server at the base the choice names (tried when generating).
    public func configuration(forID id: String) -> Configuration? {
        if let choice = choices(local: []).first(where: { $0.id == id }) { return choice.configuration }
        let parts = id.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == Configuration.Provider.local.rawValue, let base = URL(string: parts[2]),
            base.scheme == "http" || base.scheme == "https"
        else { return nil }
        let kind = LocalServerKind.allCases.first { $0.name == parts[3] } ?? .openAICompatible
        return Self.localConfiguration(
            LocalServer(kind: kind, baseURL: base, models: [parts[1]]), model: parts[1], over: current)
    }

    /// "provider|model|base|server": what a draft keeps to find the same source at the next start.
    public static func id(for configuration: Configuration) -> String {
        switch configuration.provider {
        case .offline: "offline"
        case .local:
            [
                "local", configuration.model ?? "", configuration.baseURL?.absoluteString ?? "",
                configuration.serverName ?? "",
            ].joined(separator: "|")
        default:
            [
                configuration.provider.rawValue, configuration.model ?? "",
                configuration.baseURL?.absoluteString ?? "",
            ].joined(separator: "|")
        }
    }

    /// `base` switched to `model` on a local `server` (no key, no headers: they belong to the configured provider).
    public static func localConfiguration(_ server: LocalServer, model: String, over base: Configuration)
        -> Configuration
    {
        var configuration = base
        configuration.provider = .local
        configuration.baseURL = server.baseURL
        configuration.model = model
        configuration.apiKey = nil
        configuration.apiKeyVariable = nil
        configuration.headers = [:]
        configuration.serverName = server.kind.name
        return configuration
    }

    /// A remote provider counts as set up when it has a key, or (OpenAI-compatible) a base URL of its own, or
    /// (service) an endpoint: not merely because the loader fills in defaults.
    private static func isSetUp(_ configuration: Configuration) -> Bool {
        switch configuration.provider {
        case .openai: configuration.apiKey != nil || configuration.baseURL != ChatCompletions.defaultBaseURL
        case .anthropic: configuration.apiKey != nil
        case .service: configuration.baseURL != nil
        case .offline, .local: false
        }
    }

    private static func place(_ url: URL) -> String {
        guard let host = url.host else { return url.absoluteString }
        return host + (url.port.map { ":\($0)" } ?? "")
    }
}
