/// Decides, as a plain value, what happens when a connection ends: finish, fail, or reconnect after a
/// delay. It holds the resume cursor and the ids already applied; the reader that owns it performs the actions.
///
/// The cursor only moves in ``delivered(_:)``, which the reader calls once the consumer has finished with
/// an event (it asked for the next one), so it is never an id merely read from an `id:` line.
struct ReconnectStateMachine: Sendable {
    /// How a connection ended.
    enum Ending {
        /// The body ended normally.
        case clean
        /// The connection broke or timed out.
        case dropped(EventStreamError)
        /// The server answered with an error status (or refused otherwise); `retryable` for 408/429/5xx.
        case rejected(EventStreamError, retryable: Bool)
    }

    enum Action: Equatable {
        case finish
        case fail(EventStreamError)
        case reconnect(EventStreamUpdate.Reconnect)
    }

    /// The shortest wait a server's `retry` can ask for: `retry: 0` must not become thousands of connections
    /// a second.
    static let minimumRetry = Duration.milliseconds(100)

    let policy: ReconnectPolicy
    /// The id of the last event the consumer finished with: what `Last-Event-ID` carries.
    private(set) var cursor: String
    private var serverRetry: Duration?
    private var attempts = 0
    private var reconnects = 0
    private var deliveredAny = false
    private var progressedOnConnection = false
    /// Ids of events applied on earlier connections, and on this one (only kept when skipping replays).
    private var appliedIDs: Set<String> = []
    private var appliedOnConnection: Set<String> = []

    init(policy: ReconnectPolicy, cursor: String) {
        self.policy = policy
        self.cursor = cursor
    }

    /// A new connection is being opened.
    mutating func connecting() {
        progressedOnConnection = false
        appliedOnConnection.removeAll(keepingCapacity: true)
    }

    /// Whether `event` repeats one applied on an earlier connection (a server that ignored `Last-Event-ID`,
    /// started over, or sent the last event again): its id, or the id it carries from the `id:` line before it,
    /// was applied before this connection and not yet on it. Always false unless the policy skips replays.
    func isReplay(_ event: ServerSentEvent) -> Bool {
        guard policy.resume?.skipsReplayedEvents == true, !event.id.isEmpty else { return false }
        return appliedIDs.contains(event.id) && !appliedOnConnection.contains(event.id)
    }

    /// The consumer finished with this event.
    mutating func delivered(_ event: ServerSentEvent) {
        cursor = event.id
        deliveredAny = true
        progressedOnConnection = true
        if policy.resume?.skipsReplayedEvents == true, !event.id.isEmpty {
            appliedIDs.insert(event.id)
            appliedOnConnection.insert(event.id)
        }
    }

    /// The server set the reconnection time (at least ``minimumRetry`` is waited).
    mutating func retryAccepted(milliseconds: Int) {
        serverRetry = max(Self.minimumRetry, .milliseconds(milliseconds))
    }

    /// What to do now that the connection ended; `random` in 0..<1 draws the jitter.
    mutating func connectionEnded(_ ending: Ending, random: Double) -> Action {
        guard let resume = policy.resume else {
            switch ending {
            case .clean: return .finish
            case .dropped(let error), .rejected(let error, _): return .fail(error)
            }
        }
        var lastError: EventStreamError?
        switch ending {
        case .clean:
            break
        case .dropped(let error):
            lastError = error
        case .rejected(let error, let retryable):
            guard retryable else { return .fail(error) }
            lastError = error
        }
        if resume.requireEventIDs && deliveredAny && cursor.isEmpty {
            // Reconnecting could only start over, and the consumer would see the same events again.
            if let lastError, lastError.code != .connectionLost { return .fail(lastError) }
            return .fail(lastError ?? .connectionLost(detail: "the server sent no event ids to resume from"))
        }
        if let maxReconnects = resume.maxReconnects, reconnects >= maxReconnects {
            return lastError.map(Action.fail) ?? .finish
        }
        reconnects += 1
        if progressedOnConnection { attempts = 0 }
        attempts += 1
        guard attempts <= resume.maxAttempts else {
            return .fail(.reconnectsExhausted(attempts: resume.maxAttempts, last: lastError))
        }
        func reconnect(after delay: Duration) -> Action {
            .reconnect(.init(attempt: attempts, maxAttempts: resume.maxAttempts, delay: delay, cause: lastError))
        }
        if let lastError, let retryAfter = lastError.retryAfter, lastError.status == 429 || lastError.status == 503 {
            guard retryAfter <= resume.maxRetryAfter else { return .fail(lastError) }
            return reconnect(after: retryAfter)
        }
        if let serverRetry { return reconnect(after: serverRetry) }
        let doublings = min(attempts - 1, 30)
        let backoff = min(resume.maxBackoff, resume.initialBackoff * (1 << doublings))
        return reconnect(after: backoff * (1 - resume.jitter * random))
    }
}
