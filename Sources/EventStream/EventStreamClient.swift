/// Opens Server-Sent Event streams over HTTP and keeps them going as the ``ReconnectPolicy`` says.
///
/// Each call to ``events(for:)`` or ``outputs(for:)`` is one independent stream with one consumer. The
/// streams are pulled: nothing is read ahead of the consumer beyond what the network already delivered,
/// and an event counts as applied (it becomes the `Last-Event-ID` for a reconnect) only when the consumer
/// asks for the next one. Cancelling the consuming task, or dropping the iterator, cancels the request
/// (its connection is closed at once) and any pending reconnect wait.
///
/// Errors are ``EventStreamError``; `CancellationError` passes through untouched.
public struct EventStreamClient: Sendable {
    /// Limits, timeouts, clock and reconnect policy of a client.
    public struct Configuration: Sendable {
        /// The largest event accepted; a bigger one ends the stream with `.eventTooLarge`.
        public var maxEventSize: Int
        /// Longest silence on an open connection before it counts as dropped; nil for none.
        public var idleTimeout: Duration?
        /// Time allowed from sending the request until the response head; nil for none.
        public var connectTimeout: Duration?
        /// The clock for timeouts and reconnect waits (inject a test clock to control them).
        public var clock: any Clock<Duration>
        /// What happens when a connection ends before the consumer stops reading.
        public var reconnect: ReconnectPolicy
        /// The proxy for every request (`http://[user:password@]host:port`); nil for the environment's
        /// (`http_proxy`, `https_proxy`, `all_proxy`, `no_proxy`, as curl reads them).
        public var proxy: String?
        /// A PEM file of the certificates to trust for `https://`; nil for `SSL_CERT_FILE` or the system's.
        public var caFile: String?
        /// Media types (lowercase, without parameters, such as `application/json`) that a 200 may carry instead of
        /// `text/event-stream`: such a body is read to its end, at most `maxEventSize` bytes, and handed out by
        /// ``EventStreamClient/updates(for:)`` as one ``EventStreamUpdate/wholeBody(contentType:body:)`` that ends
        /// the stream. Empty by default: any other type is `.wrongContentType`, as an EventSource treats it.
        public var wholeBodyTypes: Set<String>

        /// The defaults suit a long-lived stream: 8 MiB events, 60 s idle, 30 s to connect, no reconnecting,
        /// the environment's proxy and the system's trust store.
        public init(
            maxEventSize: Int = 8 * 1024 * 1024,
            idleTimeout: Duration? = .seconds(60),
            connectTimeout: Duration? = .seconds(30),
            clock: any Clock<Duration> = ContinuousClock(),
            reconnect: ReconnectPolicy = .none,
            proxy: String? = nil,
            caFile: String? = nil,
            wholeBodyTypes: Set<String> = []
        ) {
            self.maxEventSize = maxEventSize
            self.idleTimeout = idleTimeout
            self.connectTimeout = connectTimeout
            self.clock = clock
            self.reconnect = reconnect
            self.proxy = proxy
            self.caFile = caFile
            self.wholeBodyTypes = wholeBodyTypes
        }
    }

    /// The limits and policy every stream of this client uses.
    public let configuration: Configuration
    private let transport: HTTPStreamingTransport

    /// A client; it holds no connection of its own (connections live in the process's connection cache,
    /// shared by every client, until a stream is iterated).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        transport = HTTPStreamingTransport(
            connectTimeout: configuration.connectTimeout,
            idleTimeout: configuration.idleTimeout,
            clock: configuration.clock,
            proxy: configuration.proxy,
            caFile: configuration.caFile
        )
    }

    /// The events of the stream at `request`, in order, each exactly once across reconnects.
    ///
    /// A whole body (``Configuration/wholeBodyTypes``) is not an event: only ``updates(for:)`` hands it out.
    ///
    /// The request is sent when the consumer first asks for an event. `Accept: text/event-stream` is
    /// added when the request has no `Accept`; a `Last-Event-ID` in the request is the starting cursor.
    /// The stream finishes normally at a clean end (`.none`), at a 204, or when the consumer stops.
    public func events(for request: HTTPRequest) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let reader = EventStreamReader(request: request, transport: transport, configuration: configuration)
        return AsyncThrowingStream(unfolding: {
            while let update = try await reader.next() {
                if case .event(let event) = update { return event }
            }
            return nil
        })
    }

    /// Like ``events(for:)``, but also yields each accepted `retry` field where it occurred. (A whole body, which
    /// only ``updates(for:)`` hands out, ends it like a clean end.)
    public func outputs(for request: HTTPRequest) -> AsyncThrowingStream<SSEParser.Output, any Error> {
        let reader = EventStreamReader(request: request, transport: transport, configuration: configuration)
        return AsyncThrowingStream(unfolding: {
            while let update = try await reader.next() {
                switch update {
                case .event(let event): return .event(event)
                case .retry(let milliseconds): return .retry(milliseconds)
                case .reconnecting, .wholeBody: continue
                }
            }
            return nil
        })
    }

    /// Like ``events(for:)``, but also yields accepted `retry` fields and a ``EventStreamUpdate/reconnecting(_:)``
    /// notice before each reconnect's wait, so a screen can say "reconnecting, 2 of 3…" while it lasts.
    public func updates(for request: HTTPRequest) -> AsyncThrowingStream<EventStreamUpdate, any Error> {
        let reader = reader(for: request)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// The reader behind ``updates(for:)``, for a consumer in this package that takes what one read of the body
    /// parsed at once (``EventStreamReader/nextBatch()``) instead of an event per call. Dropping it cancels the request.
    package func reader(for request: HTTPRequest) -> EventStreamReader {
        EventStreamReader(request: request, transport: transport, configuration: configuration)
    }
}
