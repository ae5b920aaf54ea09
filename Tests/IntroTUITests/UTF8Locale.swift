@testable import IntroTUI

/// `wcwidth` follows LC_CTYPE; select a UTF-8 one exactly once (setlocale is not thread-safe),
/// through the same code the app uses before it starts ncurses.
enum UTF8Locale {
    static let isReady: Bool = TerminalLocale.prepare()
}
