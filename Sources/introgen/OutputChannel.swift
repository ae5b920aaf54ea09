import Dispatch
import EventStream
import FoundationEssentials
import NamedThreads
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one descriptor (stdout or stderr) on a thread of its own, so a slow or full reader never holds one of
/// Swift's cooperative threads, and remembers the first write that failed.
///
/// Async code hands it bytes with ``write(_:)``: they are appended to a buffer under a lock (no thread hop per
/// piece) and the writer thread is woken only when it is idle; it then lets a small batch grow for up to 1 ms, so
/// pieces that arrive meanwhile, or while it writes, go out together in one `write(2)`. When `capacity` bytes are waiting, `write` suspends (it never blocks) until the
/// thread has taken them. ``enqueue(_:)`` appends without waiting, for the few lines synchronous code writes
/// (usage, errors). After a failed write everything later is dropped and ``failure`` says why; ``drain()`` waits
/// until every byte handed over is written or dropped. A closed pipe raises SIGPIPE on the writer thread, which ends
/// the process with 141 as it would end `cat`; where SIGPIPE is ignored the failure is `EPIPE`.
final class OutputChannel: Sendable {
    /// A write that failed, by its `errno`.
    struct Failure: Sendable, Equatable {
        let code: Int32

        /// strerror's sentence, "No space left on device".
        var reason: String { String(cString: strerror(code)) }

        /// The reader went away: the convention is to end quietly, not to report it.
        var isClosedPipe: Bool { code == EPIPE }
    }

    private struct State {
        var pending: [UInt8] = []
        /// The thread waits for a wake-up (or has not been started) and nothing is pending.
        var idle = true
        /// The thread gives the producer a moment to add to a small batch; more than `batchBytes` ends it early.
        var lingering = false
        var started = false
        var failure: Failure?
        /// Producers waiting for room in `pending`, by a number of their own (so a cancelled one can be found).
        var waitingForRoom: [Int: CheckedContinuation<Void, Never>] = [:]
        /// `drain()` callers waiting for the thread to go idle.
        var waitingForDrain: [Int: CheckedContinuation<Void, Never>] = [:]
        var lastWaiter = 0

        mutating func nextWaiter() -> Int {
            lastWaiter += 1
            return lastWaiter
        }
    }

    /// How long the thread waits for a small batch to grow; short enough that nobody sees it.
    static let lingering = DispatchTimeInterval.milliseconds(1)
    /// A batch this big is written at once.
    static let batchBytes = 64 * 1024

    let descriptor: Int32
    let capacity: Int
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// A channel for `descriptor`; the thread starts with the first bytes.
    init(descriptor: Int32, capacity: Int = 1 << 20) {
        self.descriptor = descriptor
        self.capacity = capacity
    }

    /// The first write that failed, if one has.
    var failure: Failure? { state.withLock { $0.failure } }

    /// Hands `bytes` to the writer thread; suspends while `capacity` bytes are already waiting. Cancelling the task
    /// ends the wait (the bytes stay handed over), so a reader that stopped reading cannot keep Ctrl-C waiting.
    func write(_ bytes: some Collection<UInt8>) async {
        guard enqueue(bytes) else { return }
        let id = state.withLock { $0.nextWaiter() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // Under the lock the cancellation handler takes too: cancelled before this, it found nothing to
                // resume, and `Task.isCancelled` is already true here.
                let ready = state.withLock { state in
                    if state.pending.count < capacity || state.failure != nil || Task.isCancelled { return true }
                    state.waitingForRoom[id] = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waitingForRoom.removeValue(forKey: id) }?.resume()
        }
    }

    /// Hands `text`'s UTF-8 to the writer thread.
    func write(_ text: String) async {
        await write(text.utf8)
    }

