package import EventStream

/// Decodes OpenAI-compatible chat completion chunks.
///
/// Text is `choices[0].delta.content` (the first frame may carry only the role, content may be
/// empty or null, a frame may carry `finish_reason`); a frame with empty `choices` and a `usage`
/// object reports `completion_tokens`; `data: [DONE]` ends the generation. A frame holding an
/// `error` object ends it with the provider's message. Unknown fields are ignored.
///
/// The text is the model's answer: the four-part introduction object the request asked for, or plain text from a
/// model that ignored the format (``StructuredAnswerReader`` tells them apart and turns either into edits).
///
/// Frames are read with the JSON reader's fast path: only the paths below are decoded, the rest of the frame is
/// checked and skipped.
package struct ChatCompletionsDecoder: ChunkDecoder {
    private enum Path: Int {
        case error, content, index, completionTokens
    }

    private static let paths = JSONPaths([
        ["error"], ["choices", 0, "delta", "content"], ["choices", 0, "index"], ["usage", "completion_tokens"],
    ])

    /// The last usage seen, repeated on the completing chunk.
    private var outputTokens: Int?
    private var answer: StructuredAnswerReader

    /// A decoder for one generation; `schemaDescribed` when the request described the answer's shape in the prompt
    /// instead of enforcing it (the model may then write a preamble before the object).
    package init(answer: PromptBuilder.Answer = .schemaEnforced) {
        self.answer = StructuredAnswerReader(allowsPreamble: answer == .schemaDescribed)
    }

    package mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        let data = SourceJSON.trimmed(event.data)
        if data == "[DONE]" { return .completed(edits: answer.finish(), outputTokens: outputTokens) }
        guard !data.isEmpty else { return .nothing }
        var error: JSONValue?
        var content: JSONValue?
        var index: JSONValue?
        var tokens: JSONValue?
        try SourceJSON.scan(event.data, Self.paths) { path, value in
            switch Path(rawValue: path) {
            case .error: error = value
            case .content: content = value
            case .index: index = value
            case .completionTokens: tokens = value
            case nil: break
            }
        }
        if let failure = try ProviderErrorObject(error, inFrame: event.data), !failure.isEmpty {
            return DecodedEvent(failure: .provider(message: failure.sentence))
        }
        let tokenCount = try SourceJSON.int(tokens, in: event.data)
        if let tokenCount { outputTokens = tokenCount }
        // Only the first choice is shown: servers asked for one choice send it first, with index 0 (or none).
        guard try SourceJSON.int(index, in: event.data) ?? 0 == 0,
            let text = try SourceJSON.string(content, in: event.data), !text.isEmpty
        else {
            return .edits([], outputTokens: tokenCount)
        }
        return .edits(try answer.read(text), outputTokens: tokenCount)
    }
}
