import FoundationEssentials
import Synchronization

/// One request on the curl loop, shared by its consumer (any task), the loop thread (libcurl's callbacks) and
/// its timeout watchdog. Every decision is made by its ``TransferStateMachine`` under one lock; this class only
/// performs the actions, outside the lock.
///
/// The consumer pulls with ``next()``; nothing is read from the network past the machine's pause threshold
/// until it does. Cancelling the consumer's task while it waits, or calling ``cancel()``, removes the curl
/// handle at once.
final class CurlTransfer: Sendable {
    let request: CurlRequest
    private let loop: CurlLoop
    private let watchdog: (any TimeoutWatchdog)?
    private let machine = Mutex(TransferStateMachine())
    private let watchTask = Mutex<Task<Void, Never>?>(nil)

    init(request: CurlRequest, watchdog: (any TimeoutWatchdog)?, loop: CurlLoop = .shared) {
        self.request = request
        self.loop = loop
        self.watchdog = watchdog
    }

    /// Queues the transfer on the loop thread and starts its watchdog.
    func start() {
        loop.submit(.start(self))
        guard let watchdog else { return }
        // The task holds the transfer until the machine says to stop watching, which every ending does.
        let task = Task { await watchdog.run { error in self.timedOut(error) } }
        watchTask.withLock { $0 = task }
        // A consumer that left before the task was stored has already asked to stop watching.
        if case .closed = machine.withLock({ $0.phase }) { task.cancel() }
    }

    // MARK: - The consumer

    /// The next part: the head, then body pieces; nil at the end of a complete response. Runs on the caller's
    /// actor, so a reader actor pulling pieces does not hop executors for each.
    func next(isolation: isolated (any Actor)? = #isolation) async throws -> HTTPResponsePart? {
        try await withTaskCancellationHandler(
            operation: {
                try await withCheckedThrowingContinuation(isolation: isolation) {
                    (waiter: TransferStateMachine.Waiter) in
                    perform(machine.withLock { $0.next(waiter) })
                }
            },
            onCancel: { cancel() },
            isolation: isolation
        )
    }

    /// Stops the transfer: the loop thread removes its handle (closing an HTTP/1 connection) right away.
    func cancel() {
        perform(machine.withLock { $0.cancel() })
    }

    private func timedOut(_ error: EventStreamError) -> Bool {
        let (expired, action) = machine.withLock { $0.timedOut(error) }
        perform(action)
        return expired
    }

    // MARK: - The loop thread

    /// The loop thread is about to create the handle; false when the consumer already left.
    func starting() -> Bool {
        machine.withLock { $0.starting() }
    }

    /// One header line from libcurl's header callback.
    func received(headerLine line: UnsafeRawBufferPointer) {
        let (action, hasHead) = machine.withLock { machine in
            (machine.received(headerLine: line), machine.hasHead)
        }
        if hasHead { watchdog?.noteHead() }
        perform(action)
    }

    /// Body bytes from libcurl's write callback; false means "pause" (libcurl keeps the bytes).
    func received(body bytes: UnsafeRawBufferPointer) -> Bool {
        watchdog?.noteActivity()
        let (accepted, action) = machine.withLock { machine in
            machine.received(bodyBytes: bytes.count) { Data(bytes) }
        }
        perform(action)
        return accepted
    }

    /// libcurl finished (the handle is already removed); `outcome` says how.
    func finished(_ outcome: CurlOutcome) {
        perform(machine.withLock { $0.finished(outcome.error(afterHead: $0.hasHead)) })
    }

    // MARK: -

    private func perform(_ action: TransferStateMachine.Action) {
        if action.stopWatching {
            watchTask.withLock { task in
                task?.cancel()
                task = nil
            }
        }
        switch action.loop {
        case .stop: loop.submit(.stop(self))
        case .unpause: loop.submit(.unpause(self))
        case nil: break
        }
        if let (waiter, result) = action.resume { waiter.resume(with: result) }
    }
}
