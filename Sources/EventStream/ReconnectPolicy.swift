/// What an ``EventStreamClient`` does when a connection ends before the consumer stops reading.
///
/// `.none` is for one-shot streams: a clean end of the body finishes, anything else throws.
/// `.resume(...)` reconnects with `Last-Event-ID` set to the id of the last event the consumer finished
/// with, waiting the server's `retry` (at least 100 ms) or an exponential, capped, jittered backoff. Failures
/// that retrying soon cannot mend (an unknown host, a refused connection or certificate, a proxy's refusal,
/// no answer within the connect limit, a 4xx other than 408/429) end the stream without reconnecting.
public struct ReconnectPolicy: Sendable, Equatable {
    /// The settings of the resuming policy.
    public struct Resume: Sendable, Equatable {
        /// Reconnects allowed in a row without an event in between (the count resets after progress).
        public var maxAttempts: Int
        /// The first backoff; it doubles per attempt up to `maxBackoff`.
        public var initialBackoff: Duration
        /// The longest wait between attempts, however many failed.
        public var maxBackoff: Duration
        /// Fraction (0...1) of each backoff that is randomly taken off, so many clients do not reconnect
        /// in step.
        public var jitter: Double
        /// When true, a connection that ends after events were delivered but without any event id is a
        /// `.connectionLost` error instead of a re-run from the start (which would repeat the events).
        /// When false, every end reconnects, as a browser's `EventSource` does.
        public var requireEventIDs: Bool
        /// The longest `Retry-After` (429/503) worth waiting for; a longer one ends the stream with the
        /// `.badStatus` error carrying it, so the caller can tell the person.
        public var maxRetryAfter: Duration
        /// Reconnects allowed over the whole life of the stream, progress or not; nil for no limit. When they
        /// are used up, the next clean end finishes the stream and the next failure is thrown.
        public var maxReconnects: Int?
        /// When true, an event repeating one applied on an earlier connection is skipped: a server that ignores
        /// `Last-Event-ID` and starts over, or resends the last event, or repeats itself after every cut, has
        /// each event's effect at most once, and repeats do not count as progress. It keeps every applied id
        /// for the life of the stream, so it suits streams of bounded length (a generation), not endless feeds.
        public var skipsReplayedEvents: Bool

        /// All settings explicit; prefer ``ReconnectPolicy/resume(maxAttempts:initialBackoff:maxBackoff:jitter:requireEventIDs:maxRetryAfter:maxReconnects:skipsReplayedEvents:)``.
        public init(
            maxAttempts: Int,
            initialBackoff: Duration,
            maxBackoff: Duration,
            jitter: Double,
            requireEventIDs: Bool,
            maxRetryAfter: Duration,
            maxReconnects: Int? = nil,
            skipsReplayedEvents: Bool = false
        ) {
            self.maxAttempts = maxAttempts
            self.initialBackoff = initialBackoff
            self.maxBackoff = maxBackoff
            self.jitter = min(1, max(0, jitter))
            self.requireEventIDs = requireEventIDs
            self.maxRetryAfter = maxRetryAfter
            self.maxReconnects = maxReconnects
            self.skipsReplayedEvents = skipsReplayedEvents
        }
    }

    /// The resume settings; nil means "do not reconnect".
    public var resume: Resume?

    /// Never reconnect: a clean end finishes the stream, a dropped connection throws `.connectionLost`.
    public static let none = ReconnectPolicy(resume: nil)

    /// Reconnect and resume from the last finished event.
    public static func resume(
        maxAttempts: Int = 5,
        initialBackoff: Duration = .milliseconds(500),
        maxBackoff: Duration = .seconds(30),
        jitter: Double = 0.2,
        requireEventIDs: Bool = true,
        maxRetryAfter: Duration = .seconds(60),
        maxReconnects: Int? = nil,
        skipsReplayedEvents: Bool = false
    ) -> ReconnectPolicy {
        ReconnectPolicy(
            resume: Resume(
                maxAttempts: maxAttempts,
                initialBackoff: initialBackoff,
                maxBackoff: maxBackoff,
                jitter: jitter,
                requireEventIDs: requireEventIDs,
                maxRetryAfter: maxRetryAfter,
                maxReconnects: maxReconnects,
                skipsReplayedEvents: skipsReplayedEvents
            )
        )
    }

    private init(resume: Resume?) {
        self.resume = resume
    }
}
