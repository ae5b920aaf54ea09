import FoundationEssentials
import IntroductionConfiguration
import IntroductionCore
import Localization

/// The flags that choose the source and shape the request, shared by `introgen` and `introgen generate`.
struct SourceArguments {
    static let valued: Set<String> = [
        "provider", "base-url", "url", "model", "speed", "seed", "config", "lang", "tone", "length", "for", "cacert",
    ]
    static let repeatable: Set<String> = ["header"]

    static let usage = """
        source:
          --provider offline|openai|anthropic|service|local   (default: from INTROGEN_PROVIDER, the config
                                 file, or inferred: a --url means service, a base URL or OPENAI_API_KEY means
                                 openai, ANTHROPIC_API_KEY means anthropic, nothing means the offline composer)
                                 local: the first local model server that answers (Ollama 127.0.0.1:11434,
                                 LM Studio :1234, llama.cpp :8080, vLLM :8000, and first every base URL in
                                 INTROGEN_LOCAL_URLS, comma-separated); --model chooses among its models
          --base-url URL         OpenAI-compatible base (ending in /v1) or Anthropic base
          --url URL              introduction service endpoint (POST, answers text/event-stream)
          --model NAME           model for openai / anthropic / local
          --header 'K: V'        extra request header (repeatable)
          --cacert FILE          trust the certificates in this PEM file (or ca_file in the config file;
                                 SSL_CERT_FILE / SSL_CERT_DIR also work); proxies: proxy in the config file,
                                 or http_proxy, https_proxy, all_proxy, no_proxy as curl reads them
          --speed N              offline composer pace in characters per second (0 = instant)
          --seed N               choose the offline variant (regenerating uses the next seed)
          --config FILE          read this file instead of $XDG_CONFIG_HOME/introgen/config.json
        options:
          --lang TAG             the language to write in, a BCP 47 tag: en, ja, id, zh-Hans, de, ko… (the
                                 default: language in the config file, else en); a model writes any language,
                                 the offline composer English and Japanese
          --tone friendly|formal|casual  --length short|medium|long
          --for OCCASION         what it is for (the default: for in the config file, else meetup):
        \(Self.occasionList)
        keys come only from OPENAI_API_KEY / ANTHROPIC_API_KEY or the config file (chmod 600), never flags.
        """

    var overrides = ConfigurationOverrides()
    var seed: UInt64?
    var language: GenerationOptions.Language?
    var tone: GenerationOptions.Tone?
    var length: GenerationOptions.Length?
    var occasion: GenerationOptions.Occasion?

    /// Each occasion on a line of its own with what it is, for the usage texts.
    static let occasionList = GenerationOptions.Occasion.allCases.map { occasion in
        let name = occasion.rawValue
        return "                   " + name + String(repeating: " ", count: max(1, 11 - name.count)) + occasion.summary
    }.joined(separator: "\n")

    init(_ parsed: ParsedArguments) throws(UsageError) {
        overrides.provider = parsed.value("provider")
        overrides.baseURL = parsed.value("base-url")
        overrides.url = parsed.value("url")
        overrides.model = parsed.value("model")
        overrides.configFile = parsed.value("config").map { URL(fileURLWithPath: $0) }
        if let speed = parsed.value("speed") {
            guard let value = Double(speed), value >= 0, value.isFinite else {
                throw UsageError("--speed must be a number of characters per second, 0 or more")
            }
            overrides.speed = value
        }
        if let text = parsed.value("seed") {
            guard let value = UInt64(text) else { throw UsageError("--seed must be a whole number, 0 or more") }
            seed = value
        }
        for header in parsed.all("header") {
            let (name, value) = try CLI.header(header)
            overrides.headers[name] = value
        }
        overrides.caFile = parsed.value("cacert")
        language = try Self.language(parsed.value("lang"))
        tone = try Self.choice(parsed.value("tone"), flag: "--tone")
        length = try Self.choice(parsed.value("length"), flag: "--length")
        occasion = try Self.choice(parsed.value("for"), flag: "--for")
    }

    /// The options with any flag applied over `base`.
    func options(over base: GenerationOptions) -> GenerationOptions {
        var options = base
        if let language { options.language = language }
        if let tone { options.tone = tone }
        if let length { options.length = length }
        if let occasion { options.occasion = occasion }
        return options
    }

    /// Fills the options no flag set from `options` (the saved draft's), keeping every flag.
    mutating func presetMissingOptions(from options: GenerationOptions) {
        language = language ?? options.language
        tone = tone ?? options.tone
        length = length ?? options.length
        occasion = occasion ?? options.occasion
    }

    /// `--lang`: any well-formed BCP 47 tag, since a model writes any language.
    private static func language(_ raw: String?) throws(UsageError) -> GenerationOptions.Language? {
        guard let raw else { return nil }
        guard let language = GenerationOptions.Language(rawValue: raw) else {
            throw UsageError(tr("--lang is \"%s\": use a BCP 47 language tag such as en, ja, id, zh-Hans or de", raw))
        }
        return language
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ raw: String?,
        flag: String
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let raw else { return nil }
        guard let value = Choice(rawValue: raw.lowercased()) else {
            let choices = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(tr("%1$s is \"%2$s\": use one of %3$s", flag, raw, choices))
        }
        return value
    }
}
