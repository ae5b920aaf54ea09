public import FoundationEssentials

/// Sends one ``HTTPRequest`` and streams the response as it arrives, over libcurl: HTTP/1.1, or HTTP/2 when an
/// `https://` server offers it; TLS through OpenSSL, verified against the system's store (or ``caFile``, or
/// `SSL_CERT_FILE` / `SSL_CERT_DIR` when set); proxies as curl understands them; compressed bodies asked for and
/// decoded; redirects followed.
///
/// Every request runs on the process's one curl thread (`introgen-curl`), which keeps finished connections for
/// the next request to the same host: a new generation reuses the TLS session, or the HTTP/2 connection, of the
/// last one.
///
/// - Proxies: ``proxy`` when set (`http://[user:password@]host:port`), otherwise libcurl's reading of the
///   environment: `http_proxy` for `http://`, `https_proxy`/`HTTPS_PROXY` for `https://` (a CONNECT tunnel),
///   `all_proxy`/`ALL_PROXY` for both, `no_proxy`/`NO_PROXY` to leave hosts out (it also applies to ``proxy``).
///   Uppercase `HTTP_PROXY` is ignored, as curl ignores it.
/// - Redirects: 301, 302, 303, 307 and 308, at most ``maxRedirects``; 307/308 keep the method and body, 303 (and
///   301/302 after a POST) continue with a GET; a redirect to another origin drops every header that could carry
///   a credential and the URL's user and password (see ``HTTPRequest``'s redirect rules).
/// - Credentials in the URL (`https://user:password@host/`) are sent as Basic authentication, as curl does.
///
/// The stream is pulled: bytes are read from the network only as far as the consumer keeps up (a transfer
/// whose consumer is more than a quarter of a megabyte behind is paused until it catches up), so memory stays
/// bounded however fast the server writes. Ending the stream early (cancelling the consuming task or dropping the
/// iterator) stops the transfer at once: an HTTP/1 connection is closed, an HTTP/2 stream is reset. Body pieces
/// are cut wherever reads ended and mean nothing.
///
/// Failures arrive as ``EventStreamError``: before a response head, what stopped the connection (unknown host,
/// refused, certificate with OpenSSL's reason, TLS, proxy, connect timeout); after it, `.connectionLost` or
/// `.idleTimeout`; `.invalidRequest` for a request that cannot be sent (not `http(s)://`, a method or header name
/// that is not an HTTP token, a line break in a header value). A clean end of the body finishes the stream.
public final class HTTPStreamingTransport: Sendable {
    /// Time allowed until the response head arrives; nil for no limit.
    public let connectTimeout: Duration?
    /// Longest silence allowed once the head arrived (and before it when there is no connect limit). Time the
    /// transfer spends paused because the consumer is behind does not count.
    public let idleTimeout: Duration?
    /// The clock the limits are measured on (inject a test clock to control them).
    public let clock: any Clock<Duration>
    /// The proxy for every request, or nil for the environment's (see the type's notes).
    public let proxy: String?
    /// A PEM file of the certificates to trust for `https://`, or nil for `SSL_CERT_FILE` or the system's.
    public let caFile: String?

    /// Redirects followed before a request fails with `.tooManyRedirects`.
    public static let maxRedirects = 5

    private let settings: CurlRequest.Settings

    /// A transport; `environment` is read for `SSL_CERT_FILE` and `SSL_CERT_DIR` (the process's by default).
    /// `direct` goes to the server itself whatever the proxy settings say (for loopback addresses, which a proxy
    /// elsewhere cannot reach and should not hear of).
    public init(
        connectTimeout: Duration? = .seconds(30),
        idleTimeout: Duration? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        proxy: String? = nil,
        caFile: String? = nil,
        direct: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.clock = clock
        self.proxy = proxy.flatMap { $0.isEmpty ? nil : $0 }
        self.caFile = caFile.flatMap { $0.isEmpty ? nil : $0 }
        settings = CurlRequest.Settings(
            // An empty CURLOPT_PROXY turns every proxy off, those of the environment too.
            proxy: direct ? "" : self.proxy,
            caFile: self.caFile ?? environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 },
            caDirectory: environment["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        )
    }

    /// Starts the request and returns its response parts: one `.head` (the final one, after redirects and
    /// interim `1xx` answers), then `.body` pieces (decoded).
    ///
    /// The request starts at once, not on first iteration. The stream has a single consumer.
    public func send(_ request: HTTPRequest) -> AsyncThrowingStream<HTTPResponsePart, any Error> {
        let reader = ResponseReader(request: request, transport: self)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// Queues one hop of a request on the curl thread, with its own timeouts.
    func startTransfer(_ request: HTTPRequest) throws(EventStreamError) -> CurlTransfer {
        let transfer = CurlTransfer(
            request: try CurlRequest(request, settings: settings),
            watchdog: clock.makeTimeoutWatchdog(connectTimeout: connectTimeout, idleTimeout: idleTimeout)
        )
        transfer.start()
        return transfer
    }
}
