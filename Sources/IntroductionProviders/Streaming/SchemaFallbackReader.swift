import IntroductionCore
import Synchronization

/// Reads a structured request's chunks and, if the server refuses its `response_format` before answering, the
/// chunks of one more request in the next shape the server may take (``ResponseFormat``), as often as there are
/// shapes left.
///
/// A refusal is recognised by its body, whatever the status: servers answer 400, 422 or 500 for it
/// (``SourceError/refusesResponseFormat``). What worked is remembered by the source (``SchemaSupport``), so later
/// generations ask the right way at once instead of paying refused round trips each time. Any other failure, or a
/// refusal after chunks arrived, passes through.
actor SchemaFallbackReader {
    private var current: AsyncThrowingStream<IntroductionChunk, any Error>.AsyncIterator
    private var format: ResponseFormat
    private var answered = false
    private let support: SchemaSupport
    private let makeStream: @Sendable (ResponseFormat) -> AsyncThrowingStream<IntroductionChunk, any Error>

    private init(
        support: SchemaSupport,
        makeStream: @escaping @Sendable (ResponseFormat) -> AsyncThrowingStream<IntroductionChunk, any Error>
    ) {
        format = support.format
        current = makeStream(format).makeAsyncIterator()
        self.support = support
        self.makeStream = makeStream
    }

    /// The chunks of a request in the shape `support` says the server takes, or in the next shapes while it
    /// refuses them.
    static func chunks(
        support: SchemaSupport,
        makeStream: @escaping @Sendable (ResponseFormat) -> AsyncThrowingStream<IntroductionChunk, any Error>
    ) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let reader = SchemaFallbackReader(support: support, makeStream: makeStream)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    func next() async throws -> IntroductionChunk? {
        while true {
            var iterator = current
            do {
                let chunk = try await iterator.next(isolation: self)
                current = iterator
                answered = true
                return chunk
            } catch let error as SourceError where error.refusesResponseFormat && !answered {
                guard let next = format.next else { throw error }
                support.refused(format)
                format = next
                current = makeStream(next).makeAsyncIterator()
            }
        }
    }
}

/// Which shape of structured output a server takes, learned from its refusals and kept for the source's lifetime
/// (shared by copies of the source): the first shape it has not refused.
final class SchemaSupport: Sendable {
    private let accepted = Mutex(ResponseFormat.jsonSchema)

    init() {}

    /// The shape to ask in now.
    var format: ResponseFormat { accepted.withLock { $0 } }

    /// The server refused `format`: ask in the next shape from now on (never back up a step another request learned).
    func refused(_ format: ResponseFormat) {
        guard let next = format.next else { return }
        accepted.withLock { $0 = max($0, next) }
    }
}
