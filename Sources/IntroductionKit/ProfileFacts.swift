import Foundation

/// A profile's fields, cleaned and classified so that templates can use them in a sentence.
///
/// Only what the person typed survives: empty fields become nil or empty, nothing is added.
/// Free text is made printable (no control characters) and single-line; a field that already
/// reads as a sentence is kept as the person's own sentence instead of being put in a template.
struct ProfileFacts: Sendable, Equatable {
    enum Experience: Sendable, Equatable {
        /// A number of years, already worded: "5 years", "over 10 years", "5年".
        case years(String)
        /// A noun phrase for a template slot: "mobile development at a startup".
        case phrase(String)
        /// The person's own sentence, ended: "I've shipped three apps."
        case sentence(String)
    }

    enum Interests: Sendable, Equatable {
        /// Items for a natural list: ["cycling", "coffee"].
        case list([String])
        /// The person's own sentence, ended.
        case sentence(String)
    }

    var name: String?
    var role: String?
    var skills: [String]
    var experience: Experience?
    var interests: Interests?
    /// The notes as sentences, ended, with lines that instruct a writer left out.
    var notes: [String]

    init(_ profile: Profile, book: Phrasebook) {
        name = Self.phrase(profile.name)
        role = Self.phrase(profile.role)
        var seen = Set<String>()
        skills = profile.skills
            .flatMap { $0.split(whereSeparator: { ",、，".contains($0) }) }
            .compactMap { Self.phrase(String($0)) }
            .filter { seen.insert($0.lowercased()).inserted }
        experience = Self.phrase(profile.experience).map { text in
            if let years = Self.years(text, book: book) { return .years(years) }
            if Self.readsAsSentence(text, book: book) { return .sentence(Self.ended(text, book: book)) }
            return .phrase(text)
        }
        interests = Self.phrase(profile.interests).map { text in
            if Self.readsAsSentence(text, book: book) { return .sentence(Self.ended(text, book: book)) }
            let items = text.split(whereSeparator: { ",、，・;；/".contains($0) }).compactMap { Self.phrase(String($0)) }
            return .list(items)
        }
        notes = Self.sentences(of: profile.notes, book: book)
    }

    var isEmpty: Bool {
        name == nil && role == nil && skills.isEmpty && experience == nil && interests == nil && notes.isEmpty
    }

    // MARK: - Cleaning

    /// One printable line without trailing punctuation, or nil when nothing is left.
    static func phrase(_ raw: String) -> String? {
        var text = printableLine(raw)
        while let last = text.last, ".。,、，!！;；:：".contains(last) {
            text.removeLast()
            text = text.trimmingCharacters(in: .whitespaces)
        }
        return text.isEmpty ? nil : text
    }

    /// Control characters and line breaks become spaces; runs of whitespace become one space.
    static func printableLine(_ raw: String) -> String {
        let scalars = raw.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.properties.generalCategory == .control || scalar.properties.isWhitespace ? " " : scalar
        }
        return String(String.UnicodeScalarView(scalars))
            .split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ")
    }

    // MARK: - Classifying

    /// "5", "5 years", "10+", "over 10 years", "5年", "5年以上" → the worded years; else nil.
    static func years(_ text: String, book: Phrasebook) -> String? {
        let pattern = /(?i)(over|more than|at least)?\s*(\d{1,2}(?:\.\d)?)\s*(\+)?\s*(years?|yrs?|年間?)?\s*(以上|\+)?/
        guard let match = text.wholeMatch(of: pattern) else { return nil }
        let number = String(match.2)
        let plus = match.1 != nil || match.3 != nil || match.5 != nil
        let template = plus ? book.years.plus : (number == "1" ? book.years.one : book.years.other)
        return template.replacingOccurrences(of: "{n}", with: number)
    }

    static func readsAsSentence(_ text: String, book: Phrasebook) -> Bool {
        book.sentenceStarters.contains { text.hasPrefix($0) } || book.sentenceEndings.contains { text.hasSuffix($0) }
    }

    /// The text as a sentence: capitalised (English) and ended with the language's full stop.
    static func ended(_ text: String, book: Phrasebook) -> String {
        var sentence = text
        if let first = sentence.first, first.isLowercase, first.isASCII {
            sentence = first.uppercased() + sentence.dropFirst()
        }
        if let last = sentence.last, !".!?…。！？!?".contains(last) {
            sentence += book.terminator
        }
        return sentence
    }

    /// Notes split into ended sentences; bullets are dropped, lines that instruct a writer are skipped.
    static func sentences(of notes: String, book: Phrasebook) -> [String] {
        notes.split(whereSeparator: \.isNewline).flatMap { rawLine -> [String] in
            var line = printableLine(String(rawLine))
            while let first = line.first, "-*•・".contains(first) {
                line = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            let lower = line.lowercased()
            if book.instructionPrefixes.contains(where: { lower.hasPrefix($0) })
                || book.instructionWords.contains(where: { lower.contains($0) })
            {
                return []
            }
            return splitSentences(line).map { ended($0, book: book) }
        }
    }

    /// Splits after a sentence end that is followed by a space (or, for 。！？, by anything).
    private static func splitSentences(_ line: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var previous: Character?
        for character in line {
            if let previous, (".!?".contains(previous) && character == " ") || "。！？".contains(previous) {
                let done = current.trimmingCharacters(in: .whitespaces)
                if !done.isEmpty { sentences.append(done) }
                current = ""
            }
            current.append(character)
            previous = character
        }
        let done = current.trimmingCharacters(in: .whitespaces)
        if !done.isEmpty { sentences.append(done) }
        return sentences
    }

    // MARK: - English articles

    /// "an iOS engineer", "a UX designer", "an SRE": the article as the role is spoken.
    static func withArticle(_ role: String) -> String {
        let lower = role.lowercased()
        if ["a ", "an ", "the "].contains(where: { lower.hasPrefix($0) }) { return role }
        let firstWord = String(role.prefix { $0 != " " && $0 != "-" })
        let an: Bool
        if firstWord.count >= 2, firstWord.allSatisfy({ $0.isUppercase || $0.isNumber }), let first = firstWord.first {
            an = "AEFHILMNORSX8".contains(first)  // letters whose names start with a vowel sound
        } else if ["uni", "use", "usu", "uti", "eu", "one", "ux"].contains(where: { lower.hasPrefix($0) }) {
            an = false
        } else if ["hour", "honest", "honor", "honour", "heir", "8", "11", "18"].contains(where: { lower.hasPrefix($0) }
        ) {
            an = true
        } else {
            an = lower.first.map { "aeiou".contains($0) } ?? false
        }
        return (an ? "an " : "a ") + role
    }
}
