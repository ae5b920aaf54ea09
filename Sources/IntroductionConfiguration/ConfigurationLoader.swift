import EventStream
public import FoundationEssentials
import IntroductionCore
import IntroductionProviders
public import IntroductionStorage
import SafeText
import TextBasics
import Localization

/// Merges flags > environment > `config.json` into a ``Configuration``.
///
/// The environment and the home directory are inputs, so tests never touch the real home and
/// the loader never reads the process environment by itself. Nothing configured means the
/// offline composer. Which provider is meant when none is named: an explicit provider (in any
/// layer, the strongest first) wins; then a URL of our own (`--url`/`url` → service,
/// `--base-url`/`INTROGEN_BASE_URL`/`baseURL` → OpenAI-compatible); then a provider's key or
/// base in the environment or file (OpenAI before Anthropic). `local` is never inferred: looking for servers is
/// asked for (`--provider local`), or offered by the app when nothing is configured.
public struct ConfigurationLoader: Sendable {
    /// The environment to read (the process's, or a test's own).
    public var environment: [String: String]
    /// Where the configuration file is looked for.
    public var directories: XDGDirectories

    /// A loader over `environment`; `home` replaces `$HOME` (tests keep away from the real one).
    public init(environment: [String: String], home: URL? = nil) {
        self.environment = environment
        self.directories = XDGDirectories(environment: environment, home: home)
    }

    /// Reads the file (if any) and merges the layers.
    ///
    /// - Throws: `SourceError` with code `.invalidConfiguration` for a value that cannot work
    ///   (unknown provider, malformed URL, a service without URL, a key-holding file that other
    ///   users can read, a required key missing), naming the flag, variable or file at fault.
    public func load(_ overrides: ConfigurationOverrides = ConfigurationOverrides()) throws -> Configuration {
        let fileURL = overrides.configFile ?? directories.configFile
        let file = try readFile(at: fileURL, required: overrides.configFile != nil)
        let fileName = "\(fileURL.path)"

        let provider = try resolveProvider(overrides, file: file, fileName: fileName)
        var configuration = Configuration(
            provider: provider,
            noColor: !(environment["NO_COLOR"] ?? "").isEmpty,
            configFile: file == nil ? nil : fileURL
        )
        configuration.headers = (file?.headers ?? [:]).merging(overrides.headers) { _, flag in flag }
        for (name, value) in configuration.headers {
            guard HTTPToken.isValid(name), HTTPToken.isValidFieldValue(value) else {
                throw SourceError.invalidConfiguration(
                    "The header \"\(SourceError.printable(name, limit: 60))\" in \(fileName) is not a valid HTTP "
                        + "header: names are letters, digits and !#$%&'*+-.^_`|~, values hold no line break."
                )
            }
        }
        configuration.proxy = file?.proxy
        if let path = overrides.caFile.map({ ($0, "--cacert") }) ?? file?.caFile.map({ ($0, "ca_file in \(fileName)") })
        {
            configuration.caFile = try caFile(path.0, origin: path.1, relativeTo: fileURL.deletingLastPathComponent())
        }
        if let speed = overrides.speed ?? file?.speed {
            guard speed.isFinite, speed >= 0 else {
                throw SourceError.invalidConfiguration(
                    "The speed \(speed) cannot work: use a number of characters per second, 0 for instant."
                )
            }
            configuration.speed = speed
        }

        configuration.localURLs = try localURLs()
        if let occasion = file?.occasion {
            guard let value = GenerationOptions.Occasion(rawValue: occasion.lowercased()) else {
                throw SourceError.invalidConfiguration(
                    "for in \(fileName) is \"\(SourceError.printable(occasion, limit: 40))\": use one of "
                        + GenerationOptions.Occasion.allCases.map(\.rawValue).joined(separator: ", ") + "."
                )
            }
            configuration.occasion = value
        }
        if let language = file?.language {
            guard let value = GenerationOptions.Language(rawValue: language) else {
                throw SourceError.invalidConfiguration(
                    tr(
                        "language in %1$s is \"%2$s\": use a BCP 47 tag such as en, ja, id, zh-Hans or de.", fileName,
                        SourceError.printable(language, limit: 40)))
            }
            configuration.language = value
        }

        let model = first(overrides.model, env("INTROGEN_MODEL"), file?.model)
        switch provider {
        case .offline:
            break
        case .local:
            configuration.model = model
        case .openai:
            configuration.baseURL =
                try url(
                    first(
                        overrides.baseURL.map { ($0, "--base-url") },
                        env("INTROGEN_BASE_URL").map { ($0, "INTROGEN_BASE_URL") },
                        env("OPENAI_BASE_URL").map { ($0, "OPENAI_BASE_URL") },
                        file?.baseURL.map { ($0, "baseURL in \(fileName)") }
                    )
                ) ?? ChatCompletions.defaultBaseURL
            configuration.model = model ?? ChatCompletions.defaultModel
            configuration.apiKey = first(env("OPENAI_API_KEY"), file?.openaiAPIKey, file?.apiKey)
            configuration.apiKeyVariable = "OPENAI_API_KEY"
            if configuration.apiKey == nil, configuration.baseURL?.host == ChatCompletions.defaultBaseURL.host {
                throw SourceError.invalidConfiguration(
                    tr("OpenAI needs an API key: set OPENAI_API_KEY, or point INTROGEN_BASE_URL at a local server.")
                )
            }
        case .anthropic:
            configuration.baseURL =
                try url(
                    first(
                        overrides.baseURL.map { ($0, "--base-url") },
                        env("INTROGEN_BASE_URL").map { ($0, "INTROGEN_BASE_URL") },
                        file?.baseURL.map { ($0, "baseURL in \(fileName)") }
                    )
                ) ?? AnthropicMessages.defaultBaseURL
            configuration.model = model ?? AnthropicMessages.defaultModel
            configuration.apiKey = first(env("ANTHROPIC_API_KEY"), file?.anthropicAPIKey, file?.apiKey)
            configuration.apiKeyVariable = "ANTHROPIC_API_KEY"
            if configuration.apiKey == nil {
                throw SourceError.invalidConfiguration(tr("Anthropic needs an API key: set ANTHROPIC_API_KEY."))
            }
        case .service:
            let found = try url(
                first(
                    overrides.url.map { ($0, "--url") },
                    overrides.baseURL.map { ($0, "--base-url") },
                    env("INTROGEN_BASE_URL").map { ($0, "INTROGEN_BASE_URL") },
                    file?.url.map { ($0, "url in \(fileName)") },
                    file?.baseURL.map { ($0, "baseURL in \(fileName)") }
                )
            )
            guard let found else {
                throw SourceError.invalidConfiguration(
                    tr("The service provider needs its endpoint: set INTROGEN_BASE_URL or pass --url.")
                )
            }
            configuration.baseURL = found
            configuration.model = model
            configuration.apiKey = file?.apiKey
        }
        return configuration
    }

