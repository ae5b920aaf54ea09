package import EventStream
package import IntroductionCore

/// Turns the events of one provider's stream into chunks.
///
/// One value serves one generation, so it may remember things between events (usage counts,
/// event ids already applied). It decides what ends the generation: a returned chunk whose
/// status is `.completed` is the last one, and the connection is closed right after it.
package protocol ChunkDecoder: Sendable {
    /// What `event` means for the introduction.
    ///
    /// - Throws: `SourceError` when the event cannot be decoded (`.invalidFrame`).
    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent

    /// What a whole answer means: the JSON body a server sent instead of an event stream (only sources whose
    /// client accepts `application/json` whole get one). Either the completing chunk, marked `arrivedWhole`, with
    /// every edit the answer makes, or the provider's error, or an object that broke after a part started: its
    /// edits, then `.invalidFrame`, as the same answer streamed would give.
    ///
    /// - Throws: `SourceError` when the body is not JSON (`.invalidFrame`) or holds no answer
    ///   (`.unexpectedResponse`).
    mutating func decode(wholeAnswer: String) throws -> DecodedEvent
}

extension ChunkDecoder {
    /// Refuses: a source that does not accept whole answers never asks its decoder for one.
    package mutating func decode(wholeAnswer: String) throws -> DecodedEvent {
        throw SourceError.unexpectedResponse(message: SourceError.message(fromBody: wholeAnswer))
    }
}

/// What one event meant: text (or a usage count, or the end) to hand on, a failure, both, or nothing.
package struct DecodedEvent: Sendable, Equatable {
    /// The chunk to hand on; nil when the event carries nothing the consumer needs (a ping, a role).
    package var chunk: IntroductionChunk?
    /// The provider reported an error, or the answer broke: thrown after `chunk` (whose text is kept), ending the
    /// stream.
    package var failure: SourceError?

    /// An event that changes nothing for the consumer.
    package static let nothing = DecodedEvent()

    package init(chunk: IntroductionChunk? = nil, failure: SourceError? = nil) {
        self.chunk = chunk
        self.failure = failure
    }

    /// Text to append (skipped entirely when empty and there are no tokens to report).
    package static func content(_ text: String?, outputTokens: Int? = nil) -> DecodedEvent {
        guard let text, !text.isEmpty else {
            return outputTokens == nil
                ? .nothing : DecodedEvent(chunk: IntroductionChunk(content: "", outputTokens: outputTokens))
        }
        return DecodedEvent(chunk: IntroductionChunk(content: text, outputTokens: outputTokens))
    }

    /// Edits to hand on (skipped entirely when there are none and no tokens to report).
    package static func edits(_ edits: [IntroductionEdit], outputTokens: Int? = nil, inputTokens: Int? = nil)
        -> DecodedEvent
    {
        guard !edits.isEmpty || outputTokens != nil || inputTokens != nil else { return .nothing }
        return DecodedEvent(
            chunk: IntroductionChunk(edits: edits, outputTokens: outputTokens, inputTokens: inputTokens))
    }

    /// The generation is over; `text` is any last piece that came with the marker.
    package static func completed(_ text: String? = nil, outputTokens: Int? = nil) -> DecodedEvent {
        DecodedEvent(chunk: IntroductionChunk(content: text ?? "", status: .completed, outputTokens: outputTokens))
    }

    /// The generation is over; `edits` are the last ones the answer owed (for a whole answer, all of them).
    package static func completed(
        edits: [IntroductionEdit],
        outputTokens: Int? = nil,
        inputTokens: Int? = nil,
        cutShort: Bool = false,
        arrivedWhole: Bool = false,
        sectionsMissing: Bool = false
    ) -> DecodedEvent {
        DecodedEvent(
            chunk: IntroductionChunk(
                edits: edits, status: .completed, outputTokens: outputTokens, inputTokens: inputTokens,
                cutShort: cutShort, arrivedWhole: arrivedWhole, sectionsMissing: sectionsMissing))
    }
}
