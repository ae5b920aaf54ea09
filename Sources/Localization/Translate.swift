#if canImport(Glibc)
    import CGettext
    import Glibc
#endif

/// The interface's words for `message` in the language the locale chose: `dgettext("introgen", message)`.
///
/// Returns `message` itself, byte for byte, until ``InterfaceLocale/start()`` has run (so `introgen serve`, which
/// never starts it, and the tests stay English whatever the environment says), when no catalogue was found, and
/// when the locale's messages are C, POSIX, English or a language without a catalogue. Pass a plain string literal
/// without `\(…)`: `make pot` (xgettext) reads the literal from the source; a message with values takes the format
/// overload. Safe from any thread.
public func tr(_ message: String) -> String {
    InterfaceLocale.isStarted ? InterfaceLocale.lookUp(message) : message
}

/// The translated c-format string `format` with its `%s` (in order), `%1$s`, `%2$s`… (by position) replaced by the
/// values' descriptions and `%%` by `%`.
///
/// A translation may reorder the values with positional placeholders; `msgfmt --check-format` holds every
/// translation to the placeholders of its msgid. Our own substitution, not `String(format:)`: no Foundation, and
/// a value's text is never read as a format. A placeholder without a value is left as written.
public func tr(_ format: String, _ values: any CustomStringConvertible...) -> String {
    FormatSubstitution.fill(tr(format), with: values.map(\.description))
}
