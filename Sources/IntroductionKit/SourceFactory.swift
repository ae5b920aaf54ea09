/// Turns a merged ``Configuration`` into the source it describes; the one place that knows every source.
public enum SourceFactory {
    /// The source for `configuration`. Throws `SourceError` (`.invalidConfiguration`) when the configuration
    /// cannot work, for example a service without a URL.
    public static func makeSource(
        for configuration: Configuration,
        clock: any Clock<Duration> = ContinuousClock()
    ) throws -> any IntroductionSource {
        switch configuration.provider {
        case .offline:
            return OfflineComposer(charactersPerSecond: configuration.speed, clock: clock)
        case .openai, .anthropic, .service:
            throw SourceError.invalidConfiguration("the \(configuration.provider.rawValue) source is not available yet")
        }
    }
}
