import Localization

/// Why the terminal app could not start.
public struct TerminalError: Error, CustomStringConvertible, Sendable, Equatable {
    private enum Code: Equatable {
        case noTerminal
        case cannotStart(term: String)
        case system(call: String, errno: Int32)
    }

    private let code: Code

    static let noTerminal = TerminalError(code: .noTerminal)

    static func cannotStart(term: String) -> TerminalError { TerminalError(code: .cannotStart(term: term)) }

    static func system(_ call: String, errno: Int32) -> TerminalError {
        TerminalError(code: .system(call: call, errno: errno))
    }

    /// One sentence saying what is wrong with the terminal and what to do.
    public var description: String {
        switch code {
        case .noTerminal:
            tr("there is no terminal to draw on (/dev/tty cannot be opened); use `introgen generate` instead")
        case .cannotStart(let term):
            tr("the terminal type \"%s\" is unknown to ncurses; set TERM (for example TERM=xterm-256color)", term)
        case .system(let call, let errno):
            tr("%1$s failed (errno %2$s)", call, errno)
        }
    }
}
