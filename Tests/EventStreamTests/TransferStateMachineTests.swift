@testable import EventStream
import Foundation
import Testing

/// The transfer's state machine on its own: backpressure and the races between consumer, loop and watchdog.
struct TransferStateMachineTests {
    /// A machine that is running and has delivered its head into its buffer.
    private func running() -> TransferStateMachine {
        var machine = TransferStateMachine()
        let started = machine.starting()
        #expect(started)
        for line in ["HTTP/1.1 200 OK\r\n", "Content-Type: text/event-stream\r\n", "\r\n"] {
            _ = machine.received(headerLine: Array(line.utf8))
        }
        #expect(machine.hasHead)
        return machine
    }

    /// Asks for the next part; the buffer must answer at once.
    private func take(_ machine: inout TransferStateMachine) async throws -> (
        HTTPResponsePart?, TransferStateMachine.LoopRequest?
    ) {
        var request: TransferStateMachine.LoopRequest?
        let part = try await withCheckedThrowingContinuation { (waiter: TransferStateMachine.Waiter) in
            let action = machine.next(waiter)
            request = action.loop
            guard let (waiter, result) = action.resume else {
                Issue.record("the buffer should have answered")
                return
            }
            waiter.resume(with: result)
        }
        return (part, request)
    }

    @Test func aFullBufferPausesAndTakingHalfOfItUnpauses() async throws {
        var machine = running()
        _ = try await take(&machine)  // the head
        var accepted = 0
        while machine.received(bodyBytes: 16 * 1024, copy: { Data(count: 16 * 1024) }).accepted { accepted += 1 }
        #expect(machine.paused)
        #expect(accepted == TransferStateMachine.pauseThreshold / (16 * 1024))
        var unpaused = false
        for _ in 0..<accepted where !unpaused {
            unpaused = try await take(&machine).1 == .unpause
        }
        #expect(unpaused)
        #expect(!machine.paused)
        #expect(machine.bufferedBytes <= TransferStateMachine.pauseThreshold / 2)
    }

    @Test func aConsumerThatKeepsUpDoesNotKeepHandedOutPartsAlive() async throws {
        var machine = running()
        _ = try await take(&machine)
        // The server is always one piece ahead: the buffer never empties.
        _ = machine.received(bodyBytes: 1000) { Data(count: 1000) }
        for _ in 0..<10_000 {
            _ = machine.received(bodyBytes: 1000) { Data(count: 1000) }
            _ = try await take(&machine)
        }
        #expect(machine.retainedParts <= 4)
    }

    @Test func theIdleLimitDoesNotExpireWhileTheConsumerIsBehind() async throws {
        var machine = running()
        let early = machine.timedOut(.idleTimeout())
        #expect(early.expired == false, "the head is still buffered")
        _ = try await take(&machine)
        let (expired, action) = machine.timedOut(.idleTimeout())
        #expect(expired)
        #expect(action.loop == .stop)
        #expect(action.stopWatching == false, "nobody waits yet: the end is handed out on the next call")
        await #expect(throws: EventStreamError.idleTimeout()) { _ = try await take(&machine) }
    }

    @Test func aConsumerGoneBeforeTheLoopStartedTheTransferMeansItNeverStarts() {
        var machine = TransferStateMachine()
        let action = machine.cancel()
        #expect(action.loop == nil, "nothing to remove yet")
        let started = machine.starting()
        #expect(!started)
    }
}
