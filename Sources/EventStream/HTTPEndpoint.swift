import Foundation

/// Where a plain-HTTP request goes and how its request line names it, taken from an `http://` URL.
struct HTTPEndpoint: Equatable {
    /// The name or address to resolve, without the brackets of an IPv6 literal.
    var host: String
    var port: Int
    /// The `Host` field: the host as written in the URL (brackets kept), with the port unless it is 80.
    var hostField: String
    /// The request target: the path and query exactly as percent-encoded in the URL ("/" when empty).
    var target: String

    /// Nil unless the URL is `http://` with a host and a valid port.
    init?(url: URL) {
        guard url.scheme?.lowercased() == "http",
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let encodedHost = components.percentEncodedHost, !encodedHost.isEmpty
        else { return nil }
        let port = components.port ?? 80
        guard (1...65535).contains(port) else { return nil }
        var host = encodedHost
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host.removingPercentEncoding ?? host
        self.port = port
        hostField = port == 80 ? encodedHost : "\(encodedHost):\(port)"
        let path = components.percentEncodedPath
        var target = path.isEmpty ? "/" : path
        if let query = components.percentEncodedQuery { target += "?" + query }
        self.target = target
    }
}
