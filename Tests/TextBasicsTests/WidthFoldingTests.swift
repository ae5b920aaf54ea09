import Foundation
import Testing
import TextBasics

/// `widthFolded` does to the width forms what Foundation's NFKC does, checked against Foundation itself.
struct WidthFoldingTests {
    @Test func everyWidthFormFoldsAsNFKCDoes() {
        let hangul = 0xFFA0...0xFFDC
        let forms = ([0x3000] + Array(0xFF01...0xFFEE)).filter { !hangul.contains($0) }.compactMap(Unicode.Scalar.init)
        for scalar in forms where scalar.properties.generalCategory != .unassigned {
            let text = String(scalar)
            #expect(
                text.widthFolded == text.precomposedStringWithCompatibilityMapping,
                "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test(arguments: [
        "ｓｗｉｆｔ", "前職は看護師（5年）", "５年", "経歴：『食品メーカーで12年』", "ｶﾞｲﾄﾞ", "140％", "全角\u{3000}空白", "plain text",
        "ｳﾞｪ", "ﾊﾟﾌﾟﾘｶ",
    ])
    func profileTextFoldsAsNFKCDoes(text: String) {
        #expect(text.widthFolded == text.precomposedStringWithCompatibilityMapping)
    }

    /// Scalar for scalar, as NFKC composes (Foundation on Linux leaves the marks combining, equal only under `==`):
    /// 「デ」 is one scalar in anything written out, never テ and a combining mark.
    @Test(arguments: [
        ("ｶﾞｲﾄﾞ", "ガイド"), ("ﾊﾟﾌﾟﾘｶ", "パプリカ"), ("ｳﾞｪ", "ヴェ"), ("株式会社ﾐﾅﾄﾃﾞｼﾞﾀﾙ", "株式会社ミナトデジタル"),
        ("ﾂﾞ", "ヅ"), ("ﾎﾟ", "ポ"), ("ｱﾞ", "ア\u{3099}"), ("ﾞ", "\u{3099}"),
    ])
    func aHalfWidthSoundMarkJoinsItsKana(text: String, composed: String) {
        #expect(Array(text.widthFolded.unicodeScalars) == Array(composed.unicodeScalars))
    }

    @Test func otherCompatibilityFormsAreLeftAlone() {
        #expect("ﬁ①²㍻".widthFolded == "ﬁ①²㍻")
    }
}
