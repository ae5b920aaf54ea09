import Foundation

/// Where a request goes over the socket transport and how its request line names it, taken from an
/// `http://` or `https://` URL.
struct HTTPEndpoint: Equatable {
    /// The name or address to resolve, without the brackets of an IPv6 literal.
    var host: String
    var port: Int
    /// The `Host` field: the host as written in the URL (brackets kept), with the port unless it is the
    /// scheme's default (80, or 443 for `https`).
    var hostField: String
    /// The request target: the path and query exactly as percent-encoded in the URL ("/" when empty).
    var target: String
    /// True for `https://`: the bytes go through TLS, and the certificate must name `host`.
    var usesTLS: Bool

    /// Nil unless the URL is `http://` or `https://` with a host and a valid port.
    init?(url: URL) {
        let usesTLS: Bool
        switch url.scheme?.lowercased() {
        case "http": usesTLS = false
        case "https": usesTLS = true
        default: return nil
        }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let encodedHost = components.percentEncodedHost, !encodedHost.isEmpty
        else { return nil }
        let defaultPort = usesTLS ? 443 : 80
        let port = components.port ?? defaultPort
        guard (1...65535).contains(port) else { return nil }
        var host = encodedHost
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host.removingPercentEncoding ?? host
        self.port = port
        self.usesTLS = usesTLS
        hostField = port == defaultPort ? encodedHost : "\(encodedHost):\(port)"
        let path = components.percentEncodedPath
        var target = path.isEmpty ? "/" : path
        if let query = components.percentEncodedQuery { target += "?" + query }
        self.target = target
    }
}
