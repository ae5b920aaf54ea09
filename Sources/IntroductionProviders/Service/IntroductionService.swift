public import EventStream
public import FoundationEssentials
public import IntroductionCore

/// An introduction service: `POST` the profile as JSON, read `{"content","status","error"}` frames.
///
/// The body is the profile's JSON fields at the top level plus `language`, `tone`, `length` and `for` (the occasion),
/// for example `{"name":"山田太郎","skills":["Swift"],…,"language":"ja","tone":"formal","length":"medium",
/// "for":"meetup"}`; a refinement adds `instruction` and `previous`.
/// The stream resumes after a dropped connection when the server sends event ids (`Last-Event-ID`),
/// never repeating or losing text; without ids a drop is `SourceError.connectionLost` with the
/// text so far kept, because re-running the request would write the introduction again.
///
/// Nothing is sent until the stream is iterated. Stopping (cancelling the consuming task, or
/// dropping the iterator) cancels the request and closes the connection at once; so does the
/// `completed` frame, without waiting for the server to close. After a stop, when the server's ids name a
/// generation (`<generation>:<sequence>`, as `introgen serve` sends), a `DELETE {url}/<generation>` tells it to stop
/// writing too (``cancelRequest(after:)``). Chunk boundaries carry no meaning.
public struct IntroductionService: IntroductionSource {
    /// "service 127.0.0.1:8080": the host the text comes from.
    public let label: String
    /// The endpoint, used as given (for example `http://localhost:8080/api/introduction/stream`).
    public let url: URL
    /// Extra request headers (for example the service's own auth header); they replace defaults of the same name.
    public let headers: [String: String]
    private let apiKey: String?
    private let client: EventStreamClient

    /// Resumes with `Last-Event-ID` when the server sends ids, and refuses to re-run without them:
    /// three attempts in a row, 0.5 s backoff doubling to 5 s, a `Retry-After` up to 30 s honoured,
    /// twenty reconnects at most over one generation; an event repeating one already applied is skipped.
    public static let defaultReconnect = ReconnectPolicy.resume(
        maxAttempts: 3,
        initialBackoff: .milliseconds(500),
        maxBackoff: .seconds(5),
        jitter: 0.2,
        requireEventIDs: true,
        maxRetryAfter: .seconds(30),
        maxReconnects: 20,
        skipsReplayedEvents: true
    )

    /// - Parameters:
    ///   - url: the endpoint.
    ///   - apiKey: sent as `Authorization: Bearer <key>` when set (a header in `headers` wins).
    ///   - headers: extra request headers.
    ///   - client: timeouts, clock, proxy, trust and reconnect policy; a resuming policy always requires event
    ///     ids and skips replayed events.
    public init(
        url: URL,
        apiKey: String? = nil,
        headers: [String: String] = [:],
        client: EventStreamClient.Configuration = .introductionSource(reconnect: IntroductionService.defaultReconnect)
    ) {
        var client = client
        client.reconnect.resume?.requireEventIDs = true
        client.reconnect.resume?.skipsReplayedEvents = true
        self.url = url
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.headers = headers
        self.client = EventStreamClient(configuration: client)
        label = "service \(Endpoint.hostAndPort(url))"
    }

    /// The chunks of one introduction for `request`, ending with a `.completed` chunk at the `completed` frame.
    ///
    /// Returns at once; the request is sent when the stream is first iterated. Failures are thrown
    /// as `SourceError` (one sentence each); `CancellationError` passes through untouched.
    public func stream(_ request: IntroductionRequest) -> AsyncThrowingStream<IntroductionChunk, any Error> {
        let wording = FailureWording(
            url: url.absoluteString,
            keyVariable: nil,
            apiKey: apiKey,
            keyHeader: "Authorization",
            headers: headers,
            notFoundHint: nil,
            idleTimeout: client.configuration.idleTimeout
        )
        let configuration = client.configuration
        return ChunkReader.chunks(
            of: { try makeRequest(request) }, client: client, decoder: ServiceFrameDecoder(), wording: wording,
            abandoned: { [self] lastEventID in
                guard let cancel = cancelRequest(after: lastEventID) else { return }
                // Best effort, after the stop and apart from it: nothing waits for the answer, which is not read.
                // Otherwise a generation nobody reads writes on (from a model, at a cost) until its resume window
                // ends.
                let transport = HTTPStreamingTransport(
                    connectTimeout: .seconds(5), idleTimeout: .seconds(5), clock: configuration.clock,
                    proxy: configuration.proxy, caFile: configuration.caFile)
                Task { for try await _ in transport.send(cancel) {} }
            })
    }

    /// `DELETE {url}/<generation>` with the request's credentials, for the generation `lastEventID` names; nil for an
    /// id that names none (the server's ids are untrusted: only letters, digits, `-` and `_` go into the path).
    func cancelRequest(after lastEventID: String) -> HTTPRequest? {
        let parts = lastEventID.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...64).contains(parts[0].count), parts[0].utf8.allSatisfy(Self.idBytes.contains)
        else { return nil }
        var cancel = HTTPRequest(url: url.appendingPathComponent(String(parts[0])), method: "DELETE")
        addCredentials(to: &cancel)
        return cancel
    }

    /// The bytes a generation id may hold.
    private static let idBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8)

    /// `Authorization` from the key, then the extra headers, which win.
    private func addCredentials(to request: inout HTTPRequest) {
        if let apiKey { request.setHeader("Authorization", "Bearer \(apiKey)") }
        for name in headers.keys.sorted() {
            request.setHeader(name, headers[name] ?? "")
        }
    }

    /// The request for `request`: method, headers and JSON body.
    func makeRequest(_ request: IntroductionRequest) throws -> HTTPRequest {
        var httpRequest = HTTPRequest(
            url: url,
            method: "POST",
            headers: [("Content-Type", "application/json"), ("Accept", "text/event-stream")],
            body: try SourceJSON.encode(
                Body(profile: request.profile, options: request.options, refinement: request.refinement))
        )
        addCredentials(to: &httpRequest)
        return httpRequest
    }

    /// The profile's fields and the options' fields, side by side in one object; for a refinement also
    /// `instruction` and `previous` (the refined introduction's text), which a server that does not know them
    /// ignores.
    private struct Body: Encodable {
        var profile: Profile
        var options: GenerationOptions
        var refinement: Refinement?

        private enum CodingKeys: String, CodingKey {
            case instruction, previous
        }

        func encode(to encoder: any Encoder) throws {
            try profile.encode(to: encoder)
            try options.encode(to: encoder)
            guard let refinement else { return }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(refinement.instruction, forKey: .instruction)
            try container.encode(refinement.previous.introduction, forKey: .previous)
        }
    }
}
