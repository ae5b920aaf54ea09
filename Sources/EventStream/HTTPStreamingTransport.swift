import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one ``HTTPRequest`` and streams the response as it arrives over a socket of its own:
/// `http://` plain, `https://` through OpenSSL where it is available (Linux); elsewhere `https://` goes
/// over `URLSession`.
///
/// Why not URLSession everywhere: on Linux, URLSession (FoundationNetworking over libcurl) burns about
/// 0.75 of a core for as long as a streaming response is open (measured: 0.3 s user + 2.0 s system in
/// 3 s of waiting), and streams last tens of seconds. The socket's thread sleeps in `poll` between reads.
/// On Apple platforms URLSession has no such cost and brings the system's TLS, so it stays.
///
/// TLS: 1.2 or newer, the certificate verified against the system's trust store (`SSL_CERT_FILE` /
/// `SSL_CERT_DIR` replace it) and required to name the URL's host; a refused certificate is a
/// `.cannotConnect` whose detail starts with "TLS: certificate verify failed".
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

    /// When set, `https://` on the socket path trusts only the certificates in this PEM file instead of
    /// the system's store. A test hook: tests trust a throwaway CA without touching the environment of
    /// the whole test process (where other tests must still see an untrusted CA refused).
    let trustedCAFile: String?

    public convenience init(
        connectTimeout: Duration? = .seconds(30),
        idleTimeout: Duration? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init(connectTimeout: connectTimeout, idleTimeout: idleTimeout, clock: clock, trustedCAFile: nil)
    }

    /// Like the public initializer, with the test hook ``trustedCAFile``.
    init(connectTimeout: Duration?, idleTimeout: Duration?, clock: any Clock<Duration>, trustedCAFile: String?) {
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.clock = clock
        self.trustedCAFile = trustedCAFile
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
            SocketHTTPConnection.start(
                request,
                endpoint: endpoint,
                trustedCAFile: trustedCAFile,
                watchdog: watchdog,
                continuation: continuation
            )
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
        guard let endpoint = HTTPEndpoint(url: url) else { return nil }
        #if canImport(COpenSSL)
            return .socket(endpoint)
        #else
            return endpoint.usesTLS ? .urlSession : .socket(endpoint)
        #endif
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
