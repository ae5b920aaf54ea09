import Foundation

/// An error a provider puts in a body or a frame, in any of the common shapes:
/// `{"message","type","code"}` (OpenAI, Anthropic's inner object), or a bare string.
struct ProviderErrorObject: Decodable, Sendable, Equatable {
    var message: String?
    var type: String?

    private enum CodingKeys: String, CodingKey {
        case message, type
    }

    init(message: String?, type: String? = nil) {
        self.message = message
        self.type = type
    }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(message: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // `code` may be a string, a number or null depending on the server; only the words matter here.
        self.init(
            message: try? container.decodeIfPresent(String.self, forKey: .message),
            type: try? container.decodeIfPresent(String.self, forKey: .type)
        )
    }

    /// No message and no type: `"error": ""` or `{}` is how some servers say "no error".
    var isEmpty: Bool {
        (message ?? "").trimmingCharacters(in: .whitespaces).isEmpty && (type ?? "").isEmpty
    }

    /// The words to show: the message, else the type, else a plain statement that something failed.
    var sentence: String {
        if let message, !message.trimmingCharacters(in: .whitespaces).isEmpty { return message }
        if let type, !type.isEmpty { return type }
        return "an error without a message"
    }
}
