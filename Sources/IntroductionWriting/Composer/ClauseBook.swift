import ProfileReading
import ReadingLexicon

/// Whole clauses people write about themselves, in both languages (`Resources/words/words-clauses.json`): "I run {x}"
/// ↔ 「{x}を運営しています」. A note typed in the other language is said through them, only when a clause matches the
/// whole note and every word in its slots is known; otherwise the note stays quoted as typed.
///
/// `|` separates spellings that mean the same; the first is what gets written. Order matters: a note is said by the
/// first clause that reads it, so a narrower clause ("I have {x:pet}") comes before a wider one.
struct ClauseBook: Decodable, Sendable {
    /// One clause in both languages.
    struct Clause: Sendable {
        /// As written, for saying it in English.
        let english: [TextPattern]
        /// Contractions spelled out ("I'm" → "I am"), for reading a note, whose contractions are spelled out too.
        let englishToRead: [TextPattern]
        let japanese: [TextPattern]
        /// The Japanese with も for the particle after its first slot (「{x}も運営しています」): "also" in English.
        let japaneseAlso: [TextPattern]
    }

    let clauses: [Clause]

    private enum CodingKeys: String, CodingKey {
        case clauses
    }

    init(from decoder: any Decoder) throws {
        let pairs = try decoder.container(keyedBy: CodingKeys.self).decode([[String]].self, forKey: .clauses)
        clauses = pairs.filter { $0.count == 2 }.map { pair in
            let english = pair[0].split(separator: "|").map(String.init)
            let japanese = pair[1].split(separator: "|").map(String.init)
            return Clause(
                english: english.map(TextPattern.init),
                englishToRead: english.map { TextPattern(Self.spelledOut($0)) },
                japanese: japanese.map(TextPattern.init),
                japaneseAlso: japanese.compactMap(Self.withAlso).map(TextPattern.init))
        }
    }

    /// The bundled clauses, read once.
    static func bundled() throws -> ClauseBook {
        try material.load(named: "clauses")
    }

    private static let material = EmbeddedJSON<ClauseBook>(folder: "words", what: "the bilingual clauses")

    /// English with its contractions spelled out, as clauses are read: "I'm moving" → "I am moving".
    static func spelledOut(_ english: String) -> String {
        english.replacing("’", with: "'").split(separator: " ", omittingEmptySubsequences: false)
            .map { word in contractions[word.lowercased()] ?? String(word) }.joined(separator: " ")
    }

    private static let contractions: [String: String] = [
        "i'm": "I am", "i've": "I have", "i'll": "I will", "i'd": "I would", "we're": "we are", "we've": "we have",
        "we'll": "we will", "it's": "it is", "don't": "do not", "can't": "cannot",
    ]

    /// 「{x}を話します」 → 「{x}も話します」, 「{x}に加わりました」 → 「{x}にも加わりました」; nil when no particle follows a slot.
    static func withAlso(_ japanese: String) -> String? {
        // A clause without a slot takes も for its first を (「スケッチもしています」).
        let particle = japanese.firstIndex(of: "}").map { japanese.index(after: $0) } ?? japanese.firstIndex(of: "を")
        guard let particle, particle < japanese.endIndex else { return nil }
        let before = String(japanese[..<particle])
        let after = String(japanese[japanese.index(after: particle)...])
        switch japanese[particle] {
        case "を", "が", "は": return before + "も" + after
        case "に", "で": return before + String(japanese[particle]) + "も" + after
        default: return nil
        }
    }
}
