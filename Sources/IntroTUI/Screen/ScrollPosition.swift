/// The first visible row of the introduction view, with the follow-the-end rule.
///
/// While text grows, the view follows the end only if it was already showing the end before the
/// growth; a reader who scrolled up is never pulled back down. Following jumps by half a view when the
/// text reaches the bottom row, rather than shifting every line up for each new line: the lines being read
/// stay put for half a page at a time, and a terminal that cannot scroll part of the screen (the side-by-side
/// column) is rewritten once per half page instead of once per line.
struct ScrollPosition: Equatable, Sendable {
    private(set) var top = 0

    func isAtEnd(lineCount: Int, height: Int) -> Bool {
        top + max(1, height) >= lineCount
    }

    /// Call after the content changed from `oldLineCount` rows to `newLineCount` rows.
    mutating func contentChanged(oldLineCount: Int, newLineCount: Int, height: Int) {
        if isAtEnd(lineCount: oldLineCount, height: height) {
            if newLineCount > top + max(1, height) {
                top = max(0, newLineCount - max(1, (height + 1) / 2))
            }
        } else {
            clamp(lineCount: newLineCount, height: height)
        }
    }

    /// Keeps the same relative place after a re-wrap (resize): at the end stays at the end.
    mutating func rewrapped(wasAtEnd: Bool, lineCount: Int, height: Int) {
        if wasAtEnd {
            top = max(0, lineCount - max(1, height))
        } else {
            clamp(lineCount: lineCount, height: height)
        }
    }

    /// Scrolls by whole pages, keeping one row of context.
    mutating func page(by pages: Int, lineCount: Int, height: Int) {
        top += pages * max(1, height - 1)
        clamp(lineCount: lineCount, height: height)
    }

    /// Scrolls the least needed to show `rows` (a chosen section); when they do not fit, their first row goes to
    /// the top, so the section's header shows.
    mutating func reveal(_ rows: Range<Int>, lineCount: Int, height: Int) {
        let height = max(1, height)
        if rows.lowerBound < top || rows.count > height {
            top = rows.lowerBound
        } else if rows.upperBound > top + height {
            top = rows.upperBound - height
        }
        clamp(lineCount: lineCount, height: height)
    }

    mutating func reset() { top = 0 }

    private mutating func clamp(lineCount: Int, height: Int) {
        top = min(max(0, top), max(0, lineCount - max(1, height)))
    }
}
