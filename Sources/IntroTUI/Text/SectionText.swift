import SafeText

/// One growing piece of untrusted text as it is drawn: sanitised and wrapped, kept in step with its source.
///
/// While the source only grows (the streaming rule within a generation), just the new part is sanitised and
/// wrapped, so a section costs the same per snapshot at any length. Any other change (the source is not an
/// extension of what was applied) starts this piece over from its full source.
struct SectionText {
    private(set) var wrapped: WrappedText
    private var sanitizer = TextSanitizer()
    /// The source as last applied, unsanitised, to recognise growth.
    private var applied = ""

    init(width: Int) {
        wrapped = WrappedText(width: width)
    }

    /// The text as drawn, saved and copied (terminal control removed).
    var text: String { wrapped.source }

    var lines: [WrappedLine] { wrapped.lines }

    /// Takes the source's latest text.
    mutating func update(to source: String) {
        if Self.extends(source, applied) {
            guard source.utf8.count > applied.utf8.count else { return }
            let start = source.utf8.index(source.utf8.startIndex, offsetBy: applied.utf8.count)
            wrapped.append(sanitizer.feed(source.unicodeScalars[start...]))
        } else {
            sanitizer = TextSanitizer()
            wrapped = WrappedText(width: wrapped.width, text: sanitizer.feed(source.unicodeScalars))
        }
        applied = source
    }

    /// Re-wraps the whole text for a new width.
    mutating func resize(width: Int) {
        wrapped.resize(width: width)
    }

    /// Whether `text` is `previous` with more appended. Sources only ever append within a generation, so comparing
    /// the bytes at the seam is enough; comparing the whole prefix would cost O(n) per snapshot.
    static func extends(_ text: String, _ previous: String) -> Bool {
        let old = previous.utf8
        let new = text.utf8
        guard new.count >= old.count else { return false }
        let seam = min(old.count, 256)
        return new.dropFirst(old.count - seam).prefix(seam).elementsEqual(old.suffix(seam))
    }
}
