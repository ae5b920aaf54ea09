import IntroductionCore
import IntroductionTestSupport
import IntroductionWriting
import Testing

/// The composer as the session drives it: regenerating asks again with the next seed, and gets a new text.
@Suite("Offline composer in a session", .timeLimit(.minutes(1)))
struct ComposerSessionTests {
    let request = IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions(), seed: 7)

    @Test func regeneratingWithTheOfflineComposerGivesADifferentText() async throws {
        let session = IntroductionSession(source: OfflineComposer(charactersPerSecond: 0))
        await session.generate(request)
        let first = await session.waitUntilFinished()
        await session.generate(
            IntroductionRequest(profile: request.profile, options: request.options, seed: request.seed &+ 1))
        let second = await session.waitUntilFinished()
        #expect(first.state == .completed)
        #expect(second.state == .completed)
        #expect(first.text != second.text)
        #expect(second.sourceLabel == "offline composer")
    }
}
