/// The end of a Japanese clause in its register: a lexeme or the copula conjugated for tense and polarity, closing the
/// sentence (`end`) or continuing it (`link`).
///
/// Three styles: plain (casual: 働いてる, 働いた, だよ), polite (です・ます) and humble (the formal speaker: the lexeme
/// itself is humbled by the caller, おる, いたす, ござる, and the copula is でございます). A linked clause is the て-form
/// in plain and polite text and the 連用形 in formal text (働いており, 運営し), as the composer's phrase material writes.
enum JapaneseEnding {
    enum Style: Sendable, Hashable {
        case plain, polite, humble
    }

    enum Slot: Sendable, Hashable {
        case end, link
    }

    /// `lexeme` conjugated: 教えます, 教えました, 教えません, 教えませんでした; 教える, 教えた, 教えない, 教えなかった; linked
    /// 教えて / 教えなくて, formal 教え / 教えず. い adjectives take です in polite text (詳しいです); な adjectives go
    /// through the copula.
    static func verb(_ lexeme: JapaneseLexeme, style: Style, past: Bool, negative: Bool, slot: Slot) -> String {
        switch lexeme.group {
        case .naAdjective:
            return lexeme.base + copula(style: style, past: past, negative: negative, slot: slot)
        case .iAdjective:
            return iAdjective(lexeme, style: style, past: past, negative: negative, slot: slot)
        case .godan, .ichidan, .suru, .kuru:
            break
        }
        switch (slot, style) {
        case (.end, .plain):
            if negative { return past ? lexeme.nai.dropLast(2) + "なかった" : lexeme.nai }
            return past ? lexeme.ta : lexeme.base
        case (.end, .polite), (.end, .humble):
            return lexeme.stem + (negative ? (past ? "ませんでした" : "ません") : (past ? "ました" : "ます"))
        case (.link, .plain), (.link, .polite):
            if negative { return lexeme.nai.dropLast() + "くて" }
            // 「経験があり、」: ある continues in its 連用形 in polite text, as the phrase material writes it.
            return style == .polite && lexeme.base == "ある" ? lexeme.stem : lexeme.te
        case (.link, .humble):
            return negative ? lexeme.zu : lexeme.stem
        }
    }

    /// The copula after a noun: です/でした/ではありません, でございます in formal text, and casual だよ (a bare だ reads as
    /// narration in a self-introduction; the composer's casual material says だよ too), linked as で.
    static func copula(style: Style, past: Bool, negative: Bool, slot: Slot) -> String {
        switch (slot, style) {
        case (.end, .plain):
            return negative ? (past ? "じゃなかった" : "じゃない") : (past ? "だった" : "だよ")
        case (.end, .polite):
            return negative ? (past ? "ではありませんでした" : "ではありません") : (past ? "でした" : "です")
        case (.end, .humble):
            return negative ? (past ? "ではございませんでした" : "ではございません") : (past ? "でございました" : "でございます")
        case (.link, .plain):
            return negative ? "じゃなくて" : "で"
        case (.link, .polite):
            return negative ? "ではなくて" : "で"
        case (.link, .humble):
            return negative ? "ではなく" : "で"
        }
    }

    /// 詳しいです, 詳しかったです, 詳しくありません; 詳しい, 詳しくない; linked 詳しくて, formal 詳しく.
    private static func iAdjective(
        _ lexeme: JapaneseLexeme, style: Style, past: Bool, negative: Bool, slot: Slot
    ) -> String {
        switch (slot, style) {
        case (.end, .plain):
            if negative { return past ? lexeme.nai.dropLast(2) + "なかった" : lexeme.nai }
            return past ? lexeme.ta : lexeme.base
        case (.end, .polite), (.end, .humble):
            if negative { return lexeme.stem + (past ? "ありませんでした" : "ありません") }
            return (past ? lexeme.ta : lexeme.base) + "です"
        case (.link, .plain), (.link, .polite):
            return negative ? lexeme.nai.dropLast() + "くて" : lexeme.te
        case (.link, .humble):
            return negative ? lexeme.zu : lexeme.stem
        }
    }
}
