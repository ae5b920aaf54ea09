import Foundation
import IntroductionCore
import IntroductionWriting
import ReadingLexicon

/// The rules of language form: one register, no comma splices, articles that agree, no glued scripts.
extension QualityInspector {
    /// One register per text. Japanese: casual is plain form only; friendly です/ます without keigo;
    /// formal です/ます with 申します/おります and at most one でございます. English formal: no contractions,
    /// exclamation marks or slang.
    package func registerMixing(_ text: String, sentences: Bool, introduction: Bool) -> [String] {
        var scanned = QualityText.withoutQuotes(text)
        // A name, a role or a skill as typed is a term, not the writer's register. Sentences are the composer's own
        // now (issue 46): a note or a field typed as a sentence is said afresh in the tone's register, not pasted.
        for piece in typedPieces where !piece.isEmpty {
            scanned = scanned.replacingOccurrences(of: piece, with: "·")
        }
        return language == .ja
            ? japaneseRegister(scanned, sentences: sentences, introduction: introduction) : englishRegister(scanned)
    }

    private func japaneseRegister(_ text: String, sentences checkEndings: Bool, introduction: Bool) -> [String] {
        let polite = ["です", "ます", "ました", "でした", "ません", "ましょう", "ください", "下さい", "ございます"]
        let keigo = ["申し", "おります", "おりま", "いたし", "ございます", "存じ", "まいり", "参り"]
        let casualEndings = ["だよ", "だね", "じゃん", "よね", "てね", "してる", "やってる", "ってる"]
        var problems: [String] = []
        switch options.tone {
        case .casual:
            problems += (polite + keigo).filter { text.includes($0) }.map { "casual text has \($0)" }
        case .friendly:
            problems += keigo.filter { text.includes($0) }.map { "friendly text has keigo \($0)" }
            problems += casualEndings.filter { text.includes($0) }.map { "friendly text has \($0)" }
        case .formal:
            problems += casualEndings.filter { text.includes($0) }.map { "formal text has \($0)" }
            if text.includes("！") { problems.append("formal text has ！") }
            let stacked = QualityText.count("でございます", in: text)
            if stacked > 1 { problems.append("でございます \(stacked) times") }
            if introduction, !profile.name.trimmingSpaces().isEmpty, !text.includes("申") {
                problems.append("formal introduction without 申します")
            }
        }
        guard checkEndings, options.tone != .casual else { return problems }
        for sentence in QualityText.sentences(text, .ja) {
            var body = Substring(sentence)
            while let last = body.last, "。！？!?".contains(last) { body = body.dropLast() }
            let greetingOnly = ["はじめまして", "初めまして", "こんにちは", "どうも", "チームの", "みなさん", "皆様", "皆さま", "、", "・", "·"]
                .reduce(String(body)) { $0.replacingOccurrences(of: $1, with: "") }.isEmpty
            let endsPolite = (polite + ["申し上げます", "いたします"]).contains { body.hasSuffix($0) }
            if !endsPolite, !greetingOnly {
                problems.append("plain ending in a \(options.tone.rawValue) text: \(sentence)")
            }
        }
        return problems
    }

