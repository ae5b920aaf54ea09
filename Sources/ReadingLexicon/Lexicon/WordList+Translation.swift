import FoundationEssentials
import IntroductionCore

/// How a term is said in the other language: a place phrase, word by word with the longest known phrase first,
/// and the EDICT dictionary where the word list has nothing.
extension WordList {
    /// "cosplay in Matsuyama" ⇄ 「松山でのコスプレ」, 「街スケッチ in taiwan」 → 「台湾での街スケッチ」: a thing done in a
    /// region, each part said in `language`; nil for any other shape, or when either part cannot be said.
    func placed(_ term: String, to language: ComposerLanguage) -> String? {
        let english = term.firstRange(of: " in ")
        guard let range = english ?? term.firstRange(of: "での") else { return nil }
        let (thingText, regionText) =
            english != nil
            ? (String(term[..<range.lowerBound]), String(term[range.upperBound...]))
            : (String(term[range.upperBound...]), String(term[..<range.lowerBound]))
        func said(_ text: String) -> String? {
            Script.language(of: text) == language ? text : translate(text, to: language)
        }
        let regionEnglish = Script.language(of: regionText) == .en ? regionText : translate(regionText, to: .en)
        guard let regionEnglish, isRegion(regionEnglish), let thing = said(thingText),
            let region = language == .en ? capitalizingNames(in: regionEnglish) : said(regionEnglish)
        else { return nil }
        return language == .en ? thing + " in " + region : region + "での" + thing
    }

    /// Word by word, longest known phrase first; names are kept; the last word must be a known word.
    /// "aspiring UX designer" is 「UXデザイナー志望」: the hope follows the job in Japanese.
    func toJapanese(_ term: String) -> String? {
        if let whole = japanese[term.lowercased()] { return whole }
        for hope in ["aspiring ", "would-be "] where term.lowercased().hasPrefix(hope) && term.count > hope.count {
            return toJapanese(String(term.dropFirst(hope.count))).map { $0 + "志望" }
        }
        // "retired civil engineer" is 元土木技術者: the job one had, said as past.
        for past in ["retired ", "former ", "ex-"] where term.lowercased().hasPrefix(past) && term.count > past.count {
            return toJapanese(String(term.dropFirst(past.count))).map { "元" + $0 }
        }
        let words = term.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        // "3 cats", "two kids": Japanese counts pets and people after them, with their counter (猫3匹, 子ども2人);
        // other things have counters of their own (本2冊), so "2 books" stays as typed rather than 2読書.
        if words.count > 1, let count = Numbers.value(words[0]), count > 1, let last = words.last {
            guard let counter = Self.counter(forKind: kind(of: last)),
                let noun = toJapanese(words.dropFirst().joined(separator: " "))
            else { return nil }
            return noun + "\(count)" + counter
        }
        var parts: [(text: String, known: Bool)] = []
        var index = 0
        while index < words.count {
            var matched = false
            for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
                let phrase = words[index..<index + length].joined(separator: " ").lowercased()
                // "react native developers": a name of several words stays whole (React Native, not Reactネイティブ).
                if length > 1, let name = names[phrase] {
                    parts.append((name, false))
                    index += length
                    matched = true
                    break
                }
                // Before a noun, a word may take its modifier form: "weekend shifts" → 週末のシフト.
                let modifier = index + length < words.count ? japaneseModifiers[phrase] : nil
                if let translation = modifier ?? japanese[phrase] ?? japanese[EnglishPlural.singular(phrase)] {
                    parts.append((translation, true))
                    index += length
                    matched = true
                    break
                }
            }
            if matched { continue }
            let word = words[index]
            // "12-week bootcamp" → 12週間のブートキャンプ: a length said before the thing.
            if index + 1 < words.count, let length = Self.length(word) {
                parts.append((length, false))
                index += 1
                continue
            }
            guard let name = keptName(word) else { return nil }
            parts.append((name, false))
            index += 1
        }
        guard parts.last?.known == true else { return nil }
        // "reading manga" is a verb and its object (漫画を読むこと), not a compound (読書漫画): a word in -ing said alone
        // before others joins them only as a field or what a group does ("marketing engineer", "running club").
        // Before a role, only a field ("marketing engineer"): "hiring developers" is no kind of developer.
        if words.count > 1, words[0].lowercased().hasSuffix("ing"), japanese[words[0].lowercased()] != nil,
            parts.count > 1, let last = parts.last?.text,
            !Self.groups.contains(EnglishPlural.singular(words[words.count - 1].lowercased())),
            !NounPhrase.isRole(japanese: last) || person(forField: words[0].lowercased()) == nil
        {
            return nil
        }
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

