public import Foundation

/// One request as the loopback server received it, byte-exact, for tests to assert on.
public struct RecordedRequest: Sendable {
    /// Arrival order across the server's lifetime, from 0; scripts use it to answer the n-th request.
    public var index: Int
    public var method: String
    /// The request target as sent (path and query).
    public var path: String
    /// Header fields in the order received, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body, de-chunked if it was sent chunked.
    public var body: Data
    /// When the server had read the whole request.
    public var receivedAt: ContinuousClock.Instant
    /// Which accepted connection it came on, from 0: two requests with the same number shared a connection.
    public var connection: Int

    public init(
        index: Int,
        method: String,
        path: String,
        headers: [(name: String, value: String)],
        body: Data,
        receivedAt: ContinuousClock.Instant,
        connection: Int = 0
    ) {
        self.index = index
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.receivedAt = receivedAt
        self.connection = connection
    }

    /// The value of the first header with this name, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Every value of the headers with this name, in order.
    public func headerValues(_ name: String) -> [String] {
        headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }
}
