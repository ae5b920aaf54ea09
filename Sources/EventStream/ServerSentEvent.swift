/// One dispatched Server-Sent Event, as the WHATWG "Server-sent events" processing model defines it.
public struct ServerSentEvent: Sendable, Equatable, Hashable {
    /// The event type; `message` when the stream named none.
    public var type: String
    /// The data lines joined with LF, without the final LF.
    public var data: String
    /// The last event ID at the moment this event was dispatched ("" when none was ever set).
    ///
    /// The id persists across events: an event without an `id:` line carries the previous one.
    public var id: String

    /// An event as the parser dispatches it; mostly useful in tests.
    public init(type: String = "message", data: String, id: String = "") {
        self.type = type
        self.data = data
        self.id = id
    }
}
