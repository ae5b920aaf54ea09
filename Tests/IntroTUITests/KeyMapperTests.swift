@testable import IntroTUI
import IntroductionCore

import IntroductionStorage
import Testing

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

    private static func characters(_ text: String) -> [KeyInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func aBracketedPasteIsOneInsertionWithItsNewlines() {
        let inputs = Self.characters("\u{1B}[200~Swift\rSwiftUI\nSSE\u{1B}[201~") + [Self.ctrl("G")]
        #expect(KeyMapper.actions(for: inputs) == [.edit(.insert("Swift\nSwiftUI\nSSE")), .generate])
    }

    @Test func aPasteSplitOverManyReadsIsCollectedUntilItsEndMarker() {
        let inputs = Self.characters("ab\u{1B}[200~はじめ\rまして\u{1B}[201~c")
        var mapper = KeyMapper()
        var actions: [KeyAction] = []
        // One input per read: the start marker must come in one read (terminals send it whole); split after it.
        let start = 2 + KeyMapper.pasteStart.count
        actions += mapper.actions(for: Array(inputs[0..<start]))
        for input in inputs[start...] { actions += mapper.actions(for: [input]) }
        #expect(actions == [.edit(.insert("ab")), .edit(.insert("はじめ\nまして")), .edit(.insert("c"))])
    }

    @Test func controlKeysInsideAPasteAreText() {
        let inputs = Self.characters("\u{1B}[200~a\tb\u{1B}[201~")
        #expect(KeyMapper.actions(for: inputs) == [.edit(.insert("a\tb"))])
    }

    @Test func pastingALineListIntoSkillsMakesACommaSeparatedList() {
        var form = ProfileForm(draft: Draft())
        form.moveFocus(by: 2, wrapping: false)
        #expect(form.focus == .skills)
        let changed = form.edit(.insert("Swift\nSwiftUI\n\nSSE"))
        #expect(changed)
        #expect(form.draft.profile.skills == ["Swift", "SwiftUI", "SSE"])
        form.moveFocus(by: -2, wrapping: false)
        _ = form.edit(.insert("Ada\nLovelace"))
        #expect(form.draft.profile.name == "Ada Lovelace")
    }
}
