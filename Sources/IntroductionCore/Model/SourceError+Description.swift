import FoundationEssentials
import Localization
import SafeText

/// Each failure as the one sentence the person reads.
extension SourceError {
    /// One actionable sentence: what happened and what to do; never key material.
    public var description: String {
        switch reason {
        case .unauthorized(let status, let variable, let keyMissing, let message):
            let http = Self.http(status, message)
            switch (variable, keyMissing) {
            case (let variable?, true): return tr("The server needs an API key (%1$s): set %2$s.", http, variable)
            case (let variable?, false):
                return tr("The server refused the API key (%1$s): check %2$s.", http, variable)
            case (nil, _):
                return tr(
                    "The server refused the request (%s): check the credentials in your configuration.", http)
            }
        case .notFound(let url, let hint, let message):
            let http = Self.http(404, message)
            if let hint { return tr("Nothing was found at %1$s (%2$s): %3$s", url, http, hint) }
            return tr("Nothing was found at %1$s (%2$s): check the URL.", url, http)
        case .rateLimited(let wait, let message):
            let http = Self.http(429, message)
            if let wait {
                return tr(
                    "The provider is rate limiting requests (%1$s): wait %2$s and regenerate.", http, Self.seconds(wait)
                )
            }
            return tr("The provider is rate limiting requests (%s): wait a moment and regenerate.", http)
        case .server(let status, let message) where isLoadingModel:
            return tr(
                "The server is still loading its model (%s): try again in a moment.", Self.http(status, message))
        case .server(let status, let message):
            return tr("The server failed (%s): try again later.", Self.http(status, message))
        case .rejected(let status, let message):
            return tr(
                "The server rejected the request (%s): check the model name and settings.", Self.http(status, message))
        case .connectTimeout(let host, let after):
            let host = host ?? tr("the server")
            if let after {
                return tr(
                    "No answer from %1$s within %2$s: is it running, and is the URL right?", host, Self.seconds(after))
            }
            return tr("No answer from %s in time: is it running, and is the URL right?", host)
        case .cannotConnect(let host, let detail, let reconnects):
            return tr(
                "Could not connect to %1$s%2$s%3$s: is it running, and is the URL right?", host ?? tr("the server"),
                Self.detail(detail), Self.retried(reconnects))
        case .idleTimeout(let after, let reconnects):
            let span = after.map { tr(" for %s", Self.seconds($0)) } ?? ""
            return tr(
                "The server stopped sending%1$s%2$s: the text so far is kept; regenerate to try again.", span,
                Self.retried(reconnects))
        case .connectionLost(let reconnects):
            return tr(
                "The connection was lost mid-stream%s: the text so far is kept; regenerate to try again.",
                Self.retried(reconnects))
        case .hostNotFound(let host, let detail):
            return tr(
                "Could not find %1$s%2$s: check the host name in the URL and your network or proxy settings.",
                host ?? tr("the server"), Self.detail(detail))
        case .connectionRefused(let host, let detail):
            return tr(
                "The connection to %1$s was refused%2$s: is the server running, and is the URL (and any proxy) right?",
                host ?? tr("the server"), Self.detail(detail))
        case .untrustedCertificate(let host, let reason):
            return tr(
                "The certificate of %1$s is not trusted (%2$s): if it uses a private CA, set ca_file in the configuration or pass --cacert FILE.",
                host ?? tr("the server"), reason)
        case .secureConnection(let host, let detail):
            return tr(
                "A secure connection to %1$s failed%2$s: check that the URL should be https and the port is right.",
                host ?? tr("the server"), Self.detail(detail))
        case .proxy(let status, let detail):
            if status == 407 {
                return tr(
                    "The proxy wants credentials (HTTP 407): put them in the proxy URL, http://user:password@host:port."
                )
            }
            let why = status.map { "HTTP \($0)" } ?? detail ?? tr("no reason given")
            return tr(
                "The proxy refused the request (%s): check the proxy setting (proxy in the configuration, or https_proxy / all_proxy).",
                why)
        case .redirected(let status, let location, let tooMany):
            if tooMany {
                return tr("The server redirected too many times (last to %s): check the URL.", location ?? "?")
            }
            let http = status.map { "HTTP \($0)" } ?? tr("a redirect")
            return tr(
                "The server answered %1$s and points to %2$s: use that URL instead.", http,
                location ?? tr("no new address"))
        case .invalidFrame(let excerpt):
            return tr(
                "The server sent a frame that is not valid JSON (\"%s\"): is the URL pointing at the right kind of endpoint?",
                excerpt)
        case .truncated:
            return tr(
                "The stream ended before its completion marker: the text may be incomplete; regenerate to try again.")
        case .provider(let message):
            return tr("The provider reported an error: %s", message)
        case .invalidConfiguration(let message):
            return message
        case .unexpectedResponse(let message):
            return tr(
                "The server did not answer with an event stream%s: check the URL and provider.", Self.detail(message))
        case .eventTooLarge:
            return tr("The server sent an event larger than allowed, so the stream was stopped: check the endpoint.")
        case .fileAccess(let path, let detail):
            return tr("Could not use %1$s: %2$s.", path, detail)
        case .unsupportedInstruction(let message):
            return message
        case .unsupportedLanguage(let language):
            // Two messages, as xgettext reads no `+` between literals: the refusal, then what to do instead.
            return tr("The offline composer writes English and Japanese, not %s:", language.shownName) + " "
                + tr(
                    "choose a model to write %s (introgen models lists the local ones), or English or Japanese.",
                    language.englishName ?? language.rawValue)
        }
    }

    /// " (detail)" when there is one, for a sentence's place after a name.
    private static func detail(_ detail: String?) -> String {
        detail.map { " (\($0))" } ?? ""
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
        switch reconnects {
        case ...0: ""
        case 1: tr(", also after 1 reconnect")
        default: tr(", also after %s reconnects", reconnects)
        }
    }

    /// Server text is untrusted: no escape sequences or control characters, one line, bounded length (the
    /// one cleaner, ``TextSanitizer``).
    package static func printable(_ text: String, limit: Int) -> String {
        TextSanitizer.singleLine(text, limit: limit)
    }
}
