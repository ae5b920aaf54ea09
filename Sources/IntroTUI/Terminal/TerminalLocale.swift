import Localization

/// Selects the locale ncurses and `wcwidth` need, before either is used: ``InterfaceLocale/prepareCharacterSet()``,
/// the one place that calls `setlocale` (the front end's ``InterfaceLocale/start()`` has usually done it already;
/// again is harmless).
enum TerminalLocale {
    /// Returns false when no UTF-8 character set could be selected.
    @discardableResult
    static func prepare() -> Bool {
        InterfaceLocale.prepareCharacterSet()
    }

    static var isUTF8: Bool { InterfaceLocale.isUTF8 }
}
