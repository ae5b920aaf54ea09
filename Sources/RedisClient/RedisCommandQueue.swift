import Dispatch
import NamedThreads
import Synchronization

/// Commands for one Redis server, submitted from any thread and sent by a thread of its own over one connection,
/// in pipelined batches: everything queued while a batch was out goes in the next one, in one round trip.
///
/// hiredis blocks, so the connection lives on that thread, never on Swift's cooperative pool; submitting only takes
/// a lock. Completions run on the queue's thread, in the order the commands were submitted, and must not block.
/// When the connection breaks (or cannot be made) the queue is ``Health/down(_:)``: every command waiting fails at
/// once, new ones are refused (``submit(_:completion:)`` returns false) rather than left to wait, and the thread
/// tries again every quarter second until the server answers (``Health/up``). So a caller never waits longer than
/// one I/O timeout, and learns at once that it should do without the server. An optional heartbeat command is
/// sent at a fixed interval whenever the connection is up, first thing after each reconnection.
package final class RedisCommandQueue: Sendable {
    /// Whether the server can be used now.
    package enum Health: Sendable, Equatable {
        /// Before the first connection was made or failed.
        case connecting
        case up
        /// The last connection failed, for this reason; commands are refused until it is back.
        case down(RedisError)
    }

    /// The replies of one submission, in order, or why there are none.
    package typealias Completion = @Sendable (Result<[RedisReply], RedisError>) -> Void

    private struct Submission {
        var commands: [RedisCommand]
        var completion: Completion?
    }

    private struct State {
        var waiting: [Submission] = []
        var health = Health.connecting
        var stopping = false
        /// The thread waits for a submission (and must be signalled).
        var sleeping = false
        var stopped: CheckedContinuation<Void, Never>?
        var threadEnded = false
    }

    package let endpoint: RedisEndpoint
    private let name: String
    private let heartbeat: (command: RedisCommand, every: Duration)?
    private let onChange: @Sendable (Health) -> Void
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// The most submissions sent in one round trip.
    private static let batch = 256
    /// How long connecting may take, and each read or write after.
    private static let connectTimeout = Duration.seconds(1)
    private static let ioTimeout = Duration.seconds(3)
    private static let retryInterval = Duration.milliseconds(250)

    /// A queue for `endpoint`; its thread (named `name`) starts with ``start()``.
    ///
    /// - Parameters:
    ///   - heartbeat: a command sent every `every` while connected (a key that says this process is alive).
    ///   - onChange: told each time the health changes (from connecting, up to down, down to up), on the queue's
    ///     thread; it must not block.
    package init(
        endpoint: RedisEndpoint, name: String, heartbeat: (command: RedisCommand, every: Duration)? = nil,
        onChange: @escaping @Sendable (Health) -> Void = { _ in }
    ) {
        self.endpoint = endpoint
        self.name = name
        self.heartbeat = heartbeat
        self.onChange = onChange
    }

    /// Starts the thread, which connects at once.
    package func start() {
        startThread(named: name) { [self] in run() }
    }

    /// The health now.
    package var health: Health { state.withLock { $0.health } }

    /// Queues `commands` to go out together; `completion` gets their replies. Returns false, without queueing, when
    /// the queue is down or stopping: the caller knows at once that the server cannot be used.
    @discardableResult
    package func submit(_ commands: [RedisCommand], completion: Completion? = nil) -> Bool {
        let (queued, signal) = state.withLock { state -> (Bool, Bool) in
            if case .down = state.health { return (false, false) }
            if state.stopping { return (false, false) }
            state.waiting.append(Submission(commands: commands, completion: completion))
            defer { state.sleeping = false }
            return (true, state.sleeping)
        }
        if signal { wake.signal() }
        return queued
    }

    /// Sends `commands` and returns their replies, or why there are none (at once when the queue is down).
    package func run(_ commands: [RedisCommand]) async -> Result<[RedisReply], RedisError> {
        await withCheckedContinuation { continuation in
            let queued = submit(commands) { continuation.resume(returning: $0) }
            if !queued { continuation.resume(returning: .failure(refusal)) }
        }
    }

    /// Why a submission is refused now.
    private var refusal: RedisError {
        if case .down(let error) = health { return error }
        return .notConnected
    }

    /// Sends what is queued (while connected), then ends the thread and closes the connection. Returns when the
    /// thread has ended: within one I/O timeout plus the time the queued commands take.
    package func stop() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ended = state.withLock { state in
                state.stopping = true
                state.sleeping = false
                if state.threadEnded { return true }
                state.stopped = continuation
                return false
            }
            if ended { continuation.resume() } else { wake.signal() }
        }
    }

    // MARK: - The queue's thread

    private func run() {
        let clock = ContinuousClock()
        var connection: RedisConnection?
        var lastBeat: ContinuousClock.Instant?
        while true {
            if connection == nil {
                if state.withLock({ $0.stopping }) { break }
                do {
                    connection = try RedisConnection.connect(
                        to: endpoint, connectTimeout: Self.connectTimeout, ioTimeout: Self.ioTimeout)
                    lastBeat = nil
                    change(to: .up)
                } catch {
                    change(to: .down(error))
                    _ = wake.wait(timeout: .now() + Self.retryInterval.dispatchInterval)
                    continue
                }
            }
            let beatDue = heartbeat.map { beat in lastBeat.map { clock.now - $0 >= beat.every } ?? true } ?? false
            let (taken, stopping) = state.withLock { state in
                let taken = Array(state.waiting.prefix(Self.batch))
                state.waiting.removeFirst(taken.count)
                state.sleeping = taken.isEmpty && !beatDue && !state.stopping
                return (taken, state.stopping)
            }
            var submissions = taken
            if let heartbeat, beatDue, !stopping {
                submissions.append(Submission(commands: [heartbeat.command]))
                lastBeat = clock.now
            }
            if submissions.isEmpty {
                if stopping { break }
                let due = heartbeat.map { beat in lastBeat.map { beat.every - (clock.now - $0) } ?? .zero }
                _ = wake.wait(timeout: .now() + (due ?? .seconds(1)).dispatchInterval)
                continue
            }
            do {
                var replies = try connection!.pipeline(submissions.flatMap(\.commands))[...]
                for submission in submissions {
                    let mine = Array(replies.prefix(submission.commands.count))
                    replies = replies.dropFirst(submission.commands.count)
                    submission.completion?(.success(mine))
                }
            } catch {
                connection = nil
                for submission in submissions { submission.completion?(.failure(error)) }
                change(to: .down(error))
            }
        }
        let waiter = state.withLock { state in
            state.threadEnded = true
            state.health = .down(.notConnected)
            defer { state.stopped = nil }
            return state.stopped
        }
        for submission in state.withLock({ state in
            defer { state.waiting.removeAll() }
            return state.waiting
        }) {
            submission.completion?(.failure(.notConnected))
        }
        waiter?.resume()
    }

    /// Records the health; going down fails every waiting command. Tells `onChange` when it changed.
    private func change(to health: Health) {
        let (changed, failed) = state.withLock { state -> (Bool, [Submission]) in
            let changed: Bool
            switch (state.health, health) {
            case (.up, .up), (.down, .down): changed = false
            default: changed = true
            }
            state.health = health
            guard case .down = health else { return (changed, []) }
            defer { state.waiting.removeAll() }
            return (changed, state.waiting)
        }
        if case .down(let error) = health {
            for submission in failed { submission.completion?(.failure(error)) }
        }
        if changed { onChange(health) }
    }
}

extension Duration {
    /// The duration for Dispatch's timeouts, to the microsecond.
    fileprivate var dispatchInterval: DispatchTimeInterval {
        .microseconds(Int(clamping: components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000))
    }
}
