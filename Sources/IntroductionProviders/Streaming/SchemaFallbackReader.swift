import IntroductionCore
import Synchronization

/// Reads a structured request's chunks and, if the server refuses the schema before answering, the chunks of
/// one more request that describes the answer's shape in the prompt instead.
///
/// Some OpenAI-compatible servers (older local ones) answer HTTP 400 naming `response_format`. The refusal is
/// remembered by the source (``SchemaSupport``), so later generations ask the second way at once instead of
/// paying a refused round trip each time. Any other failure, or a refusal after chunks arrived, passes through.
actor SchemaFallbackReader {
    private var current: AsyncThrowingStream<IntroductionChunk, any Error>.AsyncIterator
    private var fallback: (@Sendable () -> AsyncThrowingStream<IntroductionChunk, any Error>)?
    private let support: SchemaSupport

    init(
        _ first: AsyncThrowingStream<IntroductionChunk, any Error>,
        support: SchemaSupport,
        fallback: @escaping @Sendable () -> AsyncThrowingStream<IntroductionChunk, any Error>
    ) {
        current = first.makeAsyncIterator()
        self.support = support
        self.fallback = fallback
    }

    /// The chunks of `first`, or of the fallback once `first` was refused for its schema.
    static func chunks(
        _ first: AsyncThrowingStream<IntroductionChunk, any Error>,
        support: SchemaSupport,
        fallback: @escaping @Sendable () -> AsyncThrowingStream<IntroductionChunk, any Error>
    ) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let reader = SchemaFallbackReader(first, support: support, fallback: fallback)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    func next() async throws -> IntroductionChunk? {
        var iterator = current
        do {
            let chunk = try await iterator.next(isolation: self)
            current = iterator
            fallback = nil
            return chunk
        } catch let error as SourceError where error.refusesResponseFormat {
            guard let makeFallback = fallback else { throw error }
            fallback = nil
            support.markRefused()
            iterator = makeFallback().makeAsyncIterator()
            let chunk = try await iterator.next(isolation: self)
            current = iterator
            return chunk
        }
    }
}

/// Whether a server accepts a JSON schema in the request, learned from its first refusal and kept for the
/// source's lifetime (shared by copies of the source).
final class SchemaSupport: Sendable {
    private let refused = Mutex(false)

    init() {}

    var isRefused: Bool { refused.withLock { $0 } }

    func markRefused() { refused.withLock { $0 = true } }
}
