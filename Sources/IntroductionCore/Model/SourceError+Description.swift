import FoundationEssentials
import SafeText

/// Each failure as the one sentence the person reads.
extension SourceError {
    /// One actionable sentence: what happened and what to do; never key material.
    public var description: String {
        switch reason {
        case .unauthorized(let status, let variable, let keyMissing, let message):
            let http = Self.http(status, message)
            switch (variable, keyMissing) {
            case (let variable?, true): return "The server needs an API key (\(http)): set \(variable)."
            case (let variable?, false): return "The server refused the API key (\(http)): check \(variable)."
            case (nil, _):
                return "The server refused the request (\(http)): check the credentials in your configuration."
            }
        case .notFound(let url, let hint, let message):
            return "Nothing was found at \(url) (\(Self.http(404, message)))"
                + (hint.map { ": \($0)" } ?? ": check the URL.")
        case .rateLimited(let wait, let message):
            let http = Self.http(429, message)
            if let wait {
                return "The provider is rate limiting requests (\(http)): wait \(Self.seconds(wait)) and regenerate."
            }
            return "The provider is rate limiting requests (\(http)): wait a moment and regenerate."
        case .server(let status, let message) where isLoadingModel:
            return "The server is still loading its model (HTTP \(status)\(message.map { ": \($0)" } ?? "")): "
                + "try again in a moment."
        case .server(let status, let message):
            return "The server failed (HTTP \(status)\(message.map { ": \($0)" } ?? "")): try again later."
        case .rejected(let status, let message):
            return "The server rejected the request (HTTP \(status)\(message.map { ": \($0)" } ?? "")): "
                + "check the model name and settings."
        case .connectTimeout(let host, let after):
            let span = after.map { " within \(Self.seconds($0))" } ?? " in time"
            return "No answer from \(host ?? "the server")\(span): is it running, and is the URL right?"
        case .cannotConnect(let host, let detail, let reconnects):
            return "Could not connect to \(host ?? "the server")\(detail.map { " (\($0))" } ?? "")"
                + Self.retried(reconnects) + ": is it running, and is the URL right?"
        case .idleTimeout(let after, let reconnects):
            let span = after.map { " for \(Self.seconds($0))" } ?? ""
            return "The server stopped sending\(span)\(Self.retried(reconnects)): the text so far is kept; "
                + "regenerate to try again."
        case .connectionLost(let reconnects):
            return "The connection was lost mid-stream\(Self.retried(reconnects)): the text so far is kept; "
                + "regenerate to try again."
        case .hostNotFound(let host, let detail):
            return "Could not find \(host ?? "the server")\(detail.map { " (\($0))" } ?? ""): "
                + "check the host name in the URL and your network or proxy settings."
        case .connectionRefused(let host, let detail):
            return "The connection to \(host ?? "the server") was refused\(detail.map { " (\($0))" } ?? ""): "
                + "is the server running, and is the URL (and any proxy) right?"
        case .untrustedCertificate(let host, let reason):
            return "The certificate of \(host ?? "the server") is not trusted (\(reason)): if it uses a private CA, "
                + "set ca_file in the configuration or pass --cacert FILE."
        case .secureConnection(let host, let detail):
            return "A secure connection to \(host ?? "the server") failed\(detail.map { " (\($0))" } ?? ""): "
                + "check that the URL should be https and the port is right."
        case .proxy(let status, let detail):
            if status == 407 {
                return "The proxy wants credentials (HTTP 407): put them in the proxy URL, "
                    + "http://user:password@host:port."
            }
            let why = status.map { "HTTP \($0)" } ?? detail ?? "no reason given"
            return "The proxy refused the request (\(why)): check the proxy setting "
                + "(proxy in the configuration, or https_proxy / all_proxy)."
        case .redirected(let status, let location, let tooMany):
            if tooMany {
                return "The server redirected too many times (last to \(location ?? "?")): check the URL."
            }
            let http = status.map { "HTTP \($0)" } ?? "a redirect"
            return "The server answered \(http) and points to \(location ?? "no new address"): "
                + "use that URL instead."
        case .invalidFrame(let excerpt):
            return "The server sent a frame that is not valid JSON (\"\(excerpt)\"): "
                + "is the URL pointing at the right kind of endpoint?"
        case .truncated:
            return "The stream ended before its completion marker: the text may be incomplete; regenerate to try again."
        case .provider(let message):
            return "The provider reported an error: \(message)"
        case .invalidConfiguration(let message):
            return message
        case .unexpectedResponse(let message):
            return "The server did not answer with an event stream\(message.map { " (\($0))" } ?? ""): "
                + "check the URL and provider."
        case .eventTooLarge:
            return "The server sent an event larger than allowed, so the stream was stopped: check the endpoint."
        case .fileAccess(let path, let detail):
            return "Could not use \(path): \(detail)."
        case .unsupportedInstruction(let message):
            return message
        case .unsupportedLanguage(let language):
            let name = language.englishName ?? language.rawValue
            return "The offline composer writes English and Japanese, not \(language.shownName): choose a model to "
                + "write \(name) (introgen models lists the local ones), or English or Japanese."
        }
    }

    /// "HTTP 401" or "HTTP 401: Invalid key", the status with the server's own words.
    private static func http(_ status: Int, _ message: String?) -> String {
        "HTTP \(status)" + (message.map { ": \($0)" } ?? "")
    }

    /// Whole seconds for messages ("20 s"), rounding up so a wait is never understated. Deliberately not
    /// `Duration.formattedSeconds`, which rounds to the nearest tenth for figures: a wait told to a person is an upper
    /// bound, in whole seconds.
    private static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        return "\(whole + (fraction > 0 ? 1 : 0)) s"
    }

    /// ", also after 3 reconnects": what a sentence says when resuming was tried and failed the same way.
    private static func retried(_ reconnects: Int) -> String {
        reconnects > 0 ? ", also after \(reconnects) reconnect\(reconnects == 1 ? "" : "s")" : ""
    }

    /// Server text is untrusted: no escape sequences or control characters, one line, bounded length (the
    /// one cleaner, ``TextSanitizer``).
    package static func printable(_ text: String, limit: Int) -> String {
        TextSanitizer.singleLine(text, limit: limit)
    }
}
