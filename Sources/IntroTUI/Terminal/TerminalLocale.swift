import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Selects the locale ncurses and `wcwidth` need, before either is used.
///
/// `setlocale(LC_ALL, "")` takes the user's locale; without it ncurses assumes ISO-8859-1 and
/// `wcwidth` knows no wide characters. If the user's character set is not UTF-8 (a bare container
/// often has LANG unset, meaning "C"), LC_CTYPE alone is switched to C.UTF-8: introgen's text is
/// always UTF-8, and drawing it in a single-byte locale would show garbage.
enum TerminalLocale {
    /// Returns false when no UTF-8 character set could be selected.
    @discardableResult
    static func prepare() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
