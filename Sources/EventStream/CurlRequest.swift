import FoundationEssentials
import SafeText

/// A request checked and turned into what libcurl takes: the URL, the method, the header lines and the body,
/// plus the proxy and trust settings of its transport. Built on the caller's thread (so a bad request fails
/// before anything is queued), used on the loop thread.
struct CurlRequest: Sendable {
    /// Proxy and trust settings shared by every request of a transport.
    struct Settings: Sendable, Equatable {
        /// `CURLOPT_PROXY`; nil leaves libcurl to read `http_proxy`, `https_proxy`, `all_proxy`, `no_proxy`.
        var proxy: String?
        /// `CURLOPT_CAINFO`: a PEM file of trusted certificates; nil for libcurl's default bundle.
        var caFile: String?
        /// `CURLOPT_CAPATH`: a directory of hashed certificates; nil for libcurl's default.
        var caDirectory: String?
    }

    var url: String
    var method: String
    var headerLines: [String]
    var body: Data?
    var settings: Settings

    /// Fields libcurl writes itself from the URL and the body; a caller's copy would contradict the framing.
    static let reservedFields: Set<String> = ["host", "content-length", "connection", "transfer-encoding"]

    init(_ request: HTTPRequest, settings: Settings) throws(EventStreamError) {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = request.url.host, !host.isEmpty
        else {
            throw .invalidRequest("not an http(s) URL: \(URLRedaction.redacting(request.url.absoluteString))")
        }
        guard HTTPToken.isValid(request.method) else {
            throw .invalidRequest("the method \"\(request.method)\" is not an HTTP token")
        }
        var lines: [String] = []
        var named: Set<String> = []
        for (name, value) in request.headers {
            guard HTTPToken.isValid(name) else { throw .invalidRequest("the header name \"\(name)\" is not valid") }
            guard HTTPToken.isValidFieldValue(value) else {
                throw .invalidRequest("the value of the header \(name) holds a line break")
            }
            let lower = name.lowercased()
            guard !Self.reservedFields.contains(lower) else { continue }
            named.insert(lower)
            // "Name:" would tell libcurl to remove the field; "Name;" sends it empty.
            lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        // No `Expect: 100-continue` round trip for large bodies, and no form content type the caller never set.
        if !named.contains("expect") { lines.append("Expect:") }
        if request.body != nil && !named.contains("content-type") { lines.append("Content-Type:") }
        url = request.url.absoluteString
        method = request.method
        headerLines = lines
        body = request.body
        self.settings = settings
    }
}
