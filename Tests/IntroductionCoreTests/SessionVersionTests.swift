import Foundation
@testable import IntroductionCore

import IntroductionTestSupport
import Synchronization
import Testing

@Suite("Session versions", .timeLimit(.minutes(1)))
struct SessionVersionTests {
    let request = IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions(), seed: 7)

    func shows(_ session: IntroductionSession, _ text: String) async -> Bool {
        await eventually { await session.snapshot.text == text }
    }

    /// Runs one generation to completion with `text`.
    func complete(_ session: IntroductionSession, _ source: ScriptedSource, index: Int, _ text: String) async {
        source.send(text, to: index, status: .completed)
        _ = await session.waitUntilFinished()
    }

    @Test func everyGenerationIsAVersionAndSteppingBackShowsTheFirstExactly() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        #expect(await session.snapshot.position == nil)
        await session.generate(request)
        #expect(await session.snapshot.position == VersionPosition(number: 1, count: 1))
        await complete(session, source, index: 0, "First.")
        var second = request
        second.seed = 8
        await session.generate(second)
        #expect(await session.snapshot.position == VersionPosition(number: 2, count: 2))
        await complete(session, source, index: 1, "Second.")
        let last = await session.snapshot

        await session.stepVersion(by: -1)
        let first = await session.snapshot
        #expect(first.text == "First.")
        #expect(first.state == .completed)
        #expect(first.position == VersionPosition(number: 1, count: 2))
        #expect(first.request == request)
        #expect(first.sourceLabel == "scripted")
        #expect(first.generation != last.generation, "another version: the screen starts over")
        await session.stepVersion(by: -1)
        #expect(await session.snapshot == first, "stepping stops at the first")
        await session.stepVersion(by: 1)
        #expect(await session.snapshot == last)
        await session.stepVersion(by: 1)
        #expect(await session.snapshot == last, "and at the last")
    }

    /// A version cut short by the length limit, or sent whole, says so whenever it is shown again; an edit of it is
    /// the person's text and says neither.
    @Test func aVersionKeepsItsCutShortAndNotStreamedMarks() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send(
            IntroductionChunk(
                edits: [.append(.introduction, "Cut")], status: .completed, cutShort: true, arrivedWhole: true),
            to: 0)
        _ = await session.waitUntilFinished()
        await session.generate(request)
        await complete(session, source, index: 1, "Whole.")
        #expect(await !session.snapshot.isCutShort)
        await session.stepVersion(by: -1)
        let first = await session.snapshot
        #expect(first.text == "Cut")
        #expect(first.isCutShort && first.arrivedWhole)
        await session.addEditedVersion(
            of: first.generation, content: PartialIntroduction(introduction: "Cut, then finished."))
        let edited = await session.snapshot
        #expect(edited.isEdited)
        #expect(!edited.isCutShort && !edited.arrivedWhole)
    }

    @Test func steppingAwayWhileGeneratingLeavesTheStreamRunningAndSteppingBackShowsItLive() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        await complete(session, source, index: 0, "Old.")
        await session.generate(request)
        source.send("New ", to: 1)
        #expect(await shows(session, "New "))
        await session.stepVersion(by: -1)
        let away = await session.snapshot
        #expect(away.text == "Old.")
        #expect(away.state == .completed)
        #expect(away.generatingVersion == 2)
        #expect(away.isGenerating, "Esc still has something to stop")
        source.send("text ", to: 1)
        #expect(await eventually { await session.versions.count == 2 })
        #expect(await session.snapshot.text == "Old.", "the stream writes into its own version, not the shown one")
        await session.stepVersion(by: 1)
        #expect(await shows(session, "New text "))
        #expect(await session.snapshot.state == .generating)
        #expect(await session.snapshot.generatingVersion == nil)
        await session.stepVersion(by: -1)
        await complete(session, source, index: 1, "end.")
        #expect(await session.snapshot.generatingVersion == nil)
        #expect(await session.versions.map(\.content.introduction) == ["Old.", "New text end."])
    }

    @Test func aSupersededGenerationIsKeptAsStoppedWithItsText() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send("Half a sen", to: 0)
        #expect(await shows(session, "Half a sen"))
        await session.generate(request)
        source.send("late", to: 0)
        await complete(session, source, index: 1, "Whole.")
        let versions = await session.versions
        #expect(versions.map(\.state) == [.stopped, .completed])
        #expect(versions.map(\.content.introduction) == ["Half a sen", "Whole."])
    }

    @Test func aFailureWithTextIsKeptAndOneWithoutTextGivesUpItsPlace() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send("Partial", to: 0)
        #expect(await shows(session, "Partial"))
        source.finish(0, throwing: SourceError.connectionLost)
        _ = await session.waitUntilFinished()
        await session.generate(request)
        source.finish(1, throwing: SourceError.connectionLost)
        let failed = await session.waitUntilFinished()
        #expect(failed.state == .failed(GenerationFailure(SourceError.connectionLost)), "the error stays on screen")
        #expect(failed.position == VersionPosition(number: 2, count: 2))
        await session.generate(request)
        await complete(session, source, index: 2, "Done.")
        let versions = await session.versions
        #expect(versions.map(\.content.introduction) == ["Partial", "Done."])
        #expect(versions.first?.state == .failed(GenerationFailure(SourceError.connectionLost)))
    }

    @Test func anEditIsANewVersionAtTheEndMarkedEdited() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        await complete(session, source, index: 0, "Hi, I'm Ada.")
        await session.generate(request)
        await complete(session, source, index: 1, "Second.")
        await session.stepVersion(by: -1)
        let first = await session.snapshot
        var content = first.content
        content.introduction = "Hi, I'm Grace."
        await session.addEditedVersion(of: first.generation, content: content)
        let edited = await session.snapshot
        #expect(edited.text == "Hi, I'm Grace.")
        #expect(edited.isEdited)
        #expect(edited.state == .completed)
        #expect(edited.position == VersionPosition(number: 3, count: 3))
        #expect(edited.request == first.request)
        await session.stepVersion(by: -2)
        #expect(await session.snapshot.text == "Hi, I'm Ada.", "the original is unchanged")
        #expect(await !session.snapshot.isEdited)
        await session.addEditedVersion(of: 999, content: content)
        #expect(await session.versions.count == 3, "no such version: nothing added")
    }

    @Test func anOpenedSavedIntroductionIsAVersionWithItsProfileAndWithoutEmptyParts() async throws {
        let session = IntroductionSession(source: ScriptedSource())
        let date = Date(timeIntervalSince1970: 1_796_049_012)
        let entry = ArchivedIntroduction(
            introduction: Introduction(headline: "Engineer", introduction: "Hi.", highlights: [], bio: ""),
            profile: Profile(name: "Ada"),
            options: GenerationOptions(language: .ja, tone: .formal, length: .long),
            sourceLabel: "openai gpt-4o-mini",
            date: date)
        await session.addVersion(opening: entry)
        let shown = await session.snapshot
        #expect(shown.content == PartialIntroduction(headline: "Engineer", introduction: "Hi."))
        #expect(shown.request?.profile.name == "Ada")
        #expect(shown.request?.options == entry.options)
        #expect(shown.sourceLabel == "openai gpt-4o-mini")
        #expect(shown.state == .completed)
        #expect(shown.position == VersionPosition(number: 1, count: 1))
        #expect(await session.versions.first?.date == date)
    }

    @Test func theVersionsWorthKeepingGoOutWhenOneEndsAtMostTwenty() async throws {
        let kept = Mutex<[[IntroductionVersion]]>([])
        let source = ScriptedSource()
        let session = IntroductionSession(source: source, keep: { versions in kept.withLock { $0.append(versions) } })
        for index in 0..<22 {
            await session.generate(request)
            await complete(session, source, index: index, "Version \(index + 1).")
        }
        await session.generate(request)
        source.send("Running", to: 22)
        #expect(await shows(session, "Running"))
        let last = try #require(kept.withLock { $0.last })
        #expect(last.count == 20)
        #expect(last.first?.content.introduction == "Version 3.")
        #expect(last.last?.content.introduction == "Version 22.", "a running generation is not kept yet")
        await session.stop()
        let afterStop = try #require(kept.withLock { $0.last })
        #expect(afterStop.last?.content.introduction == "Running")
        #expect(afterStop.last?.state == .stopped)
    }

    @Test func restoredVersionsAreShownAtTheLastAndNothingGenerates() async throws {
        let versions = (1...3).map { number in
            IntroductionVersion(
                id: 40 + number, content: PartialIntroduction(introduction: "Kept \(number)."), request: request,
                sourceLabel: "offline composer", date: Date(), state: number == 3 ? .generating : .completed)
        }
        let source = ScriptedSource()
        let session = IntroductionSession(source: source, versions: versions)
        var published = session.snapshots.makeAsyncIterator()
        #expect(await published.next()?.text == "Kept 3.", "the screen gets them without waiting for a change")
        let shown = await session.snapshot
        #expect(shown.text == "Kept 3.")
        #expect(shown.state == .stopped, "a version kept while generating comes back stopped")
        #expect(shown.position == VersionPosition(number: 3, count: 3))
        #expect(!shown.isGenerating)
        #expect(source.streamCount == 0)
        await session.generate(request)
        #expect(await session.snapshot.position == VersionPosition(number: 4, count: 4))
        #expect(Set(await session.versions.map(\.id)).count == 4, "new numbers never repeat restored ones")
        await session.stop()
    }
}
