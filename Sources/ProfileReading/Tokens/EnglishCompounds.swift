import IntroductionCore
import ReadingLexicon
/// Names of several words the names list knows ("React Native", "Google Analytics") joined into one token.
///
/// A capital on an ordinary word is no name here: "Senior Product Manager" is typed in title case. Where a name stands
/// by the structure ("2019-now Stripe", "Title, Verdant Ledger (2023–)"), the rules read the capitals of the phrase.
enum EnglishCompounds {
    static func joined(_ tokens: [Token], words: ReadingWords) -> [Token] {
        var joined: [Token] = []
        var index = 0
        while index < tokens.count {
            if let (name, length) = name(at: index, in: tokens, words: words) {
                let first = tokens[index]
                let last = tokens[index + length - 1]
                joined.append(
                    Token(
                        kind: .word, range: first.range.lowerBound..<last.range.upperBound,
                        text: tokens[index..<(index + length)].map(\.text).joined(separator: " "),
                        key: name.lowercased(), lemma: name, classes: [.name, .tool, .noun],
                        spaced: first.spaced, script: .en))
                index += length
            } else if let term = term(at: index, in: tokens, words: words) {
                joined.append(term)
                index += 2
            } else {
                joined.append(tokens[index])
                index += 1
            }
        }
        return joined
    }

    /// A term of the word list that opens with a word no phrase starts with ("inside sales", "after school"): one noun
    /// of its last word's classes, so that the phrase reads it whole.
    private static func term(at index: Int, in tokens: [Token], words: ReadingWords) -> Token? {
        guard index + 1 < tokens.count else { return nil }
        let first = tokens[index]
        let second = tokens[index + 1]
        guard first.kind == .word, second.kind == .word, first.script == .en, second.script == .en, second.spaced,
            first.classes.contains(.preposition), second.classes.contains(.noun),
            // "between jobs", "on leave": a state of life, which its own rules read word by word.
            States.words[first.key] == nil, States.words[second.key] == nil
        else { return nil }
        let typed = first.key + " " + second.key
        guard words.words.isEntry(typed) else { return nil }
        return Token(
            kind: .word, range: first.range.lowerBound..<second.range.upperBound, text: first.text + " " + second.text,
            key: typed, lemma: typed, classes: second.classes.union(.noun), spaced: first.spaced, script: .en)
    }

    /// The names list's spelling of the longest run of two or three words starting at `index` ("react native").
    private static func name(at index: Int, in tokens: [Token], words: ReadingWords) -> (String, Int)? {
        for length in [3, 2] where index + length <= tokens.count {
            let run = tokens[index..<(index + length)]
            guard run.allSatisfy({ $0.kind == .word && $0.script == .en }),
                run.dropFirst().allSatisfy(\.spaced) || run.dropFirst().allSatisfy({ !$0.spaced })
            else { continue }
            let separator = run.dropFirst().first?.spaced == true ? " " : ""
            let typed = run.map(\.key).joined(separator: separator)
            if let name = words.words.nameSpelling(typed), name.contains(" ") || separator.isEmpty { return (name, length) }
        }
        return nil
    }
}
