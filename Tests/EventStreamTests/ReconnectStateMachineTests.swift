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
        let lost = EventStreamError.connectionLost()
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
        let drop = ReconnectStateMachine.Ending.dropped(EventStreamError.connectionLost())
        var delays: [Duration] = []
        for random in [0.0, 0.0, 0.999] {
            guard case .reconnect(let reconnect) = machine.connectionEnded(drop, random: random) else {
                Issue.record("expected a reconnect")
                return
            }
            delays.append(reconnect.delay)
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
        let drop = ReconnectStateMachine.Ending.dropped(EventStreamError.connectionLost())
        for id in 1...10 {
            machine.connecting()
            machine.delivered(ServerSentEvent(data: "x", id: String(id)))
            guard case .reconnect(let reconnect) = machine.connectionEnded(drop, random: 0) else {
                Issue.record("a connection that made progress should always reconnect")
                return
            }
            #expect(reconnect.delay == .seconds(1))
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
        let lost = EventStreamError.connectionLost()
        guard case .fail(let error) = machine.connectionEnded(.dropped(lost), random: 0) else {
            Issue.record("a failure after the limit should be thrown")
            return
        }
        #expect(error.code == .connectionLost)
    }

    @Test func serverRetryReplacesTheBackoff() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        machine.retryAccepted(milliseconds: 1500)
        guard case .reconnect(let reconnect) = machine.connectionEnded(.clean, random: 0.9) else {
            Issue.record("expected a reconnect")
            return
        }
        #expect(reconnect.delay == .milliseconds(1500))
    }

    @Test(arguments: [(429, true), (503, true), (500, false)])
    func retryAfterIsHonouredFor429And503(status: Int, honoured: Bool) {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "")
        let error = EventStreamError.badStatus(status, retryAfter: .seconds(5))
        guard case .reconnect(let reconnect) = machine.connectionEnded(.rejected(error, retryable: true), random: 0)
        else {
            Issue.record("expected a reconnect")
            return
        }
        #expect(reconnect.delay == (honoured ? .seconds(5) : .seconds(1)))
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

    @Test(arguments: [0, 1, 99, 100, 250])
    func aServerRetryBelowOneHundredMillisecondsCountsAsOneHundred(milliseconds: Int) {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        machine.retryAccepted(milliseconds: milliseconds)
        guard case .reconnect(let reconnect) = machine.connectionEnded(.clean, random: 0) else {
            Issue.record("expected a reconnect")
            return
        }
        #expect(reconnect.delay == .milliseconds(max(100, milliseconds)))
    }

    @Test func eachReconnectSaysWhichAttemptItIsAndWhy() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        let idle = EventStreamError.idleTimeout(after: .seconds(60))
        var seen: [EventStreamUpdate.Reconnect] = []
        while case .reconnect(let reconnect) = machine.connectionEnded(.dropped(idle), random: 0), seen.count < 10 {
            machine.connecting()
            seen.append(reconnect)
        }
        #expect(seen.map(\.attempt) == [1, 2, 3])
        #expect(seen.allSatisfy { $0.maxAttempts == 3 && $0.cause == idle })
    }

    @Test func exhaustedReconnectsCarryTheLastCause() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        let idle = EventStreamError.idleTimeout(after: .seconds(60))
        for _ in 1...3 { _ = machine.connectionEnded(.dropped(idle), random: 0) }
        guard case .fail(let error) = machine.connectionEnded(.dropped(idle), random: 0) else {
            Issue.record("attempts should run out")
            return
        }
        #expect(error.code == .reconnectsExhausted)
        #expect(error.lastFailure == idle)
        #expect(error.attempts == 3)
    }

    @Test func replaysAreSkippedOnlyOnLaterConnectionsAndOnlyWhenAsked() {
        for skips in [true, false] {
            var machine = ReconnectStateMachine(policy: .resume(skipsReplayedEvents: skips), cursor: "")
            machine.connecting()
            for id in ["1", "2", "2"] {
                let event = ServerSentEvent(data: "x", id: id)
                // The id-less event after id 2 carries "2" too; on its own connection it is new.
                #expect(!machine.isReplay(event))
                machine.delivered(event)
            }
            _ = machine.connectionEnded(.dropped(.connectionLost()), random: 0)
            machine.connecting()
            #expect(machine.isReplay(ServerSentEvent(data: "x", id: "1")) == skips)
            #expect(machine.isReplay(ServerSentEvent(data: "x", id: "2")) == skips)
            #expect(!machine.isReplay(ServerSentEvent(data: "x", id: "3")))
            #expect(!machine.isReplay(ServerSentEvent(data: "x", id: "")))
        }
    }

    @Test func skippedReplaysAreNoProgressSoACircularServerRunsOutOfAttempts() {
        var machine = ReconnectStateMachine(policy: .resume(maxAttempts: 3, skipsReplayedEvents: true), cursor: "")
        machine.connecting()
        machine.delivered(ServerSentEvent(data: "Hello, ", id: "1"))
        var reconnects = 0
        // Every later connection repeats event 1 and is cut: nothing is delivered, so attempts add up.
        while case .reconnect = machine.connectionEnded(.dropped(.connectionLost()), random: 0), reconnects < 10 {
            machine.connecting()
            #expect(machine.isReplay(ServerSentEvent(data: "Hello, ", id: "1")))
            reconnects += 1
        }
        #expect(reconnects == 3)
    }

    @Test func permanentFailuresAreNotRetried() {
        var machine = ReconnectStateMachine(policy: Self.resume, cursor: "1")
        let refused = EventStreamError.connectionRefused(detail: "127.0.0.1 port 9")
        #expect(refused.isPermanentConnectFailure)
        #expect(machine.connectionEnded(.rejected(refused, retryable: false), random: 0) == .fail(refused))
        #expect(!EventStreamError.connectionLost().isPermanentConnectFailure)
        #expect(!EventStreamError.idleTimeout().isPermanentConnectFailure)
    }
}
