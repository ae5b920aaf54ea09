package import EventStream
import IncrementalJSON
import IntroductionCore
package import IntroductionWriting

/// Decodes OpenAI-compatible chat completion chunks.
///
/// Text is `choices[0].delta.content` (the first frame may carry only the role, content may be
/// empty or null, a frame may carry `finish_reason`); a frame with empty `choices` and a `usage`
/// object reports `completion_tokens` and `prompt_tokens`; `data: [DONE]` ends the generation. A frame holding an
/// `error` object ends it with the provider's message. Unknown fields are ignored. `finish_reason: "length"` marks
/// the completing chunk as cut short.
///
/// The text is the model's answer: the four-part introduction object the request asked for, or plain text from a
/// model that ignored the format (``StructuredAnswerReader`` tells them apart and turns either into edits).
/// A server that answers the streaming request with one whole `chat.completion` object instead
/// (`choices[0].message.content`) is read the same way, in one piece.
///
/// Frames are read with the JSON reader's fast path: only the paths below are decoded, the rest of the frame is
/// checked and skipped.
package struct ChatCompletionsDecoder: ChunkDecoder {
    private enum Path: Int {
        case error, content, index, completionTokens, promptTokens, finishReason, messageContent
    }

    private static let paths = JSONPaths([
        ["error"], ["choices", 0, "delta", "content"], ["choices", 0, "index"], ["usage", "completion_tokens"],
        ["usage", "prompt_tokens"], ["choices", 0, "finish_reason"], ["choices", 0, "message", "content"],
    ])

    /// The fields of one frame (or of a whole completion).
    private struct Fields {
        var error: JSONValue?
        var content: JSONValue?
        var index: JSONValue?
        var completionTokens: JSONValue?
        var promptTokens: JSONValue?
        var finishReason: JSONValue?
        var messageContent: JSONValue?

        init(_ data: String) throws {
            try SourceJSON.scan(data, ChatCompletionsDecoder.paths) { path, value in
                switch Path(rawValue: path) {
                case .error: error = value
                case .content: content = value
                case .index: index = value
                case .completionTokens: completionTokens = value
                case .promptTokens: promptTokens = value
                case .finishReason: finishReason = value
                case .messageContent: messageContent = value
                case nil: break
                }
            }
        }
    }

    /// The last usage seen, repeated on the completing chunk.
    private var outputTokens: Int?
    private var inputTokens: Int?
    /// Whether a choice finished at the length limit.
    private var cutShort = false
    private var answer: StructuredAnswerReader

    /// A decoder for one generation; `schemaDescribed` when the request described the answer's shape in the prompt
    /// instead of enforcing it (the model may then write a preamble before the object).
    package init(answer: PromptBuilder.Answer = .schemaEnforced) {
        self.answer = StructuredAnswerReader(allowsPreamble: answer == .schemaDescribed)
    }

    package mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        let data = SourceJSON.trimmed(event.data)
        if data == "[DONE]" {
            let edits = answer.finish()
            return .completed(
                edits: edits, outputTokens: outputTokens, inputTokens: inputTokens, cutShort: cutShort,
                sectionsMissing: answer.isPlainText)
        }
        guard !data.isEmpty else { return .nothing }
        let fields = try Fields(event.data)
        if let failure = try ProviderErrorObject(fields.error, inFrame: event.data), !failure.isEmpty {
            return DecodedEvent(failure: .provider(message: failure.sentence))
        }
        let tokenCount = try readUsage(fields, in: event.data)
        // Only the first choice is shown: servers asked for one choice send it first, with index 0 (or none).
        guard try SourceJSON.int(fields.index, in: event.data) ?? 0 == 0 else {
            return .edits([], outputTokens: tokenCount.output, inputTokens: tokenCount.input)
        }
        if try SourceJSON.string(fields.finishReason, in: event.data) == "length" { cutShort = true }
        guard let text = try SourceJSON.string(fields.content, in: event.data), !text.isEmpty else {
            return .edits([], outputTokens: tokenCount.output, inputTokens: tokenCount.input)
        }
        let reading = answer.read(text)
        var decoded = DecodedEvent.edits(
            reading.edits, outputTokens: tokenCount.output, inputTokens: tokenCount.input)
        decoded.failure = reading.failure
        return decoded
    }

    /// A whole `chat.completion`: `choices[0].message.content` read as a streamed answer would be, its
    /// `finish_reason` and usage; an `error` object is the provider's error.
    package mutating func decode(wholeAnswer: String) throws -> DecodedEvent {
        let fields = try Fields(wholeAnswer)
        if let failure = try ProviderErrorObject(fields.error, inFrame: wholeAnswer), !failure.isEmpty {
            return DecodedEvent(failure: .provider(message: failure.sentence))
        }
        guard let text = try SourceJSON.string(fields.messageContent, in: wholeAnswer) else {
            throw SourceError.unexpectedResponse(message: SourceError.message(fromBody: wholeAnswer))
        }
        _ = try readUsage(fields, in: wholeAnswer)
        if try SourceJSON.string(fields.finishReason, in: wholeAnswer) == "length" { cutShort = true }
        let reading = answer.read(text)
        if let failure = reading.failure {
            return DecodedEvent(chunk: IntroductionChunk(edits: reading.edits, arrivedWhole: true), failure: failure)
        }
        let edits = reading.edits + answer.finish()
        return .completed(
            edits: edits, outputTokens: outputTokens, inputTokens: inputTokens, cutShort: cutShort,
            arrivedWhole: true, sectionsMissing: answer.isPlainText)
    }

    /// Remembers the usage the fields report and returns it.
    private mutating func readUsage(_ fields: Fields, in data: String) throws -> (output: Int?, input: Int?) {
        let output = try SourceJSON.int(fields.completionTokens, in: data)
        let input = try SourceJSON.int(fields.promptTokens, in: data)
        if let output { outputTokens = output }
        if let input { inputTokens = input }
        return (output, input)
    }
}