    private func englishRegister(_ text: String) -> [String] {
        let tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "!" })
        switch options.tone {
        case .formal:
            var problems: [String] = []
            let contracted = tokens.filter { token in
                ["'m", "'re", "'ve", "'ll", "'d", "n't"].contains { token.hasSuffix($0) }
                    || ["it's", "that's", "there's", "let's", "here's", "what's"].contains(String(token))
            }
            problems += contracted.map { "contraction \"\($0)\" in a formal text" }
            let slang = ["hey", "hiya", "yo", "stuff", "gonna", "wanna", "folks", "cool", "awesome", "stoked", "nerd"]
            problems += tokens.filter { slang.contains(String($0)) }.map { "\"\($0)\" in a formal text" }
            if text.includes("!") { problems.append("exclamation mark in a formal text") }
            return problems
        case .friendly, .casual:
            let stiff = ["dear colleagues", "allow me to", "at your disposal", "kind regards", "i would be pleased"]
            let lowered = text.lowercased()
            return stiff.filter { lowered.includes($0) }.map { "\"\($0)\" in a \(options.tone.rawValue) text" }
        }
    }

    /// 「…です、…」: a finished clause joined to the next with a comma.
    package func commaSplices(_ text: String) -> [String] {
        guard language == .ja else { return [] }
        let scanned = Array(QualityText.withoutQuotes(text))
        var problems: [String] = []
        let finite = ["です", "ます", "でした", "ました", "ません", "だよ", "だね", "よね", "ございます", "申します", "おります", "いたします"]
        for (index, character) in scanned.enumerated() where character == "、" {
            let before = String(scanned[max(0, index - 6)..<index])
            if finite.contains(where: { before.hasSuffix($0) }) {
                problems.append("comma splice at \"\(before)、\"")
            } else if before.hasSuffix("だ"), index >= 2,
                !scanned[index - 2].unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) })
            {
                problems.append("comma splice at \"\(before)、\"")
            }
        }
        return problems
    }

    /// "a"/"an" as the next word is spoken (its own small rule, not the composer's).
    package func articles(_ text: String) -> [String] {
        guard language == .en else { return [] }
        let scanned = QualityText.withoutQuotes(text)
        let words = scanned.split(separator: " ").map(String.init)
        var problems: [String] = []
        for (index, word) in words.enumerated().dropLast() where ["a", "an"].contains(word.lowercased()) {
            let next = words[index + 1].trimmingCharacters(
                in: CharacterSet(charactersIn: "\"“”'(").union(.punctuationCharacters))
            guard !next.isEmpty else { continue }
            let wanted = Self.expectsAn(words[index + 1]) ? "an" : "a"
            if word.lowercased() != wanted { problems.append("\"\(word) \(words[index + 1])\"") }
        }
        return problems
    }

    package static func expectsAn(_ word: String) -> Bool {
        let trimmed = word.drop { !$0.isLetter && !$0.isNumber }
        let first = String(trimmed.prefix { $0 != "-" && $0 != "/" && $0 != "," && $0 != "." })
        guard let initial = first.first else { return false }
        if initial.isNumber {
            let digits = first.prefix { $0.isNumber }
            return digits.hasPrefix("8")
                || ((digits.count == 2 || digits.count == 5) && (digits.hasPrefix("11") || digits.hasPrefix("18")))
        }
        let letters = first.filter(\.isLetter)
        // A lone letter or a short acronym is spoken letter by letter; a long word in capitals is a word.
        let acronym =
            (2...4).contains(letters.count) && letters.allSatisfy(\.isUppercase) && !["NASA", "UNIX"].contains(letters)
        if letters.count == 1 || acronym {
            return "AEFHILMNORSX".contains(Character(String(letters.first!).uppercased()))
        }
        let lower = first.lowercased()
        if ["hour", "honest", "honor", "honour", "heir"].contains(where: { lower.hasPrefix($0) }) { return true }
        if ["uni", "use", "usu", "uti", "eu", "one", "once", "ure", "uro", "ubiq"].contains(where: {
            lower.hasPrefix($0)
        }) {
            return false
        }
        return "aeiou".contains(lower.first!)
    }

    /// Japanese text: English prose outside 「」 or run into the next sentence. English text: Japanese
    /// prose outside “”.
    package func gluedLanguage(_ text: String) -> [String] {
        var scanned = QualityText.withoutQuotes(text)
        if !typedName.isEmpty { scanned = scanned.replacingOccurrences(of: typedName, with: "·") }
        let characters = Array(scanned)
        var problems: [String] = []
        func isJapanese(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy {
                (0x3041...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
            }
        }
        switch language {
        case .ja:
            for (index, character) in characters.enumerated() where ".!?".contains(character) && index > 0 {
                let before = characters[index - 1]
                let after: Character = index + 1 < characters.count ? characters[index + 1] : "。"
                let word = String(characters[..<index].reversed().prefix { $0.isASCII && $0.isLetter }.reversed())
                let abbreviation = ["st", "dr", "mr", "mrs", "ms", "jr", "sr", "mt"].contains(word.lowercased())
                if before.isLetter, !isJapanese(before), !abbreviation,
                    after == " " || isJapanese(after) || "。、".contains(after)
                {
                    problems.append(
                        "English sentence ends unquoted at \"\(String(characters[max(0, index - 12)...index]))\"")
                }
            }
            // A field typed as an English term ("PhD candidate in marine biology") stays as typed, unquoted;
            // only English beyond the person's terms counts as prose here.
            let fields: [String] = [profile.role, profile.experience, profile.interests] + profile.skills
            var terms: [String] = []
            for field in fields {
                var parts: [String] = [field] + field.split(separator: ",").map { String($0).trimmingSpaces() }
                // "…, now 3 months into a UX course": what follows "now" or "then" is a term of its own.
                parts += parts.compactMap { part in
                    ["now ", "then ", "currently "].first { part.hasPrefix($0) }.map {
                        String(part.dropFirst($0.count))
                    }
                }
                terms += parts.filter { !$0.isEmpty && !Self.readsAsSentence($0) }
            }
            terms.sort { $0.count > $1.count }
            var run = 0
            for word in Self.without(terms, in: scanned).split(whereSeparator: { $0 == " " }) {
                let latin = word.allSatisfy { $0.isASCII }
                run = latin && word.contains(where: \.isLetter) ? run + 1 : 0
                if run == 4 { problems.append("four English words unquoted in Japanese") }
                if !latin { run = 0 }
            }
        case .en:
            if scanned.includes("。") { problems.append("a Japanese sentence unquoted in English") }
            var run = 0
            for character in characters {
                run = isJapanese(character) ? run + 1 : 0
                if run == 10 { problems.append("Japanese prose unquoted in English") }
            }
        }
        return problems
    }
}
