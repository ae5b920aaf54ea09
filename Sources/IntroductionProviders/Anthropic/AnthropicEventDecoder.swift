import EventStream
import IncrementalJSON
import IntroductionCore

/// Decodes Anthropic Messages stream events.
///
/// The introduction comes from the forced tool's input as it streams: `content_block_delta` events whose delta
/// is an `input_json_delta` carry `partial_json` pieces of the four-part object, read by a strict
/// ``IntroductionAssembler``. Plain text (`text_delta`, and a non-empty text block in `content_block_start`), from a
/// model or relay that answered without the tool, fills the introduction. Other delta types (thinking) are ignored.
/// `message_start` reports `usage.input_tokens`, `message_delta` reports `usage.output_tokens` (and
/// `delta.stop_reason`: `max_tokens` marks the completing chunk as cut short); `message_stop` ends the
/// generation; `event: error` ends it with the provider's message. `ping`, `content_block_stop` and
/// unknown event types are ignored (their data is not even read). An unnamed event is dispatched by its
/// data's `type`.
///
/// A server that answers the streaming request with one whole `message` object instead reads the same way: the
/// `tool_use` block's `input` is the four-part object; failing that, the `text` blocks are the answer (the object
/// or plain text, see ``StructuredAnswerReader``).
struct AnthropicEventDecoder: ChunkDecoder {
    /// The fields read from an event's data (with the JSON reader's fast path; the rest is skipped).
    private struct Payload {
        var type: String?
        var blockType: String?
        var blockText: String?
        var deltaType: String?
        var deltaText: String?
        var partialJSON: String?
        var stopReason: String?
        var outputTokens: Int?
        var inputTokens: Int?
        var error: ProviderErrorObject?

        private enum Path: Int {
            case type, blockType, blockText, deltaType, deltaText, outputTokens, error, partialJSON, stopReason
            case inputTokens, startInputTokens
        }

        private static let paths = JSONPaths([
            ["type"], ["content_block", "type"], ["content_block", "text"], ["delta", "type"], ["delta", "text"],
            ["usage", "output_tokens"], ["error"], ["delta", "partial_json"], ["delta", "stop_reason"],
            ["usage", "input_tokens"], ["message", "usage", "input_tokens"],
        ])

        init(_ data: String) throws {
            var strings: [Path: String] = [:]
            var tokens: JSONValue?
            var input: JSONValue?
            var error: JSONValue?
            try SourceJSON.scan(data, Self.paths) { number, value in
                switch Path(rawValue: number) {
                case .outputTokens: tokens = value
                case .inputTokens, .startInputTokens: input = value
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
            stopReason = strings[.stopReason]
            outputTokens = try SourceJSON.int(tokens, in: data)
            inputTokens = try SourceJSON.int(input, in: data)
            self.error = try ProviderErrorObject(error, inFrame: data)
        }
    }

    /// The fields of a whole `message` object.
    private struct Message {
        var type: String?
        var content: JSONValue?
        var stopReason: String?
        var outputTokens: Int?
        var inputTokens: Int?
        var error: ProviderErrorObject?

        private enum Path: Int {
            case type, content, stopReason, outputTokens, inputTokens, error
        }

        private static let paths = JSONPaths([
            ["type"], ["content"], ["stop_reason"], ["usage", "output_tokens"], ["usage", "input_tokens"], ["error"],
        ])

        init(_ data: String) throws {
            var values: [Path: JSONValue] = [:]
            try SourceJSON.scan(data, Self.paths) { number, value in
                if let path = Path(rawValue: number) { values[path] = value }
            }
            type = try SourceJSON.string(values[.type], in: data)
            content = values[.content]
            stopReason = try SourceJSON.string(values[.stopReason], in: data)
            outputTokens = try SourceJSON.int(values[.outputTokens], in: data)
            inputTokens = try SourceJSON.int(values[.inputTokens], in: data)
            error = try ProviderErrorObject(values[.error], inFrame: data)
        }
    }

    private var outputTokens: Int?
    private var inputTokens: Int?
    private var cutShort = false
    private var toolInput = IntroductionAssembler(mode: .strict)

    mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        var name = event.type
        var payload: Payload?
        if name == "message" {
            payload = try Payload(event.data)
            name = payload?.type ?? name
        }
        switch name {
        case "message_start":
            let start = try payload ?? Payload(event.data)
            guard let tokens = start.inputTokens else { return .nothing }
            inputTokens = tokens
            return .edits([], inputTokens: tokens)
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
            if message.stopReason == "max_tokens" { cutShort = true }
            if let tokens = message.outputTokens { outputTokens = tokens }
            if let tokens = message.inputTokens { inputTokens = tokens }
            return .edits([], outputTokens: message.outputTokens, inputTokens: message.inputTokens)
        case "message_stop":
            return .completed(edits: [], outputTokens: outputTokens, inputTokens: inputTokens, cutShort: cutShort)
        case "error":
            let failure = try payload ?? Payload(event.data)
            return DecodedEvent(
                failure: .provider(message: (failure.error ?? ProviderErrorObject(message: nil)).sentence))
        default:
            // ping, content_block_stop and types added later.
            return .nothing
        }
    }

    /// A whole `message`: the `tool_use` block's `input` when there is one, else its `text` blocks; `stop_reason`
    /// and usage as in a stream. `{"type":"error","error":{…}}` is the provider's error.
    mutating func decode(wholeAnswer: String) throws -> DecodedEvent {
        let message = try Message(wholeAnswer)
        if let failure = message.error, !failure.isEmpty {
            return DecodedEvent(failure: .provider(message: failure.sentence))
        }
        guard message.type == nil || message.type == "message", case .array(let blocks)? = message.content else {
            throw SourceError.unexpectedResponse(message: SourceError.message(fromBody: wholeAnswer))
        }
        let edits: [IntroductionEdit]
        if let input = blocks.first(where: { $0["type"]?.string == "tool_use" })?["input"] {
            do {
                edits = try toolInput.edits(for: input.text.utf8)
            } catch {
                throw SourceError.invalidFrame(excerpt: String(input.text.prefix(80)))
            }
        } else {
            let text = blocks.filter { $0["type"]?.string == "text" }.compactMap { $0["text"]?.string }.joined()
            var answer = StructuredAnswerReader(allowsPreamble: false)
            let reading = answer.read(text)
            if let failure = reading.failure {
                return DecodedEvent(
                    chunk: IntroductionChunk(edits: reading.edits, arrivedWhole: true), failure: failure)
            }
            edits = reading.edits + answer.finish()
        }
        return .completed(
            edits: edits, outputTokens: message.outputTokens, inputTokens: message.inputTokens,
            cutShort: message.stopReason == "max_tokens", arrivedWhole: true)
    }
}
