import CNcursesw

/// The terminal library the app draws with, named for `--version`.
public enum TerminalLibrary {
    /// "ncursesw 6.4": the loaded library's `curses_version()` ("ncurses 6.4.20221231"), read at run time, cut to
    /// major and minor.
    public static var version: String {
        let full = String(cString: curses_version())
        let number = full.split(separator: " ").last.map(String.init) ?? full
        let parts = number.split(separator: ".").prefix(2)
        return "ncursesw " + parts.joined(separator: ".")
    }
}
