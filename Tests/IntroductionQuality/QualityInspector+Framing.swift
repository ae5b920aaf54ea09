import Foundation
import IntroductionCore
import ReadingLexicon

/// Fields said as sentences, never quoted back or framed ("In my own words, my background is “…”").
extension QualityInspector {
    /// Phrases that frame a field instead of saying it.
    static let framingPhrases = [
        "in my own words", "in a few words", "my background is", "my experience is", "my experience can be summed",
        "to sum up my experience", "as for my experience,", "experience-wise", "in a nutshell",
        "一言で申しますと", "一言で言うと", "一言でいうと", "一言で言えば", "経験としては", "経歴としては", "経歴：「", "経験：「", "経歴は「", "経験は「",
        "が挙げられます", "私の一面",
    ]

    /// The quoted passages of a text: “…”, "…", 「…」 and 『…』, outermost only.
    static func quotations(_ text: String) -> [String] {
        var found: [String] = []
        var current = ""
        var closer: Character?
        var depth = 0
        for character in text {
            if let wanted = closer {
                if character == wanted && (wanted != "\"" || depth == 1) {
                    depth -= 1
                    if depth == 0 {
                        found.append(current)
                        current = ""
                        closer = nil
                        continue
                    }
                } else if wanted != "\"", character == Self.opener(of: wanted) {
                    depth += 1
                }
                current.append(character)
            } else if let close = Self.closer(of: character) {
                closer = close
                depth = 1
            }
        }
        return found
    }

    private static func closer(of character: Character) -> Character? {
        switch character {
        case "“": "”"
        case "\"": "\""
        case "「": "」"
        case "『": "』"
        default: nil
        }
    }

    private static func opener(of character: Character) -> Character? {
        switch character {
        case "”": "“"
        case "」": "「"
        case "』": "『"
        default: nil
        }
    }

    /// A field's text (or most of it) inside quotation marks. A note in the other language, and a field typed
    /// as a sentence in it ("I have shipped three apps.", 「週末は山に登るのが好きです」), are exempt: the composer
    /// cannot translate them, and keeping them quoted, as typed, is the honest fallback (`gluedLanguage` and
    /// `mixedScriptFrames` see them otherwise). A term, however long, is never exempt.
    package func quotedFields(_ text: String) -> [String] {
        let quotes = Self.quotations(text).map { Self.bare($0) }.filter { !$0.isEmpty }
        guard !quotes.isEmpty else { return [] }
        let names = Set((entry.names + typedNameParts).map { $0.lowercased() })
        let otherLanguage = { (typed: String) in Self.hasJapanese(typed) != (language == .ja) }
        let otherLanguageNotes = typedNoteSentences.filter(otherLanguage).map { Self.bare($0).lowercased() }
        let otherLanguageFields = ([profile.experience, profile.interests]).filter(otherLanguage)
            .map { Self.bare($0).lowercased() }.filter { $0.count >= 2 }
        let fields =
            ([profile.role, profile.experience, profile.interests] + profile.skills)
            .filter { !(otherLanguage($0) && Self.readsAsSentence($0)) }
            + typedNoteSentences.filter { !otherLanguage($0) }
        let bareFields = fields.map { Self.bare($0).lowercased() }.filter { $0.count >= 2 }
        var problems: [String] = []
        for quote in quotes where !names.contains(quote.lowercased()) {
            let lowered = quote.lowercased()
            // A note of the other language quoted (or the fact a request in it asked for) is that note, even
            // where it holds a field's word ("I mentor new graduate nurses" and the role "nurse").
            if otherLanguageNotes.contains(where: { $0.includes(lowered) }) { continue }
            // A fragment field the composer gave its subject ("I started in April, …") is a sentence now.
            if lowered.hasPrefix("i "), !Self.hasJapanese(quote) == (language == .ja),
                otherLanguageFields.contains(where: { String(lowered.dropFirst(2)).includes($0) })
            {
                continue
            }
            if bareFields.contains(where: {
                lowered.includes($0) || ($0.includes(lowered) && lowered.count * 2 >= $0.count)
            }) {
                problems.append("field quoted back: \"\(quote)\"")
            }
        }
        return problems
    }

    /// Framing phrases: "In my own words", "my background is", 「一言で申しますと」, 「経験としては」.
    package func framingPhrases(_ text: String) -> [String] {
        let scanned = Self.without(typedOwnWords, in: text).lowercased()
        return Self.framingPhrases.filter { scanned.includes($0) }.map { "frames a field: \"\($0)\"" }
    }

    /// The harness's own test for a typed sentence rather than a term: a sentence's end, an English subject
    /// of its own ("I …", "My …"), or a Japanese predicate (です, ます, 好き).
    static func readsAsSentence(_ typed: String) -> Bool {
        let text = typed.trimmingSpaces()
        guard let last = text.last else { return false }
        if ".!?。！？".contains(last) { return true }
        if hasJapanese(text) {
            return ["です", "ます", "ました", "でした", "好き", "いる", "ある"].contains { text.hasSuffix($0) }
        }
        let first = text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return ["i", "i'm", "i've", "my", "we", "our"].contains(first)
    }

    /// A quotation or field without its edge spaces and end marks, for comparing one with the other.
    static func bare(_ text: String) -> String {
        var slice = Substring(text.trimmingSpaces())
        while let last = slice.last, ".!?。！？、,".contains(last) { slice = slice.dropLast() }
        return String(slice).trimmingSpaces()
    }
}
