import IntroductionCore
import ReadingLexicon
import TextBasics

/// What the normalizer does to a whole text rather than to one word: the spaces between Japanese words, a change of
/// language, phrases of the shorthand table, arrows, punctuation; and the parts of a token.
extension Normalizer {
    /// `text` with each space between two Japanese characters replaced by what `between` says, given the text so far
    /// and the character after the space. Japanese puts no space inside a sentence: in a note the space ends a thought
    /// (「会議サバイバー 来年はDjangoを勉強中」); in a title it is a slip of the keyboard (「農業業界 タトゥーアーティスト」).
    static func replacingJapaneseSpaces(_ text: String, with between: (String, Character) -> String) -> String {
        let characters = Array(text)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == " " || character == "　", index > 0, index + 1 < characters.count,
                Script.isJapanese(characters[index - 1]), Script.isJapanese(characters[index + 1])
            {
                result += between(result, characters[index + 1])
                continue
            }
            result.append(character)
        }
        return result
    }

    /// Prepositions and conjunctions that join the words of a phrase ("in", "at", "and").
    static let smallWords: Set<String> = ["in", "at", "of", "for", "with", "from", "and", "on", "to"]

    /// People a field is said before: "eng mgr", "ops lead", "mktg director".
    static let heads: Set<String> = [
        "mgr", "manager", "lead", "director", "head", "vp", "team", "dept", "department", "mgmt", "management",
    ]

    /// Words after which a noun phrase has ended ("a release eng b4 that", "an eng at Acme").
    static let phraseEnds: Set<String> = [
        "b4", "before", "at", "in", "for", "with", "and", "then", "since", "from", "@", "→", "->", "until", "now",
    ]

    /// "i was a frontend engr b4 that, 最近柔道にハマってます": a comma where English gives way to Japanese (or back)
    /// ends a sentence; each is read in its language. So does a space between a Japanese sentence and an English
    /// clause of three words or more (「異動しました i was a firmware engr b4 this」), either way round; a name or a term
    /// in Latin letters inside a Japanese sentence (「Reactの勉強中 です」「週末は Google Maps で散歩」) is no clause.
    static func breakingAtLanguageChange(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " ", index > 0, index + 1 < characters.count,
                let stop = clauseBreak(before: characters[..<index], after: characters[(index + 1)...])
            {
                result += stop
                index += 1
                continue
            }
            if character == "," || character == "、", index > 0 {
                var next = index + 1
                while next < characters.count, characters[next] == " " { next += 1 }
                if next < characters.count,
                    Script.isJapanese(characters[index - 1]) != Script.isJapanese(characters[next]),
                    characters[index - 1].isLetter, characters[next].isLetter
                {
                    result += Script.isJapanese(characters[index - 1]) ? "。" : ". "
                    index = next
                    continue
                }
            }
            result.append(character)
            index += 1
        }
        return result
    }

    /// The stop a space between a Japanese sentence and an English clause of three words or more stands for; nil for
    /// any other space.
    private static func clauseBreak(before: ArraySlice<Character>, after: ArraySlice<Character>) -> String? {
        guard let last = before.last, let next = after.first else { return nil }
        /// The Latin run on one side, up to the nearest Japanese character: a clause when it has three words.
        func isClause(_ run: some Sequence<Character>) -> Bool {
            let latin = String(run).split(separator: " ").filter { $0.contains(where: \.isLetter) }
            return latin.count >= 3
        }
        if Script.isJapanese(last), next.isASCII, next.isLetter {
            return isClause(after.prefix { !Script.isJapanese($0) }) ? "。" : nil
        }
        // "vocational school from 東北大学": English that ends in a preposition goes on in Japanese.
        if Script.isJapanese(next), last.isASCII, last.isLetter || last.isNumber {
            let run = String(before.reversed().prefix { !Script.isJapanese($0) }.reversed())
            let lastWord = run.split(separator: " ").last.map { $0.lowercased() } ?? ""
            return isClause(run) && !smallWords.contains(lastWord) && !["a", "an", "the", "my"].contains(lastWord)
                ? ". " : nil
        }
        return nil
    }

    /// 「農業業界 タトゥーアーティスト」「旅館 のシニア融資担当」: a title is one noun phrase, so the space goes; after an
    /// industry (業界, 系) it stands for 「の」. A word of Latin letters typed against Japanese is a word of the title too: 「エネルギー業界 GISアナリスト」 →
    /// 「エネルギー業界のGISアナリスト」, 「UBC のホテルのフロント」 → 「UBCのホテルのフロント」; "エンジニア at Acme" keeps
    /// its spaces (the English words are a phrase of their own).
    static func joiningJapaneseWords(_ text: String) -> String {
        let joined = replacingJapaneseSpaces(text) { before, next in
            (before.hasSuffix("業界") || before.hasSuffix("系")) && next != "の" ? "の" : ""
        }
        guard Script.language(of: joined) == .ja else { return joined }
        let characters = Array(joined)
        var result = ""
        for (index, character) in characters.enumerated() {
            guard character == " ", index > 0, index + 1 < characters.count else {
                result.append(character)
                continue
            }
            let before = characters[index - 1]
            let after = characters[index + 1]
            // The Latin word after the space ends against Japanese: "GISアナリスト".
            let word = characters[(index + 1)...].prefix { $0.isASCII && $0.isLetter }
            let end = index + 1 + word.count
            let gluedAfter =
                Script.isJapanese(before) && !word.isEmpty && end < characters.count
                && Script.isJapanese(characters[end])
            // A particle after a Latin word: "UBC のホテル".
            let particleAfter = before.isASCII && before.isLetter && (after == "の" || after == "で")
            if gluedAfter {
                result += result.hasSuffix("業界") || result.hasSuffix("系") ? "の" : ""
            } else if !particleAfter {
                result.append(character)
            }
        }
        return result
    }

    /// Width folding writes 「！」 as "!" and 「（N3）」 as "(N3)"; in Japanese text they stay full-width, as Japanese
    /// writes them.
    static func keepingJapanesePunctuation(_ text: String) -> String {
        guard Script.hasKana(text) || Script.hasKanji(text) else {
            // "want to chat。": an English sentence ends as English does, whatever the keyboard typed.
            guard text.contains(where: { "。、！？".contains($0) }) else { return text }
            return text.replacing("。", with: ". ").replacing("、", with: ", ").replacing("！", with: "!")
                .replacing("？", with: "?").trimmingCharacters(in: .whitespaces)
        }
        var result = ""
        let japanese = Script.language(of: text) == .ja
        for character in text {
            if character == "(" || character == ")", japanese {
                result.append(character == "(" ? "（" : "）")
                continue
            }
            if let last = result.last, Script.isJapanese(last) || "！？".contains(last) {
                if character == "!" { result.append("！"); continue }
                if character == "?" { result.append("？"); continue }
            }
            result.append(character)
        }
        return result
    }

    /// Whole phrases of prose written out ("rn" → "right now"), case-blind, at word boundaries.
    func replacingPhrases(_ text: String) -> String {
        var result = text
        for (typed, said) in table.phrases {
            result = WordBoundary.replacing(typed, with: said, in: result)
        }
        return result
    }

    /// Every arrow spaced as its own word, so "nurse->PM" and 「看護師→PM」 read as two things and a change.
    func spacingArrows(_ text: String) -> String {
        var result = text
        for arrow in table.arrows.sorted(by: { $0.count > $1.count }) where arrow != ">" {
            result = result.replacing(arrow, with: " → ")
        }
        // A lone ">" between words is an arrow; in "<3" or "a>b" it is not touched.
        result = result.replacing(" > ", with: " → ")
        return result
    }

    /// A token's leading marks, its core and its trailing marks: "(React)," → ("(", "React", "),").
    static func parts(of token: String) -> (lead: String, core: String, tail: String) {
        let leading: Set<Character> = ["(", "（", "\"", "“", "「", "'", "‘", "[", "『"]
        let trailing: Set<Character> = [
            ",", ".", ";", ":", "!", "?", ")", "）", "\"", "”", "」", "'", "’", "]", "…", "、",
            "。", "！", "？", "』",
        ]
        let lead = token.prefix { leading.contains($0) }
        var core = token.dropFirst(lead.count)
        var tail = ""
        while let last = core.last, trailing.contains(last) {
            tail = String(last) + tail
            core = core.dropLast()
        }
        return (String(lead), String(core), tail)
    }

    /// Doubled punctuation once, no space before punctuation, single spaces.
    static func tidy(_ text: String) -> String {
        var result = text
        for (doubled, single) in [
            ("!!", "!"), ("??", "?"), ("！！", "！"), ("？？", "？"), ("。。", "。"), ("、、", "、"), (",,", ","),
            ("...", "."), ("..", "."), ("…", "."), ("  ", " "),
        ] {
            while result.contains(doubled) { result = result.replacing(doubled, with: single) }
        }
        for mark in [",", ".", ";", ":", "!", "?", "、", "。", "！", "？"] {
            result = result.replacing(" " + mark, with: mark)
        }
        // No space after Japanese punctuation: 「…です。次は…」.
        for mark in ["、", "。", "！", "？"] { result = result.replacing(mark + " ", with: mark) }
        return result.trimmingCharacters(in: ScalarSet(charactersIn: " ,;:、"))
    }
}
