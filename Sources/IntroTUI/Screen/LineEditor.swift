import SafeText

/// An editing command on a form field, independent of which key produced it.
enum EditCommand: Equatable, Sendable {
    case insert(String)
    case newline
    case deleteBackward
    case deleteForward
    case moveLeft
    case moveRight
    case moveUp
    case moveDown
    case moveToLineStart
    case moveToLineEnd
    case deleteToLineEnd
    case deleteToLineStart
    case deleteWordBackward
}

/// The text of one form field and its cursor, edited by grapheme cluster (never by byte or scalar).
///
/// A single-line field ignores newlines (pasted ones become spaces); a multi-line field (notes)
/// accepts them and moves between its lines with up/down, keeping the display column.
/// Line-oriented commands (Ctrl-A/E/K/U) act on the cursor's line.
struct LineEditor: Equatable, Sendable {
    let isMultiline: Bool
    private(set) var characters: [Character]
    /// Index in `characters` before which the cursor stands (0...count).
    private(set) var cursor: Int
    /// First cluster shown when a line is wider than its field; kept so the view scrolls smoothly.
    private(set) var horizontalOffset = 0
    /// First line shown in a multi-line field.
    private(set) var verticalOffset = 0

    init(text: String = "", isMultiline: Bool = false) {
        self.isMultiline = isMultiline
        let sanitized = TextSanitizer.sanitize(text)
        characters = Array(isMultiline ? sanitized : sanitized.replacingNewlinesWithSpaces())
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// Applies a command; returns whether the text changed (so the caller knows to save a draft).
    @discardableResult
    mutating func apply(_ command: EditCommand) -> Bool {
        let before = characters
        switch command {
        case .insert(let string):
            let sanitized = String(TextSanitizer.sanitize(string).map { $0 == "\t" ? " " : $0 })
            let cleaned = isMultiline ? sanitized : sanitized.replacingNewlinesWithSpaces()
            characters.insert(contentsOf: cleaned, at: cursor)
            cursor += cleaned.count
        case .newline:
            if isMultiline {
                characters.insert("\n", at: cursor)
                cursor += 1
            }
        case .deleteBackward:
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .deleteForward:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .moveLeft:
            cursor = max(0, cursor - 1)
        case .moveRight:
            cursor = min(characters.count, cursor + 1)
        case .moveUp:
            moveVertically(by: -1)
        case .moveDown:
            moveVertically(by: 1)
        case .moveToLineStart:
            cursor = lineStart(of: cursor)
        case .moveToLineEnd:
            cursor = lineEnd(of: cursor)
        case .deleteToLineEnd:
            characters.removeSubrange(cursor..<lineEnd(of: cursor))
        case .deleteToLineStart:
            let start = lineStart(of: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .deleteWordBackward:
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace, characters[start - 1] != "\n" { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        }
        guard characters != before else { return false }
        // Inserting and deleting may join clusters (a combining mark after a letter, or after what a deletion
        // brought next to it).
        normalizeClusters()
        return characters != before
    }

    /// Whether the cursor is on the first (or, for `atLast`, last) line; up/down leave the field there.
    var isCursorOnFirstLine: Bool { lineStart(of: cursor) == 0 }
    var isCursorOnLastLine: Bool { lineEnd(of: cursor) == characters.count }

    /// The lines of the field (one for a single-line field).
    var lines: [ArraySlice<Character>] {
        characters.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The cursor as (line, display column within that line).
    var cursorPosition: (line: Int, column: Int) {
        let start = lineStart(of: cursor)
        let line = characters[..<start].count(where: { $0 == "\n" })
        return (line, DisplayWidth.of(String(characters[start..<cursor])))
    }

    /// What a field `width` columns wide and `height` rows tall shows, scrolled so the cursor is
    /// visible, and where the cursor is drawn (row, column) inside that box.
    mutating func viewport(width: Int, height: Int) -> (rows: [String], cursorRow: Int, cursorColumn: Int) {
        let width = max(1, width)
        let height = max(1, height)
        let position = cursorPosition
        if position.line < verticalOffset { verticalOffset = position.line }
        if position.line >= verticalOffset + height { verticalOffset = position.line - height + 1 }

        // Horizontal scrolling follows the cursor's line; other lines show from the same column.
        let start = lineStart(of: cursor)
        let cursorInLine = cursor - start
        let line = Array(characters[start..<lineEnd(of: cursor)])
        if horizontalOffset > cursorInLine { horizontalOffset = cursorInLine }
        // Keep one column free for the cursor after the last character.
        while horizontalOffset < cursorInLine,
            DisplayWidth.of(String(line[horizontalOffset..<cursorInLine])) + 1 > width
        {
            horizontalOffset += 1
        }
        let allLines = lines
        var rows: [String] = []
        for index in verticalOffset..<min(allLines.count, verticalOffset + height) {
            let slice = Array(allLines[index])
            let offset = index == position.line ? horizontalOffset : 0
            rows.append(DisplayWidth.fit(slice.dropFirst(min(offset, slice.count)), width: width))
        }
        let cursorColumn = DisplayWidth.of(String(line[horizontalOffset..<cursorInLine]))
        return (rows, position.line - verticalOffset, cursorColumn)
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    private mutating func moveVertically(by delta: Int) {
        guard isMultiline else { return }
        let column = cursorPosition.column
        let target: Int
        if delta < 0 {
            let start = lineStart(of: cursor)
            guard start > 0 else { return }
            target = lineStart(of: start - 1)
        } else {
            let end = lineEnd(of: cursor)
            guard end < characters.count else { return }
            target = end + 1
        }
        // Walk to the same display column, or the line's end if it is shorter.
        var index = target
        var used = 0
        let end = lineEnd(of: target)
        while index < end {
            let columns = DisplayWidth.of(characters[index])
            if used + columns > column { break }
            used += columns
            index += 1
        }
        cursor = index
    }

    /// Keeps the array one cluster per element; the cursor stays after the clusters that were before it.
    private mutating func normalizeClusters() {
        let joined = String(characters)
        guard joined.count != characters.count else { return }
        let prefixCount = String(characters[..<cursor]).count
        characters = Array(joined)
        cursor = min(prefixCount, characters.count)
    }
}
