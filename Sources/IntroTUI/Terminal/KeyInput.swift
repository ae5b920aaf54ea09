import CNcursesw

/// One result of `wget_wch`: a character (`OK`) or a key code (`KEY_CODE_YES`).
enum KeyInput: Equatable, Sendable {
    /// A Unicode scalar value, including control characters such as 3 for Ctrl-C.
    case character(UInt32)
    /// An ncurses key code such as `KEY_LEFT` or `KEY_RESIZE`.
    case keyCode(Int32)
}

/// The ncurses key codes the key map uses, read from the curses header (function keys are a macro).
enum KeyCode {
    static let up = Int32(KEY_UP)
    static let down = Int32(KEY_DOWN)
    static let left = Int32(KEY_LEFT)
    static let right = Int32(KEY_RIGHT)
    static let home = Int32(KEY_HOME)
    static let end = Int32(KEY_END)
    static let backspace = Int32(KEY_BACKSPACE)
    static let delete = Int32(KEY_DC)
    static let backTab = Int32(KEY_BTAB)
    static let pageUp = Int32(KEY_PPAGE)
    static let pageDown = Int32(KEY_NPAGE)
    static let enter = Int32(KEY_ENTER)
    static let resize = Int32(KEY_RESIZE)
    static let f1 = introgen_key_f(1)
    static let f2 = introgen_key_f(2)
    static let f3 = introgen_key_f(3)
    static let f4 = introgen_key_f(4)
    static let f5 = introgen_key_f(5)
    static let f6 = introgen_key_f(6)
}
