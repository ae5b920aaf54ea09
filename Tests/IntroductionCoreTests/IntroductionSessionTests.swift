import Foundation
import IntroductionCore
import IntroductionTestSupport
import TestSupport
import Testing

@Suite("Introduction session", .timeLimit(.minutes(1)))
struct IntroductionSessionTests {
    let request = IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions(), seed: 7)

    func waitForText(_ session: IntroductionSession, _ text: String) async -> Bool {
        await eventually { await session.snapshot.text == text }
    }

    @Test func generateRunsToCompletionAndReportsMetrics() async throws {
        let source = ScriptedSource()
        let clock = ImmediateClock()
        let session = IntroductionSession(source: source, clock: clock)
        await session.generate(request)
        #expect(await session.snapshot.state == .generating)
        #expect(await session.snapshot.sourceLabel == "scripted")
        #expect(source.streamCount == 1)
        clock.advance(by: .milliseconds(300))
        source.send("Hi 👋🏽 ", to: 0)
        #expect(await waitForText(session, "Hi 👋🏽 "))
        clock.advance(by: .seconds(1))
        source.send("there.", to: 0, status: .completed, tokens: 4)
        let final = await session.waitUntilFinished()
        #expect(final.state == .completed)
        #expect(final.text == "Hi 👋🏽 there.")
        #expect(final.metrics.characters == 11)
        #expect(final.metrics.timeToFirstChunk == .milliseconds(300))
        #expect(final.metrics.elapsed == .milliseconds(1300))
        #expect(final.metrics.tokens == 4)
        #expect(final.generation == 1)
        #expect(await eventually { source.isTerminated(0) }, "reading stops at the completed chunk")
    }

    @Test func stopKeepsThePartialTextAndCancelsTheSourceStream() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send("Hello, ", to: 0)
        #expect(await waitForText(session, "Hello, "))
        await session.stop()
        #expect(await session.snapshot.state == .stopped)
        #expect(await eventually { source.isTerminated(0) })
        source.send("world", to: 0)
        let final = await session.waitUntilFinished()
        #expect(final.text == "Hello, ")
        #expect(final.state == .stopped)
    }

    @Test func stopWithoutAGenerationChangesNothing() async throws {
        let session = IntroductionSession(source: ScriptedSource())
        await session.stop()
        #expect(await session.snapshot == SessionSnapshot())
    }

    @Test func generateGenerateStopInQuickSuccessionNeverMixesGenerations() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        await session.generate(request)
        await session.stop()
        for index in 0..<2 {
            source.send("stale \(index) ", to: index)
            source.send("done", to: index, status: .completed)
        }
        let final = await session.waitUntilFinished()
        #expect(final.text == "")
        #expect(final.state == .stopped)
        #expect(final.generation == 2)
        #expect(await eventually { source.isTerminated(0) && source.isTerminated(1) })
    }

    @Test func aSupersededStreamCannotWriteIntoTheNewGeneration() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send("old ", to: 0)
        #expect(await waitForText(session, "old "))
        await session.generate(request)
        #expect(await session.snapshot.text == "")
        source.send("late old ", to: 0)
        source.send("new ", to: 1)
        #expect(await waitForText(session, "new "))
        source.send("more old ", to: 0)
        source.send("end", to: 1, status: .completed)
        let final = await session.waitUntilFinished()
        #expect(final.text == "new end")
        #expect(final.state == .completed)
        #expect(await eventually { source.isTerminated(0) })
    }

    @Test func structuredEditsFillEverySectionAndEachSnapshotExtendsTheLast() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        let edits: [IntroductionEdit] = [
            .append(.headline, "iOS engineer"), .append(.introduction, "Hi, I'm Ada. "), .startHighlights,
            .startHighlight, .append(.highlights, "Swift"), .startHighlight, .append(.highlights, "SSE"),
            .append(.bio, "Ada writes Swift."),
        ]
        for edit in edits { source.send(IntroductionChunk(edits: [edit]), to: 0) }
        source.send(IntroductionChunk(edits: [], status: .completed), to: 0)
        let final = await session.waitUntilFinished()
        #expect(final.state == .completed)
        #expect(
            final.content
                == PartialIntroduction(
                    headline: "iOS engineer", introduction: "Hi, I'm Ada. ", highlights: ["Swift", "SSE"],
                    bio: "Ada writes Swift."))
        #expect(final.activeSection == .bio)
        #expect(final.text == "Hi, I'm Ada. ")
    }

    @Test func aThrownErrorBecomesItsOneSentenceDescription() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send("Partial ", to: 0)
        #expect(await waitForText(session, "Partial "))
        source.finish(0, throwing: SourceError.connectionLost)
        let final = await session.waitUntilFinished()
        #expect(final.state == .failed(GenerationFailure(SourceError.connectionLost)))
        #expect(final.text == "Partial ")
    }

    @Test func aStreamEndingWithoutCompletionIsReportedAsTruncated() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send("Half", to: 0)
        source.finish(0)
        let final = await session.waitUntilFinished()
        #expect(final.state == .failed(GenerationFailure(SourceError.truncated)))
        #expect(final.text == "Half")
    }

    @Test func aCancellationErrorFromTheSourceIsNotAFailure() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.finish(0, throwing: CancellationError())
        let final = await session.waitUntilFinished()
        #expect(final.state == .stopped)
    }

    /// What the front ends send to regenerate: the same profile and options with the next seed.
    @Test func generatingAgainEndsTheRunningStreamAndSendsTheNextRequest() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        await session.generate(
            IntroductionRequest(profile: request.profile, options: request.options, seed: request.seed &+ 1))
        #expect(source.requests.count == 2)
        #expect(source.requests[1].profile == request.profile)
        #expect(source.requests[1].options == request.options)
        #expect(source.requests[1].seed == request.seed + 1)
        #expect(await session.snapshot.generation == 2)
        #expect(await eventually { source.isTerminated(0) })
        await session.stop()
    }

    @Test func theSnapshotStreamKeepsOnlyTheLatestSnapshot() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        for index in 0..<20 {
            source.send("\(index) ", to: 0)
        }
        source.send("end", to: 0, status: .completed)
        let final = await session.waitUntilFinished()
        var iterator = session.snapshots.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first == final, "the only buffered snapshot is the newest")
        await session.finishSnapshots()
        #expect(await iterator.next() == nil)
    }

    @Test func everyChangeIsPublishedToALiveConsumer() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        let consumer = Task {
            var seen: [SessionSnapshot] = []
            for await snapshot in session.snapshots {
                seen.append(snapshot)
                if snapshot.state == .completed || seen.count > 1_000 { break }
            }
            return seen
        }
        await session.generate(request)
        source.send("a", to: 0)
        #expect(await waitForText(session, "a"))
        source.send("b", to: 0, status: .completed)
        let seen = await consumer.value
        #expect(seen.first?.state == .generating)
        #expect(seen.last?.text == "ab")
        #expect(seen.last?.state == .completed)
    }

    @Test func aBurstOfChunksIsPublishedTogetherAndItsLastChunkStillArrivesPromptly() async throws {
        let source = ScriptedSource()
        let clock = ManualClock()
        let session = IntroductionSession(source: source, clock: clock)
        let (seen, record) = AsyncStream.makeStream(of: SessionSnapshot.self)
        let consumer = Task {
            for await snapshot in session.snapshots { record.yield(snapshot) }
            record.finish()
        }
        await session.generate(request)
        for index in 0..<2_000 { source.send("\(index % 10)", to: 0) }
        // Time stands still, so after the first chunk every chunk falls inside the coalescing interval.
        #expect(await eventually { await session.snapshot.text.count == 2_000 })
        // No completion and no further chunk: only the trailing publish, sleeping on the session's clock, can
        // deliver the end of the burst; it does so once the interval has passed.
        try await clock.waitForSleepers(1)
        clock.advance(by: IntroductionSession.coalescingInterval)
        var published = 0
        var complete = false
        for await snapshot in seen {
            published += 1
            if snapshot.text.count == 2_000 {
                complete = true
                break
            }
            if published > 2_000 { break }
        }
        #expect(complete)
        #expect(published < 10, "a burst should not cost a snapshot per chunk (\(published))")
        await session.stop()
        await session.finishSnapshots()
        await consumer.value
    }

    @Test func theTrailingPublishWaitsForTheIntervalOnTheSessionsClock() async throws {
        let source = ScriptedSource()
        let clock = ManualClock()
        let session = IntroductionSession(source: source, clock: clock)
        await session.generate(request)
        source.send("a", to: 0)
        #expect(await eventually { await session.snapshot.text == "a" })
        source.send("b", to: 0)
        #expect(await eventually { await session.snapshot.text == "ab" })
        try await clock.waitForSleepers(1)
        #expect(clock.sleeperCount == 1, "one trailing publish for the burst")
        clock.advance(by: IntroductionSession.coalescingInterval - .milliseconds(1))
        #expect(clock.sleeperCount == 1, "not before the interval has passed")
        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0)
        var iterator = session.snapshots.makeAsyncIterator()
        var published: SessionSnapshot?
        for _ in 0..<3 {
            published = await iterator.next()
            if published?.text == "ab" { break }
        }
        #expect(published?.text == "ab")
        await session.stop()
        await session.finishSnapshots()
    }
}
