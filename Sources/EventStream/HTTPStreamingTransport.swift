import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one ``HTTPRequest`` and streams the response as it arrives: `http://` over a plain socket,
/// `https://` over `URLSession`.
///
/// Why two paths: on Linux, URLSession (FoundationNetworking over libcurl) burns about 0.75 of a core
/// for as long as a streaming response is open (measured: 0.3 s user + 2.0 s system in 3 s of waiting),
/// and streams last tens of seconds. Local model servers, services on a LAN and every loopback test are
/// plain `http://`, so those go through a socket whose thread sleeps in `poll` between reads. TLS needs a
/// library the toolchain does not ship, so `https://` stays on URLSession.
///
/// Every request gets its own connection (`Connection: close`), closed when the response ends, so no
/// connection is kept alive behind the caller's back: ending the stream early (cancelling the consuming
/// task or dropping the iterator) closes the socket at once. The body is never collected; memory is what
/// the consumer has not read yet (the stream's buffer is unbounded because bytes cannot be dropped and
/// neither path can be paused portably). Body pieces are cut wherever reads ended and mean nothing.
///
/// Failures arrive as ``EventStreamError``: `.cannotConnect` before a response head (refused, unknown
/// host, a malformed or oversized head), `.connectionLost` after it (reset, a body cut short),
/// `.connectTimeout` / `.idleTimeout` from the limits below, `.invalidRequest` for URLs that are not
/// `http(s)://` with a host. A clean end of the body finishes the stream normally.
public final class HTTPStreamingTransport: Sendable {
    /// Time allowed until the response head arrives; nil for no limit.
    public let connectTimeout: Duration?
    /// Longest silence allowed once the head arrived (and before it when there is no connect limit).
    public let idleTimeout: Duration?
    /// The clock the limits are measured on (inject a test clock to control them).
    public let clock: any Clock<Duration>

    public init(
        connectTimeout: Duration? = .seconds(30),
        idleTimeout: Duration? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.clock = clock
    }

    /// Starts the request and returns its response parts: one `.head`, then `.body` pieces.
    ///
    /// The request starts at once, not on first iteration. The stream has a single consumer.
    public func send(_ request: HTTPRequest) -> AsyncThrowingStream<HTTPResponsePart, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(
            of: HTTPResponsePart.self,
            bufferingPolicy: .unbounded
        )
        guard let route = Self.route(for: request.url) else {
            continuation.finish(
                throwing: EventStreamError(code: .invalidRequest, detail: "not an http(s) URL: \(request.url)")
            )
            return stream
        }
        let watchdog = clock.makeTimeoutWatchdog(connectTimeout: connectTimeout, idleTimeout: idleTimeout)
        if case .socket(let endpoint) = route {
            SocketHTTPConnection.start(request, endpoint: endpoint, watchdog: watchdog, continuation: continuation)
            return stream
        }
        let bridge = ResponseStreamBridge(continuation: continuation, watchdog: watchdog)
        let session = URLSession(configuration: Self.sessionConfiguration(), delegate: bridge, delegateQueue: nil)
        let task = session.dataTask(with: Self.urlRequest(for: request))
        bridge.attach(session: session, task: task)
        // Set before the task starts, so a consumer gone at any moment still cancels the request.
        continuation.onTermination = { _ in bridge.tearDown() }
        bridge.startWatching(watchdog)
        task.resume()
        return stream
    }

    /// Which path a URL takes.
    enum Route: Equatable {
        case socket(HTTPEndpoint)
        case urlSession
    }

    /// The path for `url`, or nil when it is not an `http(s)://` URL with a host.
    static func route(for url: URL) -> Route? {
        switch url.scheme?.lowercased() {
        case "http": HTTPEndpoint(url: url).map(Route.socket)
        case "https" where url.host?.isEmpty == false: .urlSession
        default: nil
        }
    }

    private static func sessionConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        // Our own limits (on the injected clock) apply; URLSession's must never fire first.
        configuration.timeoutIntervalForRequest = unlimitedInterval
        configuration.timeoutIntervalForResource = unlimitedInterval
        return configuration
    }

    /// A week: long enough never to matter, finite because some URLSession versions convert it to integers.
    private static let unlimitedInterval: TimeInterval = 7 * 24 * 3600

    private static func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        urlRequest.timeoutInterval = unlimitedInterval
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers {
            urlRequest.addValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }
}
