@testable import IntroTUI

/// The line editor: after any command sequence the cursor is inside the text, the text holds one grapheme cluster
/// per element and no control (a single-line field not even a line break or tab), and the viewport fits its box.
/// The first byte chooses single- or multi-line and the box; each later byte is a command, `insert` taking one of
/// a set of awkward strings (combining marks, ZWJ pieces, regional indicators, escapes, CRLF).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineEditor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = inputBytes(start, count)
    guard let first = bytes.first else { return 0 }
    let isMultiline = first & 1 == 1
    let width = Int(first >> 1 & 7) + 1
    let height = Int(first >> 4 & 3) + 1
    var editor = LineEditor(text: "", isMultiline: isMultiline)
    var commands: [EditCommand] = []
    for byte in bytes.dropFirst() {
        let command = command(for: byte)
        commands.append(command)
        editor.apply(command)
        check(editor, isMultiline: isMultiline, after: commands)
        let view = editor.viewport(width: width, height: height)
        require(view.rows.count <= height, "\(view.rows.count) rows in \(height) after \(commands)")
        require(view.cursorRow >= 0 && view.cursorRow < height, "cursor row \(view.cursorRow) after \(commands)")
        require(
            view.cursorColumn >= 0 && view.cursorColumn < width, "cursor column \(view.cursorColumn) after \(commands)")
        for row in view.rows {
            require(DisplayWidth.of(row) <= width, "row \(row.debugDescription) wider than \(width) after \(commands)")
        }
    }
    return 0
}

private let insertions: [String] = [
    "a", "Z", " ", "é", "e\u{301}", "\u{301}", "\u{308}", "あ", "漢", "👍", "🏽", "\u{200D}", "👩\u{200D}💻", "🇯", "🇵",
    "\n", "\r", "\r\n", "\t", "\u{1B}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{FE0F}", "ab cd",
    "\u{0}", "\u{E000}", "한", "\u{1100}", "\u{1161}", "\u{11A8}",
]

private func command(for byte: UInt8) -> EditCommand {
    switch byte % 16 {
    case 0: .newline
    case 1: .deleteBackward
    case 2: .deleteForward
    case 3: .moveLeft
    case 4: .moveRight
    case 5: .moveUp
    case 6: .moveDown
    case 7: .moveToLineStart
    case 8: .moveToLineEnd
    case 9: .deleteToLineEnd
    case 10: .deleteToLineStart
    case 11: .deleteWordBackward
    default: .insert(insertions[(Int(byte / 16) + Int(byte % 16 - 12) * 16) % insertions.count])
    }
}

private func check(_ editor: LineEditor, isMultiline: Bool, after commands: [EditCommand]) {
    require(editor.cursor >= 0 && editor.cursor <= editor.characters.count, "cursor outside after \(commands)")
    require(
        editor.text.count == editor.characters.count,
        "\(editor.characters.count) elements hold \(editor.text.count) clusters after \(commands)")
    for scalar in editor.text.unicodeScalars {
        let allowed = scalar == "\n" && isMultiline
        let control =
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        require(!control || allowed, "U+\(String(scalar.value, radix: 16)) in the text after \(commands)")
    }
}
