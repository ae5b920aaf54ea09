extension StringProtocol {
    /// Without leading and trailing whitespace: spaces (full-width ones too), tabs and line breaks, as
    /// `Character.isWhitespace` says. Character-wise, so no Foundation is needed; the one trimming rule for typed
    /// text, saved Markdown and the front ends' answers.
    package var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
