import EventStream

/// Decodes Anthropic Messages stream events.
///
/// The introduction comes from the forced tool's input as it streams: `content_block_delta` events whose delta
/// is an `input_json_delta` carry `partial_json` pieces of the four-part object, read by a strict
/// ``IntroductionAssembler``. Plain text (`text_delta`, and a non-empty text block in `content_block_start`), from a
/// model or relay that answered without the tool, fills the introduction. Other delta types (thinking) are ignored. `message_delta` reports `usage.output_tokens`; `message_stop` ends the
/// generation; `event: error` ends it with the provider's message. `ping`, `content_block_stop` and
/// unknown event types are ignored (their data is not even read). An unnamed event is dispatched by its
/// data's `type`.
struct AnthropicEventDecoder: ChunkDecoder {
    /// The fields read from an event's data (with the JSON reader's fast path; the rest is skipped).
    private struct Payload {
        var type: String?
        var blockType: String?
        var blockText: String?
        var deltaType: String?
        var deltaText: String?
        var partialJSON: String?
        var outputTokens: Int?
        var error: ProviderErrorObject?

        private enum Path: Int {
            case type, blockType, blockText, deltaType, deltaText, outputTokens, error, partialJSON
        }

        private static let paths = JSONPaths([
            ["type"], ["content_block", "type"], ["content_block", "text"], ["delta", "type"], ["delta", "text"],
            ["usage", "output_tokens"], ["error"], ["delta", "partial_json"],
        ])

        init(_ data: String) throws {
            var strings: [Path: String] = [:]
            var tokens: JSONValue?
            var error: JSONValue?
            try SourceJSON.scan(data, Self.paths) { number, value in
                switch Path(rawValue: number) {
                case .outputTokens: tokens = value
                case .error: error = value
                case let path?: strings[path] = try SourceJSON.string(value, in: data)
                case nil: break
                }
            }
            type = strings[.type]
            blockType = strings[.blockType]
            blockText = strings[.blockText]
            deltaType = strings[.deltaType]
            deltaText = strings[.deltaText]
            partialJSON = strings[.partialJSON]
            outputTokens = try SourceJSON.int(tokens, in: data)
            self.error = try ProviderErrorObject(error, inFrame: data)
        }
    }

    private var outputTokens: Int?
    private var toolInput = IntroductionAssembler(mode: .strict)

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        var name = event.type
        var payload: Payload?
        if name == "message" {
            payload = try Payload(event.data)
            name = payload?.type ?? name
        }
        switch name {
        case "content_block_start":
            let block = try payload ?? Payload(event.data)
            guard block.blockType == "text" else { return .nothing }
            return .content(block.blockText)
        case "content_block_delta":
            let delta = try payload ?? Payload(event.data)
            switch delta.deltaType {
            case "text_delta":
                return .content(delta.deltaText)
            case "input_json_delta":
                guard let piece = delta.partialJSON, !piece.isEmpty else { return .nothing }
                do {
                    return .edits(try toolInput.edits(for: piece.utf8))
                } catch {
                    throw SourceError.invalidFrame(excerpt: event.data)
                }
            default:
                return .nothing
            }
        case "message_delta":
            let message = try payload ?? Payload(event.data)
            let tokens = message.outputTokens
            if let tokens { outputTokens = tokens }
            return .content(nil, outputTokens: tokens)
        case "message_stop":
            return .completed(outputTokens: outputTokens)
        case "error":
            let failure = try payload ?? Payload(event.data)
            return DecodedEvent(
                failure: .provider(message: (failure.error ?? ProviderErrorObject(message: nil)).sentence))
        default:
            // message_start, ping, content_block_stop and types added later.
            return .nothing
        }
    }
}
