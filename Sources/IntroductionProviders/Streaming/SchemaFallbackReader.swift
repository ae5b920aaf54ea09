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
///
/// It is not an actor of its own: each chunk is one hop to the ``ChunkReader`` and back, as with sources that never fall
/// back, not a second stream and a second actor in front of it (a hop and a stream step more per token). The stream
/// calls `next` one call at a time; the lock only makes that state safe to share.
final class SchemaFallbackReader<FrameDecoder: ChunkDecoder>: Sendable {
    private struct State: Sendable {
        var reader: ChunkReader<FrameDecoder>
        var format: ResponseFormat
        var answered = false
    }

    private let state: Mutex<State>
    private let support: SchemaSupport
    private let makeReader: @Sendable (ResponseFormat) -> ChunkReader<FrameDecoder>

    private init(support: SchemaSupport, makeReader: @escaping @Sendable (ResponseFormat) -> ChunkReader<FrameDecoder>)
    {
        let format = support.format
        state = Mutex(State(reader: makeReader(format), format: format))
        self.support = support
        self.makeReader = makeReader
    }

    /// The chunks of a request in the shape `support` says the server takes, or in the next shapes while it
    /// refuses them; `makeReader` makes the reader of the request in a shape.
    static func chunks(
        support: SchemaSupport,
        makeReader: @escaping @Sendable (ResponseFormat) -> ChunkReader<FrameDecoder>
    ) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let reader = SchemaFallbackReader(support: support, makeReader: makeReader)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    func next() async throws -> IntroductionChunk? {
        while true {
            let (reader, answered) = state.withLock { ($0.reader, $0.answered) }
            do {
                let chunk = try await reader.next()
                if !answered { state.withLock { $0.answered = true } }
                return chunk
            } catch let error as SourceError where error.refusesResponseFormat && !answered {
                let format = state.withLock { $0.format }
                guard let next = format.next else { throw error }
                support.refused(format)
                let nextReader = makeReader(next)
                state.withLock { state in
                    state.format = next
                    state.reader = nextReader
                }
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
