extension StringProtocol {
    /// The text with full-width and half-width forms written as their ordinary characters: `ｓｗｉｆｔ` as `swift`,
    /// `（５年）` as `(5年)`, `ｶﾞ` as `ガ`, the ideographic space as a space.
    ///
    /// What `precomposedStringWithCompatibilityMapping` (NFKC) does to the Halfwidth and Fullwidth Forms block
    /// (U+FF01–U+FFEE, but for the half-width Hangul letters) and to U+3000, without Foundation or ICU: the result
    /// equals Foundation's under Swift's `==` (a half-width voiced mark becomes the combining U+3099, which `==` and
    /// hashing treat as the composed kana). Other compatibility forms (ligatures such as `ﬁ`, circled and
    /// superscript digits, squared words such as `㍻`, the Hangul letters) stay as they are.
    public var widthFolded: String {
        var folded = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if let replacement = widthForm(scalar) {
                folded.append(contentsOf: replacement.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }
}

/// The ordinary form of a full-width or half-width scalar; nil for any other scalar.
private func widthForm(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x3000: return " "
    case 0xFF01...0xFF5E: return String(Unicode.Scalar(scalar.value - 0xFEE0)!)
    case 0xFF5F: return "\u{2985}"
    case 0xFF60: return "\u{2986}"
    case 0xFF61...0xFF9F:
        return String(halfwidthKatakana[Int(scalar.value - 0xFF61)])
    case 0xFFE0...0xFFE6, 0xFFE8...0xFFEE:
        return signs[scalar.value]
    default: return nil
    }
}

/// U+FF61–U+FF9F in order: the half-width CJK punctuation, katakana and (combining) sound marks.
private let halfwidthKatakana = Array(
    "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン\u{3099}\u{309A}"
        .unicodeScalars)

/// The full-width signs and half-width symbols of U+FFE0–U+FFEE.
private let signs: [UInt32: String] = [
    0xFFE0: "¢", 0xFFE1: "£", 0xFFE2: "¬", 0xFFE3: " \u{304}", 0xFFE4: "¦", 0xFFE5: "¥", 0xFFE6: "₩",
    0xFFE8: "│", 0xFFE9: "←", 0xFFEA: "↑", 0xFFEB: "→", 0xFFEC: "↓", 0xFFED: "■", 0xFFEE: "○",
]
