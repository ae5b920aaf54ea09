@testable import SafeText
import Testing

@Suite struct TextSanitizerTests {
    static let cases: [(input: String, expected: String)] = [
        ("plain text", "plain text"),
        ("こんにちは、世界 👋🏽", "こんにちは、世界 👋🏽"),
        ("line one\nline two\tend", "line one\nline two\tend"),
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[1;2;38;5;196mbold\u{1B}[m!", "bold!"),
        ("\u{1B}]0;pwned\u{07}title gone", "title gone"),
        ("\u{1B}]2;pwned\u{1B}\\title gone", "title gone"),
        ("\u{1B}]52;c;aGVsbG8=\u{07}no clipboard", "no clipboard"),
        ("\u{1B}Pq#0;2;0;0;0\u{1B}\\dcs gone", "dcs gone"),
        ("\u{1B}_apc\u{1B}\\ok", "ok"),
        ("bare \u{1B}c reset", "bare  reset"),
        ("\u{1B}(Bcharset", "charset"),
        ("8-bit \u{9B}31mcsi", "8-bit csi"),
        ("8-bit \u{9D}0;t\u{9C}osc", "8-bit osc"),
        ("next\u{85}line", "nextline"),
        ("bell\u{07} and backspace\u{08}", "bell and backspace"),
        ("crlf\r\nkept", "crlf\nkept"),
        ("del\u{7F}ete", "delete"),
        ("bidi \u{202E}evil\u{202C} \u{2066}x\u{2069}", "bidi evil x"),
        ("para\u{2029}graph", "para\ngraph"),
        ("ESC before text \u{1B}あ", "ESC before text あ"),
        ("CSI cut by newline \u{1B}[12\nafter", "CSI cut by newline \nafter"),
        ("trailing escape \u{1B}", "trailing escape "),
    ]

    @Test(arguments: cases)
    func removesTerminalControlAndKeepsText(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test(arguments: cases)
    func givesTheSameResultForEverySplitOfTheInput(input: String, expected: String) {
        let scalars = Array(input.unicodeScalars)
        for split in 0...scalars.count {
            var sanitizer = TextSanitizer()
            let output = sanitizer.feed(scalars[..<split]) + sanitizer.feed(scalars[split...])
            #expect(output == expected, "split at \(split)")
        }
        var oneByOne = TextSanitizer()
        #expect(scalars.map { oneByOne.feed([$0]) }.joined() == expected)
    }

    @Test func anUnterminatedControlStringHidesOnlyABoundedAmount() {
        let hidden = String(repeating: "x", count: TextSanitizer.maximumSequenceLength)
        let output = TextSanitizer.sanitize("a\u{1B}]0;" + hidden + "visible")
        #expect(output.hasPrefix("a"))
        #expect(output.hasSuffix("visible"))
        #expect(!output.contains("\u{1B}"))
    }

    @Test func outputNeverContainsControlCharactersOtherThanNewlineAndTab() {
        var everything = ""
        for value in 0..<0x200 { everything.unicodeScalars.append(Unicode.Scalar(value)!) }
        let output = TextSanitizer.sanitize(everything + everything)
        for scalar in output.unicodeScalars {
            let value = scalar.value
            #expect(
                value == 0x0A || value == 0x09 || (value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value)))
        }
    }
}

/// `singleLine` cuts where a kept space and the character after it no longer both fit (issue 21).
@Suite struct SingleLineTests {
    @Test(arguments: [
        ("a b", 2, "a…"),
        ("a b", 3, "a b"),
        ("a b", 1, "a…"),
        ("a  \n b", 2, "a…"),
        ("ab c", 3, "ab…"),
    ])
    func aSpaceThatLeavesNoRoomForTheNextCharacterEndsTheLine(text: String, limit: Int, expected: String) {
        #expect(TextSanitizer.singleLine(text, limit: limit) == expected)
    }

    @Test func theSanitisedTextOfTheIssueInputIsTheSameForEverySplit() {
        let scalars = Array("a b".unicodeScalars)
        for split in 0...scalars.count {
            var sanitizer = TextSanitizer()
            let line = sanitizer.feed(scalars[..<split]) + sanitizer.feed(scalars[split...])
            #expect(TextSanitizer.singleLine(line, limit: 2) == "a…", "split at \(split)")
        }
    }
}

/// Found by `make fuzz`: a tab before a combining mark became a space that the mark joined, and a second pass took
/// that cluster for whitespace and dropped the mark.
@Suite struct SingleLineMarkTests {
    @Test func aMarkOnASpaceIsKeptAndASecondPassChangesNothing() {
        let line = TextSanitizer.singleLine("\u{FFFD}5\t\u{59D}", limit: 39)
        #expect(Array(line.unicodeScalars) == ["\u{FFFD}", "5", " ", "\u{59D}"])
        #expect(Array(TextSanitizer.singleLine(line, limit: 39).unicodeScalars) == Array(line.unicodeScalars))
    }
}
