@testable import IntroTUI

import Testing

@Suite struct WrappedTextTests {
    init() { #expect(UTF8Locale.isReady) }

    private func rows(_ text: String, width: Int) -> [String] {
        WrappedText(width: width, text: text).lines.map(\.text)
    }

    @Test func latinTextBreaksAtSpaces() {
        #expect(rows("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func aWordLongerThanTheWidthIsBroken() {
        #expect(rows("abcdefghijkl xy", width: 5) == ["abcde", "fghij", "kl xy"])
    }

    @Test func japaneseBreaksBetweenAnyTwoWideCharacters() {
        #expect(rows("はじめまして山田です", width: 8) == ["はじめま", "して山田", "です"])
    }

    @Test func aWideCharacterNeverStartsInTheLastColumn() {
        let lines = WrappedText(width: 5, text: "abあい").lines
        #expect(lines.map(\.text) == ["abあ", "い"])
        #expect(lines.allSatisfy { $0.width <= 5 })
        #expect(rows("abcdあ", width: 5) == ["abcd", "あ"])
    }

    @Test func closingPunctuationDoesNotStartALine() {
        #expect(rows("あいう。", width: 6) == ["あい", "う。"])
    }

    @Test func graphemeClustersAreNeverSplit() {
        let text = "e\u{301}e\u{301}e\u{301}👨‍👩‍👧x"
        let lines = WrappedText(width: 2, text: text).lines
        #expect(lines.map(\.text).joined() == text)
        #expect(lines.map(\.text) == ["e\u{301}e\u{301}", "e\u{301}", "👨‍👩‍👧", "x"])
    }

    @Test func explicitNewlinesAndEmptyParagraphsAreKept() {
        #expect(rows("one\n\ntwo\n", width: 10) == ["one", "", "two", ""])
    }

    @Test func tabsBecomeSpacesToTheNextStop() {
        #expect(rows("a\tb", width: 10) == ["a   b"])
    }

    static let streamed =
        "はじめまして、山田太郎と申します。iOS engineer\twith five years of Swift; I love climbing 🧗‍♀️ and coffee ☕️.\n\nよろしくお願いいたします。 The end of a paragraph with a verylongwordthatmustbebroken here."

    @Test(arguments: [7, 12, 20, 33])
    func appendingInPiecesGivesTheSameRowsAsWrappingAtOnce(width: Int) {
        let whole = WrappedText(width: width, text: Self.streamed).lines
        let characters = Array(Self.streamed)
        for pieceLength in [1, 2, 3, 7] {
            var wrapped = WrappedText(width: width)
            var index = 0
            while index < characters.count {
                wrapped.append(String(characters[index..<min(characters.count, index + pieceLength)]))
                index += pieceLength
            }
            #expect(wrapped.lines == whole, "pieces of \(pieceLength)")
        }
    }

    @Test func aCombiningMarkArrivingInTheNextChunkJoinsItsBase() {
        var wrapped = WrappedText(width: 10)
        wrapped.append("cafe")
        wrapped.append("\u{301} ok")
        #expect(wrapped.lines.map(\.text) == ["cafe\u{301} ok"])
    }

    @Test(arguments: [1, 2, 5, 17, 40])
    func everyRowFitsTheWidthAndResizeRewrapsFromTheSource(width: Int) {
        var wrapped = WrappedText(width: 80, text: Self.streamed)
        wrapped.resize(width: width)
        #expect(wrapped.lines == WrappedText(width: width, text: Self.streamed).lines)
        for line in wrapped.lines {
            #expect(line.width <= max(width, 2))
            #expect(DisplayWidth.of(line.text) == line.width)
        }
    }
}
