import Foundation
import IntroductionCore

/// The normalize table's shorthand and symbols, which a text never keeps: they are read, not pasted.
extension HurriedInspector {
    /// Words that are shorthand wherever they stand (whole words, case ignored). "dm" only in English: 「DM」 is a
    /// Japanese word.
    static let shorthandWords: Set<String> = [
        "yrs", "mos", "mgmt", "b4", "pls", "plz", "lol", "lmao", "approx", "haha", "hahaha", "hahahaha",
    ]
    /// Units that are shorthand after a number ("4 yrs", "2y", "8 mos", "3mo").
    static let shorthandUnits: Set<String> = ["yrs", "yr", "y", "mos", "mo"]

    /// Shorthand or a symbol of the normalize table left in the text: `yrs` `yr` `mos` after a number, `mgmt`, `w/`,
    /// `w/o`, `b4`, `pls`, `plz`, `lol`, `haha`, `lmao`, `dm`, `->`, `→`, ` @ `, a spaced ` & `, `~` before a number,
    /// `approx`, an emoji. Names, URLs and handles are set aside first ("R&D" and "AT&T" have no spaces).
    package func shorthand(_ text: String) -> [String] {
        let (masked, written) = scan(text, mark: "·", folding: true)
        var found: [String] = []
        func add(_ range: Range<Int>, _ what: String? = nil) {
            let piece = String(String.UnicodeScalarView(written[range]))
            found.append("\(what ?? "“\(piece)”"): \(HurriedMatch.excerpt(written, range))")
        }
        func isASCIILetter(_ index: Int) -> Bool {
            index >= 0 && index < masked.count && masked[index].isASCII && masked[index].properties.isAlphabetic
        }
        func isDigit(_ index: Int) -> Bool {
            index >= 0 && index < masked.count && (0x30...0x39).contains(masked[index].value)
        }
        func word(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(masked[range].map(HurriedMatch.lowered)))
        }
        // Words, and a number's unit ("4 yrs", "2y", "8 mos").
        var index = 0
        while index < masked.count {
            guard isASCIILetter(index) || isDigit(index) else {
                index += 1
                continue
            }
            var end = index
            while isASCIILetter(end) || isDigit(end) { end += 1 }
            let token = word(index..<end)
            let letters = token.drop { $0.isNumber }
            if Self.shorthandWords.contains(token) || (token == "dm" && language == .en)
                || (token.count >= 4 && token.hasPrefix("haha") && token.allSatisfy { "ha".contains($0) })
            {
                add(index..<end)
            } else if letters.count < token.count, !letters.isEmpty, Self.shorthandUnits.contains(String(letters)) {
                add(index..<end)
            } else if letters.isEmpty, end < masked.count, masked[end] == " ", isASCIILetter(end + 1) {
                var unitEnd = end + 1
                while isASCIILetter(unitEnd) { unitEnd += 1 }
                if Self.shorthandUnits.contains(word((end + 1)..<unitEnd)) { add(index..<unitEnd) }
            }
            index = end
        }
        // Symbols.
        let symbols: [(String, String)] = [("->", "“->”"), ("→", "“→”"), (" & ", "a spaced “&”")]
        for (symbol, what) in symbols {
            let pattern = Array(symbol.unicodeScalars)
            var position = 0
            while position + pattern.count <= masked.count {
                if masked[position..<(position + pattern.count)].elementsEqual(pattern) {
                    add(position..<(position + pattern.count), what)
                    position += pattern.count
                } else {
                    position += 1
                }
            }
        }
        for (position, scalar) in masked.enumerated() {
            switch scalar {
            case "/":
                // "w/" and "w/o" as words of their own: not "knw/" or "www/".
                guard position > 0, HurriedMatch.lowered(masked[position - 1]) == "w", !isASCIILetter(position - 2)
                else {
                    continue
                }
                let without =
                    position + 1 < masked.count && HurriedMatch.lowered(masked[position + 1]) == "o"
                    && !isASCIILetter(position + 2)
                add((position - 1)..<(position + (without ? 2 : 1)))
            case "@":
                // A handle of the profile is masked; any "@" left stands for "at" (" @ ", "designer@fintech").
                add(position..<(position + 1), "“@”")
            case "~":
                var next = position + 1
                while next < masked.count, masked[next] == " " { next += 1 }
                if isDigit(next) { add(position..<(position + 1), "“~” before a number") }
            // A picture typed after a word ("Kafka 🍺"): the composer writes none of its own.
            case _ where !scalar.isASCII && scalar.properties.isEmojiPresentation:
                add(position..<(position + 1), "an emoji")
            default:
                continue
            }
        }
        return found
    }
}
