package import IntroductionCore
import IncrementalJSON

extension IntroductionService {
    /// `chunk` as one frame of an introduction service's stream, the data of one event:
    /// `{"content":"…","status":"in_progress","error":null}`, keys in the order of the service's own frames, with
    /// `"output_tokens":N` after them when the chunk carries a count (``ServiceFrameDecoder`` ignores it).
    ///
    /// Written here, beside the decoder that reads it, so the two cannot drift apart; `introgen generate --format
    /// jsonl` prints these lines.
    package static func frame(for chunk: IntroductionChunk) -> String {
        var frame =
            "{\"content\":\(JSONValue.string(chunk.content).text),\"status\":\"\(chunk.status.rawValue)\",\"error\":null"
        if let tokens = chunk.outputTokens { frame += ",\"output_tokens\":\(tokens)" }
        return frame + "}"
    }
}
