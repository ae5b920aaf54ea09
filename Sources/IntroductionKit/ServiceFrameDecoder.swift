import EventStream
import Foundation

/// Decodes an introduction service's frames: `{"content":"…","status":"in_progress","error":null}`.
///
/// `content` (null or missing is fine) is appended; `status` `completed` ends the generation; a
/// non-empty `error` (a string, or an object with a `message`) ends it with that message after any
/// content in the same frame. Unknown fields are ignored, and so are events with empty data.
///
/// Replayed events never reach it: the service's reconnect policy skips every event whose id was
/// applied on an earlier connection (``ReconnectPolicy/Resume/skipsReplayedEvents``).
struct ServiceFrameDecoder: ChunkDecoder {
    private struct Frame: Decodable {
        var content: String?
        var status: String?
        var error: ProviderErrorObject?
    }

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        guard !SourceJSON.isBlank(event.data) else { return .nothing }
        let frame = try SourceJSON.decode(Frame.self, from: event.data)
        if let error = frame.error, !error.isEmpty {
            var decoded = DecodedEvent.content(frame.content)
            decoded.failure = .provider(message: error.sentence)
            return decoded
        }
        if frame.status == IntroductionChunk.Status.completed.rawValue {
            return .completed(frame.content)
        }
        return .content(frame.content)
    }
}
