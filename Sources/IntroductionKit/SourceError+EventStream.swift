public import EventStream
import Foundation

extension SourceError {
    /// Turns a transport failure into the sentence the person sees, in this provider's terms.
    ///
    /// - Parameters:
    ///   - error: what the event-stream client reported.
    ///   - url: the URL that was requested, named in "not found" messages.
    ///   - keyVariable: where the key is read from (for example `OPENAI_API_KEY`), named on 401/403.
    ///   - notFoundHint: the likely fix on a 404; OpenAI-compatible bases usually lack `/v1`.
    public init(
        _ error: EventStreamError,
        url: String,
        keyVariable: String?,
        notFoundHint: String? = "does your base URL end in /v1?"
    ) {
        let message = error.body.flatMap(Self.message(fromBody:))
        switch error.code {
        case .badStatus:
            let status = error.status ?? 0
            switch status {
            case 401, 403: self = .unauthorized(status: status, variable: keyVariable)
            case 404: self = .notFound(url: url, hint: notFoundHint)
            case 408: self = .connectTimeout(host: URL(string: url)?.host)
            case 429: self = .rateLimited(wait: error.retryAfter)
            case 500...599: self = .server(status: status, message: message)
            default: self = .rejected(status: status, message: message)
            }
        case .wrongContentType: self = .unexpectedResponse(message: message)
        case .connectTimeout: self = .connectTimeout(host: URL(string: url)?.host)
        case .idleTimeout: self = .idleTimeout(after: nil)
        case .eventTooLarge: self = .eventTooLarge
        case .connectionLost, .reconnectsExhausted: self = .connectionLost
        default:
            self = .invalidConfiguration(
                "The request to \(url) could not be sent\(error.detail.map { " (\($0))" } ?? ""): check the URL."
            )
        }
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
