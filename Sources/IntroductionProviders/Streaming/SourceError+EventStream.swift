public import EventStream
import FoundationEssentials
import IncrementalJSON
public import IntroductionCore
import SafeText
import TextBasics

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
    ///   - idleTimeout: the idle limit, named in the idle-timeout sentence when the error does not carry it.
    ///   - secret: the key that was sent, masked wherever the server's text repeats it.
    public init(
        _ error: EventStreamError,
        url: String,
        keyVariable: String?,
        keyMissing: Bool = false,
        notFoundHint: String? = "does your base URL end in /v1?",
        idleTimeout: Duration? = nil,
        redacting secret: String? = nil
    ) {
        let url = URLRedaction.redacting(url)
        // Some servers echo the key back in their error body.
        func scrubbed(_ body: String?) -> String? {
            guard let secret, !secret.isEmpty else { return body }
            return body?.replacing(secret, with: Secret.masked(secret))
        }
        let host = Self.hostAndPort(url)
        let hint = notFoundHint
        switch error.code {
        case .badStatus:
            self = Self.status(
                error, body: scrubbed(error.body), url: url, keyVariable: keyVariable, keyMissing: keyMissing,
                hint: hint)
        case .reconnectsExhausted:
            // The sentence names how the last attempt ended, not merely that attempts ran out.
            guard let last = error.lastFailure else {
                self = .connectionLost(reconnects: error.attempts ?? 0)
                return
            }
            if last.status != nil {
                self = Self.status(
                    last, body: scrubbed(last.body), url: url, keyVariable: keyVariable, keyMissing: keyMissing,
                    hint: hint)
                return
            }
            let reconnects = error.attempts ?? 0
            switch last.code {
            case .idleTimeout: self = .idleTimeout(after: last.timeLimit ?? idleTimeout, reconnects: reconnects)
            case .cannotConnect: self = .cannotConnect(host: host, detail: last.detail, reconnects: reconnects)
            case .connectionLost: self = .connectionLost(reconnects: reconnects)
            default:
                self = SourceError(
                    last, url: url, keyVariable: keyVariable, keyMissing: keyMissing, notFoundHint: hint,
                    idleTimeout: idleTimeout, redacting: secret)
            }
        case .wrongContentType:
            self = .unexpectedResponse(message: scrubbed(error.body).flatMap(Self.message(fromBody:)))
        case .redirect: self = .redirected(status: error.status, location: error.location)
        case .tooManyRedirects: self = .redirected(status: nil, location: error.location, tooMany: true)
        case .hostNotFound: self = .hostNotFound(host: host, detail: error.detail)
        case .connectionRefused:
            // The address is worth naming only when it is not the server's own: then it was the proxy.
            let server = URLComponents(string: url)?.host ?? ""
            let proxy = error.detail.flatMap { server.isEmpty || $0.contains(server) ? nil : "by \($0)" }
            self = .connectionRefused(host: host, detail: proxy)
        case .certificateRejected: self = .untrustedCertificate(host: host, reason: error.detail ?? "")
        case .tlsFailed: self = .secureConnection(host: host, detail: error.detail)
        case .proxyRefused: self = .proxy(status: error.status, detail: error.detail)
        case .connectTimeout: self = .connectTimeout(host: host, after: error.timeLimit)
        case .cannotConnect: self = .cannotConnect(host: host, detail: error.detail)
        case .idleTimeout: self = .idleTimeout(after: error.timeLimit ?? idleTimeout)
        case .eventTooLarge: self = .eventTooLarge
        case .connectionLost: self = .connectionLost
        default:
            let detail = error.detail.map { " (\(Self.printable($0, limit: 160)))" } ?? ""
            self = .invalidConfiguration("The request to \(url) could not be sent\(detail): check the URL.")
        }
    }

    private static func status(
        _ error: EventStreamError,
        body: String?,
        url: String,
        keyVariable: String?,
        keyMissing: Bool,
        hint: String?
    ) -> SourceError {
        let message = body.flatMap(Self.message(fromBody:))
        let status = error.status ?? 0
        switch status {
        case 401, 403:
            return .unauthorized(status: status, variable: keyVariable, keyMissing: keyMissing, message: message)
        case 404: return .notFound(url: url, hint: hint, message: message)
        case 407: return .proxy(status: 407, detail: message)
        case 408: return .connectTimeout(host: hostAndPort(url))
        case 429: return .rateLimited(wait: error.retryAfter, message: message)
        case 500...599: return .server(status: status, message: message)
        default: return .rejected(status: status, message: message)
        }
    }

    /// "127.0.0.1:8080" or "api.openai.com": enough to recognise which server is meant.
    static func hostAndPort(_ url: String) -> String? {
        guard let components = URLComponents(string: url), let host = plainHost(components) ?? components.host else {
            return nil
        }
        return host + (components.port.map { ":\($0)" } ?? "")
    }

    /// The host as written when it is only ASCII letters, digits, dots and hyphens with no `xn--` label, which is
    /// what `URLComponents.host` returns for such a host as well; otherwise nil. `host` IDNA-decodes, and its first
    /// use loads ICU's UTS #46 tables: about 0.8 MB of every process that names a server in a label.
    private static func plainHost(_ components: URLComponents) -> String? {
        guard let host = components.encodedHost, !host.isEmpty, host.utf8.allSatisfy(isLetterDigitDotOrHyphen),
            !host.lowercased().split(separator: ".").contains(where: { $0.hasPrefix("xn--") })
        else { return nil }
        return host
    }

    private static func isLetterDigitDotOrHyphen(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2E, 0x2D: true  // a-z A-Z 0-9 . -
        default: false
        }
    }

    /// The human part of an error body: `{"error":{"message":…}}`, `{"error":"…"}`, `{"message":…}`
    /// or, failing those, the start of the body itself.
    static func message(fromBody body: String) -> String? {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        var reader = JSONValueAssembler()
        if (try? reader.feed(trimmed.utf8)) != nil, let value = try? reader.finish() {
            if let text = value["error"]?["message"]?.string { return printable(text, limit: 200) }
            for key in ["error", "message", "detail"] {
                if let text = value[key]?.string { return printable(text, limit: 200) }
            }
        }
        return printable(trimmed, limit: 120)
    }
}
