import IntroductionServer
import Testing

@Suite("Suspending and resuming a connection")
struct SuspendStateTests {
    @Test func aWakeWhileSuspendedResumesOnce() {
        var state = SuspendState()
        state.willSuspend()
        let resumedBySuspender = state.didSuspend()
        let first = state.wake()
        let second = state.wake()
        #expect(!resumedBySuspender)
        #expect(first, "the waker resumes")
        #expect(!second, "and only once")
        #expect(!state.isSuspended)
    }

    @Test func aWakeBetweenDecidingAndSuspendingIsResumedByTheCallback() {
        var state = SuspendState()
        state.willSuspend()
        let early = state.wake()
        let resumedBySuspender = state.didSuspend()
        let late = state.wake()
        #expect(!early, "the connection is not suspended yet: the waker must not resume it")
        #expect(resumedBySuspender, "the callback resumes it right after suspending")
        #expect(!late)
    }

    @Test func aWakeWhileRunningDoesNothing() {
        var state = SuspendState()
        let resumed = state.wake()
        #expect(!resumed)
        #expect(state.phase == .running)
    }
}

@Suite("Fault modes")
struct FaultModesTests {
    func faults(_ query: [String: String]) throws(HTTPProblem) -> FaultModes {
        try FaultModes { query[$0] }
    }

    @Test func theQueryNamesTheCutsTheStallAndTheDroppedIDs() throws {
        #expect(try faults([:]) == FaultModes())
        #expect(
            try faults(["cut": "3,7", "stall_ms": "250", "drop_ids": "1"])
                == FaultModes(cuts: [3, 7], stall: .milliseconds(250), dropIDs: true))
    }

    @Test(arguments: [
        ["cut": "0"], ["cut": "a"], ["cut": "3,"], ["stall_ms": "-1"], ["stall_ms": "60001"], ["drop_ids": "yes"],
    ])
    func aValueItCannotUseIsA400(query: [String: String]) {
        #expect(throws: HTTPProblem.self) { try faults(query) }
    }
}

@Suite("The bearer token")
struct BearerTokenTests {
    let token = BearerToken("s3cret-token")

    @Test func onlyTheExactTokenIsAccepted() {
        #expect(token.accepts("Bearer s3cret-token"))
        #expect(token.accepts("bearer s3cret-token"), "the scheme is case-blind")
        for wrong in [
            nil, "", "Bearer ", "Bearer s3cret-toke", "Bearer s3cret-token!", "Basic s3cret-token",
            "s3cret-token", "Bearer S3CRET-TOKEN", "Bearer s3cret-tokens3cret-token",
        ] {
            #expect(!token.accepts(wrong), "\(wrong ?? "nil")")
        }
    }
}
