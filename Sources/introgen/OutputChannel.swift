import Dispatch
import Foundation
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
/// piece) and the writer thread is woken only when it is idle, so pieces that arrive while it writes go out
/// together in its next `write(2)`. When `capacity` bytes are waiting, `write` suspends (it never blocks) until the
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
        var started = false
        var failure: Failure?
        /// Producers waiting for room in `pending`.
        var waitingForRoom: [CheckedContinuation<Void, Never>] = []
        /// `drain()` callers waiting for the thread to go idle.
        var waitingForDrain: [CheckedContinuation<Void, Never>] = []
    }

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

    /// Hands `bytes` to the writer thread; suspends while `capacity` bytes are already waiting.
    func write(_ bytes: some Collection<UInt8>) async {
        guard enqueue(bytes) else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.pending.count < capacity || state.failure != nil { return true }
                state.waitingForRoom.append(continuation)
                return false
            }
            if ready { continuation.resume() }
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
            let wakeThread = state.idle
            state.idle = false
            let start = !state.started
            state.started = true
            return (wakeThread, start, state.pending.count >= capacity)
        }
        if start { startThread() }
        if wakeThread { wake.signal() }
        return full
    }

    /// Waits until every byte handed over so far has been written (or dropped after a failure); returns the first
    /// failure.
    func drain() async -> Failure? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state in
                if state.idle { return true }
                state.waitingForDrain.append(continuation)
                return false
            }
            if done { continuation.resume() }
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
        let thread = Thread { [self] in run() }
        thread.name = descriptor == 2 ? "introgen-stderr" : "introgen-stdout"
        thread.start()
    }

    private func run() {
        var batch: [UInt8] = []
        while true {
            wake.wait()
            while true {
                var waiters: [CheckedContinuation<Void, Never>] = []
                let (more, failed) = state.withLock { state -> (Bool, Bool) in
                    swap(&batch, &state.pending)
                    if batch.isEmpty {
                        state.idle = true
                        waiters = state.waitingForDrain + state.waitingForRoom
                        state.waitingForDrain = []
                        state.waitingForRoom = []
                        return (false, false)
                    }
                    // Room again: the pending bytes are now this thread's batch.
                    waiters = state.waitingForRoom
                    state.waitingForRoom = []
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
