import Foundation
import IntroductionCore
import IntroductionTestSupport
import IntroductionWriting
import Synchronization
import TestSupport
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

    /// Every part the chunks built, applied in order.
    func assembled(_ chunks: [IntroductionChunk]) -> Introduction {
        var partial = PartialIntroduction()
        for chunk in chunks { for edit in chunk.edits { partial.apply(edit) } }
        return Introduction(partial)
    }

    @Test func thePartsArriveInReadingOrderEachHighlightStartingWithItsFirstPiece() async throws {
        let composer = OfflineComposer(charactersPerSecond: 0)
        let request = IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions(), seed: 2)
        let chunks = try await collect(composer, request)
        let order = chunks.flatMap(\.edits).map(\.section)
        #expect(order == order.sorted { $0.readingIndex < $1.readingIndex })
        #expect(Set(order) == Set(IntroductionSection.allCases))
        let highlightStarts = chunks.filter { $0.edits.first == .startHighlight }
        #expect(highlightStarts.count == (try composer.composeSections(request)).highlights.count)
    }

    @Test func anEmptyProfileStillEndsWithACompletedChunk() async throws {
        let chunks = try await collect(
            OfflineComposer(charactersPerSecond: 0),
            IntroductionRequest(profile: Profile(), options: GenerationOptions()))
        #expect(chunks.last?.status == .completed)
    }

    @Test(arguments: GenerationOptions.Length.allCases)
    func englishArrivesWordByWordWithTrailingSpacesAndEndsCompleted(length: GenerationOptions.Length) async throws {
        let composer = OfflineComposer(charactersPerSecond: 0)
        let request = IntroductionRequest(
            profile: SampleProfiles.englishFull, options: GenerationOptions(language: .en, length: length), seed: 5)
        let chunks = try await collect(composer, request)
        #expect(chunks.map(\.content).joined() == (try composer.compose(request)))
        #expect(assembled(chunks) == (try composer.composeSections(request)))
        for chunk in chunks {
            #expect(chunk.pieceText.wholeMatch(of: /\S+\s*/) != nil, "piece \"\(chunk.pieceText)\"")
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
        #expect(assembled(chunks) == (try composer.composeSections(request)))
        #expect(chunks.allSatisfy { (1...4).contains($0.pieceText.count) })
        #expect(Set(chunks.map(\.pieceText.count)).count > 1, "piece sizes should vary")
        #expect(chunks.last?.status == .completed)
    }

    @Test func paceZeroNeverSleeps() async throws {
        let clock = ImmediateClock()
        let composer = OfflineComposer(charactersPerSecond: 0, clock: clock)
        let chunks = try await collect(
            composer, IntroductionRequest(profile: SampleProfiles.englishFull, options: GenerationOptions()))
        #expect(!chunks.isEmpty)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func aPacedStreamSleepsOnTheInjectedClockForEachPiece() async throws {
        let clock = ImmediateClock()
        let composer = OfflineComposer(charactersPerSecond: 20, clock: clock)
        let request = IntroductionRequest(
            profile: SampleProfiles.japaneseFull, options: GenerationOptions(language: .ja, length: .long))
        let chunks = try await collect(composer, request)
        let sleeps = clock.sleeps
        #expect(sleeps.count == chunks.count)
        for (sleep, chunk) in zip(sleeps, chunks) {
            let wanted = Duration.seconds(Double(chunk.pieceText.count) / 20)
            #expect(near(sleep, wanted, within: .milliseconds(1)))
        }
        let total = sleeps.reduce(Duration.zero, +)
        let characters = chunks.map(\.pieceText.count).reduce(0, +)
        #expect(near(total, .seconds(Double(characters) / 20), within: .milliseconds(10)))
        #expect(clock.now.offset == total)
    }

    /// The stream sleeps on a clock that never moves by itself: only cancellation can end the sleep, so the task
    /// finishing at all (within the time limit) shows that stopping interrupts it at once.
    @Test(.timeLimit(.minutes(1)))
    func cancellingTheConsumerStopsASlowStreamAtOnce() async throws {
        let clock = ManualClock()
        let composer = OfflineComposer(charactersPerSecond: 10, clock: clock)
        let request = IntroductionRequest(
            profile: SampleProfiles.englishFull, options: GenerationOptions(length: .long))
        let received = ChunkCounter()
        let task = Task {
            for try await _ in composer.stream(request) { received.increment() }
        }
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(10))
        try await clock.waitForSleepers(1)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(received.value == 1)
    }

    @Test func nothingIsComposedUntilTheStreamIsIterated() async throws {
        let clock = ImmediateClock()
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

extension IntroductionChunk {
    /// The text of every append in the chunk, whichever part it goes to.
    var pieceText: String {
        edits.reduce(into: "") { text, edit in
            if case .append(_, let piece) = edit { text += piece }
        }
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

extension IntroductionSection {
    var readingIndex: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
