import Foundation
package import IntroductionCore
import ReadingLexicon

/// Requests in the notes: carried out, never pasted; refused content nowhere.
extension QualityInspector {
    /// Verbs a request to the writer is made of: "please mention", "don't include", "keep it humble".
    static let requestVerbs: Set<String> = [
        "mention", "include", "add", "say", "note", "write", "keep", "make", "avoid", "leave", "skip", "highlight",
        "put", "use", "talk", "bring", "list", "name", "share", "tell", "emphasize", "emphasise", "state",
    ]
    /// Words that may stand between "please" and its verb without changing what is asked.
    static let requestFillers: Set<String> = ["do", "not", "don't", "dont", "also", "just", "kindly", "definitely"]
    /// Japanese request wording; ください alone is the composer's own (「お気軽にお声がけください」), so only a
    /// request's verb before it counts.
    static let japaneseRequests = [
        "触れ", "入れてください", "入れて下さい", "も入れて", "入れてほしい", "入れてね", "含めてください", "含めて下さい", "記載して", "言及",
        "書いてください", "書いて下さい", "書かないで", "出さないで", "載せないで", "載せてください", "強調して", "アピールして", "ないでください",
        "ください。です", "くださいです",
    ]

    /// Request wording in the text ("please", "mention", "don't…", 「ください」「触れ」「入れて」): a request
    /// pasted or echoed rather than carried out. The person's own fact sentences are theirs and skipped.
    package func requestWording(_ text: String) -> [String] {
        let scanned = Self.without(entry.facts.map(\.typed) + entry.names + typedNameParts, in: text).lowercased()
        var problems: [String] = []
        let words = scanned.split(whereSeparator: { !($0.isLetter || $0 == "'" || $0 == "’") }).map {
            $0.replacingOccurrences(of: "’", with: "'")
        }
        for (index, word) in words.enumerated() {
            if word.hasPrefix("mention") { problems.append("\"\(word)\"") }
            if word == "please" || word == "don't" || word == "dont" || (word == "do" && words.at(index + 1) == "not") {
                var next = index + 1
                while let filler = words.at(next), Self.requestFillers.contains(filler) { next += 1 }
                if let verb = words.at(next), Self.requestVerbs.contains(verb), !verb.hasPrefix("mention") {
                    problems.append("\"\(word) … \(verb)\"")
                }
            }
            if word == "keep", words.at(index + 1) == "it" {
                problems.append("\"keep it \(words.at(index + 2) ?? "")\"")
            }
        }
        let japanese = Self.without(["遠慮しないでください"], in: scanned)
        problems += Self.japaneseRequests.filter { japanese.includes($0) }.map { "「\($0)」" }
        return problems
    }

    /// Every fact the notes ask for is said (in the introduction of medium and long texts, somewhere in the four
    /// sections of a short one, as three sentences may not hold it) or reported left out.
    package func requestedFactsMissing(_ sections: Introduction) -> [String] {
        let whole =
            options.length == .short
            ? ([sections.headline, sections.introduction, sections.bio] + sections.highlights).joined(separator: "\n")
            : sections.introduction
        return entry.requested.filter { !$0.isAccounted(in: whole, language, reported: reportedNotes) }
            .map { "requested fact missing: \($0.forms(language).joined(separator: " + "))" }
    }

    /// What the notes ask to leave out appears nowhere, even where a field holds it. A number counts only as a
    /// whole number ("52", not the 52 in 1952).
    package func refusedContent(_ text: String) -> [String] {
        let numbers = Set(
            text.precomposedStringWithCompatibilityMapping.split(whereSeparator: { !($0.isASCII && $0.isNumber) })
                .map(String.init))
        return entry.refused.filter { refused in
            refused.allSatisfy { $0.isASCII && $0.isNumber }
                ? numbers.contains(refused) : QualityText.contains(text, refused)
        }
        .map { "refused \"\($0)\" appears" }
    }
}

extension Array {
    /// The element at `index`, or nil past either end.
    func at(_ index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