    // MARK: - Layers

    private func resolveProvider(
        _ overrides: ConfigurationOverrides,
        file: ConfigurationFile?,
        fileName: String
    ) throws -> Configuration.Provider {
        let named = first(
            overrides.provider.map { ($0, "--provider") },
            env("INTROGEN_PROVIDER").map { ($0, "INTROGEN_PROVIDER") },
            file?.provider.map { ($0, "provider in \(fileName)") }
        )
        if let (raw, origin) = named {
            guard let provider = Configuration.Provider(rawValue: raw.lowercased()) else {
                let choices = Configuration.Provider.allCases.map(\.rawValue).joined(separator: ", ")
                throw SourceError.invalidConfiguration("\(origin) is \"\(raw)\": use one of \(choices).")
            }
            return provider
        }
        if overrides.url != nil { return .service }
        if overrides.baseURL != nil || env("INTROGEN_BASE_URL") != nil { return .openai }
        if file?.url != nil { return .service }
        if file?.baseURL != nil { return .openai }
        if env("OPENAI_API_KEY") != nil || env("OPENAI_BASE_URL") != nil || file?.openaiAPIKey != nil { return .openai }
        if env("ANTHROPIC_API_KEY") != nil || file?.anthropicAPIKey != nil { return .anthropic }
        if file?.apiKey != nil { return .openai }
        return .offline
    }

    /// A non-empty environment value; an empty variable counts as unset.
    private func env(_ name: String) -> String? {
        guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    private func first<T>(_ candidates: T?...) -> T? {
        candidates.lazy.compactMap { $0 }.first
    }

    private func url(_ candidate: (String, String)?) throws -> URL? {
        guard let (text, origin) = candidate else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else {
            throw SourceError.invalidConfiguration(
                "\(origin) is \"\(text)\", which is not an http or https URL."
            )
        }
        return url
    }

    /// `INTROGEN_LOCAL_URLS`, comma-separated http(s) URLs; blanks between commas are skipped.
    private func localURLs() throws -> [URL] {
        guard let list = env("INTROGEN_LOCAL_URLS") else { return [] }
        return try list.split(separator: ",").compactMap { item in
            let text = item.trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : try url((text, "INTROGEN_LOCAL_URLS"))
        }
    }

    /// The CA file as a path that exists: `~` expanded, a relative path in the file taken from the file's folder.
    private func caFile(_ text: String, origin: String, relativeTo folder: URL) throws -> String {
        var path = text
        if path.hasPrefix("~/"), let home = environment["HOME"] { path = home + path.dropFirst() }
        if !path.hasPrefix("/") && origin != "--cacert" { path = folder.appendingPathComponent(path).path }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw SourceError.invalidConfiguration(
                "\(origin) is \"\(text)\", which is not a readable file: give a PEM file of the certificates to trust."
            )
        }
        return path
    }

    // MARK: - The file

    func readFile(at url: URL, required: Bool) throws -> ConfigurationFile? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else {
            if required {
                throw SourceError.invalidConfiguration(tr("The configuration file %s does not exist.", url.path))
            }
            return nil
        }
        guard let data = manager.contents(atPath: url.path) else {
            throw SourceError.invalidConfiguration(tr("The configuration file %s cannot be read.", url.path))
        }
        let file: ConfigurationFile
        do throws(ConfigurationFile.Problem) {
            file = try ConfigurationFile(Array(data))
        } catch {
            // Our sentences, never the JSON library's: where the slip is, in an editor's terms, or which key.
            switch error {
            case .syntax(let located):
                throw SourceError.invalidConfiguration(
                    tr("The configuration file %1$s is not valid JSON %2$s.", url.path, located))
            case .notAnObject:
                throw SourceError.invalidConfiguration(
                    tr(
                        "The configuration file %s should hold one JSON object, like {\"provider\":\"offline\"}.",
                        url.path))
            case .wrongType(let mismatch):
                throw SourceError.invalidConfiguration(tr("The configuration file %1$s: %2$s.", url.path, mismatch))
            }
        }
        if file.holdsSecrets {
            let attributes = try? manager.attributesOfItem(atPath: url.path)
            // A `UInt` from FoundationEssentials, an `NSNumber` (which bridges to it) when Foundation is linked too.
            let mode = (attributes?[.posixPermissions] as? UInt).map { Int($0) } ?? 0o777
            if mode & 0o077 != 0 {
                throw SourceError.invalidConfiguration(
                    tr("%1$s holds an API key but other users can read it: run chmod 600 %1$s.", url.path)
                )
            }
        }
        return file
    }
}
