import Foundation

/// Frames of an introduction service's event stream, as such a service writes them:
/// `data: {"content":"…","status":"in_progress","error":null}` and a final `completed` frame.
///
/// Deliberately its own writer (escaping through `JSONSerialization`), not `IntroductionService.frame(for:)`: an
/// independent fake of the service, so a mistake in introgen's frame writer or reader cannot hide in both ends.
public enum ServiceWire {
    /// One `in_progress` frame carrying `content` (JSON-escaped, so any text, escape sequences included, fits).
    public static func frame(_ content: String) -> [UInt8] {
        Array("data: {\"content\":\(quoted(content)),\"status\":\"in_progress\",\"error\":null}\n\n".utf8)
    }

    /// The frame that ends a generation.
    public static let completed = Array("data: {\"content\":\"\",\"status\":\"completed\",\"error\":null}\n\n".utf8)

    /// A frame whose non-empty `error` ends the generation with `message`.
    public static func error(_ message: String) -> [UInt8] {
        Array("data: {\"content\":\"\",\"status\":\"in_progress\",\"error\":\(quoted(message))}\n\n".utf8)
    }

    /// A whole response body: every piece as a frame, then `completed`.
    public static func body(_ pieces: [String]) -> [UInt8] {
        pieces.flatMap(frame) + completed
    }

    /// A script streaming `pieces` one frame each, `every` apart (none when zero), then `completed`.
    public static func steps(_ pieces: [String], every: Duration = .zero) -> [ScriptedResponse.Step] {
        var steps: [ScriptedResponse.Step] = []
        for piece in pieces {
            steps.append(.send(frame(piece)))
            if every > .zero { steps.append(.sleep(every)) }
        }
        steps.append(.send(completed))
        return steps
    }

    private static func quoted(_ text: String) -> String {
        let data =
            (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