    /// `term` as katakana loans composed word by word (EDICT's, `EdictDictionary.katakanaLoan(forEnglish:)`): tried after
    /// the list and the dictionary's whole term, so it only adds translations. A word in -ing before others is a verb
    /// and its object ("baking bread" is no ベーキングブレッド), so such a term composes only before a group ("climbing
    /// club"), as in `toJapanese`. Only a term of several words: a single word is the dictionary's to say, and where
    /// it says nothing it had no sure sense ("holiday" is 休日 or 祝日, not ホリデー).
    func katakanaLoan(_ term: String) -> String? {
        let words = term.lowercased().split(separator: " ")
        guard words.count > 1, let last = words.last else { return nil }
        if words.dropLast().contains(where: { $0.hasSuffix("ing") }),
            !Self.groups.contains(EnglishPlural.singular(String(last)))
        {
            return nil
        }
        return dictionary.katakanaLoan(forEnglish: term)
    }

    /// Longest Japanese entry first; Latin runs are names kept as typed; the last part must be a known word.
    func toEnglish(_ term: String, dictionary useDictionary: Bool = false) -> String? {
        if let whole = english[term] ?? english[Self.latinLowered(term)] { return whole }
        if term.hasSuffix("志望"), term.count > 2 {
            return toEnglish(String(term.dropLast(2)), dictionary: useDictionary).map { "aspiring " + $0 }
        }
        if term.hasPrefix("元"), term.count > 2, let job = toEnglish(String(term.dropFirst()), dictionary: useDictionary)
        {
            return "former " + job
        }
        // 猫2匹, 子ども二人: English says the number first ("2 cats", "2 children").
        if let counter = term.last, let kind = Self.counters.first(where: { $0.counter == String(counter) })?.kind {
            let body = term.dropLast()
            for digits in 1...3 where body.count > digits {
                guard let count = Numbers.value(body.suffix(digits)), count > 1,
                    let noun = toEnglish(String(body.dropLast(digits)), dictionary: useDictionary),
                    self.kind(of: noun) == kind
                else { continue }
                return "\(count) " + EnglishPlural.plural(EnglishPlural.singular(noun))
            }
        }
        let characters = Array(term)
        var parts: [(text: String, known: Bool, fromDictionary: Bool)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "・" || character == " " || character == "　" {
                index += 1
                continue
            }
            // 「フォトグラファー/カメラマン」: a slash lists two things, it joins no compound ("A/B" is a Latin name).
            if character == "/",
                !(index > 0 && isLatinWordCharacter(characters[index - 1]) && index + 1 < characters.count
                    && isLatinWordCharacter(characters[index + 1]))
            {
                return nil
            }
            var matched = false
            let longest = useDictionary ? max(longestJapanese, 8) : longestJapanese
            for length in stride(from: min(longest, characters.count - index), through: 1, by: -1) {
                // A piece never ends inside a Latin word: "Re" of "React" is no entry's.
                if index + length < characters.count, characters[index + length - 1].isASCII,
                    characters[index + length].isASCII, characters[index + length] != " "
                {
                    continue
                }
                let piece = String(characters[index..<index + length])
                let modifier = index + length < characters.count ? englishModifiers[piece] : nil
                // A word of the dictionary inside a compound: two characters or more, a short gloss, one per compound
                // (負荷試験 is not "burden exam").
                let fromDictionary =
                    useDictionary && length >= 2 && !parts.contains(where: \.fromDictionary) && !character.isASCII
                    ? dictionaryEnglish(piece, words: 3) : nil
                // 「Eスポーツコーチ」: a Latin letter typed in capitals starts the entry eスポーツ all the same.
                let entry = english[piece] ?? (character.isASCII ? english[Self.latinLowered(piece)] : nil)
                if let translation = entry ?? modifier ?? fromDictionary {
                    parts.append((translation, true, entry == nil && modifier == nil))
                    index += length
                    matched = true
                    break
                }
            }
            if matched { continue }
            // A Latin word no entry starts with ("iOS" in iOSエンジニア; not the "e" of eスポーツ) is a name.
            if character.isASCII {
                var end = index
                while end < characters.count, characters[end].isASCII, characters[end] != " " { end += 1 }
                let word = String(characters[index..<end])
                parts.append((names[word.lowercased()] ?? word, false, false))
                index = end
                continue
            }
            return nil
        }
        guard parts.last?.known == true else { return nil }
        // ミステリー小説: "mystery novels" already holds the novels.
        var said: [String] = []
        for (index, part) in parts.map(\.text).enumerated() {
            if let last = said.last?.split(separator: " ").last,
                EnglishPlural.singular(last.lowercased()) == EnglishPlural.singular(part.lowercased())
            {
                continue
            }
            said.append(index < parts.count - 1 ? compoundModifier(part) : part)
        }
        return said.joined(separator: " ")
    }

