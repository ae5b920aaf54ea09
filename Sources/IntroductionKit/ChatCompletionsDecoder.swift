package import EventStream
import Foundation

/// Decodes OpenAI-compatible chat completion chunks.
///
/// Text is `choices[0].delta.content` (the first frame may carry only the role, content may be
/// empty or null, a frame may carry `finish_reason`); a frame with empty `choices` and a `usage`
/// object reports `completion_tokens`; `data: [DONE]` ends the generation. A frame holding an
/// `error` object ends it with the provider's message. Unknown fields are ignored.
package struct ChatCompletionsDecoder: ChunkDecoder {
    private struct Frame: Decodable {
        var choices: [Choice]?
        var usage: Usage?
        var error: ProviderErrorObject?
    }

    private struct Choice: Decodable {
        var index: Int?
        var delta: Delta?
    }

    private struct Delta: Decodable {
        var content: String?
    }

    private struct Usage: Decodable {
        var completionTokens: Int?

        private enum CodingKeys: String, CodingKey {
            case completionTokens = "completion_tokens"
        }
    }

    /// The last usage seen, repeated on the completing chunk.
    private var outputTokens: Int?

    /// A decoder for one generation.
    package init() {}

    package mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        let data = SourceJSON.trimmed(event.data)
        if data == "[DONE]" { return .completed(outputTokens: outputTokens) }
        guard !data.isEmpty else { return .nothing }
        let frame = try SourceJSON.decode(Frame.self, from: String(data))
        if let error = frame.error, !error.isEmpty {
            return DecodedEvent(failure: .provider(message: error.sentence))
        }
        let tokens = frame.usage?.completionTokens
        if let tokens { outputTokens = tokens }
        // Only the first choice is shown; servers asked for one choice send index 0 (or no index).
        let choice = frame.choices?.first { ($0.index ?? 0) == 0 }
        return .content(choice?.delta?.content, outputTokens: tokens)
    }
}
