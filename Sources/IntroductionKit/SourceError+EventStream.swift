public import EventStream
import Foundation

extension SourceError {
    /// Turns a transport failure into the sentence the person sees, in this provider's terms.
    ///
    /// A non-2xx body's own message (`{"error":{"message":…}}` and the like) is part of the sentence.
    ///
    /// - Parameters:
    ///   - error: what the event-stream client reported.
    ///   - url: the URL that was requested, named in "not found" messages.
    ///   - keyVariable: where the key is read from (for example `OPENAI_API_KEY`), named on 401/403.
    ///   - keyMissing: no key was sent, so a 401/403 means "set one" rather than "fix it".
    ///   - notFoundHint: the likely fix on a 404; OpenAI-compatible bases usually lack `/v1`.
    ///   - idleTimeout: the idle limit that was exceeded, named in the idle-timeout sentence.
    public init(
        _ error: EventStreamError,
        url: String,
        keyVariable: String?,
        keyMissing: Bool = false,
        notFoundHint: String? = "does your base URL end in /v1?",
        idleTimeout: Duration? = nil
    ) {
        let message = error.body.flatMap(Self.message(fromBody:))
        let host = Self.hostAndPort(url)
        switch error.code {
        case .badStatus:
            self = Self.status(error, url: url, keyVariable: keyVariable, keyMissing: keyMissing, hint: notFoundHint)
        case .reconnectsExhausted where error.status != nil:
            // Retries of a 5xx, 408 or 429 ran out: the last answer is what the person needs to see.
            self = Self.status(error, url: url, keyVariable: keyVariable, keyMissing: keyMissing, hint: notFoundHint)
        case .wrongContentType: self = .unexpectedResponse(message: message)
        case .connectTimeout: self = .connectTimeout(host: host)
        case .cannotConnect: self = .cannotConnect(host: host, detail: error.detail)
        case .idleTimeout: self = .idleTimeout(after: idleTimeout)
        case .eventTooLarge: self = .eventTooLarge
        case .connectionLost, .reconnectsExhausted: self = .connectionLost
        default:
            self = .invalidConfiguration(
                "The request to \(url) could not be sent\(error.detail.map { " (\($0))" } ?? ""): check the URL."
            )
        }
    }

    private static func status(
        _ error: EventStreamError,
        url: String,
        keyVariable: String?,
        keyMissing: Bool,
        hint: String?
    ) -> SourceError {
        let message = error.body.flatMap(Self.message(fromBody:))
        let status = error.status ?? 0
        switch status {
        case 401, 403:
            return .unauthorized(status: status, variable: keyVariable, keyMissing: keyMissing, message: message)
        case 404: return .notFound(url: url, hint: hint, message: message)
        case 408: return .connectTimeout(host: hostAndPort(url))
        case 429: return .rateLimited(wait: error.retryAfter, message: message)
        case 500...599: return .server(status: status, message: message)
        default: return .rejected(status: status, message: message)
        }
    }

    /// "127.0.0.1:8080" or "api.openai.com": enough to recognise which server is meant.
    static func hostAndPort(_ url: String) -> String? {
        guard let components = URLComponents(string: url), let host = components.host else { return nil }
        return host + (components.port.map { ":\($0)" } ?? "")
    }

    /// The human part of an error body: `{"error":{"message":…}}`, `{"error":"…"}`, `{"message":…}`
    /// or, failing those, the start of the body itself.
    static func message(fromBody body: String) -> String? {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let data = trimmed.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            if let inner = object["error"] as? [String: Any], let text = inner["message"] as? String {
                return printable(text, limit: 200)
            }
            if let text = object["error"] as? String { return printable(text, limit: 200) }
            if let text = object["message"] as? String { return printable(text, limit: 200) }
            if let text = object["detail"] as? String { return printable(text, limit: 200) }
        }
        return printable(trimmed, limit: 120)
    }
}
