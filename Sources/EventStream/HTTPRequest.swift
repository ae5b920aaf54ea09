public import FoundationEssentials
import TextBasics

/// A request to open a stream: any method, headers and body.
public struct HTTPRequest: Sendable, Equatable {
    /// Where to send it: an `http` or `https` URL; user and password in it are sent as Basic authentication.
    public var url: URL
    /// The HTTP method, for example `GET` or `POST`.
    public var method: String
    /// Header fields in order; a name may appear more than once.
    public var headers: [(name: String, value: String)]
    /// The request body, sent whole before the response is read; nil for none.
    public var body: Data?

    /// A request; headers keep their order and may repeat.
    public init(url: URL, method: String = "GET", headers: [(name: String, value: String)] = [], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }

    /// The value of the first header with this name, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringCase(name) }?.value
    }

    /// Replaces every header with this name by one with the given value.
    public mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { $0.name.equalsIgnoringCase(name) }
        headers.append((name, value))
    }

    /// Equal when URL, method, body and the headers in order are equal.
    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.url == rhs.url && lhs.method == rhs.method && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
