package import IntroductionCore
import IncrementalJSON

extension IntroductionService {
    /// The event type of the optional section events: `event: section`, so a client that knows only the three
    /// fields of the `message` events (an `EventSource`'s `onmessage`) never sees them.
    package static let sectionEventType = "section"

    /// `chunk` as one frame of an introduction service's stream, the data of one event:
    /// `{"content":"…","status":"in_progress","error":null}`, keys in the order of the service's own frames, with
    /// `"output_tokens":N` after them when the chunk carries a count (``ServiceFrameDecoder`` ignores it).
    ///
    /// Written here, beside the decoder that reads it, so the two cannot drift apart; `introgen generate --format
    /// jsonl` prints these lines and `introgen serve` sends them.
    package static func frame(for chunk: IntroductionChunk) -> String {
        frame(content: chunk.content, status: chunk.status.rawValue, outputTokens: chunk.outputTokens)
    }

    /// One frame: `content`, `status` (`in_progress`, `completed` or `failed`), `error` (null when nil), then
    /// `output_tokens` when there is a count.
    package static func frame(content: String, status: String, error: String? = nil, outputTokens: Int? = nil)
        -> String
    {
        var frame = "{\"content\":\(JSONValue.string(content).text),\"status\":\"\(status)\",\"error\":"
        frame += error.map { JSONValue.string($0).text } ?? "null"
        if let outputTokens { frame += ",\"output_tokens\":\(outputTokens)" }
        return frame + "}"
    }

    /// The data of one section event: `{"section":"headline","text":"…"}`, and for a highlight the item it grows,
    /// counted from 0: `{"section":"highlights","item":1,"text":"…"}` (a new item starts when the number goes up;
    /// `"text":""` starts one empty). The list alone, started empty, is `{"section":"highlights","text":""}`.
    ///
    /// Deliberately without `content`, `status` and `error`: a client that reads every event's data as a frame,
    /// whatever its type, finds nothing to append and nothing that ends the stream.
    package static func sectionFrame(_ section: IntroductionSection, text: String, item: Int? = nil) -> String {
        var frame = "{\"section\":\"\(section.rawValue)\""
        if let item { frame += ",\"item\":\(item)" }
        return frame + ",\"text\":\(JSONValue.string(text).text)}"
    }

    /// The `section` value of a part of the profile the text leaves out (``unusedFrame(_:)``).
    package static let unusedSection = "unused"
    /// The `section` value of the sentence saying the profile held less than the length asked (``shortfallFrame(_:)``).
    package static let shortfallSection = "shortfall"

    /// The data of the section event for one part of the profile the text leaves out:
    /// `{"section":"unused","field":"notes","text":"…","reason":"not understood","code":"not_understood"}`; `reason`
    /// is the phrase a person reads, `code` the stable ``UnusedPart/Reason`` raw value a program matches on.
    package static func unusedFrame(_ part: UnusedPart) -> String {
        "{\"section\":\"\(unusedSection)\",\"field\":\"\(part.field.rawValue)\",\"text\":\(JSONValue.string(part.text).text)"
            + ",\"reason\":\(JSONValue.string(part.reason.phrase).text),\"code\":\"\(part.reason.rawValue)\"}"
    }

    /// The data of the section event saying the profile held less than the length asked:
    /// `{"section":"shortfall","text":"…"}`.
    package static func shortfallFrame(_ sentence: String) -> String {
        "{\"section\":\"\(shortfallSection)\",\"text\":\(JSONValue.string(sentence).text)}"
    }
}
