/// How `introgen serve` listens and what it allows, after its flags and the `serve` section of the configuration
/// file are merged (``ConfigurationLoader/loadServe(_:)``).
///
/// Holds the bearer token clients must send and the resume store's password, so `description` masks both, as
/// ``Configuration`` masks a key.
public struct ServeSettings: Sendable, Equatable, CustomStringConvertible {
    /// How each request's log line is written on stderr.
    public enum LogFormat: String, Sendable, Equatable, CaseIterable {
        /// `POST /api/introduction/stream 200 generation=… first_event=12ms duration=1.52s`, for a person.
        case text
        /// One JSON object per line, for log collectors.
        case json
    }

    /// The address to bind, numeric (`127.0.0.1`, `0.0.0.0`, `::1`, `::`); `localhost` is taken as `127.0.0.1`.
    public var host: String
    /// The port; 0 lets the system choose (the server says which on start).
    public var port: Int
    /// The bearer token every request but `/healthz` must carry, read from `tokenFile`; nil when none is required.
    public var token: String?
    /// Where the token was read from, for the start message.
    public var tokenFile: String?
    /// Whether `host` is a loopback address, which only this machine can reach.
    public var isLoopback: Bool
    /// The most generations running at once; one more is answered 503 with `Retry-After`.
    public var maxGenerations: Int
    /// How long running streams may go on after SIGTERM or SIGINT before they are ended.
    public var drain: Duration
    /// How long a generation is kept for resume after its last client left (and then cancelled if still running).
    public var resumeWindow: Duration
    /// The most events one generation may hold; a generation that would need more ends as failed.
    public var maxEvents: Int
    /// The most memory, in bytes, the generations kept for resume may take together (their events): past it the
    /// oldest finished ones are forgotten first, and a new introduction is refused while running ones alone fill it.
    public var resumeMemory: Int
    /// How request lines are logged.
    public var logFormat: LogFormat
    /// Whether the fault modes (`?cut=N`, `?stall_ms=M`, `?drop_ids=1`) are honoured.
    public var faults: Bool
    /// The Redis server the resume log is shared through, so that any instance can resume any generation; nil
    /// keeps it in this process's memory.
    public var resumeStore: ResumeStoreSettings?

    /// The defaults: 127.0.0.1:8080, no token, 100 generations, 10 s drain, 5 min resume window, 10,000 events,
    /// 64 MB of kept generations.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        token: String? = nil,
        tokenFile: String? = nil,
        isLoopback: Bool = true,
        maxGenerations: Int = 100,
        drain: Duration = .seconds(10),
        resumeWindow: Duration = .seconds(300),
        maxEvents: Int = 10_000,
        resumeMemory: Int = 64 << 20,
        logFormat: LogFormat = .text,
        faults: Bool = false,
        resumeStore: ResumeStoreSettings? = nil
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.tokenFile = tokenFile
        self.isLoopback = isLoopback
        self.maxGenerations = maxGenerations
        self.drain = drain
        self.resumeWindow = resumeWindow
        self.maxEvents = maxEvents
        self.resumeMemory = resumeMemory
        self.logFormat = logFormat
        self.faults = faults
        self.resumeStore = resumeStore
    }

    /// The settings with the token masked.
    public var description: String {
        var parts = ["host: \(host)", "port: \(port)"]
        if token != nil { parts.append("token: … (\(tokenFile ?? "a file"))") }
        parts.append("max generations: \(maxGenerations)")
        parts.append("drain: \(drain)")
        parts.append("resume window: \(resumeWindow)")
        parts.append("max events: \(maxEvents)")
        parts.append("resume memory: \(resumeMemory >> 20) MB")
        parts.append("log: \(logFormat.rawValue)")
        if faults { parts.append("faults") }
        if let resumeStore { parts.append("resume store: \(resumeStore)") }
        return parts.joined(separator: ", ")
    }
}
