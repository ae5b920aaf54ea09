public import EventStream
public import FoundationEssentials
import IncrementalJSON
public import IntroductionCore
import IntroductionWriting

/// Anthropic's Messages API, streaming.
///
/// `POST {base}/v1/messages` with `x-api-key`, `anthropic-version: 2023-06-01`, the prompt's rules
/// as `system`, the profile as the one user message, `max_tokens` by length and `stream: true`, and one tool whose
/// input schema is the four-part introduction, forced with `tool_choice`: the tool's input streams as
/// `input_json_delta` pieces, so every part fills in as it is written.
/// The stream ends at `message_stop`; a clean end without it is `SourceError.truncated`, and a
/// dropped connection is `SourceError.connectionLost` (no resuming: the stream has no ids), with
/// the text so far kept by the session. `event: error` ends it with the provider's message.
/// A server that answers with a whole `application/json` message instead of a stream gives one completing chunk
/// marked `arrivedWhole`; `stop_reason: "max_tokens"` marks the completing chunk `cutShort`; input and output
/// token counts are reported as they arrive.
///
/// Nothing is sent until the stream is iterated. Stopping (cancelling the consuming task, or
/// dropping the iterator) cancels the request and closes the connection at once; so does
/// `message_stop`, without waiting for the server to close. Chunk boundaries carry no meaning.
public struct AnthropicMessages: IntroductionSource {
    /// Anthropic's base URL, without `/v1` (the source appends `/v1/messages`).
    public static let defaultBaseURL = URL(string: "https://api.anthropic.com")!
    /// The model used with Anthropic when none is configured.
    public static let defaultModel = "claude-3-5-haiku-latest"
    /// "anthropic claude-3-5-haiku-latest", with the host added for any base but Anthropic's own.
    public let label: String
    /// The base URL without `/v1`; `/v1/messages` is appended.
    public let baseURL: URL
    /// The model name, sent as given.
    public let model: String
    /// Where the key was read from, named when the server refuses it.
    public let apiKeyVariable: String?
    /// Extra request headers; they replace defaults of the same name.
    public let headers: [String: String]
    private let apiKey: String?
    private let client: EventStreamClient
    private let prompts = PromptBuilder()

    /// The API version the request and the decoder are written for.
    public static let apiVersion = "2023-06-01"

    /// - Parameters:
    ///   - baseURL: the API base without `/v1`, with or without a trailing slash.
    ///   - apiKey: sent as `x-api-key` when set.
    ///   - client: timeouts and clock; its reconnect policy is replaced by `.none`, and it accepts a whole
    ///     `application/json` answer in place of a stream.
    public init(
        baseURL: URL = AnthropicMessages.defaultBaseURL,
        model: String = AnthropicMessages.defaultModel,
        apiKey: String? = nil,
        apiKeyVariable: String? = "ANTHROPIC_API_KEY",
        headers: [String: String] = [:],
        client: EventStreamClient.Configuration = .introductionSource()
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
            Endpoint.isDefault(baseURL, AnthropicMessages.defaultBaseURL)
            ? "" : " (\(Endpoint.hostAndPort(baseURL)))"
        label = "anthropic \(model)\(host)"
    }

    /// `{base}/v1/messages`.
    public var endpoint: URL { Endpoint.appending("v1/messages", to: baseURL) }

    /// The chunks of one introduction for `request`, ending with a `.completed` chunk at `message_stop`.
    ///
    /// Returns at once; the request is sent when the stream is first iterated. Failures are thrown
    /// as `SourceError` (one sentence each); `CancellationError` passes through untouched.
    public func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        var basePath = baseURL.path
        while basePath.hasSuffix("/") { basePath.removeLast() }
        let hint =
            basePath.hasSuffix("/v1")
            ? "leave /v1 out of the base URL, introgen adds /v1/messages itself."
            : "check the base URL (introgen adds /v1/messages) and the model name."
        let wording = FailureWording(
            url: endpoint.absoluteString,
            keyVariable: apiKeyVariable,
            apiKey: apiKey,
            keyHeader: "x-api-key",
            headers: headers,
            notFoundHint: hint,
            idleTimeout: client.configuration.idleTimeout
        )
        return ChunkReader.chunks(
            of: { try makeRequest(request) }, client: client, decoder: AnthropicEventDecoder(), wording: wording)
    }

    /// The request for `request`: method, headers and JSON body.
    func makeRequest(_ request: IntroductionRequest) throws -> HTTPRequest {
        let prompt = try prompts.prompt(for: request, answer: .schemaEnforced)
        let tool = JSONValue.string(IntroductionSchema.name)
        // Written in order, not by an encoder that sorts keys: the schema's order is the order the parts fill in.
        let body: JSONValue = [
            "model": .string(model),
            "max_tokens": .number(JSONNumber(AnswerBudget.maxTokens(for: request.options))),
            "system": .string(prompt.system),
            "messages": .array(prompt.conversation.map { ["role": .string($0.role), "content": .string($0.content)] }),
            "tools": [
                [
                    "name": tool, "description": .string(IntroductionSchema.summary),
                    "input_schema": IntroductionSchema.schema,
                ]
            ],
            "tool_choice": ["type": "tool", "name": tool],
            "stream": true,
        ]
        var httpRequest = HTTPRequest(
            url: endpoint,
            method: "POST",
            headers: [
                ("content-type", "application/json"),
                ("accept", "text/event-stream"),
                ("anthropic-version", Self.apiVersion),
            ],
            body: Data(body.text.utf8)
        )
        if let apiKey { httpRequest.setHeader("x-api-key", apiKey) }
        for name in headers.keys.sorted() {
            httpRequest.setHeader(name, headers[name] ?? "")
        }
        return httpRequest
    }
}
