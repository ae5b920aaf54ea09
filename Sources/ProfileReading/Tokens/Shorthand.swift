import IncrementalJSON
import ReadingLexicon

/// The shorthand people type in a hurry (`Resources/lexicon/lexicon-shorthand.json`), as the ``Normalizer`` reads
/// it: abbreviations with the word they stand for, units after a number, marks of an approximate number, prefixes of a
/// former job, fillers that say nothing about the person, arrows and the symbols said "and".
///
/// A table, not code, so that a new abbreviation is one line, and one place says what every field's reading starts
/// from.
package struct Shorthand: Sendable {
    /// What a typed word stands for, in a role and elsewhere ("dev": "developer" in a role, "development" in skills).
    struct Word: Sendable {
        var inRole: String
        var elsewhere: String
    }

    /// Lower-cased typed spelling → its words.
    let words: [String: Word]
    /// Lower-cased unit spelling → (plural, singular): "yrs" → ("years", "year").
    let units: [String: (plural: String, singular: String)]
    /// Lower-cased words and marks that make the number after them approximate ("~", "approx").
    let approximately: Set<String>
    /// Lower-cased prefixes of a job one had ("ex-", "prev.").
    let former: [String]
    /// Lower-cased fillers, dropped ("lol", "（笑）").
    let fillers: Set<String>
    /// Spellings of an arrow ("->", "=>").
    let arrows: Set<String>
    /// Symbols said "and" between spaced words ("&", "+").
    let ands: Set<String>
    /// Lower-cased whole phrases of prose → what they say ("rn" → "right now"), longest first.
    let phrases: [(typed: String, said: String)]

    /// The bundled table, read once.
    package static func bundled() throws -> Shorthand {
        try material.load(named: "shorthand")
    }

    private static let material = EmbeddedJSON<Shorthand>(
        folder: "lexicon", what: "the shorthand table", resources: LexiconResources.bytes, decode: Shorthand.init(json:)
    )

    /// The table in `bytes`.
    ///
    /// - Throws: `JSONReaderError` for malformed JSON, ``WordListDamage`` for a part of the wrong shape.
    init(json bytes: [UInt8]) throws {
        var document = JSONValue.null
        try bytes.withUnsafeBytes { try JSONPaths([[]]).scan($0) { _, value in document = value } }
        func strings(_ key: String) throws -> [String] {
            guard case .array(let items) = document[key] else { throw WordListDamage(part: key, expected: "an array") }
            return try items.map {
                guard let text = $0.string else { throw WordListDamage(part: key, expected: "strings") }
                return text
            }
        }
        func lists(_ key: String, counts: ClosedRange<Int>) throws -> [[String]] {
            guard case .array(let items) = document[key] else { throw WordListDamage(part: key, expected: "an array") }
            return try items.map { item in
                guard case .array(let parts) = item, counts.contains(parts.count) else {
                    throw WordListDamage(part: key, expected: "lists of \(counts) strings")
                }
                return try parts.map {
                    guard let text = $0.string else { throw WordListDamage(part: key, expected: "strings") }
                    return text
                }
            }
        }
        func spellings(_ side: String) -> [String] {
            side.split(separator: "|").map { $0.lowercased() }
        }
        var words: [String: Word] = [:]
        for entry in try lists("words", counts: 2...3) {
            let word = Word(inRole: entry[1], elsewhere: entry.count == 3 ? entry[2] : entry[1])
            for spelling in spellings(entry[0]) { words[spelling] = word }
        }
        var units: [String: (plural: String, singular: String)] = [:]
        for entry in try lists("units", counts: 3...3) {
            for spelling in spellings(entry[0]) { units[spelling] = (entry[1], entry[2]) }
        }
        var phrases: [(typed: String, said: String)] = []
        for entry in try lists("phrases", counts: 2...2) {
            phrases += spellings(entry[0]).map { ($0, entry[1]) }
        }
        self.words = words
        self.units = units
        self.approximately = Set(try strings("approximately").map { $0.lowercased() })
        self.former = try strings("former").map { $0.lowercased() }
        self.fillers = Set(try strings("fillers").map { $0.lowercased() })
        self.arrows = Set(try strings("arrows"))
        self.ands = Set(try strings("and"))
        self.phrases = phrases.sorted { $0.typed.count > $1.typed.count }
    }
}
