#if canImport(Glibc)
    import CGettext
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// The locale the interface follows, the Unix way: LANGUAGE, LC_ALL, LC_MESSAGES, LANG, through glibc's gettext.
///
/// ``start()`` is the one place introgen calls `setlocale`. The front ends a person reads call it first thing (the
/// terminal app, the accessible mode, the commands whose errors go to stderr); `introgen serve` never does, so its
/// sentences, an API contract, stay English whatever its environment says. Two things of glibc's to know:
/// LANGUAGE is ignored while the locale is C or POSIX (so `LANGUAGE=ja` alone shows English; under C.UTF-8 it is
/// honoured), and `LANG=ja_JP.UTF-8` selects Japanese only when that locale exists (`locale -a`;
/// `localedef -i ja_JP -f UTF-8 ja_JP.UTF-8` makes it): a missing one leaves the C locale, which is English.
public enum InterfaceLocale {
    /// The gettext domain: the catalogues are `<dir>/<lang>/LC_MESSAGES/introgen.mo`.
    public static let domain = "introgen"

    private static let started = Atomic(false)

    static var isStarted: Bool { started.load(ordering: .acquiring) }

    /// Takes the person's locale and binds the catalogues; returns false when no UTF-8 character set was found.
    ///
    /// ``prepareCharacterSet()`` first (ncurses and `wcwidth` need it too, before `initscr`): a character set that
    /// is not UTF-8 (a bare container often has LANG unset, meaning "C") becomes C.UTF-8 for LC_CTYPE alone, since
    /// introgen's text is always UTF-8 and drawing it in a single-byte locale would show garbage. Then the catalogue directory (``catalogueDirectory(environment:executable:)``)
    /// is bound, with UTF-8 output whatever the character set. Call it before any other thread reads the locale;
    /// calling it again does no harm.
    @discardableResult
    public static func start() -> Bool {
        let utf8 = prepareCharacterSet()
        #if canImport(Glibc)
            if let directory = catalogueDirectory() {
                _ = bindtextdomain(domain, directory)
                _ = bind_textdomain_codeset(domain, "UTF-8")
            }
        #endif
        started.store(true, ordering: .releasing)
        return utf8
    }

    /// Takes the person's locale (`setlocale(LC_ALL, "")`) with a UTF-8 character set, without binding the
    /// catalogues: what ncurses and `wcwidth` need. Returns false when no UTF-8 character set could be selected.
    ///
    /// When the person's character set is not UTF-8, LC_CTYPE alone becomes C.UTF-8 (the messages stay theirs).
    @discardableResult
    public static func prepareCharacterSet() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    /// Whether the character set (LC_CTYPE) is UTF-8.
    public static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The catalogue's text for `message` in the calling thread's locale, or `message` when it has none.
    package static func lookUp(_ message: String) -> String {
        #if canImport(Glibc)
            // dgettext returns its argument when there is no translation: a pointer into the C string made for the
            // call, valid only inside it, so it is compared (and a translation copied) here.
            return message.withCString { id in
                guard let translated = dgettext(domain, id), UnsafePointer(translated) != id else { return message }
                return String(cString: translated)
            }
        #else
            return message
        #endif
    }

    /// Where the compiled catalogues are, first match wins:
    ///
    /// 1. `$INTROGEN_LOCALEDIR`, when set and not empty (packaging, tests, a catalogue being translated).
    /// 2. `<folder of the executable>/../share/locale`, when it holds ours: the installed layout
    ///    (`$(PREFIX)/bin/introgen` beside `$(PREFIX)/share/locale`), wherever PREFIX was.
    /// 3. A `locale` folder in the executable's folder or up to three above it: `make locale` writes `.build/locale`,
    ///    which is found from `.build/debug/introgen`, `.build/release/introgen` (through SwiftPM's
    ///    `.build/<triple>/<configuration>/`) and the test bundle beside them.
    ///
    /// The executable is `/proc/self/exe` resolved, so a symbolic link to it on PATH still finds its catalogues.
    /// "Holds ours" means `ja/LC_MESSAGES/introgen.mo` is there, Japanese being the one catalogue today; nil when
    /// none does (the interface is then English).
    public static func catalogueDirectory(
        environment: [String: String]? = nil,
        executable: String? = nil
    ) -> String? {
        let override =
            if let environment { environment["INTROGEN_LOCALEDIR"] } else {
                getenv("INTROGEN_LOCALEDIR").map { String(cString: $0) }
            }
        if let override, !override.isEmpty { return override }
        guard let executable = executable ?? resolvedExecutable() else { return nil }
        var folder = parent(of: executable)
        var candidates = [parent(of: folder) + "/share/locale"]
        for _ in 0..<4 {
            candidates.append(folder + "/locale")
            folder = parent(of: folder)
        }
        return candidates.first { access($0 + "/ja/LC_MESSAGES/\(domain).mo", R_OK) == 0 }
    }

    private static func resolvedExecutable() -> String? {
        guard let path = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
