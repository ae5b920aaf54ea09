import FoundationEssentials
import IntroductionCore

/// URL arithmetic the network sources share.
enum Endpoint {
    /// `base` with `path` appended as path segments, whether or not `base` ends in a slash
    /// (`https://host/v1` and `https://host/v1/` both give `https://host/v1/chat/completions`).
    static func appending(_ path: String, to base: URL) -> URL {
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            return base.appendingPathComponent(path)
        }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.percentEncodedPath = basePath + "/" + path.drop { $0 == "/" }
        return components.url ?? base.appendingPathComponent(path)
    }

    /// "127.0.0.1:8080" or "api.openai.com": how a label names a server.
    static func hostAndPort(_ url: URL) -> String {
        SourceError.hostAndPort(url.absoluteString) ?? url.absoluteString
    }

    /// Whether `url` is `standard`, ignoring a trailing slash (labels leave the default host out).
    static func isDefault(_ url: URL, _ standard: URL) -> Bool {
        func trimmed(_ url: URL) -> String {
            var text = url.absoluteString
            while text.hasSuffix("/") { text.removeLast() }
            return text
        }
        return trimmed(url) == trimmed(standard)
    }
}
