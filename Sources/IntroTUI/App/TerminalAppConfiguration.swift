/// How the terminal app is set up.
public struct TerminalAppConfiguration: Sendable {
    /// Draft and introduction storage, provided by the executable.
    public var services: TerminalServices
    /// Quiet time after the last edit before the draft is saved.
    public var draftSaveDelay: Duration
    /// Whether to use colours; nil means "unless NO_COLOR is set to a non-empty value".
    public var useColor: Bool?
    /// The first generation's seed (`--seed`); each later one uses the next. Nil: a random start.
    public var seed: UInt64?
    /// Shown in the status line when the app starts (something the person should know, such as a damaged file
    /// that was moved aside).
    public var startMessage: String?
    /// Where Ctrl-O finds the editor (`VISUAL`, `EDITOR`, `PATH`, `TMPDIR`); the editor runs with exactly this
    /// environment.
    public var editorEnvironment: [String: String]

    /// The defaults suit interactive use: half a second of quiet before a draft is written.
    public init(
        services: TerminalServices,
        draftSaveDelay: Duration = .milliseconds(500),
        useColor: Bool? = nil,
        seed: UInt64? = nil,
        startMessage: String? = nil,
        editorEnvironment: [String: String] = [:]
    ) {
        self.services = services
        self.draftSaveDelay = draftSaveDelay
        self.useColor = useColor
        self.seed = seed
        self.startMessage = startMessage
        self.editorEnvironment = editorEnvironment
    }
}
