import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one ``HTTPRequest`` and streams the response as it arrives, over `URLSession`.
///
/// Every request gets its own `URLSession`, invalidated when the response ends, so no connection is
/// kept alive behind the caller's back: ending the stream early (cancelling the consuming task or dropping
/// the iterator) cancels the task and closes the socket at once. The body is never collected; memory is
/// what the consumer has not read yet (the stream's buffer is unbounded because bytes cannot be dropped
/// and URLSession cannot be paused portably).
///
/// Failures arrive as ``EventStreamError``: `.cannotConnect` before a response head, `.connectionLost`
/// after it, `.connectTimeout` / `.idleTimeout` from the limits below, `.invalidRequest` for URLs
/// URLSession refuses. A clean end of the body finishes the stream normally.
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
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            request.url.host != nil
        else {
            continuation.finish(
                throwing: EventStreamError(code: .invalidRequest, detail: "not an http(s) URL: \(request.url)")
            )
            return stream
        }
        let watchdog = clock.makeTimeoutWatchdog(connectTimeout: connectTimeout, idleTimeout: idleTimeout)
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
