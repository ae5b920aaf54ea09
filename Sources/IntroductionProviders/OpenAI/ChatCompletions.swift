public import EventStream
public import FoundationEssentials
import IncrementalJSON
public import IntroductionCore
import IntroductionWriting

/// An OpenAI-compatible chat completions endpoint: OpenAI, Ollama, llama.cpp, vLLM, LM Studio, OpenRouter, …
///
/// `POST {base}/chat/completions` with the prompt as system and user messages, `stream: true`,
/// `stream_options.include_usage` (so the last frames report the output token count) and
/// `response_format` with the introduction's JSON schema in strict mode, so the answer streams as the four-part
/// object and every part fills in as it is written; `max_tokens` and `temperature` from ``AnswerBudget``, so no
/// server writes until its context is full or samples hotter than the prompts were written for. A server that
/// refuses the schema (its body names `response_format`, whatever the status: 400, 422, 500) is asked once more in
/// the next shape it may take (``ResponseFormat``: `json_object` with the schema, then the schema described in the
/// prompt, the answer read leniently: a preamble and code fences are skipped); a model that answers in plain text
/// fills the introduction alone. What the server took is remembered for the source's lifetime. The stream
/// ends at `data: [DONE]`; a clean end without it is `SourceError.truncated`, and a dropped
/// connection is `SourceError.connectionLost` (a model's stream has no ids to resume from, and
/// asking again would write a different text), with the text so far kept by the session.
/// A server that answers with a whole `application/json` completion instead of a stream (some proxies do) gives
/// one completing chunk marked `arrivedWhole`; `finish_reason: "length"` marks the completing chunk `cutShort`.
///
/// Nothing is sent until the stream is iterated. Stopping (cancelling the consuming task, or
/// dropping the iterator) cancels the request and closes the connection at once; so does
/// `[DONE]`, without waiting for the server to close. Chunk boundaries carry no meaning.
public struct ChatCompletions: IntroductionSource {
    /// OpenAI's base URL; any OpenAI-compatible base (ending in `/v1`) can replace it.
    public static let defaultBaseURL = URL(string: "https://api.openai.com/v1")!
    /// The model used with OpenAI when none is configured.
    public static let defaultModel = "gpt-4o-mini"
    /// "openai gpt-4o-mini", with the host added for any base but OpenAI's own ("Ollama llama3.2:3b
    /// (127.0.0.1:11434)" for a local server found by ``LocalDiscovery``).
    public let label: String
    /// The base URL, ending in `/v1` for most servers; `/chat/completions` is appended.
    public let baseURL: URL
    /// The model name, sent as given (for example `gpt-4o-mini` or `llama3.2`).
    public let model: String
    /// Where the key was read from, named when the server refuses it.
    public let apiKeyVariable: String?
    /// Extra request headers; they replace defaults of the same name.
    public let headers: [String: String]
    private let apiKey: String?
    private let client: EventStreamClient
    private let prompts = PromptBuilder()
    private let schemaSupport = SchemaSupport()

    /// - Parameters:
    ///   - baseURL: the API base, with or without a trailing slash.
    ///   - apiKey: sent as `Authorization: Bearer <key>` only when set (local servers need none).
    ///   - client: timeouts and clock; its reconnect policy is replaced by `.none`, and it accepts a whole
    ///     `application/json` answer in place of a stream.
    ///   - providerName: how the label names the kind of server ("openai", "Ollama", "llama.cpp").
    public init(
        baseURL: URL = ChatCompletions.defaultBaseURL,
        model: String = ChatCompletions.defaultModel,
        apiKey: String? = nil,
        apiKeyVariable: String? = "OPENAI_API_KEY",
        headers: [String: String] = [:],
        client: EventStreamClient.Configuration = .introductionSource(),
        providerName: String = "openai"
    ) {
        var client = client
        client.reconnect = .none
        client.wholeBodyTypes = ["application/json"]
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.apiKeyVariable = apiKeyVariable
        self.headers = headers
        self.client = EventStreamClient(configuration: client)
        let host =
            Endpoint.isDefault(baseURL, ChatCompletions.defaultBaseURL) ? "" : " (\(Endpoint.hostAndPort(baseURL)))"
        label = "\(providerName) \(model)\(host)"
    }

    /// `{base}/chat/completions`.
    public var endpoint: URL { Endpoint.appending("chat/completions", to: baseURL) }

    /// The chunks of one introduction for `request`, ending with a `.completed` chunk at `[DONE]`.
    ///
    /// Returns at once; the request is sent when the stream is first iterated. Failures are thrown
    /// as `SourceError` (one sentence each); `CancellationError` passes through untouched.
    public func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let wording = FailureWording(
            url: endpoint.absoluteString,
            keyVariable: apiKeyVariable,
            apiKey: apiKey,
            keyHeader: "Authorization",
            headers: headers,
            notFoundHint: "does your base URL end in /v1?",
            idleTimeout: client.configuration.idleTimeout
        )
        let client = client
        return SchemaFallbackReader.chunks(support: schemaSupport) { format in
            ChunkReader(
                request: Result { try makeRequest(request, format: format) }, client: client,
                decoder: ChatCompletionsDecoder(answer: format.answer), wording: wording)
        }
    }

    /// The request for `request`: method, headers and JSON body; the schema goes in `response_format` in the shape
    /// `format` names, and into the prompt when the server is not to enforce it.
    func makeRequest(_ request: IntroductionRequest, format: ResponseFormat = .jsonSchema) throws -> HTTPRequest {
        let prompt = try prompts.prompt(for: request, answer: format.answer)
        var body: [JSONValue.Member] = [
            JSONValue.Member("model", .string(model)),
            JSONValue.Member(
                "messages",
                .array(prompt.messages.map { ["role": .string($0.role), "content": .string($0.content)] })),
            JSONValue.Member("stream", true),
            JSONValue.Member("stream_options", ["include_usage": true]),
            JSONValue.Member("max_tokens", .number(JSONNumber(AnswerBudget.maxTokens(for: request.options)))),
            JSONValue.Member("temperature", .number(JSONNumber(validText: String(AnswerBudget.temperature)))),
        ]
        if let member = format.member { body.append(JSONValue.Member("response_format", member)) }
        // Written in order, not by an encoder that sorts keys: the schema's order is the order the parts fill in.
        var httpRequest = HTTPRequest(
            url: endpoint,
            method: "POST",
            headers: [("Content-Type", "application/json"), ("Accept", "text/event-stream")],
            body: Data(JSONValue.object(body).text.utf8)
        )
        if let apiKey { httpRequest.setHeader("Authorization", "Bearer \(apiKey)") }
        for name in headers.keys.sorted() {
            httpRequest.setHeader(name, headers[name] ?? "")
        }
        return httpRequest
    }
}
