import Foundation
import Synchronization
import IntroductionCore
import IntroductionTestSupport
import TestSupport
import Testing

/// Ctrl-T and `generate --refine` reach the session as `refine(_:)`: a new version from the shown one.
@Suite("Refining a version", .timeLimit(.minutes(1)))
struct SessionRefineTests {
    let request = IntroductionRequest(
        profile: SampleProfiles.englishFull, options: GenerationOptions(tone: .casual, occasion: .team), seed: 7)

    /// A session whose first version is done with `text`.
    func sessionWithAVersion(_ source: any IntroductionSource & Sendable, scripted: ScriptedSource?) async
        -> IntroductionSession
    {
        let session = IntroductionSession(source: source, clock: ImmediateClock())
        await session.generate(request)
        scripted?.send("Hey, I'm Ada! I build apps.", to: 0, status: .completed)
        _ = await session.waitUntilFinished()
        return session
    }

    /// The first snapshot the session publishes with a notice, read from its stream (bounded).
    func notice(of session: IntroductionSession) async -> String? {
        for await snapshot in session.snapshots {
            if let notice = snapshot.notice { return notice }
        }
        return nil
    }

    @Test func aRefinementIsANewVersionFromTheShownOneWithItsInstructionAndParts() async {
        let source = ScriptedSource()
        let session = await sessionWithAVersion(source, scripted: source)
        await session.refine("  shorter, please \n")
        #expect(source.streamCount == 2)
        let refined = source.requests[1]
        #expect(refined.refinement?.instruction == "shorter, please")
        #expect(refined.refinement?.previous == Introduction(introduction: "Hey, I'm Ada! I build apps."))
        #expect(refined.profile == request.profile && refined.options == request.options && refined.seed == 7)
        source.send("Hey, I'm Ada.", to: 1, status: .completed)
        let final = await session.waitUntilFinished()
        #expect(final.text == "Hey, I'm Ada.")
        #expect(final.position == VersionPosition(number: 2, count: 2))
        #expect(final.request?.refinement?.instruction == "shorter, please")
        await session.stepVersion(by: -1)
        #expect(await session.snapshot.text == "Hey, I'm Ada! I build apps.", "the original is one version back")
    }

    @Test func nothingChangesForAnEmptyInstructionNoTextOrAVersionStillBeingWritten() async {
        let source = ScriptedSource()
        let session = IntroductionSession(source: source, clock: ImmediateClock())
        await session.refine("shorter")
        #expect(source.streamCount == 0, "no version yet")
        await session.generate(request)
        await session.refine("shorter")
        #expect(source.streamCount == 1, "the shown version is still generating")
        source.send("Hi.", to: 0, status: .completed)
        _ = await session.waitUntilFinished()
        await session.refine("   ")
        #expect(source.streamCount == 1, "an empty instruction asks for nothing")
        #expect(await session.versions.count == 1)
    }

    @Test func anInstructionOverTheLimitIsRefusedWithASentenceAndNoVersion() async {
        let source = ScriptedSource()
        let session = await sessionWithAVersion(source, scripted: source)
        async let said = notice(of: session)
        await session.refine(String(repeating: "shorter ", count: 70))
        await session.finishSnapshots()
        #expect(await said?.contains("at most 500 characters") == true)
        #expect(source.streamCount == 1)
        #expect(await session.versions.count == 1)
    }

    @Test func anInstructionTheSourceCannotCarryOutIsSaidAndChangesNothing() async {
        let refusing = RefusingSource()
        let session = IntroductionSession(source: refusing, clock: ImmediateClock())
        await session.generate(request)
        _ = await session.waitUntilFinished()
        async let said = notice(of: session)
        await session.refine("sound like a pirate")
        await session.finishSnapshots()
        #expect(await said == RefusingSource.sentence)
        #expect(await session.versions.count == 1)
        #expect(refusing.streams.withLock { $0 } == 1, "nothing was written for the refusal")
    }
}

/// Writes "Hi." for any request and refuses every refinement, as the offline composer refuses what it cannot do.
private final class RefusingSource: IntroductionSource, Sendable {
    static let sentence = "That needs a model."
    let label = "refusing"
    let streams = Mutex(0)

    func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        streams.withLock { $0 += 1 }
        return AsyncThrowingStream { continuation in
            continuation.yield(IntroductionChunk(content: "Hi.", status: .completed))
            continuation.finish()
        }
    }

    func refining(_ request: IntroductionRequest) throws -> IntroductionRequest {
        throw SourceError.unsupportedInstruction(Self.sentence)
    }
}
