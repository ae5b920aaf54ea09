package import IntroductionCore
package import ReadingLexicon

/// Turns a field into tokens: Latin runs are cut by ``LatinScanner`` and classed from the closed classes, the word list
/// and WordNet; Japanese runs go to MeCab (IPADIC), whose parts of speech, base forms and proper-noun classes become
/// the tokens' classes and lemmas.
///
/// Shorthand is written out here, once, for every rule after it: "yrs" is a token whose key is "years", "mgr" one
/// whose key is "manager", "swe" two tokens ("software", "engineer") over the same characters.
package struct Tokenizer: Sendable {
    package let words: ReadingWords

    package init(words: ReadingWords) {
        self.words = words
    }

    /// The tokens of `text`, typed in `field`, in order.
    ///
    /// - Throws: `MorphologyError` when the text holds Japanese and MeCab or its dictionary is not installed.
    package func tokens(of text: FieldText, field: ProfileField) throws(MorphologyError) -> [Token] {
        var tokens: [Token] = []
        for run in text.runs() {
            if run.japanese {
                tokens += try japanese(text, run.range)
            } else {
                tokens += latin(text, run.range, field: field)
            }
        }
        return Self.markingCapitals(EnglishCompounds.joined(tokens, words: words))
    }

    /// Marks the capitals that may make a name: a capital on a word that starts the field, a sentence or an item says
    /// nothing when the word is an ordinary one.
    static func markingCapitals(_ tokens: [Token]) -> [Token] {
        var marked = tokens
        let caseless = isCaseless(tokens)
        for index in marked.indices where marked[index].kind == .word && marked[index].script == .en {
            if caseless { marked[index].classes.insert(.caseless) }
            let token = marked[index]
            guard token.text.first?.isUppercase == true, token.key == token.text.lowercased() || token.classes.contains(.tool)
                || token.classes.contains(.name)
            else { continue }
            let previous = index > 0 ? marked[index - 1] : nil
            // "Thistle & Bine": an ampersand joins a name, it does not start one.
            let starts = previous.map {
                $0.kind == .punctuation || $0.kind == .separator && $0.key != "&" || $0.kind == .emoji
            } ?? true
            let ordinary = !token.classes.isDisjoint(with: [.noun, .verb, .adjective, .adverb]) && !token.classes.contains(.unknown)
                && !token.classes.contains(.name)
            if !starts && !caseless || !ordinary { marked[index].classes.insert(.capitalized) }
        }
        return marked
    }

    /// Whether a field's case says nothing of names: every English word typed with a capital, a small word of the
    /// grammar among them ("Doing This For 21 Years Now"), or every letter a capital in two words or more ("CRAM
    /// SCHOOL", "TECH LEAD AT ACME").
    static func isCaseless(_ tokens: [Token]) -> Bool {
        let words = tokens.filter { $0.kind == .word && $0.script == .en && $0.text.first?.isLetter == true }
        guard words.count >= 2 else { return false }
        if words.allSatisfy({ $0.text.first?.isUppercase == true }),
            words.contains(where: { !$0.classes.isDisjoint(with: [.preposition, .determiner, .conjunction, .pronoun]) })
        {
            return true
        }
        return words.allSatisfy { $0.text == $0.text.uppercased() } && words.contains { $0.text.count > 3 }
    }

    // MARK: - Latin

    private func latin(_ text: FieldText, _ range: Range<Int>, field: ProfileField) -> [Token] {
        let scanner = LatinScanner(characters: text.folded)
        var tokens: [Token] = []
        let pieces = scanner.pieces(in: range)
        for (index, piece) in pieces.enumerated() {
            let surface = text.folded(piece.range)
            let typed = text.typed(piece.range)
            // White space before it, not merely another script before it: 「大手SIer」 and 「外資SaaS」 are one word each.
            let spaced = piece.spaced || (index == 0 && range.lowerBound > 0 && text.folded[range.lowerBound - 1].isWhitespace)
            switch piece.kind {
            case .number:
                tokens.append(
                    Token(
                        kind: .number, range: piece.range, text: typed, key: surface,
                        value: Int(surface.filter(\.isNumber)), spaced: spaced, script: .en))
            case .handle where field == .role || field == .experience:
                // "@Atlassian" in a role is where one works: "@" (at) and the name.
                let at = piece.range.lowerBound
                tokens.append(Token(kind: .separator, range: at..<(at + 1), text: "@", key: "@", spaced: spaced))
                let rest = (at + 1)..<piece.range.upperBound
                tokens += word(
                    text.folded(rest), typed: text.typed(rest), range: rest, spaced: false, field: field, after: nil)
            case .url, .email, .handle, .hashtag, .emoji:
                let kind: Token.Kind =
                    switch piece.kind {
                    case .url: .url
                    case .email: .email
                    case .handle: .handle
                    case .hashtag: .hashtag
                    default: .emoji
                    }
                tokens.append(Token(kind: kind, range: piece.range, text: typed, key: surface, spaced: spaced))
            case .separator:
                tokens.append(
                    Token(kind: .separator, range: piece.range, text: typed, key: Self.separatorKey(surface),
                        spaced: spaced))
            case .punctuation:
                tokens.append(Token(kind: .punctuation, range: piece.range, text: typed, key: surface, spaced: spaced))
            case .placeholder:
                tokens.append(Token(kind: .placeholder, range: piece.range, text: typed, key: surface, spaced: spaced))
            case .word:
                let previous = tokens.last
                let next = pieces.dropFirst(index + 1).first.map { text.folded($0.range).lowercased() }
                // "CS student", "DS degree": before a word of study an abbreviation names the field, not the job.
                let studied = next.map { Self.studyWords.contains($0) } ?? false
                tokens += word(
                    surface, typed: typed, range: piece.range, spaced: spaced, field: studied ? .skills : field,
                    after: previous)
            }
        }
        return tokens
    }

    /// The names list's spelling of a word ("rust" → Rust), nil when the list lacks it.
    static func nameSpelling(_ word: String) -> String? {
        (try? WordList.bundled())?.nameSpelling(word)
    }

    /// Words of study, after which an abbreviation names a field ("CS student").
    static let studyWords: Set<String> = [
        "student", "students", "major", "degree", "grad", "graduate", "phd", "bs", "ba", "ms", "msc", "bsc", "undergrad",
        "club", "society", "course",
    ]

    /// What a separator is, whatever its spelling: an arrow is "→", a slash "/", the marks of a list ",".
    static func separatorKey(_ surface: String) -> String {
        switch surface {
        case "->", "-->", "=>", "→", "⇒", "➡", "➔", "⟶", ">": "→"
        case "／": "/"
        case "｜": "|"
        case "–", "—", "--": "—"
        case "、": ","
        default: surface
        }
    }

    /// One Latin word, with its shorthand written out: usually one token, several when the shorthand stands for
    /// several words ("swe"), a former-job prefix and its word when they were typed together ("ex-Google").
    private func word(
        _ surface: String, typed: String, range: Range<Int>, spaced: Bool, field: ProfileField, after previous: Token?
    ) -> [Token] {
        let lower = surface.lowercased()
        // "ex-Google", "ex-nurse": the prefix is a word of its own.
        for prefix in ["ex-", "ex.", "ex–"] where lower.hasPrefix(prefix) && lower.count > prefix.count + 1 {
            let cut = range.lowerBound + prefix.count
            let rest = String(surface.dropFirst(prefix.count))
            return [
                Token(
                    kind: .word, range: range.lowerBound..<cut, text: String(typed.prefix(prefix.count)),
                    key: "former", lemma: "former", classes: [.time, .adjective], spaced: spaced, script: .en)
            ] + word(rest, typed: String(typed.dropFirst(prefix.count)), range: cut..<range.upperBound, spaced: false,
                field: field, after: nil)
        }
        // "Stockholm-based", "Bronx-born": the place and the word that places the person are two words.
        for suffix in ["-based", "-born"] where lower.hasSuffix(suffix) && lower.count > suffix.count + 1 {
            let cut = range.upperBound - suffix.count + 1
            return word(String(surface.dropLast(suffix.count)), typed: String(typed.dropLast(suffix.count)),
                range: range.lowerBound..<(cut - 1), spaced: spaced, field: field, after: previous)
                + word(String(suffix.dropFirst()), typed: String(typed.suffix(suffix.count - 1)), range: cut..<range.upperBound,
                    spaced: false, field: field, after: nil)
        }
        var key = lower
        if previous?.kind == .number, let unit = words.shorthand.units[lower] {
            key = previous?.value == 1 ? unit.singular : unit.plural
        } else if let written = words.shorthand.words[lower] ?? words.shorthand.words[lower + "."] {
            key = (field == .role ? written.inRole : written.elsewhere).lowercased()
        }
        let parts = key.split(separator: " ").map(String.init)
        return parts.map { part in
            var (lemma, classes) = words.english(part)
            if parts.count == 1, Self.isName(surface, classes: classes) {
                // "Coffee-powered" is two ordinary words, not a name.
                let pieces = part.split(separator: "-").map(String.init)
                let ordinary = pieces.count > 1 && pieces.allSatisfy { !words.english($0).classes.isEmpty }
                if !ordinary { classes.insert(.name) } else { classes.insert(.adjective) }
            }
            // A word nothing knows, typed in lower case ("bootcamp", "figma"): most likely a noun of a trade.
            if classes.isEmpty { classes.formUnion([.noun, .unknown]) }
            // "consulting", "roofing", "crocheting": a verb in -ing names the activity as a noun does.
            if part.hasSuffix("ing"), part.count > 5, classes.contains(.verb) { classes.insert(.noun) }
            if let spelling = words.words.nameSpelling(part) {
                lemma = spelling
                // "line cook", "sap": a name spelt in capitals (LINE, SAP) typed in lower case in a sentence is the
                // ordinary word it also is; so is a person's trade a product is named after ("illustrator").
                let shouted = spelling.count > 2 && spelling == spelling.uppercased()
                if shouted || classes.contains(.person), typed == typed.lowercased(), field != .skills,
                    !EnglishLexicon.readings(of: part).isEmpty
                {
                    lemma = part
                    classes.subtract([.tool, .name])
                }
            }
            let value = part == "a" || part == "an" ? nil : FunctionWords.numbers[part]
            return Token(
                kind: .word, range: range, text: typed, key: part, lemma: lemma, classes: classes, value: value,
                spaced: spaced, script: .en)
        }
    }

    /// A capitalized word that is no ordinary word, or a word with capitals inside: "Stripe", "Tacoma", "McKinsey",
    /// "iOS". Ordinary words typed with a capital ("Senior", "Designer") are not names.
    static func isName(_ surface: String, classes: WordClasses) -> Bool {
        // "A/B" is two letters of a term, not a name.
        guard let first = surface.first, first.isLetter, !surface.contains("/") else { return false }
        let ordinary = !classes.isDisjoint(with: [.noun, .verb, .adjective, .adverb, .determiner, .preposition, .pronoun,
            .conjunction, .auxiliary, .greeting]) && !classes.contains(.unknown)
        // "iOS", "McKinsey", "AWS" have capitals inside; "ICU", "RN" are ordinary nouns WordNet knows.
        if surface.dropFirst().contains(where: \.isUppercase) { return !ordinary }
        return first.isUppercase && !ordinary
    }
}
