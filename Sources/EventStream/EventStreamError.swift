import SafeText
import Localization

/// Everything that can go wrong between a request and its events.
///
/// A struct around a private reason so that new cases are not a breaking change (``SourceError`` in
/// IntroductionCore has the same shape); `description` is one human sentence, and every piece of server text in it
/// (a body, a content type, a `Location`, a library's message) has been through ``TextSanitizer``.
/// `CancellationError` is never wrapped in this type.
public struct EventStreamError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is, compared with `==` against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case eventTooLarge, badStatus, redirect, tooManyRedirects, wrongContentType, hostNotFound
            case connectionRefused, certificateRejected, tlsFailed, proxyRefused, connectTimeout, cannotConnect
            case idleTimeout, connectionLost, reconnectsExhausted, invalidRequest
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// One event grew past the configured maximum; the stream was ended to bound memory.
        public static let eventTooLarge = Code(.eventTooLarge)
        /// The server answered with a status that is not 200 (or 204 where that means "stop"), nor a redirect.
        public static let badStatus = Code(.badStatus)
        /// The server answered with a redirect that cannot be followed (no usable `Location`).
        public static let redirect = Code(.redirect)
        /// The server kept redirecting past the limit.
        public static let tooManyRedirects = Code(.tooManyRedirects)
        /// The server answered 200 but not with `text/event-stream`.
        public static let wrongContentType = Code(.wrongContentType)
        /// The host name (or the proxy's) could not be resolved.
        public static let hostNotFound = Code(.hostNotFound)
        /// Nothing accepted the connection (the server, or the proxy, refused it).
        public static let connectionRefused = Code(.connectionRefused)
        /// The server's TLS certificate was not trusted; the detail is OpenSSL's reason.
        public static let certificateRejected = Code(.certificateRejected)
        /// The TLS handshake failed for another reason than the certificate.
        public static let tlsFailed = Code(.tlsFailed)
        /// The proxy refused to forward the request (a CONNECT answered with an error, 407 included).
        public static let proxyRefused = Code(.proxyRefused)
        /// No response head arrived within the connect limit.
        public static let connectTimeout = Code(.connectTimeout)
        /// The connection could not be made, or broke before the server answered, for another reason.
        public static let cannotConnect = Code(.cannotConnect)
        /// The connection was open but no byte arrived for the configured time.
        public static let idleTimeout = Code(.idleTimeout)
        /// The connection broke (or ended) after the response head and the policy does not allow resuming it.
        public static let connectionLost = Code(.connectionLost)
        /// Reconnecting was allowed but every attempt failed; ``lastFailure`` says how the last one ended.
        public static let reconnectsExhausted = Code(.reconnectsExhausted)
        /// The request could not be sent at all (a malformed URL, a method or header that is not valid HTTP).
        public static let invalidRequest = Code(.invalidRequest)

        /// The code's name, for logs and test output.
        public var description: String { base.rawValue }
    }

    private indirect enum Reason: Sendable, Equatable {
        case eventTooLarge(limit: Int?)
        case badStatus(status: Int, body: String?, retryAfter: Duration?)
        case redirect(status: Int, location: String?)
        case tooManyRedirects(limit: Int, location: String)
        case wrongContentType(status: Int, contentType: String?, body: String?)
        case hostNotFound(detail: String?)
        case connectionRefused(detail: String?)
        case certificateRejected(reason: String)
        case tlsFailed(detail: String?)
        case proxyRefused(status: Int?, detail: String?)
        case connectTimeout(limit: Duration?)
        case cannotConnect(detail: String?)
        case idleTimeout(limit: Duration?)
        case connectionLost(detail: String?)
        case reconnectsExhausted(attempts: Int, last: EventStreamError?)
        case invalidRequest(detail: String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    // MARK: - Making one

    /// An event larger than `limit` bytes arrived.
    public static func eventTooLarge(limit: Int? = nil) -> EventStreamError { Self(.eventTooLarge(limit: limit)) }

    /// The server answered `status`; `body` is the start of its body, `retryAfter` its `Retry-After`.
    public static func badStatus(_ status: Int, body: String? = nil, retryAfter: Duration? = nil) -> EventStreamError {
        Self(.badStatus(status: status, body: body, retryAfter: retryAfter))
    }

    /// The server redirected (`status`) to `location`, which cannot be followed (nil: it named none).
    public static func redirect(status: Int, location: String?) -> EventStreamError {
        Self(.redirect(status: status, location: location))
    }

    /// More than `limit` redirects; `location` is where the last one pointed.
    public static func tooManyRedirects(limit: Int, location: String) -> EventStreamError {
        Self(.tooManyRedirects(limit: limit, location: location))
    }

    /// The server answered `status` with `contentType` (nil: none) instead of an event stream.
    public static func wrongContentType(status: Int, contentType: String?, body: String? = nil) -> EventStreamError {
        Self(.wrongContentType(status: status, contentType: contentType, body: body))
    }

    /// A host name could not be resolved; `detail` is the resolver's message.
    public static func hostNotFound(detail: String? = nil) -> EventStreamError { Self(.hostNotFound(detail: detail)) }

    /// The connection was refused; `detail` names the address that refused it.
    public static func connectionRefused(detail: String? = nil) -> EventStreamError {
        Self(.connectionRefused(detail: detail))
    }

    /// The certificate was refused for `reason` (OpenSSL's words, such as "unable to get local issuer certificate").
    public static func certificateRejected(reason: String) -> EventStreamError {
        Self(.certificateRejected(reason: reason))
    }

    /// The TLS handshake failed for a reason other than the certificate.
    public static func tlsFailed(detail: String? = nil) -> EventStreamError { Self(.tlsFailed(detail: detail)) }

    /// The proxy refused the request; `status` is its answer to CONNECT when it gave one.
    public static func proxyRefused(status: Int? = nil, detail: String? = nil) -> EventStreamError {
        Self(.proxyRefused(status: status, detail: detail))
    }

    /// No response head within `after`.
    public static func connectTimeout(after limit: Duration? = nil) -> EventStreamError {
        Self(.connectTimeout(limit: limit))
    }

    /// The connection failed before a response head for another reason than the ones above.
    public static func cannotConnect(detail: String? = nil) -> EventStreamError { Self(.cannotConnect(detail: detail)) }

    /// No byte arrived for `after` on an open connection.
    public static func idleTimeout(after limit: Duration? = nil) -> EventStreamError {
        Self(.idleTimeout(limit: limit))
    }

    /// The connection broke (or the body was cut short) after the response head.
    public static func connectionLost(detail: String? = nil) -> EventStreamError {
        Self(.connectionLost(detail: detail))
    }

    /// `attempts` reconnects in a row failed; `last` is how the last connection ended (nil: it ended cleanly).
    public static func reconnectsExhausted(attempts: Int, last: EventStreamError?) -> EventStreamError {
        Self(.reconnectsExhausted(attempts: attempts, last: last))
    }

    /// The request cannot be sent; `detail` says what is wrong with it.
    public static func invalidRequest(_ detail: String) -> EventStreamError { Self(.invalidRequest(detail: detail)) }

    // MARK: - Reading one

    /// What kind of failure this is.
    public var code: Code {
        switch reason {
        case .eventTooLarge: .eventTooLarge
        case .badStatus: .badStatus
        case .redirect: .redirect
        case .tooManyRedirects: .tooManyRedirects
        case .wrongContentType: .wrongContentType
        case .hostNotFound: .hostNotFound
        case .connectionRefused: .connectionRefused
        case .certificateRejected: .certificateRejected
        case .tlsFailed: .tlsFailed
        case .proxyRefused: .proxyRefused
        case .connectTimeout: .connectTimeout
        case .cannotConnect: .cannotConnect
        case .idleTimeout: .idleTimeout
        case .connectionLost: .connectionLost
        case .reconnectsExhausted: .reconnectsExhausted
        case .invalidRequest: .invalidRequest
        }
    }

    /// The HTTP status, when the server (or the proxy) answered; for exhausted reconnects, the last answer's.
    public var status: Int? {
        switch reason {
        case .badStatus(let status, _, _), .redirect(let status, _), .wrongContentType(let status, _, _):
            status
        case .proxyRefused(let status, _): status
        case .reconnectsExhausted(_, let last): last?.status
        default: nil
        }
    }

    /// The start of the response body (capped) as the server sent it, unsanitised: useful to find the server's
    /// own message. For exhausted reconnects, the last answer's.
    public var body: String? {
        switch reason {
        case .badStatus(_, let body, _), .wrongContentType(_, _, let body): body
        case .reconnectsExhausted(_, let last): last?.body
        default: nil
        }
    }

    /// The server's `Retry-After`, when it sent one; for exhausted reconnects, the last answer's.
    public var retryAfter: Duration? {
        switch reason {
        case .badStatus(_, _, let retryAfter): retryAfter
        case .reconnectsExhausted(_, let last): last?.retryAfter
        default: nil
        }
    }

    /// Where a redirect pointed, as the server wrote it (unsanitised).
    public var location: String? {
        switch reason {
        case .redirect(_, let location): location
        case .tooManyRedirects(_, let location): location
        default: nil
        }
    }

    /// The limit that was exceeded: the idle or connect time.
    public var timeLimit: Duration? {
        switch reason {
        case .connectTimeout(let limit), .idleTimeout(let limit): limit
        default: nil
        }
    }

    /// For exhausted reconnects: how the last connection ended (nil when it ended cleanly).
    public var lastFailure: EventStreamError? {
        if case .reconnectsExhausted(_, let last) = reason { return last }
        return nil
    }

    /// For exhausted reconnects: how many were tried in a row.
    public var attempts: Int? {
        if case .reconnectsExhausted(let attempts, _) = reason { return attempts }
        return nil
    }

    /// Extra human detail (the system's or OpenSSL's reason, a content type, what is wrong with a request),
    /// unsanitised.
    public var detail: String? {
        switch reason {
        case .hostNotFound(let detail), .connectionRefused(let detail), .tlsFailed(let detail),
            .cannotConnect(let detail), .connectionLost(let detail), .proxyRefused(_, let detail):
            detail
        case .certificateRejected(let reason): reason
        case .invalidRequest(let detail): detail
        case .wrongContentType(_, let contentType, _): "Content-Type: \(contentType ?? "none")"
        default: nil
        }
    }

    /// Whether this failure happened before the server could answer, for a reason that retrying soon will not
    /// change (an unknown host, a refused connection or certificate, a proxy's refusal, a request that cannot
    /// be sent, a server that does not answer within the connect limit, a redirect that cannot be followed).
    public var isPermanentConnectFailure: Bool {
        switch reason {
        case .hostNotFound, .connectionRefused, .certificateRejected, .tlsFailed, .proxyRefused, .connectTimeout,
            .invalidRequest, .redirect, .tooManyRedirects:
            true
        default: false
        }
    }

    // MARK: - The sentence

    /// One human sentence: what happened, with the status, detail and the start of the body when known.
    public var description: String {
        var sentence: String
        var detail: String? = self.detail
        var body: String?
        switch reason {
        case .eventTooLarge(let limit):
            sentence =
                limit.map { tr("An event was larger than the allowed maximum of %s bytes", $0) }
                ?? tr("An event was larger than the allowed maximum")
        case .badStatus(let status, let text, _):
            sentence = tr("The server answered HTTP %s", status)
            body = text
        case .redirect(let status, let location):
            sentence = tr(
                "The server answered HTTP %1$s pointing to %2$s, which cannot be followed", status,
                location.map { Self.clean($0, limit: 200) } ?? tr("no Location"))
        case .tooManyRedirects(let limit, let location):
            sentence = tr(
                "The server redirected more than %1$s times (last to %2$s)", limit, Self.clean(location, limit: 200))
        case .wrongContentType(_, _, let text):
            sentence = tr("The server did not answer with an event stream")
            body = text
        case .hostNotFound: sentence = tr("Could not resolve the host")
        case .connectionRefused: sentence = tr("The connection was refused")
        case .certificateRejected:
            sentence = tr("The server's certificate was not trusted")
        case .tlsFailed: sentence = tr("The TLS handshake failed")
        case .proxyRefused(let status, _):
            sentence =
                status.map { tr("The proxy refused the request (HTTP %s)", $0) } ?? tr("The proxy refused the request")
        case .connectTimeout(let limit):
            sentence =
                limit.map { tr("No answer from the server within %s", $0) } ?? tr("No answer from the server in time")
        case .cannotConnect: sentence = tr("Could not connect to the server")
        case .idleTimeout(let limit):
            sentence = limit.map { tr("The server stopped sending for %s", $0) } ?? tr("The server stopped sending")
        case .connectionLost: sentence = tr("The connection was lost")
        case .reconnectsExhausted(let attempts, let last):
            sentence = tr("The stream could not be resumed in %s attempts", attempts)
            detail = tr("last: %s", last.map { "\($0)" } ?? tr("the stream ended"))
            return sentence + " (\(detail ?? ""))"
        case .invalidRequest: sentence = tr("The request could not be sent")
        }
        if let detail, !detail.isEmpty { sentence += " (\(Self.clean(detail, limit: 300)))" }
        if let body, !body.isEmpty { sentence += ": \(Self.clean(body, limit: 300))" }
        return sentence
    }

    private static func clean(_ text: String, limit: Int) -> String {
        TextSanitizer.singleLine(text, limit: limit)
    }
}
