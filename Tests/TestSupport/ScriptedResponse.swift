/// What the loopback server answers to one request: a status line, headers and a body played step by step.
///
/// The body is a list of ``Step``s played in order on the server's connection thread, so a test can write
/// exactly the wire behaviour it needs: bytes in any split, pauses, slow drips, an abrupt cut, a stall.
/// Unless a step cuts or closes the connection, the server finishes the framing and closes it after the
/// last step (every response carries `Connection: close`; one request per connection).
public struct ScriptedResponse: Sendable {
    /// How the body is delimited on the wire.
    public enum Framing: Sendable, Equatable {
        /// No `Content-Length`, no chunking: the body ends when the server closes (the default; how many
        /// SSE servers behind proxies look).
        case closeDelimited
        /// `Transfer-Encoding: chunked`: every `send` and every drip piece is one chunk; the terminating
        /// zero-length chunk is sent after the last step, so a `cut`/`close` before it is a visible truncation.
        case chunked
        /// `Content-Length` computed from the bytes of all `send`/`drip` steps.
        case contentLength
        /// Nothing added: the steps write the whole response (status line, fields, framing) byte for byte,
        /// for tests of odd wire formats; `status`, `reason` and `headers` are ignored.
        case raw
    }

    /// One action of the body script.
    public enum Step: Sendable, Equatable {
        /// Writes these bytes (one write; one chunk when chunked).
        case send([UInt8])
        /// Waits; a client close during the wait is still observed and recorded at once.
        case sleep(Duration)
        /// Writes the bytes `chunkSize` at a time with `every` between writes (each piece is its own chunk).
        case drip([UInt8], chunkSize: Int, every: Duration)
        /// Aborts the connection now: everything already written is delivered first, then a TCP reset
        /// (the client sees an error, never a clean end).
        case cut
        /// Closes the connection now with a normal FIN, without finishing the framing (no terminating chunk).
        /// In close-delimited framing this is indistinguishable from a clean end, which is the point.
        case close
        /// Keeps the connection open without sending anything until the client closes it or the server stops.
        case stall
        /// Waits until the test opens `gate` (or the client closes, or the server stops): the test decides when
        /// the next bytes go out.
        case wait(Gate)
    }

    public var status: Int
    /// The reason phrase; a standard one is used when nil.
    public var reason: String?
    /// Header fields in order; `Connection: close` and the framing headers are added by the server.
    public var headers: [(name: String, value: String)]
    public var steps: [Step]
    public var framing: Framing
    /// How long the server stays silent before sending the status line (to provoke connect timeouts).
    public var headDelay: Duration

    public init(
        status: Int = 200,
        reason: String? = nil,
        headers: [(name: String, value: String)] = [],
        steps: [Step] = [],
        framing: Framing = .closeDelimited,
        headDelay: Duration = .zero
    ) {
        self.status = status
        self.reason = reason
        self.headers = headers
        self.steps = steps
        self.framing = framing
        self.headDelay = headDelay
    }

    /// A `200 text/event-stream` response playing `steps`.
    public static func eventStream(
        _ steps: [Step],
        framing: Framing = .closeDelimited,
        extraHeaders: [(name: String, value: String)] = []
    ) -> ScriptedResponse {
        ScriptedResponse(
            status: 200,
            headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache")] + extraHeaders,
            steps: steps,
            framing: framing
        )
    }

    /// `204 No Content`: the SSE way for a server to say "stop, do not reconnect".
    public static let noContent = ScriptedResponse(status: 204, framing: .contentLength)

    /// A complete response with a text body and a `Content-Length` (errors, wrong content types).
    public static func text(
        status: Int,
        _ body: String,
        contentType: String = "text/plain; charset=utf-8",
        headers: [(name: String, value: String)] = []
    ) -> ScriptedResponse {
        ScriptedResponse(
            status: status,
            headers: [("Content-Type", contentType)] + headers,
            steps: [.send(Array(body.utf8))],
            framing: .contentLength
        )
    }

    public static func == (lhs: ScriptedResponse, rhs: ScriptedResponse) -> Bool {
        lhs.status == rhs.status && lhs.reason == rhs.reason && lhs.steps == rhs.steps
            && lhs.framing == rhs.framing && lhs.headDelay == rhs.headDelay
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}

extension ScriptedResponse.Step {
    /// Writes UTF-8 text.
    public static func text(_ text: String) -> Self { .send(Array(text.utf8)) }

    /// Writes one complete SSE event (terminated by its blank line).
    ///
    /// Multi-line `data` becomes several `data:` lines; nil fields are left out.
    public static func event(id: String? = nil, event: String? = nil, data: String, retry: Int? = nil) -> Self {
        .send(SSEWire.event(id: id, event: event, data: data, retry: retry))
    }

    /// Writes UTF-8 text one piece at a time: `chunkSize` bytes every `every`.
    public static func drip(_ text: String, chunkSize: Int = 1, every: Duration) -> Self {
        .drip(Array(text.utf8), chunkSize: chunkSize, every: every)
    }
}
