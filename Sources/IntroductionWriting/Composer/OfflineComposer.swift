public import IntroductionCore
import Dispatch
import ProfileReading
import ReadingLexicon
import Synchronization

/// Writes a real introduction from the profile alone, with no network: the default source.
///
/// The text uses only the filled fields (nothing invented: no feelings, numbers or facts the profile
/// does not give), follows the chosen language, tone and length (a sparse profile gets a shorter text,
/// never padding), and is chosen among many variants by the request's seed: the same seed gives the
/// same text, the next seed a different opening and closing. The profile is read once into
/// `ProfileFacts`; sentence material lives in `Resources/composer/composer-<language>.json` and the bilingual
/// word list that translates fields typed in the other language in `Resources/words/words-en-ja.json`.
///
/// The stream delivers natural pieces (English words with their trailing space, Japanese runs of
/// one to four characters) at `charactersPerSecond`, sleeping on the injected clock; 0 delivers
/// everything at once. Nothing is composed until the stream is iterated. Cancelling the consuming
/// task stops it at once (a `CancellationError` is thrown). The last chunk has status `.completed`.
public struct OfflineComposer: IntroductionSource {
    /// The pace when nothing says otherwise: a quick model's (about 75 tokens a second), so the text is still seen
    /// streaming and a full profile's four parts (about 600 characters) are done in about 2 s.
    public static let defaultSpeed: Double = 300
    /// Shown in the status line.
    public let label = "offline composer"
    /// Pace of the stream; 0 or less means instant.
    public var charactersPerSecond: Double
    private let clock: any Clock<Duration>

    /// A composer streaming at `charactersPerSecond` on `clock` (tests inject one that does not sleep).
    public init(
        charactersPerSecond: Double = OfflineComposer.defaultSpeed, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.charactersPerSecond = charactersPerSecond
        self.clock = clock
    }

    /// The whole introduction at once: exactly the text the stream would deliver for `request`.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the phrase material, the word list or the clauses are missing
    ///   or damaged.
    public func compose(_ request: IntroductionRequest) throws -> String {
        try composition(request).sections.introduction
    }

    /// All four parts for `request` at once: a headline, the introduction (exactly what ``compose(_:)``
    /// returns), up to three highlights (fewer only when the profile has less to say) and a bio of at most
    /// 160 characters; exactly what the stream delivers.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the phrase material, the word list or the clauses are missing
    ///   or damaged.
    public func composeSections(_ request: IntroductionRequest) throws -> Introduction {
        try composition(request).sections
    }

    /// The four parts for `request` (``composeSections(_:)``) and the report of what they leave out of the profile
    /// and why: exactly what the stream delivers, the report on its first chunk.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the phrase material, the word list or the clauses are missing
    ///   or damaged.
    public func composition(_ request: IntroductionRequest) throws -> (
        sections: Introduction, report: CompositionReport
    ) {
        let writer = try writer(for: request)
        let sections = writer.sections()
        var report = writer.report()
        report.unused += writer.clausesWithoutRoom(in: sections)
        report.shortfall = writer.shortfall(of: sections.introduction)
        guard writer.calm || ExclamationWish.isAsked(in: request.profile.notes) else { return (sections, report) }
        let calmed = Introduction(
            headline: ExclamationWish.calmed(sections.headline),
            introduction: ExclamationWish.calmed(sections.introduction),
            highlights: sections.highlights.map(ExclamationWish.calmed), bio: ExclamationWish.calmed(sections.bio))
        return (calmed, report)
    }

    private func writer(for request: IntroductionRequest) throws -> IntroductionWriter {
        let language = try Self.language(of: request)
        let book = try Phrasebook.bundled(language)
        let words = try WordList.bundled()
        let facts: ProfileFacts
        do {
            facts = try ProfileFacts(request.profile, reader: try Reader.bundled())
        } catch let error as MorphologyError {
            // Japanese is read with MeCab: without it (or its dictionary) the composer says which packages to install.
            throw SourceError.invalidConfiguration(error.description)
        }
        return IntroductionWriter(
            book: book, occasionBook: try OccasionBook.bundled(language), words: words, facts: facts,
            options: request.options, seed: request.seed)
    }

