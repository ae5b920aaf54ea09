package import EventStream

/// Decodes OpenAI-compatible chat completion chunks.
///
/// Text is `choices[0].delta.content` (the first frame may carry only the role, content may be
/// empty or null, a frame may carry `finish_reason`); a frame with empty `choices` and a `usage`
/// object reports `completion_tokens`; `data: [DONE]` ends the generation. A frame holding an
/// `error` object ends it with the provider's message. Unknown fields are ignored.
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

    /// A decoder for one generation.
    package init() {}

    package mutating func decode(_ event: ServerSentEvent) throws -> DecodedEvent {
        let data = SourceJSON.trimmed(event.data)
        if data == "[DONE]" { return .completed(outputTokens: outputTokens) }
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
        guard try SourceJSON.int(index, in: event.data) ?? 0 == 0 else {
            return .content(nil, outputTokens: tokenCount)
        }
        return .content(try SourceJSON.string(content, in: event.data), outputTokens: tokenCount)
    }
}
