import CNcursesw

/// The width of a terminal outside curses, for commands that print lines fitted to it.
public enum TerminalWidth {
    /// The columns of the terminal on `descriptor`; nil when it is not a terminal (or reports no width).
    public static func columns(of descriptor: Int32) -> Int? {
        let columns = Int(introgen_terminal_columns(descriptor))
        return columns > 0 ? columns : nil
    }
}
