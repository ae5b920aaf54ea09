extension String {
    /// Newlines and tabs as single spaces, for one-line places (single-line fields, the status line).
    func replacingNewlinesWithSpaces() -> String {
        String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// Without leading and trailing whitespace (including full-width spaces and newlines).
    var trimmed: String {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
