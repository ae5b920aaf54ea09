import EventStream
import IncrementalJSON
import IntroductionCore

/// Decodes an introduction service's frames: `{"content":"…","status":"in_progress","error":null}`.
///
/// `content` (null or missing is fine) is appended; `status` `completed` ends the generation; a
/// non-empty `error` (a string, or an object with a `message`), or `status` `failed`, ends it with that message
/// after any content in the same frame. Unknown fields are ignored, and so are events with empty data.
///
/// Events of type `section` (``IntroductionService/sectionFrame(_:text:item:)``) fill the headline, the highlights
/// and the bio; `unused` and `shortfall` sections (``IntroductionService/unusedFrame(_:)``) build the report of what
/// the text leaves out of the profile, each one handing on a chunk with the whole report so far (the session keeps
/// the last). A section it does not know is skipped, and so is an unused part whose field or reason it does not know,
/// so a server may add some.
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

    /// The highlight items started so far by section events (the next item's number).
    private var highlightItems = 0
    /// What the text leaves out of the profile, as the section events so far said it.
    private var report = CompositionReport()

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        guard !SourceJSON.isBlank(event.data) else { return .nothing }
        if event.type == IntroductionService.sectionEventType { return try section(event.data) }
        let frame = try Frame(event.data)
        if let error = frame.error, !error.isEmpty {
            var decoded = DecodedEvent.content(frame.content)
            decoded.failure = .provider(message: error.sentence)
            return decoded
        }
        if frame.status == "failed" {
            var decoded = DecodedEvent.content(frame.content)
            decoded.failure = .provider(message: "the service could not write the introduction")
            return decoded
        }
        if frame.status == IntroductionChunk.Status.completed.rawValue {
            return .completed(frame.content)
        }
        return .content(frame.content)
    }

    private static let sectionPaths = JSONPaths([["section"], ["text"], ["item"], ["field"], ["reason"], ["code"]])

    /// A section event: the edits it makes, item numbers turned into started highlights; or a part of the report.
    private mutating func section(_ data: String) throws -> DecodedEvent {
        var values: [JSONValue?] = Array(repeating: nil, count: 6)
        try SourceJSON.scan(data, Self.sectionPaths) { path, value in values[path] = value }
        let (name, text, item) = (values[0], values[1], values[2])
        let piece = try SourceJSON.string(text, in: data) ?? ""
        guard let raw = try SourceJSON.string(name, in: data) else { return .nothing }
        switch raw {
        case IntroductionService.unusedSection:
            let field = try SourceJSON.string(values[3], in: data).flatMap(ProfileField.init(rawValue:))
            let code = try SourceJSON.string(values[5], in: data).flatMap(UnusedPart.Reason.init(rawValue:))
            let phrase = try SourceJSON.string(values[4], in: data)
            guard let field, let reason = code ?? UnusedPart.Reason.allCases.first(where: { $0.phrase == phrase })
            else { return .nothing }
            report.unused.append(UnusedPart(field: field, text: piece, reason: reason))
            return DecodedEvent(chunk: IntroductionChunk(edits: [], report: report))
        case IntroductionService.shortfallSection:
            guard !piece.isEmpty else { return .nothing }
            report.shortfall = piece
            return DecodedEvent(chunk: IntroductionChunk(edits: [], report: report))
        default:
            break
        }
        guard let section = IntroductionSection(rawValue: raw), section != .introduction else { return .nothing }
        guard section == .highlights else { return .edits(piece.isEmpty ? [] : [.append(section, piece)]) }
        guard let number = try SourceJSON.int(item, in: data) else {
            return .edits([.startHighlights] + (piece.isEmpty ? [] : [.append(.highlights, piece)]))
        }
        // Only the last item grows and only the next one may start: any other number is a server's mistake (and
        // never a reason to start thousands of items).
        guard number == highlightItems || (number == highlightItems - 1 && number >= 0) else {
            throw SourceError.invalidFrame(excerpt: data)
        }
        var edits: [IntroductionEdit] = []
        if number == highlightItems {
            edits.append(.startHighlight)
            highlightItems += 1
        }
        if !piece.isEmpty { edits.append(.append(.highlights, piece)) }
        return .edits(edits)
    }
}
