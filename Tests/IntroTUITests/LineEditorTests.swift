@testable import IntroTUI

import Testing

@Suite struct LineEditorTests {
    init() { #expect(UTF8Locale.isReady) }

    private func editor(_ text: String, cursor: Int? = nil, multiline: Bool = false) -> LineEditor {
        var editor = LineEditor(text: text, isMultiline: multiline)
        if let cursor {
            for _ in 0..<(editor.characters.count - cursor) { editor.apply(.moveLeft) }
        }
        return editor
    }

    @Test func typedJapaneseIsInsertedAtTheCursorByCluster() {
        var field = editor("山田", cursor: 1)
        field.apply(.insert("本"))
        #expect(field.text == "山本田")
        #expect(field.cursor == 2)
    }

    @Test func backspaceRemovesAWholeCluster() {
        var field = editor("a👨‍👩‍👧")
        let changed = field.apply(.deleteBackward)
        #expect(changed)
        #expect(field.text == "a")
        field.apply(.insert("e"))
        field.apply(.insert("\u{301}"))
        #expect(field.characters.count == 2)
        field.apply(.deleteBackward)
        #expect(field.text == "a")
    }

    /// Found by `make fuzz`: deleting the line break between a letter and a combining mark left the mark as an
    /// element of its own, although the text now draws them as one cluster.
    @Test(arguments: [(EditCommand.deleteBackward, 2), (.deleteForward, 1)])
    func deletingWhatSeparatedALetterFromAMarkJoinsThemIntoOneCluster(command: EditCommand, cursor: Int) {
        var field = editor("e\n\u{301}", cursor: cursor, multiline: true)
        #expect(field.characters == ["e", "\n", "\u{301}"])
        let changed = field.apply(command)
        #expect(changed)
        #expect(field.characters == ["e\u{301}"])
        #expect(field.cursor == 1)
    }

    @Test func deleteRemovesTheClusterAfterTheCursor() {
        var field = editor("あいう", cursor: 1)
        field.apply(.deleteForward)
        #expect(field.text == "あう")
        #expect(field.cursor == 1)
    }

    @Test func lineKeysMoveAndDelete() {
        var field = editor("hello big world", cursor: 9)
        field.apply(.moveToLineStart)
        #expect(field.cursor == 0)
        field.apply(.moveToLineEnd)
        #expect(field.cursor == 15)
        field.apply(.deleteWordBackward)
        #expect(field.text == "hello big ")
        field.apply(.deleteWordBackward)
        #expect(field.text == "hello ")
        field.apply(.moveLeft)
        field.apply(.moveLeft)
        field.apply(.deleteToLineEnd)
        #expect(field.text == "hell")
        field.apply(.moveLeft)
        field.apply(.deleteToLineStart)
        #expect(field.text == "l")
        #expect(field.cursor == 0)
    }

    @Test func unchangedTextReportsNoChange() {
        var field = editor("abc", cursor: 0)
        let deleted = field.apply(.deleteBackward)
        let moved = field.apply(.moveRight)
        #expect(!deleted)
        #expect(!moved)
    }

    @Test func aSingleLineFieldTurnsPastedNewlinesIntoSpacesAndIgnoresNewline() {
        var field = editor("")
        field.apply(.insert("a\nb\tc\u{1B}[31m"))
        #expect(field.text == "a b c")
        let changed = field.apply(.newline)
        #expect(!changed)
    }

    @Test func notesTakeNewlinesAndMoveByLineKeepingTheColumn() {
        var notes = editor("", multiline: true)
        notes.apply(.insert("abcdef"))
        notes.apply(.newline)
        notes.apply(.insert("あい"))
        notes.apply(.newline)
        notes.apply(.insert("xyz12345"))
        #expect(notes.text == "abcdef\nあい\nxyz12345")
        notes.apply(.moveToLineStart)
        for _ in 0..<5 { notes.apply(.moveRight) }
        notes.apply(.moveUp)  // column 5 lands after "あい" (4 columns): the end of that line
        #expect(notes.cursorPosition.line == 1)
        #expect(notes.cursorPosition.column == 4)
        notes.apply(.moveUp)
        #expect(notes.cursorPosition.line == 0)
        #expect(notes.cursorPosition.column == 4)
        #expect(notes.isCursorOnFirstLine)
        notes.apply(.moveToLineEnd)
        notes.apply(.deleteToLineStart)
        #expect(notes.text == "\nあい\nxyz12345")
    }

    @Test func aLongFieldScrollsHorizontallyByDisplayWidth() {
        var field = editor("はじめまして山田太郎です")  // 24 columns
        let end = field.viewport(width: 10, height: 1)
        #expect(end.rows == ["太郎です"])
        #expect(end.cursorColumn == 8)
        field.apply(.moveToLineStart)
        let start = field.viewport(width: 10, height: 1)
        #expect(start.rows == ["はじめまし"])
        #expect(start.cursorColumn == 0)
    }

    @Test func aCursorMidFieldStaysVisibleWhenScrolling() {
        var field = editor(String(repeating: "abcdefghij", count: 5), cursor: 25)
        let view = field.viewport(width: 8, height: 1)
        #expect(view.cursorColumn >= 0 && view.cursorColumn < 8)
        #expect(DisplayWidth.of(view.rows[0]) <= 8)
    }
}
