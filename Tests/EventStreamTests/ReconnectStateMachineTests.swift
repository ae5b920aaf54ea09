@testable import EventStream
import Testing

struct ReconnectStateMachineTests {
    static let resume = ReconnectPolicy.resume(
        maxAttempts: 3,
        initialBackoff: .seconds(1),
        maxBackoff: .seconds(8),
        jitter: 0.5
    )

    @Test func withoutResumeACleanEndFinishesAndADropFails() {
        var machine = ReconnectStateMachine(policy: .none, cursor: "")
        guard case .finish = machine.connectionEnded(.clean, random: 0) else {
            Issue.record("clean end should finish")
            return
        }
        let lost = EventStreamError(code: .connectionLost)
        guard case .fail(let error) = machine.connectionEnded(.dropped(lost), random: 0) else {
            Issue.record("drop should fail")
            return
        }
        #expect(error.code == .connectionLost)
    }

    @Test func cursorMovesOnlyWhenAnEventIsDelivered() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "start")
        machine.retryAccepted(milliseconds: 10)
        #expect(machine.cursor == "start")
        machine.delivered(ServerSentEvent(data: "x", id: "5"))
        #expect(machine.cursor == "5")
    }

    @Test func backoffDoublesIsCappedAndHonoursJitter() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        let drop = ReconnectStateMachine.Ending.dropped(EventStreamError(code: .connectionLost))
        var delays: [Duration] = []
        for random in [0.0, 0.0, 0.999] {
            guard case .reconnect(let delay) = machine.connectionEnded(drop, random: random) else {
                Issue.record("expected a reconnect")
                return
            }
            delays.append(delay)
        }
        #expect(delays[0] == .seconds(1))
        #expect(delays[1] == .seconds(2))
        #expect(delays[2] > .seconds(2) && delays[2] < .seconds(2.01))
        guard case .fail(let error) = machine.connectionEnded(drop, random: 0) else {
            Issue.record("attempts should run out")
            return
        }
        #expect(error.code == .reconnectsExhausted)
    }

    @Test func progressResetsTheAttemptCount() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "")
        let drop = ReconnectStateMachine.Ending.dropped(EventStreamError(code: .connectionLost))
        for id in 1...10 {
            machine.connecting()
            machine.delivered(ServerSentEvent(data: "x", id: String(id)))
            guard case .reconnect(let delay) = machine.connectionEnded(drop, random: 0) else {
                Issue.record("a connection that made progress should always reconnect")
                return
            }
            #expect(delay == .seconds(1))
        }
    }

    @Test func totalReconnectLimitEndsEvenAStreamThatMakesProgress() {
        var machine = ReconnectStateMachine(policy: .resume(requireEventIDs: false, maxReconnects: 2), cursor: "")
        var reconnects = 0
        for id in 1...5 {
            machine.connecting()
            machine.delivered(ServerSentEvent(data: "x", id: String(id)))
            guard case .reconnect = machine.connectionEnded(.clean, random: 0) else { break }
            reconnects += 1
        }
        #expect(reconnects == 2)
        let lost = EventStreamError(code: .connectionLost)
        guard case .fail(let error) = machine.connectionEnded(.dropped(lost), random: 0) else {
            Issue.record("a failure after the limit should be thrown")
            return
        }
        #expect(error.code == .connectionLost)
    }

    @Test func serverRetryReplacesTheBackoff() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        machine.retryAccepted(milliseconds: 1500)
        guard case .reconnect(let delay) = machine.connectionEnded(.clean, random: 0.9) else {
            Issue.record("expected a reconnect")
            return
        }
        #expect(delay == .milliseconds(1500))
    }

    @Test(arguments: [(429, true), (503, true), (500, false)])
    func retryAfterIsHonouredFor429And503(status: Int, honoured: Bool) {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "")
        let error = EventStreamError(code: .badStatus, status: status, retryAfter: .seconds(5))
        guard case .reconnect(let delay) = machine.connectionEnded(.rejected(error, retryable: true), random: 0) else {
            Issue.record("expected a reconnect")
            return
        }
        #expect(delay == (honoured ? .seconds(5) : .seconds(1)))
    }

    @Test func noIDsAfterDeliveredEventsIsConnectionLostOnlyWhenIDsAreRequired() {
        for required in [true, false] {
            let policy = ReconnectPolicy.resume(requireEventIDs: required)
            var machine = ReconnectStateMachine(policy: policy, cursor: "")
            machine.delivered(ServerSentEvent(data: "x"))
            let action = machine.connectionEnded(.clean, random: 0)
            switch (required, action) {
            case (true, .fail(let error)): #expect(error.code == .connectionLost)
            case (false, .reconnect): break
            default: Issue.record("unexpected \(action) when requireEventIDs is \(required)")
            }
        }
    }
}