    /// English and Japanese, in any region ("en-GB" is written as "en").
    public func writes(_ language: GenerationOptions.Language) -> Bool { language.composerLanguage != nil }

    /// The language the composer writes `request` in.
    ///
    /// - Throws: `SourceError` (code `.unsupportedLanguage`) for a language other than English and Japanese: the
    ///   composer says so rather than write another language, and the person can turn to a model.
    private static func language(of request: IntroductionRequest) throws -> ComposerLanguage {
        guard let language = request.options.language.composerLanguage else {
            throw SourceError.unsupportedLanguage(request.options.language)
        }
        return language
    }

    /// The four parts for `request` in reading order (headline, introduction, highlights, bio), each in natural
    /// pieces; nothing is composed until the stream is iterated.
    public func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let pieces = PieceQueue {
            let (sections, report) = try composition(request)
            return (Self.edits(for: sections, language: try Self.language(of: request), seed: request.seed), report)
        }
        let pace = charactersPerSecond
        let clock = clock
        // Pull-driven: each piece is produced inside the consumer's `next()`, so there is no
        // producer task to cancel; the consumer's cancellation interrupts the sleep directly.
        return AsyncThrowingStream {
            try Task.checkCancellation()
            guard let (edits, isLast, report) = try await Self.offThePool({ try pieces.next() }) else { return nil }
            let characters = edits.reduce(0) { count, edit in
                if case .append(_, let text) = edit { return count + text.count }
                return count
            }
            if pace > 0, characters > 0 {
                try await clock.sleep(for: .seconds(Double(characters) / pace))
            }
            return IntroductionChunk(edits: edits, status: isLast ? .completed : .inProgress, report: report)
        }
    }

    /// Composing reads the lexicons on first use and takes milliseconds a text: never on the cooperative pool, whose
    /// two threads every other task of the process needs.
    private static let composing = DispatchQueue(label: "introgen.compose", attributes: .concurrent)

    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            composing.async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// The chunks' edits: each part cut into the pieces a model would send, a new highlight starting with its
    /// first piece. An empty part is left out (it never starts).
    static func edits(for sections: Introduction, language: ComposerLanguage, seed: UInt64)
        -> [[IntroductionEdit]]
    {
        func pieces(_ text: String, _ section: IntroductionSection) -> [[IntroductionEdit]] {
            TextPieces.split(text, language: language, seed: seed).map { [.append(section, $0)] }
        }
        var chunks = pieces(sections.headline, .headline) + pieces(sections.introduction, .introduction)
        for item in sections.highlights where !item.isEmpty {
            var itemChunks = pieces(item, .highlights)
            itemChunks[0].insert(.startHighlight, at: 0)
            chunks += itemChunks
        }
        chunks += pieces(sections.bio, .bio)
        // Even nothing to say ends with a chunk, the one marked completed.
        return chunks.isEmpty ? [[]] : chunks
    }
}

/// The pieces of one stream, made on first demand and handed out in order; the report goes with the first.
private final class PieceQueue: Sendable {
    private struct State {
        var make: (@Sendable () throws -> ([[IntroductionEdit]], CompositionReport))?
        var pieces: [[IntroductionEdit]] = []
        var report = CompositionReport()
        var next = 0
    }

    private let state: Mutex<State>

    init(_ make: @escaping @Sendable () throws -> ([[IntroductionEdit]], CompositionReport)) {
        state = Mutex(State(make: make))
    }

    /// The next piece, whether it is the last, and the report on the first piece; nil once all were handed out.
    func next() throws -> ([IntroductionEdit], Bool, CompositionReport?)? {
        try state.withLock { state in
            if let make = state.make {
                state.make = nil
                (state.pieces, state.report) = try make()
            }
            guard state.next < state.pieces.count else { return nil }
            defer { state.next += 1 }
            return (
                state.pieces[state.next], state.next == state.pieces.count - 1, state.next == 0 ? state.report : nil
            )
        }
    }
}
