import EventStream
import IntroductionCore

/// Reads one generation: pulls events from the client, decodes them, and hands out chunks.
///
/// Pulled, not pushed: events are read only when the consumer asks for the next chunk, so the
/// client counts an event as applied (its id becomes the resume cursor) only once the consumer
/// has taken the chunk made from it. The events one read of the body parsed are fetched together and handed out a
/// chunk at a time; the next batch is asked for only once the consumer took the last chunk of this one, which is
/// when the client counts them applied. After the completing chunk or a failure the event iterator
/// is dropped, which cancels the request and closes the connection at once, without waiting for
/// the server to close. A stream that ends without a completing chunk throws `SourceError.truncated`. A whole
/// answer (a JSON body the client accepted instead of an event stream) goes to the decoder in one piece.
/// Before a reconnect's wait it hands out a chunk without text that says so (``ReconnectProgress``). A reader let go
/// before the server ended the generation (stop, regenerate, quit) tells `abandoned` the last event id it applied.
actor ChunkReader<FrameDecoder: ChunkDecoder> {
    /// Nil once the generation ended: dropping the reader cancels the request and closes the connection.
    private var events: EventStreamReader?
    /// Updates fetched together, handed out from `batchIndex` on.
    private var batch: [EventStreamUpdate] = []
    private var batchIndex = 0
    private var decoder: FrameDecoder
    private let wording: FailureWording
    /// A request that could not be built, or a provider error that arrived together with text: thrown on the next
    /// call (after that text).
    private var pendingFailure: (any Error)?
    /// The id of the last event read ("" before one with an id), and whether the server ended the generation.
    private var lastEventID = ""
    private var serverEnded = false
    private let abandoned: (@Sendable (_ lastEventID: String) -> Void)?

    /// A reader of `request`, as `client` streams it, decoded by `decoder`. The request is sent when the first chunk
    /// is asked for; a request that could not be built is thrown there, so a source's `stream(_:)` always returns at
    /// once.
    init(
        request: Result<HTTPRequest, any Error>, client: EventStreamClient, decoder: FrameDecoder,
        wording: FailureWording, abandoned: (@Sendable (_ lastEventID: String) -> Void)? = nil
    ) {
        switch request {
        case .success(let request): events = client.reader(for: request)
        case .failure(let error):
            events = nil
            pendingFailure = error
        }
        self.decoder = decoder
        self.wording = wording
        self.abandoned = abandoned
    }

    /// Called when the consumer let go of the stream: the one moment every way of stopping shares.
    deinit {
        if !serverEnded, !lastEventID.isEmpty { abandoned?(lastEventID) }
    }

    /// The chunks of the request `makeRequest` builds, as `client` streams them, decoded by `decoder`.
    ///
    /// Cancelling the consumer's task or dropping its iterator cancels the request; `abandoned` then gets the last
    /// event id, unless the server had ended the generation.
    static func chunks(
        of makeRequest: () throws -> HTTPRequest,
        client: EventStreamClient,
        decoder: FrameDecoder,
        wording: FailureWording,
        abandoned: (@Sendable (_ lastEventID: String) -> Void)? = nil
    ) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let reader = ChunkReader(
            request: Result(catching: makeRequest), client: client, decoder: decoder, wording: wording,
            abandoned: abandoned)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// The next chunk; nil after the completing chunk.
    func next() async throws -> IntroductionChunk? {
        if let failure = pendingFailure {
            pendingFailure = nil
            throw failure
        }
        while let reader = events {
            let update: EventStreamUpdate?
            if batchIndex < batch.count {
                // A cancelled consumer stops here even with events fetched, so the connection closes now.
                if Task.isCancelled {
                    events = nil
                    throw CancellationError()
                }
                update = batch[batchIndex]
                batchIndex += 1
            } else {
                do {
                    let fetched = try await reader.nextBatch()
                    batch = fetched ?? []
                    batchIndex = batch.isEmpty ? 0 : 1
                    update = batch.first
                } catch {
                    events = nil
                    throw wording.sourceError(for: error)
                }
            }
            let decoded: DecodedEvent
            do {
                switch update {
                case nil:
                    events = nil
                    try Task.checkCancellation()
                    throw SourceError.truncated
                case .retry:
                    continue
                case .reconnecting(let reconnect):
                    let progress = ReconnectProgress(attempt: reconnect.attempt, maxAttempts: reconnect.maxAttempts)
                    return IntroductionChunk(content: "", reconnecting: progress)
                case .event(let event):
                    lastEventID = event.id
                    decoded = try decoder.decode(event)
                case .wholeBody(_, let body):
                    // The last update: whatever the answer holds, nothing follows it.
                    events = nil
                    decoded = try decoder.decode(wholeAnswer: String(decoding: body, as: UTF8.self))
                }
            } catch {
                events = nil
                throw error
            }
            if decoded.failure != nil || decoded.chunk?.status == .completed {
                events = nil
                serverEnded = true
            }
            if let chunk = decoded.chunk {
                pendingFailure = decoded.failure
                return chunk
            }
            if let failure = decoded.failure { throw failure }
        }
        return nil
    }
}
