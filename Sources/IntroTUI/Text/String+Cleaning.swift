extension String {
    /// Newlines and tabs as single spaces, for one-line places (single-line fields, the status line).
    package func replacingNewlinesWithSpaces() -> String {
        String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
