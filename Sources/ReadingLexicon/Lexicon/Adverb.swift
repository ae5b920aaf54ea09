package import IntroductionCore

/// A time or frequency said in either language ("last year" ↔ 「昨年」, "on {x:day}s" ↔ 「毎週{x}に」), read from the word
/// list as `[English, Japanese, position]`, with `|` between spellings that mean the same (the first is written).
///
/// English puts it where `position` says; Japanese always before the clause. A slot holds a word of its kind (a day,
/// a month, a number), translated through the word list.
package struct Adverb: Sendable {
    /// Where English says it.
    package enum Position: String, Sendable {
        /// Between the subject and the verb, and first in Japanese: "I still consult" (「今もときどき…」).
        case leading
        /// Between the subject and the verb: "I often climb", "I recently took up".
        case before
        /// After the clause: "I moved to Osaka last year".
        case after
        /// Before the subject, with a comma: "In my previous job, I…".
        case start
    }

    package let english: [TextPattern]
    package let japanese: [TextPattern]
    package let position: Position

    package init(english: [String], japanese: [String], position: Position) {
        self.english = english.map(TextPattern.init)
        self.japanese = japanese.map(TextPattern.init)
        self.position = position
    }

    /// `text` (one whole adverb, in the other language) said in `language`, or nil when it is not this adverb.
    package func said(_ text: String, to language: ComposerLanguage, words: WordList) -> String? {
        let (from, to) = language == .ja ? (english, japanese) : (japanese, english)
        guard let target = to.first else { return nil }
        for pattern in from {
            guard let captures = pattern.match(text) else { continue }
            var values: [String: String] = [:]
            for slot in pattern.slots {
                // The kind is written on the English side ("on {x:day}s").
                let kind = english.lazy.flatMap(\.slots).first { $0.name == slot.name }?.kind ?? slot.kind
                guard let typed = captures[slot.name],
                    let value = Self.slotValue(typed, kind: kind, to: language, words: words)
                else { return nil }
                values[slot.name] = value
            }
            return target.fill(values)
        }
        return nil
    }

    /// A slot's word in `language`: a number as digits (Japanese) or a word (English, "day two"), any other word
    /// through the word list when it is of the slot's kind.
    private static func slotValue(
        _ typed: String, kind: String?, to language: ComposerLanguage, words: WordList
    ) -> String? {
        if kind == "number" {
            guard let number = Numbers.value(typed) else { return nil }
            return language == .ja ? String(number) : Numbers.english(number)
        }
        guard let said = words.translate(typed, to: language) else { return nil }
        let english = language == .en ? said : typed
        guard kind.map({ words.kind(of: english) == $0 }) ?? true else { return nil }
        return said
    }
}
