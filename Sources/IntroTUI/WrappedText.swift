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
/// never starts in the last column; explicit newlines are kept; tabs become spaces to the next
/// multiple of `tabWidth`. `append` re-wraps only the last paragraph, so streaming costs what the
/// last paragraph costs, not the whole text. The source is kept, so a new width re-wraps it all.
struct WrappedText {
    static let tabWidth = 4

    private(set) var width: Int
    private(set) var source = ""
    private(set) var lines: [WrappedLine] = [WrappedLine(text: "", width: 0)]
    /// The paragraph still open for appending (the source after its last newline).
    private var openParagraph = ""
    /// Index in `lines` of the first row of the open paragraph.
    private var openParagraphFirstLine = 0

    init(width: Int, text: String = "") {
        self.width = max(1, width)
        append(text)
    }

    /// Adds text at the end; only the last paragraph and the new ones are wrapped.
    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        source += text
        var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        openParagraph += pieces.removeFirst()
        while let next = pieces.popFirst() {
            replaceOpenParagraphLines()
            openParagraph = String(next)
            openParagraphFirstLine = lines.count
        }
        replaceOpenParagraphLines()
    }

    /// Re-wraps the whole source for a new width.
    mutating func resize(width newWidth: Int) {
        let newWidth = max(1, newWidth)
        guard newWidth != width else { return }
        let text = source
        self = WrappedText(width: newWidth, text: text)
    }

    private mutating func replaceOpenParagraphLines() {
        lines.removeSubrange(openParagraphFirstLine...)
        lines.append(contentsOf: Self.wrap(paragraph: openParagraph, width: width))
    }

    /// Wraps one paragraph (text without newlines) into rows; an empty paragraph is one empty row.
    static func wrap(paragraph: some StringProtocol, width: Int) -> [WrappedLine] {
        let width = max(1, width)
        var rows: [WrappedLine] = []
        var current: [(character: Character, width: Int)] = []
        var currentWidth = 0
        // Index in `current` where the row may end (everything from it moves to the next row).
        var breakIndex: Int?

        func emit(_ cells: ArraySlice<(character: Character, width: Int)>) {
            var cells = cells
            while let last = cells.last, last.character == " " { cells.removeLast() }
            rows.append(
                WrappedLine(text: String(cells.map(\.character)), width: cells.reduce(0) { $0 + $1.width })
            )
        }

        func place(_ character: Character, _ columns: Int) {
            if character == " " {
                if currentWidth + 1 > width {
                    emit(current[...])
                    current.removeAll(keepingCapacity: true)
                    currentWidth = 0
                    breakIndex = nil
                    return
                }
                current.append((character, 1))
                currentWidth += 1
                breakIndex = current.count
                return
            }
            if let previous = current.last, previous.character != " ",
                previous.width == 2 || columns == 2,
                !noBreakBefore.contains(character), !noBreakAfter.contains(previous.character)
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
            current.append((character, columns))
            currentWidth += columns
        }

        for character in paragraph {
            if character == "\t" {
                for _ in 0..<(tabWidth - currentWidth % tabWidth) { place(" ", 1) }
            } else {
                let shown = DisplayWidth.displayable(character)
                place(shown, DisplayWidth.of(shown))
            }
        }
        if !current.isEmpty || rows.isEmpty { emit(current[...]) }
        return rows
    }

    /// Characters that should not begin a row (Japanese line-breaking rules, kinsoku).
    static let noBreakBefore: Set<Character> = Set("、。，．,.!?！？)）]］」』】〕〉》ー々ゝゞぁぃぅぇぉっゃゅょァィゥェォッャュョ・：；")
    /// Characters that should not end a row.
    static let noBreakAfter: Set<Character> = Set("(（[［「『【〔〈《")
}
