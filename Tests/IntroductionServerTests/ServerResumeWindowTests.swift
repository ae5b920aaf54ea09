import EventStream
import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionServer
import IntroductionTestSupport
import TestSupport
import Testing

/// The resume window on a clock the test moves: a generation is cancelled upstream only once its last client has
/// been gone for the window.
@Suite("introgen serve, the resume window", .timeLimit(.minutes(1)))
struct ServerResumeWindowTests {
    /// Moves the server's clock one second at a time (its housekeeping wakes once a second), at most `seconds`
    /// times, until `done`.
    func advance(_ clock: ManualClock, seconds: Int, until done: () -> Bool = { false }) async throws {
        for _ in 0..<seconds where !done() {
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func aGenerationIsCancelledUpstreamOnlyAfterItsLastClientHasBeenGoneForTheWindow() async throws {
        let source = ScriptedSource()
        let clock = ManualClock()
        var settings = ServeSettings()
        settings.resumeWindow = .seconds(10)
        try await withServer(settings, source: source, clock: clock) { test in
            let first = Task {
                var iterator = plainClient.events(for: test.post()).makeAsyncIterator()
                return generation(of: try #require(try await iterator.next()))
            }
            let id = try await first.value
            // A second client reads on: three windows pass and the generation goes on.
            let reader = Task {
                var iterator = plainClient.events(for: HTTPRequest(url: test.generationURL(id)))
                    .makeAsyncIterator()
                return try await readToEnd(&iterator)
            }
            source.send("still ", to: 0)
            try await advance(clock, seconds: 30)
            #expect(!source.isTerminated(0), "a client still reads it")
            reader.cancel()
            _ = try? await reader.value
            // The client is gone: once the server notices (the next event or heartbeat) and the window has passed,
            // the source is cancelled.
            source.send("anyone? ", to: 0)
            try await advance(clock, seconds: 200) { source.isTerminated(0) }
            #expect(source.isTerminated(0))
            var resume = test.post()
            resume.setHeader("Last-Event-ID", "\(id):1")
            await #expect(throws: EventStreamError.self) {
                var iterator = plainClient.events(for: resume).makeAsyncIterator()
                _ = try await iterator.next()
            }
        }
    }
}
