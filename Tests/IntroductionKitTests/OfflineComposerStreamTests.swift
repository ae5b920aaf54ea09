import Foundation
import Synchronization
import IntroductionKit
import Testing

@Suite("Offline composer stream")
struct OfflineComposerStreamTests {
    func collect(_ composer: OfflineComposer, _ request: IntroductionRequest) async throws -> [IntroductionChunk] {
        var chunks: [IntroductionChunk] = []
        for try await chunk in composer.stream(request) {
            chunks.append(chunk)
            if chunks.count > 10_000 { break }
        }
        return chunks
    }

    @Test(arguments: GenerationOptions.Length.allCases)
    func englishArrivesWordByWordWithTrailingSpacesAndEndsCompleted(length: GenerationOptions.Length) async throws {
        let composer = OfflineComposer(charactersPerSecond: 0)
        let request = IntroductionRequest(
            profile: SampleProfiles.englishFull, options: GenerationOptions(language: .en, length: length), seed: 5)
        let chunks = try await collect(composer, request)
        #expect(chunks.map(\.content).joined() == (try composer.compose(request)))
        for chunk in chunks {
            #expect(chunk.content.wholeMatch(of: /\S+\s*/) != nil, "piece \"\(chunk.content)\"")
        }
        #expect(chunks.last?.status == .completed)
        #expect(chunks.dropLast().allSatisfy { $0.status == .inProgress })
    }

    @Test(arguments: GenerationOptions.Length.allCases)
    func japaneseArrivesInRunsOfOneToFourCharacters(length: GenerationOptions.Length) async throws {
        let composer = OfflineComposer(charactersPerSecond: 0)
        let request = IntroductionRequest(
            profile: SampleProfiles.japaneseFull, options: GenerationOptions(language: .ja, length: length), seed: 9)
        let chunks = try await collect(composer, request)
        #expect(chunks.map(\.content).joined() == (try composer.compose(request)))
        #expect(chunks.allSatisfy { (1...4).contains($0.content.count) })
        #expect(Set(chunks.map(\.content.count)).count > 1, "piece sizes should vary")
        #expect(chunks.last?.status == .completed)
    }

    @Test func paceZeroNeverSleeps() async throws {
        let clock = VirtualClock()
        let composer = OfflineComposer(charactersPerSecond: 0, clock: clock)
        let chunks = try await collect(
            composer, IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions()))
        #expect(!chunks.isEmpty)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func aPacedStreamSleepsOnTheInjectedClockForEachPiece() async throws {
        let clock = VirtualClock()
        let composer = OfflineComposer(charactersPerSecond: 20, clock: clock)
        let request = IntroductionRequest(
            profile: SampleProfiles.japaneseFull, options: GenerationOptions(language: .ja, length: .long))
        let chunks = try await collect(composer, request)
        let sleeps = clock.sleeps
        #expect(sleeps.count == chunks.count)
        for (sleep, chunk) in zip(sleeps, chunks) {
            let wanted = Duration.seconds(Double(chunk.content.count) / 20)
            #expect(near(sleep, wanted, within: .milliseconds(1)))
        }
        let total = sleeps.reduce(Duration.zero, +)
        let characters = chunks.map(\.content.count).reduce(0, +)
        #expect(near(total, .seconds(Double(characters) / 20), within: .milliseconds(10)))
        #expect(clock.now.offset == total)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingTheConsumerStopsASlowStreamAtOnce() async throws {
        let composer = OfflineComposer(charactersPerSecond: 10)
        let request = IntroductionRequest(
            profile: SampleProfiles.englishFull, options: GenerationOptions(length: .long))
        let received = ChunkCounter()
        let task = Task {
            for try await _ in composer.stream(request) { received.increment() }
        }
        #expect(await eventually { received.value >= 1 })
        let started = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(received.value < 5)
    }

    @Test func nothingIsComposedUntilTheStreamIsIterated() async throws {
        let clock = VirtualClock()
        let composer = OfflineComposer(charactersPerSecond: 10, clock: clock)
        let stream = composer.stream(
            IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions()))
        #expect(clock.sleeps.isEmpty)
        var iterator = stream.makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first != nil)
        #expect(clock.sleeps.count == 1)
    }
}

func near(_ a: Duration, _ b: Duration, within tolerance: Duration) -> Bool {
    a - b < tolerance && b - a < tolerance
}

final class ChunkCounter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
