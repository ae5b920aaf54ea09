import EventStream
import IncrementalJSON
import IntroductionCore

/// Decodes an introduction service's frames: `{"content":"…","status":"in_progress","error":null}`.
///
/// `content` (null or missing is fine) is appended; `status` `completed` ends the generation; a
/// non-empty `error` (a string, or an object with a `message`) ends it with that message after any
/// content in the same frame. Unknown fields are ignored, and so are events with empty data.
///
/// Replayed events never reach it: the service's reconnect policy skips every event whose id was
/// applied on an earlier connection (``ReconnectPolicy/Resume/skipsReplayedEvents``).
struct ServiceFrameDecoder: ChunkDecoder {
    /// The fields read from a frame (with the JSON reader's fast path; the rest is skipped).
    private struct Frame {
        var content: String?
        var status: String?
        var error: ProviderErrorObject?

        private static let paths = JSONPaths([["content"], ["status"], ["error"]])

        init(_ data: String) throws {
            var content: JSONValue?
            var status: JSONValue?
            var error: JSONValue?
            try SourceJSON.scan(data, Self.paths) { path, value in
                switch path {
                case 0: content = value
                case 1: status = value
                default: error = value
                }
            }
            self.content = try SourceJSON.string(content, in: data)
            self.status = try SourceJSON.string(status, in: data)
            self.error = try ProviderErrorObject(error, inFrame: data)
        }
    }

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        guard !SourceJSON.isBlank(event.data) else { return .nothing }
        let frame = try Frame(event.data)
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
