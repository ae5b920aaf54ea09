/// The end of one server-side connection, as the server observed it.
public struct ConnectionClose: Sendable, Equatable {
    /// Who ended the connection.
    public enum Cause: Sendable, Equatable {
        /// The client closed or reset the connection (seen as end-of-file or an error on the socket).
        case client
        /// The server closed it after its script (or a `.close` step).
        case server
        /// The server reset it (a `.cut` step).
        case serverCut
        /// The server was shutting down.
        case serverStopped
    }

    /// The request served on this connection (nil when the client closed before sending one).
    public var requestIndex: Int?
    public var cause: Cause
    /// When the server noticed; compare with `ContinuousClock.now` taken in the test.
    public var at: ContinuousClock.Instant

    public init(requestIndex: Int?, cause: Cause, at: ContinuousClock.Instant) {
        self.requestIndex = requestIndex
        self.cause = cause
        self.at = at
    }
}
