import Foundation
import IntroductionCore

/// Fields said as sentences, never quoted back or framed ("In my own words, my background is “…”").
extension QualityInspector {
    /// Phrases that frame a field instead of saying it.
    static let framingPhrases = [
        "in my own words", "in a few words", "my background is", "my experience is", "my experience can be summed",
        "to sum up my experience", "as for my experience,", "experience-wise", "in a nutshell",
        "一言で申しますと", "一言で言うと", "一言でいうと", "一言で言えば", "経験としては", "経歴としては", "経歴：「", "経験：「", "経歴は「", "経験は「",
        "が挙げられます",
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

    /// A field's text (or most of it) inside quotation marks. A note sentence in the other language is
    /// exempt: the composer cannot translate it, and keeping it quoted, as typed, is the honest fallback
    /// (`gluedLanguage` and `mixedScriptFrames` see it otherwise).
    package func quotedFields(_ text: String) -> [String] {
        let quotes = Self.quotations(text).map { Self.bare($0) }.filter { !$0.isEmpty }
        guard !quotes.isEmpty else { return [] }
        let names = Set((entry.names + typedNameParts).map { $0.lowercased() })
        let sameLanguageNotes = typedNoteSentences.filter { Self.hasJapanese($0) == (language == .ja) }
        let fields =
            ([profile.role, profile.experience, profile.interests] + profile.skills + sameLanguageNotes)
            .map { Self.bare($0).lowercased() }.filter { $0.count >= 2 }
        var problems: [String] = []
        for quote in quotes where !names.contains(quote.lowercased()) {
            let lowered = quote.lowercased()
            if fields.contains(where: {
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

    /// A quotation or field without its edge spaces and end marks, for comparing one with the other.
    static func bare(_ text: String) -> String {
        var slice = Substring(text.trimmingSpaces())
        while let last = slice.last, ".!?。！？、,".contains(last) { slice = slice.dropLast() }
        return String(slice).trimmingSpaces()
    }
}