    /// A noun before another in an English compound, in the singular it takes there: ポッドキャストプロデューサー is a
    /// "podcast producer", アイドルのライブ "idol concerts"; a word English keeps plural there stays ("sales
    /// manager", "sports coach", "analytics team").
    package func compoundModifier(_ phrase: String) -> String {
        // "rakugo and idols" before "concerts": the last word is the one that meets the noun.
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let word = words.last else { return phrase }
        let lower = word.lowercased()
        guard lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("ics"),
            !Self.pluralModifiers.contains(lower)
        else { return phrase }
        let singular = EnglishPlural.singular(word)
        guard singular != word, isEnglishWord(singular) else { return phrase }
        words[words.count - 1] = singular
        return words.joined(separator: " ")
    }

    private func isLatinWordCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Nouns English keeps plural before another noun.
    private static let pluralModifiers: Set<String> = [
        "sales", "news", "sports", "esports", "arts", "systems", "operations", "communications", "savings", "customs",
        "goods", "humanities", "relations", "services", "clothes", "glasses", "games", "awards", "parts", "materials",
        "jobs", "works", "letters", "rights", "affairs", "resources", "accounts", "seeds", "crafts", "means",
    ]

    /// The dictionary's English for a Japanese word, when its gloss names a thing: at most `words` words long, and not
    /// an explanation ("trying the food at various restaurants", 自作 "one's own work", ペアリング "couple's ring").
    func dictionaryEnglish(_ japanese: String, words: Int) -> String? {
        guard let gloss = dictionary.english(forJapanese: japanese) else { return nil }
        let glossWords = gloss.lowercased().split(separator: " ")
        guard glossWords.count <= words, !gloss.contains("'s"), !gloss.contains("("),
            !glossWords.contains(where: { Self.explaining.contains(String($0)) })
        else { return nil }
        return gloss
    }

    /// Words of a gloss that explains rather than names.
    private static let explaining: Set<String> = [
        "one's", "oneself", "someone", "somebody", "something", "etc", "etc.", "various", "act", "being", "doing",
    ]

    /// What a group does together is said before it in either language: "running club", "cooking class".
    private static let groups: Set<String> = [
        "club", "meetup", "group", "class", "team", "session", "course", "circle", "lesson", "school", "community",
        "event", "workshop",
    ]

    /// "12-week", "3-month": the length as Japanese says it before a noun (12週間の), or nil.
    private static func length(_ word: String) -> String? {
        guard let dash = word.firstIndex(of: "-"), let number = Int(word[..<dash]) else { return nil }
        let units = ["week": "週間", "month": "か月", "day": "日間", "year": "年間", "hour": "時間"]
        return units[String(word[word.index(after: dash)...]).lowercased()].map { "\(number)\($0)の" }
    }

    /// A word that may stay as typed inside a translated phrase: a known name, an acronym, or a word with
    /// capitals or digits inside ("iOS", "UX", "3D"); nil for an ordinary unknown word.
    private func keptName(_ word: String) -> String? {
        if let name = names[word.lowercased()] { return name }
        // "Monk/Urban" is two words that lost their space, not a name.
        guard !word.contains(where: { "/／|,;:()（）".contains($0) }) else { return nil }
        let letters = word.filter(\.isLetter)
        let inner = word.dropFirst()
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) { return word }
        if inner.contains(where: \.isUppercase) || word.contains(where: \.isNumber) { return word }
        return nil
    }
}
