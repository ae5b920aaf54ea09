import Synchronization

/// Something that waits for a log to grow: a client's response, suspended until there is more to send.
package protocol LogWaiter: AnyObject, Sendable {
    /// The log has a new event or has ended. Called once per registration, on the appending thread, with no lock
    /// held; it must not block.
    func logDidGrow()
}

/// The events of one generation in order, kept for every client and every resume: the generation's bounded buffer.
///
/// One writer appends (the generation's run); any number of readers read from their own cursor, on any thread,
/// without blocking: a reader that has caught up registers itself and is woken by the next append. A slow reader
/// costs nothing but its cursor, so it never slows the writer or another reader. The log holds at most `capacity`
/// events, the last always the generation's ending: an event that would leave no room for it is refused
/// (``Appended/full``) and the writer ends the generation instead. It also counts the clients reading it, for the
/// resume window.
///
/// An event may be kept elsewhere before any reader sees it (a shared store writes it first): appending takes its
/// place in the log at once, so the order is the log's, and ``publish(through:)`` shows it to readers once it is
/// kept. Readers only ever see published events, in order.
package final class EventLog: Sendable {
    /// What appending came to.
    package enum Appended: Equatable, Sendable {
        /// The event is the log's `sequence`th.
        case appended(sequence: Int)
        /// Only the ending fits now.
        case full
        /// The log already ended; nothing more is kept.
        case finished
    }

    /// Whether an appended event is shown to readers now or once it is kept elsewhere (``publish(through:)``).
    package enum Keeping: Sendable {
        case now
        case later
    }

    /// What a reader finds after its cursor.
    package enum Read: Sendable {
        /// Events to send, in order (at most the number asked for).
        case events([StreamEvent])
        /// Nothing yet; the reader was registered and will be woken.
        case waiting
        /// Nothing more will come: the reader has sent the last event.
        case ended
    }

    private struct State {
        /// Every event appended, in order; readers see the first `published`.
        var events: [StreamEvent] = []
        var published = 0
        /// The ending has been appended (it may not be published yet).
        var finished = false
        var waiters: [ObjectIdentifier: any LogWaiter] = [:]
        var clients = 0
        /// When the last client left (or the log was made); nil while a client reads it.
        var idleSince: Duration?
        /// What the log counts against the budget, and whether it gave it back (it was forgotten).
        var bytes = 0
        var released = false
    }

    /// The generation the events belong to.
    package let generation: GenerationID
    /// The most events kept, the ending included.
    package let capacity: Int
    private let budget: ResumeBudget?
    private let state: Mutex<State>

    /// An empty log, idle since `now` until its first client attaches; what it keeps counts against `budget`.
    package init(generation: GenerationID, capacity: Int, now: Duration, budget: ResumeBudget? = nil) {
        self.generation = generation
        self.capacity = max(2, capacity)
        self.budget = budget
        state = Mutex(State(idleSince: now, bytes: budget == nil ? 0 : ResumeBudget.logCost))
        budget?.add(ResumeBudget.logCost)
    }

    /// Gives back what the log counted against the budget: it is forgotten (readers that still hold it may finish).
    package func release() {
        let bytes = state.withLock { state -> Int in
            guard !state.released else { return 0 }
            state.released = true
            return state.bytes
        }
        budget?.add(-bytes)
    }

    /// Appends `payload` as the next event, shown to readers at once, and wakes every waiting reader.
    @discardableResult
    package func append(_ payload: EventPayload) -> Appended {
        append(payload) { _ in .now }
    }

    /// Appends `payload` as the next event. `keep` gets the event with its place, under the log's lock (so events
    /// reach it in the log's order, one at a time), and says whether readers see it now or once it is kept
    /// elsewhere (``publish(through:)``); it must not block.
    package func append(_ payload: EventPayload, keep: (StreamEvent) -> Keeping) -> Appended {
        let (result, waiters) = state.withLock { state -> (Appended, [any LogWaiter]) in
            guard !state.finished else { return (.finished, []) }
            if !payload.isLast && state.events.count + 1 >= capacity { return (.full, []) }
            let sequence = state.events.count + 1
            let event = StreamEvent(sequence: sequence, kind: payload.kind, data: payload.data, isLast: payload.isLast)
            state.events.append(event)
            state.finished = payload.isLast
            if let budget, !state.released {
                let cost = ResumeBudget.cost(of: event)
                state.bytes += cost
                budget.add(cost)
            }
            guard keep(event) == .now else { return (.appended(sequence: sequence), []) }
            return (.appended(sequence: sequence), Self.publish(through: sequence, in: &state))
        }
        for waiter in waiters { waiter.logDidGrow() }
        return result
    }

    /// Shows readers every event up to `sequence` (kept elsewhere now) and wakes those waiting.
    package func publish(through sequence: Int) {
        let waiters = state.withLock { Self.publish(through: sequence, in: &$0) }
        for waiter in waiters { waiter.logDidGrow() }
    }

    private static func publish(through sequence: Int, in state: inout State) -> [any LogWaiter] {
        let published = min(state.events.count, max(state.published, sequence))
        guard published > state.published else { return [] }
        state.published = published
        defer { state.waiters.removeAll(keepingCapacity: true) }
        return Array(state.waiters.values)
    }

    /// Calls `body` with every event appended after `sequence`, published or not, under the log's lock: nothing
    /// can be appended between the look and what `body` does (it must not block).
    package func replay(after sequence: Int, _ body: ([StreamEvent]) -> Void) {
        state.withLock { state in
            body(Array(state.events[min(state.events.count, max(0, sequence))...]))
        }
    }

    /// Up to `limit` published events after `cursor`; when there are none, `waiter` (if any) is registered to be
    /// woken by the next publication, atomically with the look, so no event can slip between the two.
    package func read(after cursor: Int, limit: Int, waiter: (any LogWaiter)?) -> Read {
        state.withLock { state in
            if cursor < state.published {
                let end = min(state.published, cursor + max(1, limit))
                return .events(Array(state.events[max(0, cursor)..<end]))
            }
            if state.finished && state.published == state.events.count { return .ended }
            if let waiter { state.waiters[ObjectIdentifier(waiter)] = waiter }
            return .waiting
        }
    }

    /// Forgets a registration (a reader that went away while waiting).
    package func removeWaiter(_ waiter: any LogWaiter) {
        _ = state.withLock { $0.waiters.removeValue(forKey: ObjectIdentifier(waiter)) }
    }

    /// The sequence of the last event readers can see (0 before the first).
    package var lastSequence: Int { state.withLock { $0.published } }

    /// How many events were appended, shown to readers or not yet.
    package var appendedCount: Int { state.withLock { $0.events.count } }

    /// Whether the generation's last event is in the log (shown to readers or not yet).
    package var isFinished: Bool { state.withLock { $0.finished } }

    /// A client started reading.
    package func attach() {
        state.withLock { state in
            state.clients += 1
            state.idleSince = nil
        }
    }

    /// A client stopped reading at `now`.
    package func detach(at now: Duration) {
        state.withLock { state in
            state.clients = max(0, state.clients - 1)
            if state.clients == 0 { state.idleSince = now }
        }
    }

    /// How many clients read it now.
    package var clients: Int { state.withLock { $0.clients } }

    /// Someone elsewhere read it at `now` (a client of another instance): it is idle from then, not before.
    package func markRead(at now: Duration) {
        state.withLock { state in
            if state.clients == 0 { state.idleSince = now }
        }
    }

    /// Whether nobody has read it for at least `window` by `now`.
    package func isIdle(for window: Duration, at now: Duration) -> Bool {
        state.withLock { state in
            guard let idleSince = state.idleSince else { return false }
            return now - idleSince >= window
        }
    }

    /// When it became idle (nil while read), for choosing which finished log to drop first.
    package var idleSince: Duration? { state.withLock { $0.idleSince } }
}
