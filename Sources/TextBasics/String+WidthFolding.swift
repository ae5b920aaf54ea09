extension StringProtocol {
    /// The text with full-width and half-width forms written as their ordinary characters: `ｓｗｉｆｔ` as `swift`,
    /// `（５年）` as `(5年)`, `ｶﾞ` as `ガ`, the ideographic space as a space.
    ///
    /// What NFKC does to the Halfwidth and Fullwidth Forms block (U+FF01–U+FFEE, but for the half-width Hangul
    /// letters) and to U+3000, without Foundation or ICU, scalar for scalar: a half-width voiced or semi-voiced mark
    /// joins the kana before it (`ﾃﾞ` is `デ`, one scalar, as a reader's search and every terminal expect), and stands
    /// alone as the combining U+3099 or U+309A only after a kana that has no such form. (Foundation's
    /// `precomposedStringWithCompatibilityMapping` on Linux leaves every mark combining; the two are equal under `==`.) Other compatibility forms (ligatures such as `ﬁ`, circled and superscript digits,
    /// squared words such as `㍻`, the Hangul letters) stay as they are.
    public var widthFolded: String {
        var folded = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            guard let replacement = widthForm(scalar) else {
                folded.append(scalar)
                continue
            }
            if (0xFF9E...0xFF9F).contains(scalar.value), let last = folded.last,
                let composed = voiced(last, semi: scalar.value == 0xFF9F)
            {
                folded.removeLast()
                folded.append(composed)
            } else {
                folded.append(contentsOf: replacement.unicodeScalars)
            }
        }
        return String(folded)
    }
}

/// The katakana `base` with its (semi-)voiced mark as one scalar (カ → ガ, ハ → パ, ウ → ヴ); nil when it has none.
private func voiced(_ base: Unicode.Scalar, semi: Bool) -> Unicode.Scalar? {
    let value = base.value
    let halfVoiced: Set<UInt32> = [0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB]  // ハヒフヘホ
    if semi { return halfVoiced.contains(value) ? Unicode.Scalar(value + 2) : nil }
    // カキクケコ サシスセソ タチ ツテト (each followed by its voiced form), ハヒフヘホ, ウ.
    let voiceable: Set<UInt32> = [
        0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4,
        0x30C6, 0x30C8,
    ]
    if voiceable.contains(value) || halfVoiced.contains(value) { return Unicode.Scalar(value + 1) }
    return value == 0x30A6 ? Unicode.Scalar(0x30F4) : nil
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
