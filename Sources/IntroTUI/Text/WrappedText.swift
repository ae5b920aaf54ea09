/// One screen row of wrapped text.
struct WrappedLine: Equatable, Sendable {
    var text: String
    /// Display columns the row takes (at most the wrap width, unless one cluster is wider).
    var width: Int
}

/// Text wrapped by display width, kept in step with a growing source.
///
/// Rules: Latin text breaks at spaces (a word longer than the width is broken); between two
/// characters where either is wide (CJK) a break is allowed, except before closing punctuation
/// and small kana and after opening brackets; a grapheme cluster is never split; a wide cluster
/// never starts in the last column; explicit newlines are kept; a tab becomes spaces up to the
/// next multiple of `tabWidth` and, like a space, is dropped where it ends a row. `append` re-wraps only the last rows of the last paragraph. The source
/// is kept, so a new width re-wraps it all.
struct WrappedText {
    static let tabWidth = 4

    private(set) var width: Int
    private(set) var source = ""
    private(set) var lines: [WrappedLine] = [WrappedLine(text: "", width: 0)]
    /// The paragraph still open for appending (the source after its last newline).
    private var openParagraph = ""
    /// Index in `lines` of the first row of the open paragraph.
    private var openParagraphFirstLine = 0
    /// Where each row of the open paragraph starts in `openParagraph`.
    private var openLineStarts: [String.Index] = []

    init(width: Int, text: String = "") {
        self.width = max(1, width)
        append(text)
    }

    /// Adds text at the end. Rows before the open paragraph's last two are final: wrapping is
    /// greedy and starts each row afresh, so appending can only change the last row (the one
    /// before it too, in the rare case that a combining mark joins a space the last break
    /// dropped). Only those are re-wrapped, so streaming costs the same at any length.
    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        source += text
        var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        openParagraph += pieces.removeFirst()
        while let next = pieces.popFirst() {
            rewrapOpenParagraphTail()
            openParagraph = String(next)
            openParagraphFirstLine = lines.count
            openLineStarts = []
        }
        rewrapOpenParagraphTail()
    }

    /// Re-wraps the whole source for a new width.
    mutating func resize(width newWidth: Int) {
        let newWidth = max(1, newWidth)
        guard newWidth != width else { return }
        let text = source
        self = WrappedText(width: newWidth, text: text)
    }

    private mutating func rewrapOpenParagraphTail() {
        let kept = max(0, openLineStarts.count - 2)
        let from = kept < openLineStarts.count ? openLineStarts[kept] : openParagraph.startIndex
        lines.removeSubrange((openParagraphFirstLine + kept)...)
        openLineStarts.removeSubrange(kept...)
        for row in Self.wrap(paragraph: openParagraph[from...], width: width) {
            lines.append(row.line)
            openLineStarts.append(row.start)
        }
    }

    /// Wraps one paragraph (text without newlines) into rows, each with the index in the
    /// paragraph's string where it starts; an empty paragraph is one empty row.
    static func wrap(paragraph: Substring, width: Int) -> [(line: WrappedLine, start: String.Index)] {
        let width = max(1, width)
        var rows: [(line: WrappedLine, start: String.Index)] = []
        var current: [(character: Character, scalar: UInt32?, width: Int, index: String.Index)] = []
        var currentWidth = 0
        // Index in `current` where the row may end (everything from it moves to the next row).
        var breakIndex: Int?

        func emit(_ cells: ArraySlice<(character: Character, scalar: UInt32?, width: Int, index: String.Index)>) {
            let start = cells.first?.index ?? paragraph.startIndex
            var cells = cells
            while let last = cells.last, last.scalar == space || last.scalar == tab { cells.removeLast() }
            var text = ""
            for cell in cells {
                if cell.scalar == tab {
                    text += String(repeating: " ", count: cell.width)
                } else {
                    text.append(cell.character)
                }
            }
            let line = WrappedLine(text: text, width: cells.reduce(0) { $0 + $1.width })
            rows.append((line, start))
        }

        func place(_ character: Character, _ scalar: UInt32?, _ columns: Int, at index: String.Index) {
            // Spaces and tabs end a row when they do not fit (and are dropped there), so a row
            // never starts inside a tab: each row's layout depends only on where it starts.
            if scalar == space || scalar == tab {
                if currentWidth + columns > width {
                    emit(current[...])
                    current.removeAll(keepingCapacity: true)
                    currentWidth = 0
                    breakIndex = nil
                    return
                }
                current.append((character, scalar, columns, index))
                currentWidth += columns
                breakIndex = current.count
                return
            }
            if let previous = current.last, previous.scalar != space,
                previous.width == 2 || columns == 2,
                !(scalar.map(noBreakBefore.contains) ?? false), !(previous.scalar.map(noBreakAfter.contains) ?? false)
            {
                breakIndex = current.count
            }
            if currentWidth + columns > width, !current.isEmpty {
                if let index = breakIndex, index > 0 {
                    emit(current[..<index])
                    current.removeSubrange(..<index)
                    currentWidth = current.reduce(0) { $0 + $1.width }
                    breakIndex = nil
                }
                if currentWidth + columns > width, !current.isEmpty {
                    emit(current[...])
                    current.removeAll(keepingCapacity: true)
                    currentWidth = 0
                    breakIndex = nil
                }
            }
            current.append((character, scalar, columns, index))
            currentWidth += columns
        }

        let bytes = paragraph.utf8
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            // Most streamed text is ASCII: a printable ASCII byte followed by another ASCII byte (or the end) is a
            // one-column cluster of its own (only CR LF joins two ASCII scalars, and neither is printable), so it
            // needs no grapheme breaking.
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x7F {
                let next = bytes.index(after: index)
                if next == bytes.endIndex || bytes[next] < 0x80 {
                    place(Character(Unicode.Scalar(byte)), UInt32(byte), 1, at: index)
                    index = next
                    continue
                }
            }
            let character = paragraph[index]
            let scalar = DisplayWidth.singleScalar(character)
            if scalar == tab {
                place("\t", tab, tabWidth - currentWidth % tabWidth, at: index)
            } else {
                let shown = DisplayWidth.displayable(character)
                place(shown, DisplayWidth.singleScalar(shown), DisplayWidth.of(shown), at: index)
            }
            index = paragraph.index(after: index)
        }
        if !current.isEmpty || rows.isEmpty { emit(current[...]) }
        return rows
    }

    private static let space: UInt32 = 0x20
    private static let tab: UInt32 = 0x09
    /// Characters that should not begin a row (Japanese line-breaking rules, kinsoku), as scalar values: each is one
    /// scalar, and a cluster of several (one with a combining mark) is none of them.
    static let noBreakBefore = Set("、。，．,.!?！？)）]］」』】〕〉》ー々ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ・：；".unicodeScalars.map(\.value))
    /// Characters that should not end a row.
    static let noBreakAfter = Set("(（[［「『【〔〈《".unicodeScalars.map(\.value))
}
