/// What `introgen serve`'s command line says, over the `serve` section of the configuration file.
///
/// `--no-auth` and `--faults` exist only here: serving without a token on a reachable address, and answering with
/// deliberate faults, are choices made explicitly for one run, never left behind in a file.
public struct ServeOverrides: Sendable, Equatable {
    /// `--host`.
    public var host: String?
    /// `--port`.
    public var port: Int?
    /// `--token-file FILE`.
    public var tokenFile: String?
    /// `--no-auth`: serve a non-loopback address without a token.
    public var noAuth: Bool
    /// `--max-generations N`.
    public var maxGenerations: Int?
    /// `--drain SECONDS`.
    public var drainSeconds: Double?
    /// `--resume-window SECONDS`.
    public var resumeWindowSeconds: Double?
    /// `--max-events N`.
    public var maxEvents: Int?
    /// `--resume-memory MB`.
    public var resumeMemoryMegabytes: Int?
    /// `--log-format text|json` (checked by the loader).
    public var logFormat: String?
    /// `--faults`.
    public var faults: Bool
    /// `--resume-store redis://HOST:PORT[/DB]` (checked by the loader).
    public var resumeStore: String?
    /// `--resume-store-password-file FILE`.
    public var resumeStorePasswordFile: String?

    /// Overrides from parsed flags; nil means "not given on the command line".
    public init(
        host: String? = nil,
        port: Int? = nil,
        tokenFile: String? = nil,
        noAuth: Bool = false,
        maxGenerations: Int? = nil,
        drainSeconds: Double? = nil,
        resumeWindowSeconds: Double? = nil,
        maxEvents: Int? = nil,
        resumeMemoryMegabytes: Int? = nil,
        logFormat: String? = nil,
        faults: Bool = false,
        resumeStore: String? = nil,
        resumeStorePasswordFile: String? = nil
    ) {
        self.host = host
        self.port = port
        self.tokenFile = tokenFile
        self.noAuth = noAuth
        self.maxGenerations = maxGenerations
        self.drainSeconds = drainSeconds
        self.resumeWindowSeconds = resumeWindowSeconds
        self.maxEvents = maxEvents
        self.resumeMemoryMegabytes = resumeMemoryMegabytes
        self.logFormat = logFormat
        self.faults = faults
        self.resumeStore = resumeStore
        self.resumeStorePasswordFile = resumeStorePasswordFile
    }
}
