import IntroductionCore
import ReadingLexicon
/// Passes over a field's tokens that need their neighbours: names of several words ("React Native", "Google
/// Analytics") joined into one token, and capitals read in context: in a field typed in title case ("Senior Product
/// Manager") a capital says nothing, elsewhere ("2019-now Stripe") a capital on an ordinary word marks a name.
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
            } else {
                joined.append(tokens[index])
                index += 1
            }
        }
        return markingCapitals(joined)
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

    /// Capitals read in context; a word is a name by its capital only where the field is not in title case and the
    /// word does not start a sentence.
    private static func markingCapitals(_ tokens: [Token]) -> [Token] {
        let words = tokens.filter { $0.kind == .word && $0.script == .en && !$0.classes.contains(.determiner) }
        let capitalized = words.filter { $0.text.first?.isUppercase == true }
        let titleCase = words.count >= 2 && capitalized.count * 3 >= words.count * 2
        guard !titleCase else { return tokens }
        var marked = tokens
        for index in marked.indices where marked[index].kind == .word && marked[index].script == .en {
            let token = marked[index]
            guard token.text.first?.isUppercase == true, token.text.count > 1, token.key != "i" else { continue }
            let startsSentence =
                index == 0 || [".", "!", "?", ":", "\n"].contains(marked[index - 1].key)
                || marked[index - 1].classes.contains(.greeting)
            if !startsSentence, marked[index].classes.isDisjoint(with: [.pronoun, .determiner, .auxiliary]) {
                marked[index].classes.insert(.name)
            }
        }
        return marked
    }
}
