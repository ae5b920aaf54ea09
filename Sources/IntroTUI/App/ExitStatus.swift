/// How the terminal app ended.
public enum ExitStatus: Sendable, Equatable {
    /// The person quit (Ctrl-Q).
    case quit
    /// A signal (SIGTERM, SIGHUP, SIGINT) ended the app after the terminal was restored.
    case interrupted(signal: Int32)
    /// What the app writes could not be written (the accessible mode's stdout on a full disk); the sentence says
    /// what and why, for stderr. The draft was saved first.
    case outputFailed(String)

    /// The process exit code: 0 for quit, 130 for SIGINT, 128 + the signal number otherwise, 1 when the output
    /// failed.
    public var code: Int32 {
        switch self {
        case .quit: 0
        case .interrupted(let signal): 128 + signal
        case .outputFailed: 1
        }
    }
}
