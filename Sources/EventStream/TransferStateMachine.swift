import FoundationEssentials

/// One transfer's races as a value: the consumer asking for the next part (any task), libcurl delivering head
/// lines and body bytes and finishing (the loop thread), the watchdog expiring (its task) and the consumer
/// going away (any thread) can happen in any order. Each event returns an ``Action`` that the owner
/// (``CurlTransfer``) performs outside its lock: resume the waiting consumer, ask the loop thread to stop or
/// un-pause the transfer, stop the watchdog.
///
/// Backpressure: body bytes are buffered only up to ``pauseThreshold``; past it the write callback answers
/// `CURL_WRITEFUNC_PAUSE` and libcurl keeps the bytes (and stops reading the socket) until the consumer has
/// taken half of the buffer, so memory stays bounded whatever the server sends and however slowly the
/// consumer reads.
struct TransferStateMachine {
    typealias Waiter = CheckedContinuation<HTTPResponsePart?, any Error>

    enum Phase {
        /// Queued for the loop thread, which has not created the curl handle yet.
        case queued
        /// libcurl is running the transfer.
        case running
        /// The transfer is over (nil: complete, or the error); buffered parts are still to be handed out.
        case ended(EventStreamError?)
        /// Nothing more is delivered: the consumer has the end, or went away (`cancelled`).
        case closed(cancelled: Bool)
    }

    /// What the loop thread must do for this transfer.
    enum LoopRequest: Equatable {
        /// Remove the handle: the connection is closed (an HTTP/2 stream is reset) at once.
        case stop
        /// `curl_easy_pause(CURLPAUSE_CONT)`: the consumer caught up.
        case unpause
    }

    /// What the owner does after an event, outside the lock.
    struct Action {
        var resume: (waiter: Waiter, result: Result<HTTPResponsePart?, any Error>)?
        var loop: LoopRequest?
        var stopWatching = false
    }

    /// Buffered body bytes at which the transfer pauses: four of libcurl's 16 KiB writes, enough to keep a reader
    /// busy between loop turns; a larger buffer only held more of a fast server's stream in memory at once (256 KiB
    /// of it at the peak of every 20,000-token generation).
    static let pauseThreshold = 64 * 1024

    private(set) var phase = Phase.queued
    private(set) var paused = false
    private(set) var bufferedBytes = 0
    private var parts: [HTTPResponsePart] = []
    private var partsStart = 0
    private var waiter: Waiter?
    private var head = ResponseHeadBuilder()

    /// Whether the final response head has arrived.
    var hasHead: Bool { head.isComplete }

    /// Parts the machine still references, handed out or not (what its memory is proportional to).
    var retainedParts: Int { parts.count }

    // MARK: - The consumer

    /// The consumer asks for the next part; it is answered at once or when one arrives.
    mutating func next(_ waiter: Waiter) -> Action {
        if partsStart < parts.count {
            let part = parts[partsStart]
            partsStart += 1
            // Drop what was handed out once it is half the array: a consumer that keeps up with a fast server
            // never empties the buffer, and handed-out bytes must not stay referenced.
            if partsStart == parts.count {
                parts.removeAll(keepingCapacity: true)
                partsStart = 0
            } else if partsStart * 2 >= parts.count {
                parts.removeFirst(partsStart)
                partsStart = 0
            }
            var action = Action(resume: (waiter, .success(part)))
            if case .body(let data) = part {
                bufferedBytes -= data.count
                if paused, bufferedBytes <= Self.pauseThreshold / 2, case .running = phase {
                    paused = false
                    action.loop = .unpause
                }
            }
            return action
        }
        switch phase {
        case .queued, .running:
            precondition(self.waiter == nil, "one consumer, one next() at a time")
            self.waiter = waiter
            return Action()
        case .ended(let error):
            phase = .closed(cancelled: false)
            return Action(resume: (waiter, error.map { .failure($0) } ?? .success(nil)), stopWatching: true)
        case .closed(let cancelled):
            return Action(resume: (waiter, cancelled ? .failure(CancellationError()) : .success(nil)))
        }
    }

    /// The consumer went away (its task was cancelled, or it dropped the stream).
    mutating func cancel() -> Action {
        var action = Action(stopWatching: true)
        switch phase {
        case .running: action.loop = .stop
        case .queued, .ended: break
        case .closed: return Action()
        }
        phase = .closed(cancelled: true)
        dropBuffer()
        if let waiter {
            self.waiter = nil
            action.resume = (waiter, .failure(CancellationError()))
        }
        return action
    }

    /// The watchdog's limit passed. Returns false (and changes nothing) when the consumer is behind: then the
    /// network was not idle, the transfer was paused or holds parts not yet taken.
    mutating func timedOut(_ error: EventStreamError) -> (expired: Bool, action: Action) {
        switch phase {
        case .queued, .running:
            if paused || partsStart < parts.count { return (false, Action()) }
            let stop: LoopRequest? = if case .running = phase { .stop } else { nil }
            phase = .ended(error)
            var action = deliverEnd()
            action.loop = stop
            return (true, action)
        case .ended, .closed:
            return (true, Action())
        }
    }

    // MARK: - The loop thread

    /// The loop thread is about to create the handle; false when the consumer is already gone.
    mutating func starting() -> Bool {
        guard case .queued = phase else { return false }
        phase = .running
        return true
    }

    /// One header line from libcurl; the final head is delivered when its blank line arrives.
    mutating func received(headerLine line: some BidirectionalCollection<UInt8>) -> Action {
        guard case .running = phase, let part = head.take(line) else { return Action() }
        return deliver(part)
    }

    /// Body bytes from libcurl: accepted (made into `Data` by `copy`) unless the buffer is full, in which case
    /// the transfer pauses and libcurl keeps them. Bytes for a transfer nobody reads any more are dropped.
    mutating func received(bodyBytes count: Int, copy: () -> Data) -> (accepted: Bool, action: Action) {
        guard case .running = phase else { return (true, Action()) }
        if waiter == nil && bufferedBytes + count > Self.pauseThreshold && bufferedBytes > 0 {
            paused = true
            return (false, Action())
        }
        let data = copy()
        if waiter == nil { bufferedBytes += data.count }
        return (true, deliver(.body(data)))
    }

    /// libcurl finished the transfer and its handle is gone; `error` is nil for a complete response.
    mutating func finished(_ error: EventStreamError?) -> Action {
        guard case .running = phase else { return Action() }
        phase = .ended(error)
        var action = deliverEnd()
        action.stopWatching = true
        return action
    }

    // MARK: -

    private mutating func deliver(_ part: HTTPResponsePart) -> Action {
        if let waiter {
            self.waiter = nil
            return Action(resume: (waiter, .success(part)))
        }
        parts.append(part)
        return Action()
    }

    /// Hands the end to a waiting consumer when nothing is buffered before it.
    private mutating func deliverEnd() -> Action {
        guard case .ended(let error) = phase, let waiter, partsStart == parts.count else { return Action() }
        self.waiter = nil
        phase = .closed(cancelled: false)
        return Action(resume: (waiter, error.map { .failure($0) } ?? .success(nil)), stopWatching: true)
    }

    private mutating func dropBuffer() {
        parts.removeAll()
        partsStart = 0
        bufferedBytes = 0
    }
}
