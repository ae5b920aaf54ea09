import EventStream

/// Decodes an introduction service's frames: `{"content":"…","status":"in_progress","error":null}`.
///
/// `content` (null or missing is fine) is appended; `status` `completed` ends the generation; a
/// non-empty `error` (a string, or an object with a `message`) ends it with that message after any
/// content in the same frame. Unknown fields are ignored, and so are events with empty data.
///
/// At most once, even against a server that replays: an event whose id was already applied, and
/// the id-less events that follow it, are skipped. A server that honours `Last-Event-ID` never
/// triggers this; one that starts over after a reconnect would otherwise repeat the text.
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

    private var appliedIDs: Set<String> = []
    private var lastID = ""
    private var replaying = false

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        // An event carries the last id seen, so only a change of id marks a new `id:` line.
        if event.id != lastID {
            lastID = event.id
            replaying = !event.id.isEmpty && appliedIDs.contains(event.id)
            if !event.id.isEmpty { appliedIDs.insert(event.id) }
        }
        guard !replaying else { return .nothing }
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
