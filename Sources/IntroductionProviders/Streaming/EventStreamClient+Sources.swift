public import EventStream

extension EventStreamClient.Configuration {
    /// The limits a network source uses unless told otherwise: 60 s without a byte is an idle
    /// timeout, 15 s without a response head a connect timeout, 1 MiB the largest event (a model's
    /// frame is a few hundred bytes; this only bounds memory against a broken server).
    ///
    /// - Parameters:
    ///   - clock: measures the timeouts and reconnect waits (tests inject their own).
    ///   - reconnect: LLM sources always replace this with `.none`; the service uses it as given.
    public static func introductionSource(
        idleTimeout: Duration? = .seconds(60),
        connectTimeout: Duration? = .seconds(15),
        clock: any Clock<Duration> = ContinuousClock(),
        reconnect: ReconnectPolicy = .none
    ) -> EventStreamClient.Configuration {
        EventStreamClient.Configuration(
            maxEventSize: 1024 * 1024,
            idleTimeout: idleTimeout,
            connectTimeout: connectTimeout,
            clock: clock,
            reconnect: reconnect
        )
    }
}
