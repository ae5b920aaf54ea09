@testable import IntroTUI

import Testing

@Suite struct DisplayWidthTests {
    init() { #expect(UTF8Locale.isReady) }

    @Test(
        arguments: [
            ("a", 1),
            ("あ", 2),
            ("漢", 2),
            ("Ａ", 2),  // fullwidth Latin
            ("ｱ", 1),  // halfwidth katakana
            ("한", 2),
            ("e\u{301}", 1),  // combining acute joins its base
            ("\u{301}", 0),  // a lone combining mark
            ("👍", 2),
            ("❤️", 2),  // VS16 makes it an emoji: 2 even though libc says 1
            ("👨‍👩‍👧", 2),  // ZWJ sequence: 2, not 6
            ("🧗‍♀️", 2),
            ("\u{7}", 1),  // a control is drawn as the replacement character
        ] as [(Character, Int)])
    func clusterWidthFollowsTheTerminalPolicy(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test func stringWidthIsTheSumOfItsClusters() {
        #expect(DisplayWidth.of("日本語abc") == 9)
        #expect(DisplayWidth.of("Hi 👋 山田") == 10)
    }

    @Test func nonPrintableClustersAreReplaced() {
        #expect(DisplayWidth.displayable("\u{1B}") == DisplayWidth.replacement)
        #expect(DisplayWidth.displayable("あ") == "あ")
    }
}
