import Foundation
import IntroductionCore
import ReadingLexicon

/// What the person typed in one language said in the other, and fields glued into a frame without being read.
extension QualityInspector {
    /// A quotation in the other language: a note, or a field typed as a sentence, quoted in a frame ("As I'd put it
    /// in Japanese, “子どもが2人います。”", 「「I teach a first-year lab.」と書き添えておきます」) instead of said in
    /// the text's language. A name stays as typed and is no quotation of this kind.
    package func otherLanguageQuotes(_ text: String) -> [String] {
        let names = Set((entry.names + typedNameParts).map { $0.lowercased() })
        return Self.quotations(text).map { Self.bare($0) }
            .filter { quote in
                guard !quote.isEmpty, !names.contains(quote.lowercased()) else { return false }
                return language == .en
                    ? Self.hasJapanese(quote) : !Self.hasJapanese(quote) && quote.contains { $0.isLetter }
            }
            .map { "said in the other language and quoted: \"\($0)\"" }
    }

    /// Words that start or carry a clause: English with one of them inside is a piece of a sentence, not a term.
    static let clauseWords: Set<String> = [
        "until", "last", "retired", "founded", "now", "then", "currently", "since", "years", "year", "months", "yrs",
        "ago", "before", "after", "later",
    ]
    /// Past verbs that start a clause of their own; after a comma with no subject they are a field glued on.
    static let clauseVerbs = [
        "founded", "co-founded", "joined", "started", "left", "moved", "graduated", "launched", "became",
        "retired last", "retired in", "retired this", "retired recently",
    ]
    /// Words that say how or where one works rather than name a role: "as an agency-side" is no English.
    static let mannerWords: Set<String> = [
        "in-house", "freelance", "remote", "part-time", "full-time", "self-employed", "agency-side", "client-side",
    ]

    /// A field glued into a frame without being read. Japanese: English holding a comma or a clause word
    /// (「35年にわたってmaths, until 2021の指導」「2 years in-houseとして」), two person nouns run together
    /// (「定年退職者土木技術者」). English: a clause after a comma without its subject ("…in software, founded Loopwise in
    /// 2020"), a time or a manner after "as a" ("as a 2 years in-house", "as an agency-side"), a role typed with a comma
    /// written as typed ("a founder & CEO, Loopwise"), a noun said twice in one phrase ("a foreign-owned company IT
    /// company"). Names and the person's own sentences are theirs.
    package func gluedPieces(_ text: String) -> [String] {
        let own = entry.names + typedNameParts + typedPieces
        let scanned = QualityText.withoutQuotes(Self.without(own.sorted { $0.count > $1.count }, in: text))
        return language == .ja ? gluedInJapanese(scanned) : gluedInEnglish(scanned, text)
    }

    private func gluedInJapanese(_ scanned: String) -> [String] {
        var problems: [String] = []
        var run = ""
        func flush() {
            let piece = run.trimmingCharacters(in: CharacterSet(charactersIn: " .・"))
            run = ""
            guard piece.contains(where: \.isLetter) else { return }
            let words = piece.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
            if piece.contains(",") || words.contains(where: Self.clauseWords.contains) {
                problems.append("English piece glued into Japanese: \"\(piece)\"")
            }
        }
        for character in scanned {
            if character.isASCII, character != "·" { run.append(character) } else { flush() }
        }
        flush()
        // 「モバイル開発として働いています」: an activity, not a person, said as the role one works as.
        for activity in ["開発", "運用", "分析", "設計", "制作", "研究", "指導"] where scanned.includes(activity + "として働") {
            problems.append("an activity said as a role: 「\(activity)として働…」")
        }
        // 「定年退職者土木技術者」: a noun for a person run into the next.
        var word = ""
        for character in scanned + "。" {
            if character.unicodeScalars.allSatisfy({
                (0x4E00...0x9FFF).contains($0.value) || (0x30A0...0x30FF).contains($0.value)
            }) {
                word.append(character)
                continue
            }
            if let inner = word.dropLast().firstIndex(of: "者"), ["者", "師", "士", "員"].contains(word.last),
                word.distance(from: word.startIndex, to: inner) >= 1
            {
                problems.append("two person nouns run together: 「\(word)」")
            }
            word = ""
        }
        return problems
    }

    private func gluedInEnglish(_ scanned: String, _ text: String) -> [String] {
        var problems: [String] = []
        let lower = scanned.lowercased()
        // "founder & CEO, Loopwise": a role and where, not a list of duties (a role with several commas is one).
        let role = profile.role.trimmingSpaces()
        if role.filter({ $0 == "," }).count == 1, QualityText.contains(text, role) {
            problems.append("role written as typed, comma and all: \"\(role)\"")
        }
        for verb in Self.clauseVerbs where lower.includes(", " + verb + " ") {
            problems.append("a clause without its subject after a comma: \", \(verb) …\"")
        }
        let raw = lower.split(whereSeparator: { $0 == " " })
        let words = raw.map { $0.trimmingCharacters(in: .punctuationCharacters) }
        for (index, word) in words.enumerated() where word == "as" {
            guard words.at(index + 1) == "a" || words.at(index + 1) == "an", let next = words.at(index + 2) else {
                continue
            }
            // "as an agency-side," is no role; "as a freelance designer" is one.
            let endsThere = index + 3 == raw.count || raw[index + 2].last.map { ",.;".contains($0) } == true
            if next.first?.isNumber == true || (Self.mannerWords.contains(next) && endsThere) {
                problems.append("\"as \(words[index + 1]) \(next)\": not a role")
            }
        }
        // "a foreign-owned company IT company": the head noun twice in one phrase.
        let linking: Set<String> = ["by", "to", "on", "after", "and", "or", "for", "in", "of", "with", "at"]
        for (index, word) in words.enumerated() where word.count >= 5 {
            for gap in 1...2 where words.at(index + gap) == word {
                let between = words[(index + 1)..<(index + gap)]
                if !between.contains(where: linking.contains) { problems.append("\"\(word)\" twice in one phrase") }
            }
        }
        return problems
    }
}
