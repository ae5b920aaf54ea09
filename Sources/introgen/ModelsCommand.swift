import FoundationEssentials
import IncrementalJSON
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import SafeText
import Localization

/// `introgen models`: every model of every configured provider and of every local server found, one per line.
enum ModelsCommand {
    static let usage = """
        usage: introgen models [--format text|json] [--config FILE]

        Lists every chat model of every configured provider (OpenAI-compatible with a key or a base URL,
        Anthropic with a key) and of every local model server found (Ollama at 127.0.0.1:11434, LM Studio
        at :1234, llama.cpp's server at :8080, vLLM at :8000, and every base URL in INTROGEN_LOCAL_URLS,
        comma-separated), one per line: name, provider, where. Embedding-only models are left out. A
        provider or server that cannot be used is named on stderr with the reason, and the others are
        still listed. Nothing but loopback addresses and the URLs you configured is asked.

        --format text   aligned columns for people (the default)
                 json   {"models": [{"name", "provider", "where"}], "unavailable": [{"provider", "where",
                        "reason"}]}
        --config FILE   read this file instead of $XDG_CONFIG_HOME/introgen/config.json

        exit codes: 0 something was listed, 1 nothing was (or the output cannot be written), 2 usage error
        """

    enum Format: String, CaseIterable {
        case text, json
    }

    static let options = OptionSpec(valued: ["format", "config"])

    static func run(_ arguments: [String]) async -> Int32 {
        let parsed = CLI.parse(arguments, spec: options, usage: usage, command: "models") { parsed in
            guard parsed.positionals.isEmpty else {
                throw UsageError(tr("unexpected argument %s", parsed.positionals[0]))
            }
            guard let format = Format(rawValue: parsed.value("format") ?? "text") else {
                throw UsageError("--format is text or json")
            }
            return (format, parsed.value("config").map { URL(fileURLWithPath: $0) })
        }
        switch parsed {
        case .exit(let code): return code
        case .run(let (format, configFile)): return await list(format: format, configFile: configFile)
        }
    }

    private static func list(format: Format, configFile: URL?) async -> Int32 {
        StandardStreams.subject.set(tr("the models"))
        let loader = ConfigurationLoader(environment: ProcessInfo.processInfo.environment)
        let overrides = ConfigurationOverrides(configFile: configFile)
        let current: Configuration
        do {
            current = try loader.load(overrides)
        } catch {
            // A provider that cannot work as configured is said; the local servers are still worth listing.
            StandardStreams.error("introgen: \(error)")
            var offline = overrides
            offline.provider = Configuration.Provider.offline.rawValue
            do {
                current = try loader.load(offline)
            } catch {
                StandardStreams.error("introgen: \(error)")
                return 1
            }
        }
        let catalog = SourceCatalog(loader: loader, overrides: overrides, current: current)
        let listings = await withTaskGroup(of: (Int, [ModelListing]).self) { group in
            group.addTask {
                let probes = await LocalDiscovery(configured: current.localURLs).probe()
                return (0, probes.compactMap(ModelListing.init))
            }
            for (index, remote) in catalog.remotes.enumerated() {
                group.addTask { (index + 1, await listing(for: remote).map { [$0] } ?? []) }
            }
            var blocks: [(Int, [ModelListing])] = []
            for await block in group { blocks.append(block) }
            return blocks.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
        let rows = listings.flatMap { listing in
            listing.models.map { (name: $0, provider: listing.provider, place: listing.place) }
        }
        let problems = listings.compactMap { listing in
            listing.problem.map { (provider: listing.provider, place: listing.place, reason: $0) }
        }
        switch format {
        case .text:
            for problem in problems {
                StandardStreams.error(
                    TextSanitizer.singleLine(
                        "introgen: "
                            + tr("%1$s at %2$s skipped: %3$s", problem.provider, problem.place, problem.reason),
                        limit: 400))
            }
            if rows.isEmpty {
                StandardStreams.error(
                    "introgen: " + tr("no models found (start a local model server, or configure a provider)"))
            }
            let names = rows.map { TextSanitizer.singleLine($0.name, limit: 200) }
            let nameWidth = names.map { $0.count }.max() ?? 0
            let providerWidth = rows.map { $0.provider.count }.max() ?? 0
            var text = ""
            for (row, name) in zip(rows, names) {
                text += pad(name, nameWidth) + "  " + pad(row.provider, providerWidth) + "  " + row.place + "\n"
            }
            StandardStreams.write(text)
        case .json:
            let models = rows.map { row -> JSONValue in
                [
                    "name": .string(row.name), "provider": .string(row.provider), "where": .string(row.place),
                ]
            }
            let unavailable = problems.map { problem -> JSONValue in
                [
                    "provider": .string(problem.provider), "where": .string(problem.place),
                    "reason": .string(problem.reason),
                ]
            }
            StandardStreams.write(
                JSONValue.object([
                    JSONValue.Member("models", .array(models)),
                    JSONValue.Member("unavailable", .array(unavailable)),
                ]).text + "\n")
        }
        return rows.isEmpty ? 1 : 0
    }

    /// A configured provider's models; nil for one that has no list to ask for (the introduction service).
    private static func listing(for configuration: Configuration) async -> ModelListing? {
        let base = configuration.baseURL
        switch configuration.provider {
        case .openai:
            return await ModelListing.openAI(
                baseURL: base ?? ChatCompletions.defaultBaseURL, apiKey: configuration.apiKey,
                headers: configuration.headers, proxy: configuration.proxy, caFile: configuration.caFile)
        case .anthropic:
            return await ModelListing.anthropic(
                baseURL: base ?? AnthropicMessages.defaultBaseURL, apiKey: configuration.apiKey,
                headers: configuration.headers, proxy: configuration.proxy, caFile: configuration.caFile)
        case .offline, .service, .local:
            return nil
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
