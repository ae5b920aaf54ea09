/// How the terminal app is set up.
public struct TerminalAppConfiguration: Sendable {
    /// Draft and introduction storage, provided by the executable.
    public var services: TerminalServices
    /// Quiet time after the last edit before the draft is saved.
    public var draftSaveDelay: Duration
    /// Whether to use colours; nil means "unless NO_COLOR is set to a non-empty value".
    public var useColor: Bool?

    /// The defaults suit interactive use: half a second of quiet before a draft is written.
    public init(services: TerminalServices, draftSaveDelay: Duration = .milliseconds(500), useColor: Bool? = nil) {
        self.services = services
        self.draftSaveDelay = draftSaveDelay
        self.useColor = useColor
    }
}
