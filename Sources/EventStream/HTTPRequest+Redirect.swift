import FoundationEssentials

extension HTTPRequest {
    /// The statuses that are followed: 301, 302, 303, 307 and 308.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Header fields kept when a redirect leads to another origin: none of them can carry a credential. Everything
    /// else the caller set (`Authorization`, `Cookie`, an `x-api-key`, any custom field) stays with the origin
    /// it was meant for, and so do credentials in the URL.
    static let crossOriginFields: Set<String> = [
        "accept", "accept-language", "cache-control", "content-language", "content-type", "last-event-id",
        "user-agent",
    ]

    /// The request that follows a `status` redirect to `location`, or nil when `location` is not an
    /// `http(s)` URL.
    ///
    /// 307 and 308 keep the method and the body; 303 turns any method but HEAD into a GET without body, and
    /// 301/302 turn a POST into one (what browsers and curl do). A redirect to another origin (scheme, host or
    /// port differ: 127.0.0.1, localhost and [::1] are three hosts) keeps only ``crossOriginFields``; one to the
    /// same origin keeps the URL's credentials when the new URL names none.
    func redirected(status: Int, to location: String) -> HTTPRequest? {
        guard var target = URL(string: location, relativeTo: url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
            target.host?.isEmpty == false
        else { return nil }
        var next = self
        let sameOrigin = Self.origin(of: target) == Self.origin(of: url)
        if sameOrigin, target.user == nil, url.user != nil,
            var components = URLComponents(url: target, resolvingAgainstBaseURL: false)
        {
            let original = URLComponents(url: url, resolvingAgainstBaseURL: false)
            components.percentEncodedUser = original?.percentEncodedUser
            components.percentEncodedPassword = original?.percentEncodedPassword
            target = components.url ?? target
        }
        next.url = target
        let method = self.method.uppercased()
        if (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST") {
            next.method = "GET"
            next.body = nil
            let bodyFields: Set<String> = ["content-type", "content-language", "content-encoding", "content-location"]
            next.headers.removeAll { bodyFields.contains($0.name.lowercased()) }
        }
        if !sameOrigin {
            next.headers.removeAll { !Self.crossOriginFields.contains($0.name.lowercased()) }
        }
        return next
    }

    /// Scheme, host and port (the scheme's default when the URL names none), lowercased.
    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
