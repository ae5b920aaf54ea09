import FoundationEssentials
import SafeText

/// Everything that can go wrong while a source writes an introduction, and while the kit loads
/// configuration or files.
///
/// A struct around a private reason so that new cases are not a breaking change. `description`
/// is one human sentence that says what happened and what to do; it never contains key material.
/// `CancellationError` is never wrapped in this type.
public struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is, compared with `==` against the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        fileprivate enum Base: String, Hashable, Sendable {
            case unauthorized, notFound, rateLimited, server, rejected, connectTimeout, cannotConnect, idleTimeout
            case connectionLost, invalidFrame, truncated, provider, invalidConfiguration, unexpectedResponse
            case eventTooLarge, fileAccess, hostNotFound, connectionRefused, untrustedCertificate, secureConnection
            case proxy, redirected, unsupportedInstruction, unsupportedLanguage
        }

        fileprivate let base: Base
        fileprivate init(_ base: Base) { self.base = base }

        /// The server refused the credentials (HTTP 401 or 403).
        public static let unauthorized = Code(.unauthorized)
        /// Nothing answers at the URL (HTTP 404), usually a wrong base path.
        public static let notFound = Code(.notFound)
        /// Too many requests (HTTP 429).
        public static let rateLimited = Code(.rateLimited)
        /// The server failed (HTTP 5xx).
        public static let server = Code(.server)
        /// The server refused the request itself (another 4xx), for example an unknown model.
        public static let rejected = Code(.rejected)
        /// No connection could be made in time.
        public static let connectTimeout = Code(.connectTimeout)
        /// No connection could be made at all (refused, unknown host, no route).
        public static let cannotConnect = Code(.cannotConnect)
        /// The connection was open but the server stopped sending.
        public static let idleTimeout = Code(.idleTimeout)
        /// The connection broke mid-stream and could not be resumed.
        public static let connectionLost = Code(.connectionLost)
        /// A frame could not be decoded (not valid JSON, or not the expected shape).
        public static let invalidFrame = Code(.invalidFrame)
        /// The stream ended without its completion marker.
        public static let truncated = Code(.truncated)
        /// The provider reported an error inside the stream.
        public static let provider = Code(.provider)
        /// The configuration cannot work as it stands (missing URL, unsafe file, bad value).
        public static let invalidConfiguration = Code(.invalidConfiguration)
        /// The server answered, but not with an event stream.
        public static let unexpectedResponse = Code(.unexpectedResponse)
        /// One event was larger than allowed; the stream was ended to bound memory.
        public static let eventTooLarge = Code(.eventTooLarge)
        /// A file the kit reads or writes (draft, archive, configuration) could not be used.
        public static let fileAccess = Code(.fileAccess)
        /// The server's host name (or the proxy's) could not be resolved.
        public static let hostNotFound = Code(.hostNotFound)
        /// Nothing accepted the connection.
        public static let connectionRefused = Code(.connectionRefused)
        /// The server's certificate was not trusted.
        public static let untrustedCertificate = Code(.untrustedCertificate)
        /// The TLS handshake failed for another reason than the certificate.
        public static let secureConnection = Code(.secureConnection)
        /// The proxy refused to carry the request, or wants credentials (407).
        public static let proxy = Code(.proxy)
        /// The server redirected somewhere that cannot be followed, or too often.
        public static let redirected = Code(.redirected)
        /// The source cannot carry out a refinement's instruction (the offline composer and free-form wishes).
        public static let unsupportedInstruction = Code(.unsupportedInstruction)
        /// The source does not write the language asked for (the offline composer writes English and Japanese).
        public static let unsupportedLanguage = Code(.unsupportedLanguage)

        /// The code's name, for logs and test output.
        public var description: String { base.rawValue }
    }

    enum Reason: Sendable, Equatable {
        case unauthorized(status: Int, variable: String?, keyMissing: Bool, message: String?)
        case notFound(url: String, hint: String?, message: String?)
        case rateLimited(wait: Duration?, message: String?)
        case server(status: Int, message: String?)
        case rejected(status: Int, message: String?)
        case connectTimeout(host: String?, after: Duration?)
        case cannotConnect(host: String?, detail: String?, reconnects: Int)
        case idleTimeout(after: Duration?, reconnects: Int)
        case connectionLost(reconnects: Int)
        case hostNotFound(host: String?, detail: String?)
        case connectionRefused(host: String?, detail: String?)
        case untrustedCertificate(host: String?, reason: String)
        case secureConnection(host: String?, detail: String?)
        case proxy(status: Int?, detail: String?)
        case redirected(status: Int?, location: String?, tooMany: Bool)
        case invalidFrame(excerpt: String)
        case truncated
        case provider(message: String)
        case invalidConfiguration(message: String)
        case unexpectedResponse(message: String?)
        case eventTooLarge
        case fileAccess(path: String, detail: String)
        case unsupportedInstruction(message: String)
        case unsupportedLanguage(GenerationOptions.Language)
    }

    let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// The kind of failure, for code that reacts differently to, say, a rate limit.
    public var code: Code {
        switch reason {
        case .unauthorized: .unauthorized
        case .notFound: .notFound
        case .rateLimited: .rateLimited
        case .server: .server
        case .rejected: .rejected
        case .connectTimeout: .connectTimeout
        case .cannotConnect: .cannotConnect
        case .idleTimeout: .idleTimeout
        case .connectionLost: .connectionLost
        case .invalidFrame: .invalidFrame
        case .truncated: .truncated
        case .provider: .provider
        case .invalidConfiguration: .invalidConfiguration
        case .unexpectedResponse: .unexpectedResponse
        case .eventTooLarge: .eventTooLarge
        case .fileAccess: .fileAccess
        case .hostNotFound: .hostNotFound
        case .connectionRefused: .connectionRefused
        case .untrustedCertificate: .untrustedCertificate
        case .secureConnection: .secureConnection
        case .proxy: .proxy
        case .redirected: .redirected
        case .unsupportedInstruction: .unsupportedInstruction
        case .unsupportedLanguage: .unsupportedLanguage
        }
    }

    /// Whether the server refused the request because of its `response_format`: its body names the field or the
    /// shapes (`json_schema`, `json_object`, a schema or grammar), whatever the status. Servers disagree on the
    /// status (400 from OpenAI and LM Studio, 422 from a FastAPI validation, 500 from llama-cpp-python's server), not
    /// on the words. Authentication, a missing route and rate limits never count.
    package var refusesResponseFormat: Bool {
        let message: String
        switch reason {
        case .rejected(_, let text?), .server(_, let text?): message = text.lowercased()
        default: return false
        }
        return ["response_format", "json_schema", "json_object", "schema", "grammar"].contains {
            message.contains($0)
        }
    }

    /// Whether the server is still loading its model (llama.cpp's 503 "Loading model"): a moment's wait, not a fault.
    package var isLoadingModel: Bool {
        guard case .server(503, let message?) = reason else { return false }
        return message.lowercased().contains("loading model")
    }

    /// The server refused the credentials; `variable` names where the key is read from
    /// (for example `OPENAI_API_KEY`), nil when no key is involved. `keyMissing` says no key was
    /// sent at all (the fix is to set one, not to correct it); `message` is the body's own words.
    public static func unauthorized(
        status: Int = 401,
        variable: String?,
        keyMissing: Bool = false,
        message: String? = nil
    ) -> SourceError {
        SourceError(
            .unauthorized(
                status: status,
                variable: variable,
                keyMissing: keyMissing,
                message: message.map { Self.printable($0, limit: 200) }
            )
        )
    }

    /// Nothing answers at `url`; `hint` is the likely fix for this provider (nil for none);
    /// `message` is the body's own words (servers also answer 404 for an unknown model).
    public static func notFound(
        url: String,
        hint: String? = "does your base URL end in /v1?",
        message: String? = nil
    ) -> SourceError {
        SourceError(.notFound(url: url, hint: hint, message: message.map { Self.printable($0, limit: 200) }))
    }

    /// The provider limits the request rate; `wait` is its `Retry-After` when it sent one, and
    /// `message` its own words (a spent quota also arrives as 429, and only the message tells).
    public static func rateLimited(wait: Duration?, message: String? = nil) -> SourceError {
        SourceError(.rateLimited(wait: wait, message: message.map { Self.printable($0, limit: 200) }))
    }

    /// The server failed with a 5xx status; `message` is the body's own message when it had one.
    public static func server(status: Int, message: String? = nil) -> SourceError {
        SourceError(.server(status: status, message: message))
    }

    /// The server refused the request with a 4xx other than 401/403/404/429.
    public static func rejected(status: Int, message: String? = nil) -> SourceError {
        SourceError(.rejected(status: status, message: message))
    }

    /// `host` did not answer within `after` (the connect limit).
    public static func connectTimeout(host: String? = nil, after: Duration? = nil) -> SourceError {
        SourceError(.connectTimeout(host: host, after: after))
    }

    /// No connection to `host` could be made; `detail` is the system's reason when known; `reconnects` counts
    /// the attempts that failed the same way after the stream had started (0: none were made).
    public static func cannotConnect(host: String? = nil, detail: String? = nil, reconnects: Int = 0) -> SourceError {
        SourceError(
            .cannotConnect(host: host, detail: detail.map { Self.printable($0, limit: 160) }, reconnects: reconnects))
    }

    /// The server stopped sending for `after` (the idle limit) while the stream was open, also after
    /// `reconnects` attempts to resume.
    public static func idleTimeout(after: Duration? = nil, reconnects: Int = 0) -> SourceError {
        SourceError(.idleTimeout(after: after, reconnects: reconnects))
    }

    /// The connection broke and could not be resumed without repeating text.
    public static let connectionLost = SourceError(.connectionLost(reconnects: 0))

    /// The connection broke, and `reconnects` attempts to resume broke as well.
    public static func connectionLost(reconnects: Int) -> SourceError {
        SourceError(.connectionLost(reconnects: reconnects))
    }

    /// `host` (or the proxy's host) could not be resolved; `detail` is the resolver's message.
    public static func hostNotFound(host: String?, detail: String? = nil) -> SourceError {
        SourceError(.hostNotFound(host: host, detail: detail.map { Self.printable($0, limit: 160) }))
    }

    /// `host` (or the proxy) refused the connection; `detail` names the address.
    public static func connectionRefused(host: String?, detail: String? = nil) -> SourceError {
        SourceError(.connectionRefused(host: host, detail: detail.map { Self.printable($0, limit: 160) }))
    }

    /// The certificate of `host` was refused for `reason` (OpenSSL's words).
    public static func untrustedCertificate(host: String?, reason: String) -> SourceError {
        SourceError(.untrustedCertificate(host: host, reason: Self.printable(reason, limit: 160)))
    }

    /// The TLS handshake with `host` failed for another reason than the certificate.
    public static func secureConnection(host: String?, detail: String? = nil) -> SourceError {
        SourceError(.secureConnection(host: host, detail: detail.map { Self.printable($0, limit: 160) }))
    }

    /// The proxy refused the request: `status` is its answer (407: it wants credentials), `detail` libcurl's.
    public static func proxy(status: Int?, detail: String? = nil) -> SourceError {
        SourceError(.proxy(status: status, detail: detail.map { Self.printable($0, limit: 160) }))
    }

    /// The server redirected (`status`) to `location`, which cannot be followed, or more often than allowed
    /// (`tooMany`).
    public static func redirected(status: Int?, location: String?, tooMany: Bool = false) -> SourceError {
        SourceError(
            .redirected(
                status: status,
                location: location.map { URLRedaction.redacting(Self.printable($0, limit: 200)) },
                tooMany: tooMany
            )
        )
    }

    /// A frame could not be decoded; `excerpt` is its start (shortened and made printable here).
    public static func invalidFrame(excerpt: String) -> SourceError {
        SourceError(.invalidFrame(excerpt: Self.printable(excerpt, limit: 60)))
    }

    /// The stream ended without its completion marker (`[DONE]`, `message_stop`, `completed`).
    public static let truncated = SourceError(.truncated)

    /// The provider reported an error in the stream; `message` is its own words.
    public static func provider(message: String) -> SourceError {
        SourceError(.provider(message: Self.printable(message, limit: 300)))
    }

    /// The configuration cannot work; `message` is already the full human sentence.
    public static func invalidConfiguration(_ message: String) -> SourceError {
        SourceError(.invalidConfiguration(message: message))
    }

    /// The server answered 200 but not with an event stream; `message` is the body's message, if any.
    public static func unexpectedResponse(message: String? = nil) -> SourceError {
        SourceError(.unexpectedResponse(message: message.map { Self.printable($0, limit: 200) }))
    }

    /// One event was larger than allowed.
    public static let eventTooLarge = SourceError(.eventTooLarge)

    /// A file at `path` could not be read or written; `detail` says why.
    public static func fileAccess(path: String, detail: String) -> SourceError {
        SourceError(.fileAccess(path: path, detail: detail))
    }

    /// The source cannot carry out a refinement's instruction; `message` is the whole sentence, with what to do.
    public static func unsupportedInstruction(_ message: String) -> SourceError {
        SourceError(.unsupportedInstruction(message: message))
    }

    /// The offline composer was asked for a language it does not write.
    public static func unsupportedLanguage(_ language: GenerationOptions.Language) -> SourceError {
        SourceError(.unsupportedLanguage(language))
    }
}