    /// Appends `bytes` without waiting; returns whether the buffer is now full (the caller should wait for room).
    @discardableResult
    func enqueue(_ bytes: some Collection<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        let (wakeThread, start, full) = state.withLock { state -> (Bool, Bool, Bool) in
            guard state.failure == nil else { return (false, false, false) }
            state.pending.append(contentsOf: bytes)
            var wakeThread = false
            if state.idle {
                state.idle = false
                wakeThread = true
            } else if state.lingering, state.pending.count >= Self.batchBytes {
                state.lingering = false
                wakeThread = true
            }
            let start = !state.started
            state.started = true
            return (wakeThread, start, state.pending.count >= capacity)
        }
        if start { startThread() }
        if wakeThread { wake.signal() }
        return full
    }

    /// Waits until every byte handed over so far has been written (or dropped after a failure), or at most `limit`
    /// when one is given (a reader that stopped reading must not keep an interrupted command alive); returns the
    /// first failure.
    func drain(waitingAtMost limit: DispatchTimeInterval? = nil) async -> Failure? {
        let id = state.withLock { $0.nextWaiter() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (done, cutLingering) = state.withLock { state -> (Bool, Bool) in
                if state.idle { return (true, false) }
                state.waitingForDrain[id] = continuation
                defer { state.lingering = false }
                return (false, state.lingering)
            }
            if cutLingering { wake.signal() }
            if done {
                continuation.resume()
            } else if let limit {
                DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [self] in
                    state.withLock { $0.waitingForDrain.removeValue(forKey: id) }?.resume()
                }
            }
        }
        return failure
    }

    /// Writes `buffer` at once on the calling thread, which must be a thread of its own (never a cooperative one),
    /// and only while nothing is handed to the writer thread; records a failure as ``write(_:)`` does. Returns
    /// false when the bytes were not all written. For loops that already run on their own thread (`inspect FILE`),
    /// which would only pay for a copy and a hop.
    func writeNow(_ buffer: UnsafeRawBufferPointer) -> Bool {
        if state.withLock({ $0.failure }) != nil { return false }
        guard let code = Self.writeAll(buffer, to: descriptor) else { return true }
        state.withLock { state in
            if state.failure == nil { state.failure = Failure(code: code) }
        }
        return false
    }

    private func startThread() {
        let name = descriptor == 2 ? "introgen-stderr" : "introgen-stdout"
        NamedThreads.startThread(named: name) { [self] in run() }
    }

    private func run() {
        var batch: [UInt8] = []
        while true {
            wake.wait()
            while true {
                // A few pieces just handed over are worth a moment's wait: a stream of small tokens then costs one
                // wake-up and one write(2) per `lingering`, not per token. A reader sees each piece at most that
                // much later.
                let linger = state.withLock { state in
                    state.lingering =
                        !state.pending.isEmpty && state.pending.count < Self.batchBytes && state.waitingForDrain.isEmpty
                    return state.lingering
                }
                if linger {
                    _ = wake.wait(timeout: .now() + Self.lingering)
                    state.withLock { $0.lingering = false }
                }
                var waiters: [CheckedContinuation<Void, Never>] = []
                let (more, failed) = state.withLock { state -> (Bool, Bool) in
                    swap(&batch, &state.pending)
                    if batch.isEmpty {
                        state.idle = true
                        waiters = Array(state.waitingForDrain.values) + Array(state.waitingForRoom.values)
                        state.waitingForDrain = [:]
                        state.waitingForRoom = [:]
                        return (false, false)
                    }
                    // Room again: the pending bytes are now this thread's batch.
                    waiters = Array(state.waitingForRoom.values)
                    state.waitingForRoom = [:]
                    return (true, state.failure != nil)
                }
                for waiter in waiters { waiter.resume() }
                guard more else { break }
                if !failed, let code = batch.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }) {
                    state.withLock { state in
                        if state.failure == nil { state.failure = Failure(code: code) }
                        state.pending.removeAll()
                    }
                }
                batch.removeAll(keepingCapacity: true)
            }
        }
    }

    /// `write(2)` until every byte is out; the `errno` of a failed write, or nil.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
