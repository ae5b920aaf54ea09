import ReadingLexicon
import TextBasics

/// A field's text as characters, typed and width folded side by side, so that a token read from the folded text
/// ("ｓｗｉｆｔ" as "swift", "ｶﾞｰﾃﾞﾆﾝｸﾞ" as "ガーデニング") still points at what the person typed.
///
/// Folding is done character by character: both arrays have the same length, and a span means the same characters
/// in each.
package struct FieldText: Sendable {
    /// As typed.
    package let typed: [Character]
    /// Width folded: full-width Latin and digits as ASCII, half-width kana as full-width, the ideographic space as a
    /// space; curly apostrophes as straight ones.
    package let folded: [Character]

    package init(_ text: String) {
        typed = Array(text)
        folded = typed.map { character in
            if character == "’" || character == "‘" { return "'" }
            let folded = String(character).widthFolded
            return folded.count == 1 ? folded.first! : character
        }
    }

    package var count: Int { typed.count }

    /// The characters of `range` as typed.
    package func typed(_ range: Range<Int>) -> String { String(typed[range]) }

    /// The characters of `range`, folded.
    package func folded(_ range: Range<Int>) -> String { String(folded[range]) }

    /// Whether `character` is written in Japanese: kana, kanji, the long vowel mark and Japanese punctuation.
    static func isJapanese(_ character: Character) -> Bool {
        Script.isJapanese(character) || "、。「」『』・ー〜～（）【】〈〉《》〔〕！？：".contains(character)
    }

    /// The runs of the text in order: Japanese (with the digits typed against it: 「7年」), and everything else.
    func runs() -> [(range: Range<Int>, japanese: Bool)] {
        var runs: [(range: Range<Int>, japanese: Bool)] = []
        var start = 0
        var current: Bool?
        for index in folded.indices {
            let character = folded[index]
            let japanese: Bool
            if Self.isJapanese(character) {
                japanese = true
            } else if character.isASCII, character.isNumber {
                // A digit belongs to the Japanese next to it: 「病棟7年」, 「2018年」; otherwise to the Latin.
                japanese = current == true || nextIsJapanese(after: index)
            } else {
                japanese = false
            }
            if current == nil {
                current = japanese
            } else if japanese != current {
                runs.append((start..<index, current!))
                start = index
                current = japanese
            }
        }
        if let current, start < folded.count { runs.append((start..<folded.count, current)) }
        return runs
    }

    /// Whether the first character after the digits at `index` is Japanese.
    private func nextIsJapanese(after index: Int) -> Bool {
        var next = index
        while next < folded.count, folded[next].isASCII, folded[next].isNumber || folded[next] == "." { next += 1 }
        return next < folded.count && Self.isJapanese(folded[next])
    }
}
