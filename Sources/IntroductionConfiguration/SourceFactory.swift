public import EventStream
public import IntroductionCore
public import IntroductionProviders
import IntroductionWriting

/// Turns a merged ``Configuration`` into the source it describes; the one place that knows every source.
public enum SourceFactory {
    /// The source for `configuration`. Throws `SourceError` (`.invalidConfiguration`) when the configuration
    /// cannot work, for example a service without a URL.
    ///
    /// - Parameters:
    ///   - clock: paces the offline composer and measures network timeouts.
    ///   - client: timeouts for network sources (`clock` replaces its clock; the service's reconnect
    ///     policy is ``IntroductionService/defaultReconnect`` unless `client` names a resuming one).
    public static func makeSource(
        for configuration: Configuration,
        clock: any Clock<Duration> = ContinuousClock(),
        client: EventStreamClient.Configuration = .introductionSource()
    ) throws -> any IntroductionSource {
        var client = client
        client.clock = clock
        client.proxy = configuration.proxy ?? client.proxy
        client.caFile = configuration.caFile ?? client.caFile
        switch configuration.provider {
        case .offline:
            return OfflineComposer(charactersPerSecond: configuration.speed, clock: clock)
        case .openai:
            return ChatCompletions(
                baseURL: configuration.baseURL ?? ChatCompletions.defaultBaseURL,
                model: configuration.model ?? ChatCompletions.defaultModel,
                apiKey: configuration.apiKey,
                apiKeyVariable: configuration.apiKeyVariable ?? "OPENAI_API_KEY",
                headers: configuration.headers,
                client: client
            )
        case .anthropic:
            return AnthropicMessages(
                baseURL: configuration.baseURL ?? AnthropicMessages.defaultBaseURL,
                model: configuration.model ?? AnthropicMessages.defaultModel,
                apiKey: configuration.apiKey,
                apiKeyVariable: configuration.apiKeyVariable ?? "ANTHROPIC_API_KEY",
                headers: configuration.headers,
                client: client
            )
        case .local:
            guard let baseURL = configuration.baseURL, let model = configuration.model else {
                return LocalSource(
                    discovery: LocalDiscovery(configured: configuration.localURLs, clock: clock),
                    model: configuration.model, client: client)
            }
            return ChatCompletions(
                baseURL: baseURL, model: model, apiKey: nil, apiKeyVariable: nil, client: client,
                providerName: configuration.serverName ?? LocalServerKind.openAICompatible.name)
        case .service:
            guard let url = configuration.baseURL else {
                throw SourceError.invalidConfiguration(
                    "The service provider needs its endpoint: set INTROGEN_BASE_URL or pass --url."
                )
            }
            if client.reconnect.resume == nil { client.reconnect = IntroductionService.defaultReconnect }
            return IntroductionService(
                url: url,
                apiKey: configuration.apiKey,
                headers: configuration.headers,
                client: client
            )
        }
    }
}
