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
        var events: [StreamEvent] = []
        var finished = false
        var waiters: [ObjectIdentifier: any LogWaiter] = [:]
        var clients = 0
        /// When the last client left (or the log was made); nil while a client reads it.
        var idleSince: Duration?
    }

    /// The generation the events belong to.
    package let generation: GenerationID
    /// The most events kept, the ending included.
    package let capacity: Int
    private let state: Mutex<State>

    /// An empty log, idle since `now` until its first client attaches.
    package init(generation: GenerationID, capacity: Int, now: Duration) {
        self.generation = generation
        self.capacity = max(2, capacity)
        state = Mutex(State(idleSince: now))
    }

    /// Appends `payload` as the next event and wakes every waiting reader.
    @discardableResult
    package func append(_ payload: EventPayload) -> Appended {
        let (result, waiters) = state.withLock { state -> (Appended, [any LogWaiter]) in
            guard !state.finished else { return (.finished, []) }
            if !payload.isLast && state.events.count + 1 >= capacity { return (.full, []) }
            let sequence = state.events.count + 1
            state.events.append(
                StreamEvent(sequence: sequence, kind: payload.kind, data: payload.data, isLast: payload.isLast))
            state.finished = payload.isLast
            let waiters = Array(state.waiters.values)
            state.waiters.removeAll(keepingCapacity: true)
            return (.appended(sequence: sequence), waiters)
        }
        for waiter in waiters { waiter.logDidGrow() }
        return result
    }

    /// Up to `limit` events after `cursor`; when there are none, `waiter` (if any) is registered to be woken by the
    /// next append, atomically with the look, so no event can slip between the two.
    package func read(after cursor: Int, limit: Int, waiter: (any LogWaiter)?) -> Read {
        state.withLock { state in
            if cursor < state.events.count {
                let end = min(state.events.count, cursor + max(1, limit))
                return .events(Array(state.events[max(0, cursor)..<end]))
            }
            if state.finished { return .ended }
            if let waiter { state.waiters[ObjectIdentifier(waiter)] = waiter }
            return .waiting
        }
    }

    /// Forgets a registration (a reader that went away while waiting).
    package func removeWaiter(_ waiter: any LogWaiter) {
        _ = state.withLock { $0.waiters.removeValue(forKey: ObjectIdentifier(waiter)) }
    }

    /// The sequence of the last event so far (0 before the first).
    package var lastSequence: Int { state.withLock { $0.events.count } }

    /// Whether the generation's last event is in the log.
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
