import FoundationEssentials
import IntroductionCore

/// The bilingual word list (`Resources/words/words-en-ja.json`): what the offline composer knows how to say in
/// the other language.
///
/// A term translates when it is a known entry, or a phrase made only of known words and names whose last
/// word is a known word ("Senior iOS Engineer" → シニアiOSエンジニア, 「プロダクトデザイナー」 → "product
/// designer"). Anything else (names, unknown terms) is left as typed: a wrong translation is worse than none.
struct WordList: Decodable, Sendable {
    private enum CodingKeys: String, CodingKey {
        case names, entries, regions
    }

    /// Lower-cased English spelling → the Japanese word to write.
    private let japanese: [String: String]
    /// Japanese spelling → the English word to write.
    private let english: [String: String]
    /// Lower-cased name → its usual spelling ("ios" → "iOS").
    private let names: [String: String]
    /// The longest Japanese entry, in characters, bounding the segmenter's look-ahead.
    private let longestJapanese: Int
    /// Lower-cased English spellings of the regions: countries, prefectures, cities, areas.
    private let regions: Set<String>
    /// How many entries were read.
    let entryCount: Int
    /// Entries that could not be used as they are (a test keeps this empty).
    let problems: [String]

    /// `regions` are entries too; English says one works in them ("in Paris"), where other places take "at".
    init(names: [String], entries: [[String]], regions: [[String]] = []) {
        let entries = entries + regions
        var japanese: [String: String] = [:]
        var english: [String: String] = [:]
        var problems: [String] = []
        for entry in entries {
            let en = entry.first.map { $0.split(separator: "|").map(String.init) } ?? []
            let ja = entry.count == 2 ? entry[1].split(separator: "|").map(String.init) : []
            guard entry.count == 2, let firstEnglish = en.first, let firstJapanese = ja.first else {
                problems.append("not an [English, Japanese] pair: \(entry)")
                continue
            }
            for spelling in en {
                if japanese[spelling.lowercased()] != nil { problems.append("\(spelling) is listed twice") }
                japanese[spelling.lowercased()] = japanese[spelling.lowercased()] ?? firstJapanese
            }
            for spelling in ja where english[spelling] == nil { english[spelling] = firstEnglish }
        }
        self.problems = problems
        self.regions = Set(regions.flatMap { $0.first.map { $0.split(separator: "|").map { $0.lowercased() } } ?? [] })
        entryCount = entries.count
        self.japanese = japanese
        self.english = english
        self.names = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        longestJapanese = english.keys.map(\.count).max() ?? 1
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            names: try container.decode([String].self, forKey: .names),
            entries: try container.decode([[String]].self, forKey: .entries),
            regions: try container.decodeIfPresent([[String]].self, forKey: .regions) ?? []
        )
    }

    /// The bundled list, read once.
    static func bundled() throws -> WordList {
        try material.load(named: "en-ja")
    }

    private static let material = EmbeddedJSON<WordList>(folder: "words", what: "the bilingual word list")

    // MARK: - Translating

    /// Whether `english` names a region ("Paris", "Tokyo", "the Netherlands").
    func isRegion(_ english: String) -> Bool {
        regions.contains(english.lowercased())
    }

    /// `term` as written in `language`: translated when the list knows it, otherwise as typed.
    func render(_ term: String, in language: GenerationOptions.Language) -> String {
        translate(term, to: language) ?? term
    }

    /// `term` in `language`, or nil when it is already in that language or the list cannot translate it.
    func translate(_ term: String, to language: GenerationOptions.Language) -> String? {
        switch language {
        case .ja: Script.hasKana(term) || Script.hasKanji(term) ? nil : toJapanese(term)
        case .en: Script.hasKana(term) || Script.hasKanji(term) ? toEnglish(term) : nil
        }
    }

    /// The usual spelling of a name typed in another case ("IOS" → "iOS"), or nil for words that are not names.
    func nameSpelling(_ word: String) -> String? {
        names[word.lowercased()]
    }

    /// Word by word, longest known phrase first; names are kept; the last word must be a known word.
    /// "aspiring UX designer" is 「UXデザイナー志望」: the hope follows the job in Japanese.
    private func toJapanese(_ term: String) -> String? {
        if let whole = japanese[term.lowercased()] { return whole }
        for hope in ["aspiring ", "would-be "] where term.lowercased().hasPrefix(hope) && term.count > hope.count {
            return toJapanese(String(term.dropFirst(hope.count))).map { $0 + "志望" }
        }
        let words = term.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        var parts: [(text: String, known: Bool)] = []
        var index = 0
        while index < words.count {
            var matched = false
            for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
                let phrase = words[index..<index + length].joined(separator: " ").lowercased()
                if let translation = japanese[phrase] ?? japanese[singular(phrase)] {
                    parts.append((translation, true))
                    index += length
                    matched = true
                    break
                }
            }
            if matched { continue }
            let word = words[index]
            guard let name = keptName(word) else { return nil }
            parts.append((name, false))
            index += 1
        }
        guard parts.last?.known == true else { return nil }
        // Japanese compounds are written without spaces, except between two Latin names.
        var result = ""
        for part in parts {
            if let last = result.unicodeScalars.last, last.isASCII, last.properties.isAlphabetic || last == ".",
                let first = part.text.unicodeScalars.first, first.isASCII
            {
                result += " "
            }
            result += part.text
        }
        return result
    }

    /// "engineers" → "engineer", "hobbies" → "hobby": Japanese says a plural as its singular, so a plural the list
    /// does not hold is looked up as one. Words ending in "ss" ("business") are not plurals.
    private func singular(_ phrase: String) -> String {
        if phrase.hasSuffix("ies"), phrase.count > 4 { return phrase.dropLast(3) + "y" }
        if phrase.hasSuffix("s"), !phrase.hasSuffix("ss"), phrase.count > 3 { return String(phrase.dropLast()) }
        return phrase
    }

    /// Longest Japanese entry first; Latin runs are names kept as typed; the last part must be a known word.
    private func toEnglish(_ term: String) -> String? {
        if let whole = english[term] { return whole }
        if term.hasSuffix("志望"), term.count > 2 {
            return toEnglish(String(term.dropLast(2))).map { "aspiring " + $0 }
        }
        let characters = Array(term)
        var parts: [(text: String, known: Bool)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "・" || character == " " || character == "　" {
                index += 1
                continue
            }
            if character.isASCII {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end] != " " { end += 1 }
                let word = String(characters[index..<end])
                parts.append((names[word.lowercased()] ?? word, false))
                index = end
                continue
            }
            var matched = false
            for length in stride(from: min(longestJapanese, characters.count - index), through: 1, by: -1) {
                if let translation = english[String(characters[index..<index + length])] {
                    parts.append((translation, true))
                    index += length
                    matched = true
                    break
                }
            }
            guard matched else { return nil }
        }
        guard parts.last?.known == true else { return nil }
        return parts.map(\.text).joined(separator: " ")
    }

    /// A word that may stay as typed inside a translated phrase: a known name, an acronym, or a word with
    /// capitals or digits inside ("iOS", "UX", "3D"); nil for an ordinary unknown word.
    private func keptName(_ word: String) -> String? {
        if let name = names[word.lowercased()] { return name }
        let letters = word.filter(\.isLetter)
        let inner = word.dropFirst()
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) { return word }
        if inner.contains(where: \.isUppercase) || word.contains(where: \.isNumber) { return word }
        return nil
    }
}
