package import RedisClient
import Synchronization

/// The resume log shared by every instance through Redis Streams, so that a client may resume on any of them.
///
/// The instance that runs a generation writes each event to the generation's stream (``StoredEvent``, one key
/// per generation, bounded and expiring with the resume window) before its own clients see it; its clients read
/// its local ``EventLog`` as with the memory store. A client that resumes on another instance gets a local log
/// filled from the stream (`XRANGE`), then followed live (``GenerationFollower``, `XREAD BLOCK`) until the
/// ending, or until the owner is found gone. Commands go through one ``RedisCommandQueue`` (a thread and a
/// connection of its own, pipelined); every follower has its own thread and connection; nothing blocks the
/// cooperative pool.
///
/// Redis unreachable: generations still run and stream here (their events are shown at once and written later,
/// ``OwnedStream``), the operator is told once, `/healthz` says degraded, and a resume this instance cannot answer
/// from memory is refused (``ResumeLookup/unavailable``). When Redis answers again, what is missing is written
/// (the streams of a Redis that restarted empty are written again from their first event), and resume works again
/// without a restart.
package final class RedisResumeLog: ResumeLog {
    private struct State {
        var kept: KeptLogs
        /// The generations this instance writes, until Redis keeps their ending (or they are forgotten).
        var writing: [GenerationID: OwnedStream] = [:]
        /// The followers of generations other instances write, by generation.
        var followers: [GenerationID: GenerationFollower] = [:]
        /// When each followed generation was last marked as read here.
        var marked: [GenerationID: Duration] = [:]
        /// Whether a refusal by Redis was already told to the operator.
        var toldRefusal = false
        /// Whether the operator was told Redis cannot be reached (and is to be told when it answers again).
        var toldDown = false
        /// When Redis last answered again after it could not be reached.
        var cameBack: ContinuousClock.Instant?
    }

    /// A name for this process among the instances, random (no coordination), in its key and its streams.
    package let instance: String
    let endpoint: RedisEndpoint
    let queue: RedisCommandQueue
    let window: Duration
    let capacity: Int
    package let budget: ResumeBudget
    let metrics: ServerMetrics
    let followerTiming: GenerationFollower.Timing
    let report: @Sendable (String) -> Void
    private let state: Mutex<State>

    /// How long after Redis answers again the instances may still be writing their generations again.
    static let settling = Duration.seconds(5)

    /// How often the instance says it is alive, and how long its word lasts.
    static let heartbeat = (every: Duration.seconds(1), lasts: Duration.seconds(3))

    /// - Parameters:
    ///   - endpoint: the Redis server.
    ///   - window: how long a generation nobody reads is kept (here, and in Redis).
    ///   - capacity: the most events one generation may hold (and its stream).
    ///   - maxKept: the most generations kept in this process at once.
    ///   - budget: the most memory they may take together (one forgotten here is read from Redis again).
    ///   - report: a line for the operator (Redis unreachable, reachable again, refusing); never a password.
    package init(
        endpoint: RedisEndpoint, window: Duration, capacity: Int, maxKept: Int, budget: ResumeBudget,
        metrics: ServerMetrics,
        followerTiming: GenerationFollower.Timing = GenerationFollower.Timing(),
        report: @escaping @Sendable (String) -> Void
    ) {
        let instance = GenerationID.random().text
        self.instance = instance
        self.endpoint = endpoint
        self.window = window
        self.capacity = capacity
        self.budget = budget
        self.metrics = metrics
        self.followerTiming = followerTiming
        self.report = report
        state = Mutex(State(kept: KeptLogs(maxKept: maxKept, budget: budget)))
        let changes = HealthChanges()
        queue = RedisCommandQueue(
            endpoint: endpoint, name: "introgen-redis",
            heartbeat: (
                RedisCommand(
                    "SET", RedisKeys.instance(instance), "1", "PX", "\(Self.heartbeat.lasts.milliseconds)"),
                Self.heartbeat.every
            ),
            onChange: { changes.handler?($0) })
        changes.handler = { [weak self] health in self?.healthChanged(health) }
    }

    package func open() throws(ServerError) {
        if let failure = RedisConnection.libraryFailure { throw .storeLibraryMissing(failure) }
        queue.start()
    }

    package func close() async {
        let followers = state.withLock { state in
            defer { state.followers.removeAll() }
            return Array(state.followers.values)
        }
        for follower in followers { follower.stop() }
        queue.submit([RedisCommand("DEL", RedisKeys.instance(instance))])
        await queue.stop()
    }

    package var sharing: ResumeSharing {
        if case .down = queue.health { return .unreachable }
        return .shared
    }

    package var count: Int { state.withLock { $0.kept.count } }

    // MARK: - Generations this instance writes

    package func create(_ generation: GenerationID, now: Duration) -> EventLog {
        let log = EventLog(generation: generation, capacity: capacity, now: now, budget: budget)
        let dropped = state.withLock { state in
            state.writing[generation] = OwnedStream(log: log)
            return state.kept.insert(log, now: now)
        }
        for log in dropped { forget(log.generation) }
        return log
    }

    package func append(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended {
        let appended = await appendWritten(payload, to: log)
        if payload.isLast, case .appended = appended {
            let dropped = state.withLock { state in
                state.kept.finished(log.generation)
                return state.kept.evict()
            }
            for log in dropped { forget(log.generation) }
        }
        return appended
    }

    package func makeRoom() -> Bool {
        let dropped = state.withLock { $0.kept.evict() }
        for log in dropped { forget(log.generation) }
        return !budget.isOver
    }

    /// Appends `payload` to `log`, written to Redis first when this instance writes the generation.
    private func appendWritten(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended {
        guard let owned = state.withLock({ $0.writing[log.generation] }) else { return log.append(payload) }
        return await withCheckedContinuation { continuation in
            var waits = false
            let appended = log.append(payload) { event in
                waits = write(event, of: owned) { continuation.resume(returning: .appended(sequence: event.sequence)) }
                return waits ? .later : .now
            }
            if !waits { continuation.resume(returning: appended) }
        }
    }

    /// Queues the write of `event` (called under its log's lock, so events are queued in order); once Redis has
    /// answered, the event is shown to readers and `done` runs. False when it is not written now (Redis
    /// unreachable, or the generation behind): readers see it at once and it is written when catching up.
    private func write(_ event: StreamEvent, of owned: OwnedStream, done: @escaping @Sendable () -> Void) -> Bool {
        guard !owned.isBehind else { return false }
        let generation = owned.log.generation
        var commands = [
            StoredEvent.write(event, of: generation, owner: instance, capacity: capacity, creates: event.sequence == 1)
        ]
        if event.isLast || owned.expiryDue(every: window / 10) {
            commands.append(StoredEvent.expire(generation, after: window))
        }
        let queued = queue.submit(commands) { [self] result in
            written([event], of: owned, result)
            owned.log.publish(through: event.sequence)
            done()
        }
        if !queued { owned.fellBehind() }
        return queued
    }

    /// Records what Redis said to the writes of `events` (an `XADD` each, in order, then perhaps a `PEXPIRE`).
    func written(_ events: [StreamEvent], of owned: OwnedStream, _ result: Result<[RedisReply], RedisError>) {
        guard case .success(let replies) = result else {
            metrics.count(.storeErrors)
            owned.fellBehind()
            return
        }
        for (index, event) in events.enumerated() {
            switch StoredEvent.written(replies[index]) {
            case .kept:
                metrics.count(.storeWrites)
                owned.kept(event.sequence)
            case .streamGone:
                // Redis lost it (restarted empty, or it expired): written again from the first event, at once.
                owned.fellBehind(keeping: 0)
                catchUp()
                return
            case .refused(let message):
                metrics.count(.storeErrors)
                owned.fellBehind()
                tellRefusal(message)
                return
            }
        }
        if owned.isComplete {
            state.withLock { state in
                if state.writing[owned.log.generation] === owned { state.writing[owned.log.generation] = nil }
            }
        }
    }

    private func tellRefusal(_ message: String) {
        let first = state.withLock { state in
            defer { state.toldRefusal = true }
            return !state.toldRefusal
        }
        if first {
            report(
                "the resume store \(endpoint) refused a write (\(message)); other instances cannot resume this "
                    + "one's introductions until it takes them")
        }
    }

    /// Writes again whatever Redis is missing of the generations this instance writes (after Redis was
    /// unreachable, or restarted without its data), each in one go from the last event it keeps.
    func catchUp() {
        let owned = state.withLock { Array($0.writing.values) }
        for stream in owned where stream.isBehind {
            stream.log.replay(after: stream.stored) { events in
                // Looked at again under the log's lock: another catching up may have queued it meanwhile.
                guard stream.isBehind else { return }
                guard !events.isEmpty else { return stream.caughtUp() }
                let creates = stream.stored == 0
                var commands = events.enumerated().map { index, event in
                    StoredEvent.write(
                        event, of: stream.log.generation, owner: instance, capacity: capacity,
                        creates: creates && index == 0)
                }
                commands.append(StoredEvent.expire(stream.log.generation, after: window))
                if queue.submit(commands, completion: { [self] in written(events, of: stream, $0) }) {
                    stream.caughtUp()
                }
            }
        }
    }

    // MARK: - Health

    /// Tells the operator once when Redis cannot be reached, and once when it answers again (catching up then).
    private func healthChanged(_ health: RedisCommandQueue.Health) {
        switch health {
        case .connecting:
            break
        case .up:
            catchUp()
            if state.withLock({ state in
                defer { state.toldDown = false }
                if state.toldDown { state.cameBack = .now }
                return state.toldDown
            }) {
                report(
                    "the resume store \(endpoint) answers again: other instances can resume this one's introductions")
            }
        case .down(let error):
            metrics.count(.storeErrors)
            state.withLock { $0.toldDown = true }
            report(
                "the resume store \(endpoint) \(error.isConnection ? "cannot be reached" : "refuses this instance") "
                    + "(\(error)); introductions still stream from this instance, but no other instance can resume "
                    + "them until it is back")
        }
    }

    /// Whether Redis answered again after an outage only moments ago (``settling``).
    var cameBackLately: Bool {
        state.withLock { $0.cameBack.map { .now - $0 < Self.settling } ?? false }
    }

    // MARK: - Bookkeeping shared with the extensions

    /// The log kept for `generation`, if any.
    func kept(_ generation: GenerationID) -> EventLog? {
        state.withLock { $0.kept[generation] }
    }

    /// Keeps `log`, followed by `follower` (for a generation another instance writes), unless another resume
    /// kept one first: returns the log to read, and whether it is `log`.
    func keep(_ log: EventLog, follower: GenerationFollower?, now: Duration) -> (EventLog, Bool) {
        let (result, dropped) = state.withLock { state -> ((EventLog, Bool), [EventLog]) in
            if let existing = state.kept[log.generation] { return ((existing, false), []) }
            let dropped = state.kept.insert(log, now: now)
            if follower == nil { state.kept.finished(log.generation) }
            if let follower { state.followers[log.generation] = follower }
            return ((log, true), dropped)
        }
        for log in dropped { forget(log.generation) }
        return result
    }

    /// Whether `generation` was kept here and has been forgotten lately.
    func wasForgotten(_ generation: GenerationID) -> Bool {
        state.withLock { $0.kept.wasForgotten(generation) }
    }

    /// Drops what is kept of `generation`: its log and its follower. A generation this instance still writes
    /// (cancelled now, it writes its ending) stays in the writing records until its ending is stored, or until it
    /// has ended and is no longer kept (``stopWritingForgotten()``).
    func forget(_ generation: GenerationID) {
        let follower = state.withLock { state in
            state.kept.remove(generation)
            state.marked[generation] = nil
            return state.followers.removeValue(forKey: generation)
        }
        follower?.stop()
    }

    /// Gives up writing the generations that ended and are no longer kept here (Redis missed their last events
    /// for a whole resume window: whatever it has expires with them).
    func stopWritingForgotten() {
        state.withLock { state in
            for (generation, owned) in state.writing where state.kept[generation] == nil && owned.log.isFinished {
                state.writing[generation] = nil
            }
        }
    }

    /// The kept logs nobody read for the window, with whether each is one this instance writes.
    func idle(at now: Duration) -> [(log: EventLog, owned: Bool)] {
        state.withLock { state in
            state.kept.idle(for: window, at: now).map { ($0, state.followers[$0.generation] == nil) }
        }
    }

    /// The followed logs read here lately, marked at most once a second each.
    func followedLogsToMark(at now: Duration) -> [EventLog] {
        state.withLock { state in
            var due: [EventLog] = []
            for generation in state.followers.keys {
                guard let log = state.kept[generation] else { continue }
                let readLately = log.clients > 0 || (log.idleSince.map { now - $0 < .seconds(2) } ?? true)
                guard readLately, state.marked[generation].map({ now - $0 >= .seconds(1) }) ?? true else { continue }
                state.marked[generation] = now
                due.append(log)
            }
            return due
        }
    }
}

/// The queue's health handler, set once the store exists (the queue is made before it).
private final class HealthChanges: Sendable {
    private let stored = Mutex<(@Sendable (RedisCommandQueue.Health) -> Void)?>(nil)

    var handler: (@Sendable (RedisCommandQueue.Health) -> Void)? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
