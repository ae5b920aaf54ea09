import Foundation
package import IntroductionCore
import ReadingLexicon

/// How the checks read a text: sentences, quotes, tokens. Written apart from the composer on purpose,
/// so a check does not share a mistake with the code it checks.
package enum QualityText {
    /// Sentences: after `.!?` followed by a space (not "e.g." or "Dr."), after `。！？`; a quotation
    /// (“…”, 「…」) never ends a sentence inside it.
    package static func sentences(_ text: String, _ language: ComposerLanguage) -> [String] {
        // Works on scalars: every mark it looks for is one scalar, and this runs over thousands of texts.
        let scalars = Array(text.unicodeScalars)
        var result: [String] = []
        var start = 0
        var depth = 0
        var index = 0
        func flush(upTo end: Int) {
            let sentence = String(String.UnicodeScalarView(scalars[start..<end])).trimmingSpaces()
            if !sentence.isEmpty { result.append(sentence) }
            start = end
        }
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            if value == 0x300C || value == 0x201C { depth += 1 }  // 「 “
            if value == 0x300D || value == 0x201D { depth = max(0, depth - 1) }  // 」 ”
            guard depth == 0 else { continue }
            let next: UInt32 = index < scalars.count ? scalars[index].value : 0x20
            var ends = false
            switch value {
            case 0x3002, 0xFF01, 0xFF1F:  // 。！？
                ends = ![0x3002, 0xFF01, 0xFF1F, 0x300D].contains(next)
            case 0x2E, 0x21, 0x3F:  // . ! ?
                // "Jess T. works with…": an initial before a word in lower case ends no sentence.
                let after = index + 1 < scalars.count ? scalars[index + 1] : " "
                let initial =
                    value == 0x2E && index >= 2 && scalars[index - 2].properties.isUppercase
                    && (index == 2 || scalars[index - 3] == " ") && after.properties.isLowercase
                ends = next == 0x20 && !initial && !isAbbreviation(scalars[start..<index])
            case 0x201D, 0x300D:  // ” 」 closing a quotation that ends a sentence
                let inside = index >= 2 ? scalars[index - 2].value : 0
                ends = [0x3002, 0x2E, 0x21, 0x3F, 0xFF01, 0xFF1F].contains(inside) && next == 0x20
            default:
                break
            }
            if ends { flush(upTo: index) }
        }
        flush(upTo: scalars.count)
        return result
    }

    /// The text with every quotation (“…”, 「…」) replaced by `〈〉`: the person's quoted words are theirs,
    /// not the writer's, so register and language checks skip them.
    package static func withoutQuotes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x300C, 0x201C:
                if depth == 0 { result.append(contentsOf: "〈〉".unicodeScalars) }
                depth += 1
            case 0x300D, 0x201D:
                depth = max(0, depth - 1)
            default:
                if depth == 0 { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// Words (English: lower-cased letters and digits; Japanese: runs of one script) for comparing texts.
    package static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        var currentKind = 0
        for scalar in text.lowercased().unicodeScalars {
            let value = scalar.value
            let kind: Int =
                switch value {
                case 0x3041...0x309F: 1
                case 0x30A0...0x30FF: 2
                case 0x4E00...0x9FFF: 3
                case 0x30...0x39, 0x61...0x7A, 0x27: 4
                default: scalar.properties.isAlphabetic ? 4 : 0
                }
            if kind != currentKind || kind == 0 {
                if !current.isEmpty { tokens.append(String(current)) }
                current = String.UnicodeScalarView()
            }
            currentKind = kind
            if kind != 0 { current.append(scalar) }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    /// How many tokens two texts do not share (multiset difference, both ways).
    package static func distance(_ first: String, _ second: String) -> Int {
        var counts: [String: Int] = [:]
        for token in tokens(first) { counts[token, default: 0] += 1 }
        for token in tokens(second) { counts[token, default: 0] -= 1 }
        return counts.values.map(abs).reduce(0, +)
    }

    /// Occurrences of `needle` in `text`, case ignored, not overlapping. A needle that starts or ends with a Latin
    /// letter or digit counts only where a word starts or ends there (a plural "s" may follow it): "PR" is not in
    /// "professional", "engineer" is in "engineers", 「PR担当」 holds "PR".
    package static func count(_ needle: String, in text: String) -> Int {
        wordMatches(of: needle, in: Array(text.utf8)).count
    }

    /// `text` with every occurrence of `piece` (case ignored, as whole words where it has Latin edges, as `count`
    /// finds them) replaced by `mark`.
    package static func replacing(_ piece: String, in text: String, with mark: String) -> String {
        let bytes = Array(text.utf8)
        let matches = wordMatches(of: piece, in: bytes)
        guard !matches.isEmpty else { return text }
        var result: [UInt8] = []
        var cursor = 0
        for match in matches {
            result += bytes[cursor..<match.lowerBound]
            result += Array(mark.utf8)
            cursor = match.upperBound
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `needle` occurs in `bytes`, ASCII case ignored, not overlapping, at word edges where it has Latin ones.
    /// A `stem` needs no word edge at its end.
    private static func wordMatches(of needle: String, in bytes: [UInt8], stem: Bool = false) -> [Range<Int>] {
        let pattern = needle.utf8.map(lowered)
        guard let first = pattern.first, let last = pattern.last, pattern.count <= bytes.count else { return [] }
        let checksStart = isWordByte(first)
        let checksEnd = isWordByte(last) && !stem
        var matches: [Range<Int>] = []
        var index = 0
        while index + pattern.count <= bytes.count {
            let end = index + pattern.count
            guard lowered(bytes[index]) == first, bytes[index..<end].lazy.map(lowered).elementsEqual(pattern) else {
                index += 1
                continue
            }
            let startsWord = !checksStart || index == 0 || !isWordByte(bytes[index - 1])
            var next = end
            if checksEnd, next < bytes.count, lowered(bytes[next]) == UInt8(ascii: "s") { next += 1 }
            let endsWord =
                !checksEnd || end == bytes.count || !isWordByte(bytes[end]) || next == bytes.count
                || !isWordByte(bytes[next])
            if startsWord && endsWord {
                matches.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return matches
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// An ASCII letter or digit: a byte that continues an English word.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether `text` holds the form: at word edges where it has Latin ones (a plural "s" allowed), or, with a
    /// trailing `*`, as a stem that starts a word ("teach*" in "teaching").
    package static func holds(_ form: String, in text: String) -> Bool {
        guard form.hasSuffix("*") else { return count(form, in: text) > 0 }
        let stem = String(form.dropLast())
        return !wordMatches(of: stem, in: Array(text.utf8), stem: true).isEmpty
    }

    /// Whether `text` holds one of the forms `|` divides in `alternatives` ("two|2").
    package static func holdsAny(_ alternatives: String, in text: String) -> Bool {
        alternatives.split(separator: "|").contains { holds(String($0), in: text) }
    }

    package static func contains(_ text: String, _ needle: String) -> Bool {
        !needle.isEmpty && text.lowercased().includes(needle.lowercased())
    }

    /// Letters and digits only, lower-cased: for comparing sentences.
    package static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    private static func isAbbreviation(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        // The word is the Latin run before the stop: Japanese has no space before 「St. Mary's」.
        let word = String(
            String.UnicodeScalarView(scalars.reversed().prefix { $0 != " " && $0.value < 0x3000 }.reversed())
        ).lowercased()
        return ["e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "st.", "jr.", "sr."].contains(word)
    }
}

extension String {
    package func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
