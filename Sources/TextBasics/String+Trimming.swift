extension StringProtocol {
    /// The text without the scalars of `set` at either end, as Foundation's `trimmingCharacters(in:)` returns it.
    ///
    /// Works on Unicode scalars, not characters, as Foundation does: a combining mark after a trimmed space stays.
    public func trimmingCharacters(in set: ScalarSet) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.contains($0) })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
