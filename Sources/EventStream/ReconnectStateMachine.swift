/// Decides, as a plain value, what happens when a connection ends: finish, fail, or reconnect after a
/// delay. It holds the resume cursor; the reader that owns it performs the actions.
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

    enum Action {
        case finish
        case fail(EventStreamError)
        case reconnect(after: Duration)
    }

    let policy: ReconnectPolicy
    /// The id of the last event the consumer finished with: what `Last-Event-ID` carries.
    private(set) var cursor: String
    private var serverRetry: Duration?
    private var attempts = 0
    private var reconnects = 0
    private var deliveredAny = false
    private var progressedOnConnection = false

    init(policy: ReconnectPolicy, cursor: String) {
        self.policy = policy
        self.cursor = cursor
    }

    /// A new connection is being opened.
    mutating func connecting() {
        progressedOnConnection = false
    }

    /// The consumer finished with this event.
    mutating func delivered(_ event: ServerSentEvent) {
        cursor = event.id
        deliveredAny = true
        progressedOnConnection = true
    }

    /// The server set the reconnection time.
    mutating func retryAccepted(milliseconds: Int) {
        serverRetry = .milliseconds(milliseconds)
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
            return .fail(
                EventStreamError(
                    code: .connectionLost,
                    detail: lastError?.detail ?? "the server sent no event ids to resume from"
                )
            )
        }
        if let maxReconnects = resume.maxReconnects, reconnects >= maxReconnects {
            return lastError.map(Action.fail) ?? .finish
        }
        reconnects += 1
        if progressedOnConnection { attempts = 0 }
        attempts += 1
        guard attempts <= resume.maxAttempts else {
            var exhausted = EventStreamError(code: .reconnectsExhausted)
            exhausted.status = lastError?.status
            exhausted.body = lastError?.body
            exhausted.retryAfter = lastError?.retryAfter
            exhausted.detail = "\(resume.maxAttempts) attempts; last: \(lastError.map { "\($0)" } ?? "stream ended")"
            return .fail(exhausted)
        }
        if let lastError, let retryAfter = lastError.retryAfter, lastError.status == 429 || lastError.status == 503 {
            guard retryAfter <= resume.maxRetryAfter else { return .fail(lastError) }
            return .reconnect(after: retryAfter)
        }
        if let serverRetry { return .reconnect(after: serverRetry) }
        let doublings = min(attempts - 1, 30)
        let backoff = min(resume.maxBackoff, resume.initialBackoff * (1 << doublings))
        return .reconnect(after: backoff * (1 - resume.jitter * random))
    }
}
