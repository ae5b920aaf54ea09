/// How the terminal app ended.
public enum ExitStatus: Sendable, Equatable {
    /// The person quit (Ctrl-Q).
    case quit
    /// A signal (SIGTERM, SIGHUP, SIGINT) ended the app after the terminal was restored.
    case interrupted(signal: Int32)

    /// The process exit code: 0 for quit, 130 for SIGINT, 128 + the signal number otherwise.
    public var code: Int32 {
        switch self {
        case .quit: 0
        case .interrupted(let signal): 128 + signal
        }
    }
}
