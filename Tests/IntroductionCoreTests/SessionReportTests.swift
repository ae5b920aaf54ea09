import Foundation
@testable import IntroductionCore

import IntroductionTestSupport
import Testing

/// What a source left out of the profile travels with its version: the snapshot carries it while the generation
/// streams and whenever that version is shown again, and an edit or a model's version says nothing.
@Suite("Session reports", .timeLimit(.minutes(1)))
struct SessionReportTests {
    let request = IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions(), seed: 7)

    static let report = CompositionReport(
        unused: [
            UnusedPart(field: .experience, text: "blorp the quantum teapot", reason: .notUnderstood),
            UnusedPart(field: .notes, text: "あのイーハトーヴォのすきとおった風。", reason: .notSayableInEnglish),
        ],
        shortfall: "The profile holds enough for a short text only.")

    @Test func theReportOnTheFirstChunkStaysWhileTheTextStreamsAndAFullerOneReplacesIt() {
        var machine = GenerationStateMachine()
        let generation = machine.start(request, sourceLabel: "offline composer")
        let first = CompositionReport(unused: [Self.report.unused[0]])
        _ = machine.receive(
            IntroductionChunk(edits: [.append(.introduction, "Hi ")], report: first), generation: generation,
            elapsed: .zero)
        _ = machine.receive(IntroductionChunk(content: "there."), generation: generation, elapsed: .zero)
        #expect(machine.snapshot.report == first, "a chunk without a report leaves it as it was")
        _ = machine.receive(IntroductionChunk(edits: [], report: Self.report), generation: generation, elapsed: .zero)
        #expect(machine.snapshot.report == Self.report, "a source that learns more sends the whole report again")
        let next = machine.start(request, sourceLabel: "offline composer")
        #expect(machine.snapshot.report == nil, "a new generation starts with none (generation \(next))")
    }

    @Test func eachVersionShowsItsOwnReportWhenSteppedTo() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send(IntroductionChunk(edits: [.append(.introduction, "Hi.")], report: Self.report), to: 0)
        #expect(await eventually { await session.snapshot.report == Self.report }, "shown while it streams")
        source.send("", to: 0, status: .completed)
        _ = await session.waitUntilFinished()
        await session.generate(request)
        source.send(
            IntroductionChunk(edits: [.append(.introduction, "All used.")], status: .completed, report: .init()),
            to: 1)
        _ = await session.waitUntilFinished()
        #expect(await session.snapshot.report?.isEmpty == true)
        await session.generate(request)
        source.send("A model's text.", to: 2, status: .completed)
        _ = await session.waitUntilFinished()
        #expect(await session.snapshot.report == nil, "a source that says nothing has no report")

        await session.stepVersion(by: -2)
        #expect(await session.snapshot.report == Self.report)
        #expect(await session.snapshot.text == "Hi.")
        await session.stepVersion(by: 1)
        #expect(await session.snapshot.report?.isEmpty == true)
        await session.stepVersion(by: -1)
        #expect(await session.snapshot.report == Self.report, "and back again")
        #expect(await session.versions.map(\.report) == [Self.report, CompositionReport(), nil])
    }

    @Test func anEditSaysNothingAndAnOpenedIntroductionBringsItsReportBack() async throws {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source)
        await session.generate(request)
        source.send(
            IntroductionChunk(edits: [.append(.introduction, "Hi.")], status: .completed, report: Self.report), to: 0)
        _ = await session.waitUntilFinished()
        let shown = await session.snapshot
        await session.addEditedVersion(of: shown.generation, content: PartialIntroduction(introduction: "Hi, all."))
        #expect(await session.snapshot.isEdited)
        #expect(await session.snapshot.report == nil, "the person's text: the source's report no longer applies")

        let entry = ArchivedIntroduction(
            introduction: Introduction(introduction: "Saved."), profile: SampleProfiles.englishFull,
            options: GenerationOptions(), sourceLabel: "offline composer", report: Self.report)
        await session.addVersion(opening: entry)
        #expect(await session.snapshot.report == Self.report)
        await session.stepVersion(by: -2)
        #expect(await session.snapshot.report == Self.report, "the first version still has its own")
    }

    @Test func theShownLinesAreSafeOneLineAndCut() {
        let report = CompositionReport(
            unused: [UnusedPart(field: .notes, text: "zorp\u{1B}]0;pwned\u{07}\nflim flam", reason: .notUnderstood)],
            shortfall: "Too\u{1B}[2J short.")
        #expect(report.shownLines(limit: 80) == ["Not used: notes “zorp flim flam” — not understood", "Too short."])
        let long = UnusedPart(field: .experience, text: String(repeating: "la ", count: 50), reason: .notUnderstood)
        #expect(long.shownSentence(limit: 8) == "experience “la la la…” — not understood")
        #expect(Self.report.unusedFields == [.experience, .notes])
        #expect(CompositionReport(shortfall: "  ").shownLines(limit: 80).isEmpty)
    }
}
