public import FoundationEssentials

/// What an event stream reports to its consumer, in order: events, accepted `retry` fields, and the reconnects
/// between connections.
public enum EventStreamUpdate: Sendable, Equatable {
    /// A dispatched event.
    case event(ServerSentEvent)
    /// An accepted `retry` field, in milliseconds as the server wrote it (waits use at least 100 ms).
    case retry(Int)
    /// The connection ended and the stream is about to reconnect: reported before the wait, so a screen can say
    /// so while it lasts (the consumer asking for the next update starts the wait).
    case reconnecting(Reconnect)
    /// The server answered 200 with a whole body of a type the client was told to accept
    /// (``EventStreamClient/Configuration/wholeBodyTypes``) instead of an event stream: the body, read to its end
    /// (at most `maxEventSize` bytes), as the server sent it. It is the last update of the stream.
    case wholeBody(contentType: String, body: Data)

    /// One reconnect about to happen.
    public struct Reconnect: Sendable, Equatable {
        /// Which attempt in a row this is, from 1 (the count starts again after a connection delivers an event).
        public var attempt: Int
        /// How many attempts in a row are allowed.
        public var maxAttempts: Int
        /// The wait before connecting.
        public var delay: Duration
        /// How the connection ended; nil for a clean end (browser semantics reconnect after one).
        public var cause: EventStreamError?

        /// A reconnect as described; the stream makes these.
        public init(attempt: Int, maxAttempts: Int, delay: Duration, cause: EventStreamError?) {
            self.attempt = attempt
            self.maxAttempts = maxAttempts
            self.delay = delay
            self.cause = cause
        }
    }
}
