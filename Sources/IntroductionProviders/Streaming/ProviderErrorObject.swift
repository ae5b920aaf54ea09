import IncrementalJSON
import IntroductionCore

/// An error a provider puts in a body or a frame, in any of the common shapes:
/// `{"message","type","code"}` (OpenAI, Anthropic's inner object), or a bare string.
struct ProviderErrorObject: Sendable, Equatable {
    var message: String?
    var type: String?

    init(message: String?, type: String? = nil) {
        self.message = message
        self.type = type
    }

    /// The error a frame's `error` value holds: nil when absent or `null`; a string is the message; an object
    /// gives its `message` and `type` when they are strings (`code` may be a string, a number or null depending on
    /// the server, and only the words matter here).
    ///
    /// - Throws: `SourceError.invalidFrame` (naming `frame`) for any other shape.
    init?(_ value: JSONValue?, inFrame frame: String) throws {
        switch value {
        case nil, .null?:
            return nil
        case .string(let text)?:
            self.init(message: text)
        case .object?:
            self.init(message: value?["message"]?.string, type: value?["type"]?.string)
        default:
            throw SourceError.invalidFrame(excerpt: String(SourceJSON.trimmed(frame)))
        }
    }

    /// No message and no type: `"error": ""` or `{}` is how some servers say "no error".
    var isEmpty: Bool {
        (message ?? "").allSatisfy(\.isWhitespace) && (type ?? "").isEmpty
    }

    /// The words to show: the message, else the type, else a plain statement that something failed.
    var sentence: String {
        if let message, !message.allSatisfy(\.isWhitespace) { return message }
        if let type, !type.isEmpty { return type }
        return "an error without a message"
    }
}
