import FoundationEssentials
import NamedThreads
import RedisClient
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fills a local log with the events another instance writes to a generation's Redis stream, as they come, until
/// its ending.
///
/// A thread of its own with a connection of its own, blocked in `XREAD BLOCK` after the log's last event (hiredis
/// blocks; this never touches the cooperative pool). Every entry is checked to be the next event, so nothing is
/// appended twice. When no event comes for ``Timing/silence``, it asks whether the owning instance is still alive
/// (its key); once the owner has been missing for ``Timing/ownerGrace`` it ends the log with a `failed` event
/// saying the generation was lost with its server — a bounded wait, never a hang. A stream whose events skip one
/// ends the same way; so does Redis staying unreachable for ``Timing/unreachableLimit``. Stopped by ``stop()``
/// (the log was forgotten, or the server stops), within one blocking read.
package final class GenerationFollower: Sendable {
    /// How long the follower waits for what.
    package struct Timing: Sendable {
        /// How long each blocking read waits.
        package var block = Duration.seconds(1)
        /// How long without a new event before asking whether the owner is alive.
        package var silence = Duration.seconds(2)
        /// How long the owner's key must stay missing before the generation counts as lost (it may be missing for a
        /// moment after Redis restarted, until the owner says it is alive again).
        package var ownerGrace = Duration.seconds(2)
        /// How long Redis may stay unreachable before the follower gives up.
        package var unreachableLimit = Duration.seconds(30)
        /// How long the follower holds what it read before appending it: zero, but for tests that make it lag as a
        /// loaded host does (the owner's client is then ahead of this instance).
        package var lag = Duration.zero

        package init() {}
    }

    private let endpoint: RedisEndpoint
    private let generation: GenerationID
    private let owner: String?
    private let log: EventLog
    private let timing: Timing
    private let metrics: ServerMetrics
    private let stopped = Atomic<Bool>(false)

    /// A follower appending to `log` (which holds the generation's events so far) the events after them; `owner`
    /// is the instance writing it (nil when the first event did not say, and then only silence ends it).
    init(
        endpoint: RedisEndpoint, generation: GenerationID, owner: String?, log: EventLog, timing: Timing,
        metrics: ServerMetrics
    ) {
        self.endpoint = endpoint
        self.generation = generation
        self.owner = owner
        self.log = log
        self.timing = timing
        self.metrics = metrics
    }

    func start() {
        startThread(named: "introgen-follow") { [self] in follow() }
    }

    /// Ends the thread after its current read.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    private var isStopped: Bool { stopped.load(ordering: .relaxed) }

    private func follow() {
        let clock = ContinuousClock()
        var connection: RedisConnection?
        var lastEventAt = clock.now
        var ownerMissingSince: ContinuousClock.Instant?
        var unreachableSince: ContinuousClock.Instant?
        let key = RedisKeys.stream(generation)
        while !isStopped && !log.isFinished {
            do {
                if connection == nil {
                    connection = try RedisConnection.connect(
                        to: endpoint, connectTimeout: .seconds(1), ioTimeout: timing.block + .seconds(2))
                }
                unreachableSince = nil
                let reply = try connection!.run(
                    RedisCommand(
                        "XREAD", "COUNT", "256", "BLOCK", "\(timing.block.milliseconds)", "STREAMS", key,
                        "\(log.appendedCount)-0"))
                guard let entries = RedisStreamEntry.read(reply) else {
                    metrics.count(.storeErrors)
                    end(.lost)
                    return
                }
                if !entries.isEmpty {
                    metrics.count(.storeReads, by: entries.count)
                    lastEventAt = clock.now
                    ownerMissingSince = nil
                    if timing.lag > .zero { usleep(UInt32(timing.lag.milliseconds * 1000)) }
                    if !append(entries) { return }
                    continue
                }
                guard clock.now - lastEventAt >= timing.silence, let owner else { continue }
                if case .integer(1) = try connection!.run(RedisCommand("EXISTS", RedisKeys.instance(owner))) {
                    ownerMissingSince = nil
                } else if let since = ownerMissingSince {
                    if clock.now - since >= timing.ownerGrace {
                        end(.lost)
                        return
                    }
                } else {
                    ownerMissingSince = clock.now
                }
            } catch {
                connection = nil
                metrics.count(.storeErrors)
                let since = unreachableSince ?? clock.now
                unreachableSince = since
                if clock.now - since >= timing.unreachableLimit {
                    end(.storeUnreachable)
                    return
                }
                usleep(250_000)
            }
        }
    }

    /// Appends the entries that continue the log; false when the log ended (its last event, or a gap).
    private func append(_ entries: [RedisStreamEntry]) -> Bool {
        for entry in entries {
            guard let stored = StoredEvent(entry) else {
                end(.lost)
                return false
            }
            let next = log.appendedCount + 1
            if stored.sequence < next { continue }
            guard stored.sequence == next else {
                end(.lost)
                return false
            }
            if case .full = log.append(stored.payload) {
                end(.tooLong(maxEvents: log.capacity))
                return false
            }
            if stored.payload.isLast { return false }
        }
        return true
    }

    private func end(_ failure: FailureSentence) {
        if case .appended = log.append(ChunkEvents.failed(failure.sentence)) {
            metrics.failed(failure.kind)
        }
    }
}
