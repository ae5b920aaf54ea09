/// How a span of text is drawn; the renderer maps each to colours or monochrome attributes.
enum CellStyle: Equatable, Sendable {
    case normal
    case label
    case focusedLabel
    case selectedOption
    case placeholder
    case divider
    /// A result section's header.
    case sectionHeader
    /// The chosen section's header while the result pane has the focus.
    case chosenSectionHeader
    /// The mark beside the label of a field with a part the text left out.
    case unusedMark
    case status
    case statusError
    case help
}

/// Text placed at a column of a row.
struct Span: Equatable, Sendable {
    var column: Int
    var text: String
    var style: CellStyle
}

/// Where the terminal cursor goes.
struct CursorPosition: Equatable, Sendable {
    var row: Int
    var column: Int
}

/// Everything on screen as plain data: one list of spans per row (left to right, not
/// overlapping) and the cursor. The renderer redraws only rows that differ from the last frame;
/// tests read frames as text.
struct ScreenFrame: Equatable, Sendable {
    var rows: [[Span]]
    var cursor: CursorPosition?

    init(lines: Int) {
        rows = Array(repeating: [], count: max(0, lines))
    }

    /// The frame as plain text, one string per row, for tests (each span placed at its column).
    func text(columns: Int) -> [String] {
        rows.map { spans in
            var row = ""
            var used = 0
            for span in spans {
                if span.column > used {
                    row += String(repeating: " ", count: span.column - used)
                    used = span.column
                }
                row += span.text
                used += DisplayWidth.of(span.text)
            }
            var trimmed = Substring(row)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }
    }
}
