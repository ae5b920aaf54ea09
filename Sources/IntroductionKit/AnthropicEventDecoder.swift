import EventStream
import Foundation

/// Decodes Anthropic Messages stream events.
///
/// Text comes from `content_block_delta` events whose delta is a `text_delta` (other delta types,
/// such as tool input or thinking, are not introduction text) and from a non-empty text block in
/// `content_block_start`. `message_delta` reports `usage.output_tokens`; `message_stop` ends the
/// generation; `event: error` ends it with the provider's message. `ping`, `content_block_stop` and
/// unknown event types are ignored. An unnamed event is dispatched by its data's `type`.
struct AnthropicEventDecoder: ChunkDecoder {
    private struct Payload: Decodable {
        var type: String?
        var contentBlock: TextPart?
        var delta: TextPart?
        var usage: Usage?
        var error: ProviderErrorObject?

        private enum CodingKeys: String, CodingKey {
            case type, delta, usage, error
            case contentBlock = "content_block"
        }
    }

    /// A content block or a delta: both say what they are in `type` and carry `text` when textual.
    private struct TextPart: Decodable {
        var type: String?
        var text: String?
    }

    private struct Usage: Decodable {
        var outputTokens: Int?

        private enum CodingKeys: String, CodingKey {
            case outputTokens = "output_tokens"
        }
    }

    private var outputTokens: Int?

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        var name = event.type
        var payload: Payload?
        if name == "message" {
            payload = try SourceJSON.decode(Payload.self, from: event.data)
            name = payload?.type ?? name
        }
        switch name {
        case "content_block_start":
            let block = try payload ?? SourceJSON.decode(Payload.self, from: event.data)
            guard block.contentBlock?.type == "text" else { return .nothing }
            return .content(block.contentBlock?.text)
        case "content_block_delta":
            let delta = try payload ?? SourceJSON.decode(Payload.self, from: event.data)
            guard delta.delta?.type == "text_delta" else { return .nothing }
            return .content(delta.delta?.text)
        case "message_delta":
            let message = try payload ?? SourceJSON.decode(Payload.self, from: event.data)
            let tokens = message.usage?.outputTokens
            if let tokens { outputTokens = tokens }
            return .content(nil, outputTokens: tokens)
        case "message_stop":
            return .completed(outputTokens: outputTokens)
        case "error":
            let failure = try payload ?? SourceJSON.decode(Payload.self, from: event.data)
            return DecodedEvent(
                failure: .provider(message: (failure.error ?? ProviderErrorObject(message: nil)).sentence))
        default:
            // message_start, ping, content_block_stop and types added later.
            return .nothing
        }
    }
}
