import Testing

@testable import IntroTUI

@Suite struct KeyMapperTests {
    private static func ctrl(_ letter: Character) -> KeyInput {
        .character(UInt32(letter.asciiValue! - 0x40))
    }

    @Test(
        arguments: [
            (ctrl("G"), KeyAction.generate),
            (.keyCode(KeyCode.f5), .generate),
            (ctrl("C"), .interrupt),
            (ctrl("R"), .regenerate),
            (ctrl("S"), .save),
            (ctrl("Y"), .copy),
            (ctrl("Q"), .quit),
            (ctrl("Z"), .suspend),
            (ctrl("L"), .redraw),
            (ctrl("A"), .edit(.moveToLineStart)),
            (ctrl("E"), .edit(.moveToLineEnd)),
            (ctrl("K"), .edit(.deleteToLineEnd)),
            (ctrl("U"), .edit(.deleteToLineStart)),
            (ctrl("W"), .edit(.deleteWordBackward)),
            (ctrl("J"), .edit(.newline)),
            (.character(0x09), .nextField),
            (.keyCode(KeyCode.backTab), .previousField),
            (.character(0x0D), .enter),
            (.keyCode(KeyCode.enter), .enter),
            (.character(0x7F), .edit(.deleteBackward)),
            (.keyCode(KeyCode.backspace), .edit(.deleteBackward)),
            (.keyCode(KeyCode.delete), .edit(.deleteForward)),
            (.keyCode(KeyCode.home), .edit(.moveToLineStart)),
            (.keyCode(KeyCode.end), .edit(.moveToLineEnd)),
            (.keyCode(KeyCode.up), .up),
            (.keyCode(KeyCode.down), .down),
            (.keyCode(KeyCode.left), .left),
            (.keyCode(KeyCode.right), .right),
            (.keyCode(KeyCode.pageUp), .pageUp),
            (.keyCode(KeyCode.pageDown), .pageDown),
            (.keyCode(KeyCode.f1), .help),
            (.keyCode(KeyCode.resize), .resize),
        ] as [(KeyInput, KeyAction)])
    func eachBoundKeyMapsToItsAction(input: KeyInput, expected: KeyAction) {
        #expect(KeyMapper.actions(for: [input]) == [expected])
    }

    @Test func aLoneEscapeStopsImmediately() {
        #expect(KeyMapper.actions(for: [.character(0x1B)]) == [.interrupt])
    }

    @Test func escapeFollowedByEnterIsAltEnter() {
        #expect(KeyMapper.actions(for: [.character(0x1B), .character(0x0D)]) == [.edit(.newline)])
        #expect(KeyMapper.actions(for: [.character(0x1B), .keyCode(KeyCode.enter)]) == [.edit(.newline)])
    }

    @Test func altWithALetterIsIgnoredRatherThanStopping() {
        #expect(KeyMapper.actions(for: [.character(0x1B), .character(0x78)]).isEmpty)
    }

    @Test func twoEscapesAreTwoStops() {
        #expect(KeyMapper.actions(for: [.character(0x1B), .character(0x1B)]) == [.interrupt, .interrupt])
    }

    @Test func aPasteBecomesOneInsertionKeepingClustersWhole() {
        let pasted = "山田 e\u{301}👍".unicodeScalars.map { KeyInput.character($0.value) }
        #expect(KeyMapper.actions(for: pasted + [.character(0x09)]) == [.edit(.insert("山田 e\u{301}👍")), .nextField])
    }

    @Test func unboundControlsAndC1AreDropped() {
        #expect(KeyMapper.actions(for: [.character(0x00), .character(0x9B), .keyCode(0o777)]).isEmpty)
    }
}
