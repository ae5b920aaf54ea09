/// Everything that can go wrong between a request and its events.
///
/// A struct around a private code so that new cases are not a breaking change; `description`
/// is one human sentence. `CancellationError` is never wrapped in this type.
public struct EventStreamError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is, compared with `==` against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case eventTooLarge
            case badStatus
            case wrongContentType
            case connectTimeout
            case cannotConnect
            case idleTimeout
            case connectionLost
            case reconnectsExhausted
            case invalidRequest
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// One event grew past the configured maximum; the stream was ended to bound memory.
        public static let eventTooLarge = Code(.eventTooLarge)
        /// The server answered with a status that is not 200 (or 204 where that means "stop").
        public static let badStatus = Code(.badStatus)
        /// The server answered 200 but not with `text/event-stream`.
        public static let wrongContentType = Code(.wrongContentType)
        /// No connection could be made in time.
        public static let connectTimeout = Code(.connectTimeout)
        /// The connection could not be made, or broke before the server answered.
        public static let cannotConnect = Code(.cannotConnect)
        /// The connection was open but no byte arrived for the configured time.
        public static let idleTimeout = Code(.idleTimeout)
        /// The connection broke (or ended) and the policy does not allow resuming it.
        public static let connectionLost = Code(.connectionLost)
        /// Reconnecting was allowed but every attempt failed.
        public static let reconnectsExhausted = Code(.reconnectsExhausted)
        /// The request could not be sent at all (for example a malformed URL).
        public static let invalidRequest = Code(.invalidRequest)

        /// The code's name, for logs and test output.
        public var description: String { base.rawValue }
    }

    /// What kind of failure this is.
    public let code: Code
    /// The HTTP status, when the server answered.
    public var status: Int?
    /// The start of the response body (capped), when the server sent one; useful for error messages.
    public var body: String?
    /// The server's `Retry-After`, when it sent one.
    public var retryAfter: Duration?
    /// Extra human detail (the underlying error, a limit, a URL).
    public var detail: String?

    /// Describes a failure; only `code` is required, the rest adds what is known.
    public init(
        code: Code,
        status: Int? = nil,
        body: String? = nil,
        retryAfter: Duration? = nil,
        detail: String? = nil
    ) {
        self.code = code
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
        self.detail = detail
    }

    /// One human sentence: what happened, with the status, detail and the start of the body when known.
    public var description: String {
        var sentence: String
        switch code {
        case .eventTooLarge: sentence = "An event was larger than the allowed maximum"
        case .badStatus: sentence = "The server answered HTTP \(status.map(String.init) ?? "?")"
        case .wrongContentType: sentence = "The server did not answer with an event stream"
        case .connectTimeout: sentence = "Could not connect in time"
        case .cannotConnect: sentence = "Could not connect to the server"
        case .idleTimeout: sentence = "The server stopped sending"
        case .connectionLost: sentence = "The connection was lost"
        case .reconnectsExhausted: sentence = "The connection was lost and could not be resumed"
        default: sentence = "The request could not be sent"
        }
        if let detail, !detail.isEmpty { sentence += " (\(detail))" }
        if let body, !body.isEmpty { sentence += ": \(body)" }
        return sentence
    }
}
