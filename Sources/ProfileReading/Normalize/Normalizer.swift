import IntroductionCore
package import ReadingLexicon
import TextBasics

/// The first stage of reading: one pass over a field that writes the shorthand people type as the words it stands for,
/// so that every grammar after it reads "4 years, before that graphic designer", not "4 yrs, b4 that graphic designer".
///
/// Table-driven (``Shorthand``): full-width and half-width forms folded; abbreviations written out ("mgmt" →
/// "management", "dev" → "developer" in a role and "development" elsewhere); a unit after a number ("4yrs", "6 mo" →
/// "4 years", "6 months"); "~3", "approx 3" → "about 3"; "ex-nurse", "prev. teacher" → "former …"; `w/` → "with";
/// "@" between words → "at"; a spaced "&" or "+" → "and"; every arrow → " → "; fillers ("lol", 「（笑）」) dropped;
/// emoji dropped outside lists; a field typed in capitals brought to normal case, keeping names and acronyms;
/// doubled punctuation and stray spaces tidied. Names, URLs, e-mail addresses and handles pass untouched.
package struct Normalizer: Sendable {
    /// What kind of field is read, which decides what an abbreviation stands for and what is kept.
    package enum Field: Sendable {
        case role, experience, list, notes
    }

    let table: Shorthand
    let words: WordList

    package init(table: Shorthand, words: WordList) {
        self.table = table
        self.words = words
    }

    /// The bundled table and word list.
    package static func bundled() throws -> Normalizer {
        Normalizer(table: try Shorthand.bundled(), words: try WordList.bundled())
    }

    /// `text` (already printable) with its shorthand written out; lines are read one by one.
    package func normalize(_ text: String, as field: Field) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { normalizeLine(String($0), as: field) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    private func normalizeLine(_ line: String, as field: Field) -> String {
        var text = Self.keepingJapanesePunctuation(line.widthFolded)
        if field == .notes {
            // "I ❤️ coffee": a picture that stands for a word is the word; the others go.
            text = replacingPhrases(text)
            // "副業でYomuを開発中 - was a software engineer b4 that", "moved to 広島 / learning Tableau": a dash or a
            // spaced slash between two thoughts ends the first.
            for mark in [" - ", " – ", " — ", " / ", " ／ "] { text = text.replacing(mark, with: ". ") }
            text = Self.breakingAtLanguageChange(text)
        }
        text = Emoji.removing(from: text)
        // "pilates... in Amsterdam": in a list, an ellipsis is a pause, not the end of a sentence.
        if field == .list { text = text.replacing("...", with: " ").replacing("…", with: " ") }
        // "GOOGLE ANALYTICS", "react native": a name the list knows, in its spelling, whatever the case typed.
        if field == .list, let name = words.nameSpelling(text) { return name }
        text = spacingArrows(text)
        // Japanese punctuation ends a word too (「…します hahaha。年齢は…」): spaced here, joined again by `tidy`.
        for mark in ["。", "！", "？", "、"] { text = text.replacing(mark, with: " \(mark) ") }
        var tokens = text.split(separator: " ").map(String.init)
        let shouting = Capitals.isShouting(text)
        // "dm me @tariqmen, OPEN TO FREELANCE WORK": three words in capitals or more in a row are shouted too.
        let shouted = shouting ? [] : Capitals.shoutedRuns(tokens.map { Self.parts(of: $0).core })
        let titleCase = !shouting && field != .list && Capitals.isTitleCase(text)
        var output: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            index += 1
            let (lead, typedCore, tail) = Self.parts(of: token)
            let core = Self.withoutJapaneseLaughter(typedCore)
            guard !core.isEmpty else {
                output.append(token)
                continue
            }
            let lower = core.lowercased()
            // "adobe xd": in a list a filler ("xd", "lol") is more likely a word of a name.
            // "Adobe XD": a filler is no filler when it ends a name the list knows.
            // 「4年adobe xd」: the name starts after the time typed against it.
            let endsName =
                output.last.map { last in
                    let latin = String(last.reversed().prefix { $0.isASCII }.reversed())
                    return words.nameSpelling(last + " " + core) != nil || words.nameSpelling(latin + " " + core) != nil
                } ?? false
            if field != .list, !endsName, isFiller(lower, in: text) {
                // "survivor lol." keeps its full stop on the word before.
                if let last = output.indices.last, tail.contains(where: { ".!?。！？".contains($0) }) {
                    output[last] += String(tail.filter { ".!?。！？".contains($0) })
                }
                continue
            }
            if table.arrows.contains(core) {
                output.append(lead + "→" + tail)
                continue
            }
            if table.ands.contains(core), !output.isEmpty, next != nil {
                output.append(lead + "and" + tail)
                continue
            }
            if core == "@", !output.isEmpty, next != nil {
                output.append(lead + "at" + tail)
                continue
            }
            // "tile setter @Atlassian": in a role or an experience, "@" before a name is "at" (a handle is a note's).
            if field == .role || field == .experience, core.hasPrefix("@"), core.count > 1, !output.isEmpty {
                output.append(lead + "at " + core.dropFirst() + tail)
                continue
            }
            if let unit = number(core, unit: next, tail: tail) {
                output.append(lead + unit.text)
                if unit.tookNext { index += 1 }
                continue
            }
            if table.approximately.contains(lower), let next, next.first?.isNumber == true {
                // "approx. 23yrs": the full stop is the abbreviation's.
                output.append(lead + "about" + (tail == "." ? "" : tail))
                continue
            }
            if let approximate = Self.markedNumber(core, marks: table.approximately) {
                tokens.insert(approximate + tail, at: index)
                output.append(lead + "about")
                continue
            }
            // "prev. teacher", "ex teacher": a word of its own before the job one had.
            if field != .notes, next != nil, table.former.contains(lower + (tail.hasPrefix(".") ? "." : " ")) {
                output.append(lead + "former")
                continue
            }
            if let expanded = prefixed(core, field: field) {
                if expanded.word.isEmpty {
                    output.append(lead + expanded.rest + tail)
                } else {
                    tokens.insert(expanded.rest + tail, at: index)
                    output.append(lead + expanded.word)
                }
                continue
            }
            // "Sr.", "Dept.": the full stop is the abbreviation's, not a sentence's.
            if tail.hasPrefix("."), table.words[lower + "."] != nil {
                output.append(
                    lead + word(core + ".", lower: lower + ".", field: field, shouting: shouting) + tail.dropFirst())
                continue
            }
            // "engr/データベース管理者": each side of a slash is a word of its own.
            if core.contains("/"), !lower.hasPrefix("w/"), !Address.isAddress(core) {
                let sides = core.split(separator: "/", omittingEmptySubsequences: false).map { side in
                    word(String(side), lower: side.lowercased(), field: field, shouting: shouting)
                }
                output.append(lead + sides.joined(separator: "/") + tail)
                continue
            }
            // "ui designer", "ios engineer": in a role, a name with capitals inside (an acronym) typed in lower case.
            if field == .role || field == .experience, core == lower, table.words[lower] == nil,
                let name = words.nameSpelling(core), name.dropFirst().contains(where: \.isUppercase)
            {
                output.append(lead + name + tail)
                continue
            }
            // "ランニング In Melbourne", "NPO職員 AT クリニック": a small word with a capital inside a phrase is title case
            // or caps lock, not a name.
            if field != .notes, !output.isEmpty, next != nil, core != lower, Self.smallWords.contains(lower),
                !shouted.contains(core)
            {
                output.append(lead + lower + tail)
                continue
            }
            // "a release eng": after an article the word is a person, as in a role.
            // Not before another noun: "a eng mgr" is an engineering manager.
            let endsPhrase = next.map { Self.phraseEnds.contains($0.lowercased()) } ?? true
            let person = endsPhrase && output.suffix(2).contains { ["a", "an"].contains($0.lowercased()) }
            // "eng mgr" in a role: before the person, the abbreviation is the field (engineering manager).
            // "eng manager@山本製作所": the person before an "@" typed against the employer.
            let beforePerson =
                next.map { next in
                    let core = Self.parts(of: next).core.lowercased()
                    return Self.heads.contains(core.split(separator: "@").first.map(String.init) ?? core)
                } ?? false
            // "prev. dev advocate (12 yrs)": after "former" comes a job, whatever the field.
            let afterFormer = output.suffix(2).contains { $0.lowercased() == "former" }
            let said = word(
                core, lower: lower,
                field: person ? .role : beforePerson ? .experience : afterFormer ? .role : field,
                shouting: shouting || shouted.contains(core))
            // "Doing This For 21 Years Now": the capitals of a title case say nothing; the first word keeps its own.
            // A title in title case keeps its capitals ("Senior Data Engineer") but for its small words ("In", "At").
            let lowered =
                field == .role ? Capitals.lowerFunctionWord(core) : Capitals.lowerTitleCase(core, words: words)
            // "Prev. Community Mgr": an abbreviation written out in title case is lowered like the words around it.
            let expanded = field == .role ? said : Capitals.lowerTitleCase(said, words: words)
            output.append(lead + (titleCase && !output.isEmpty ? (said == core ? lowered : expanded) : said) + tail)
        }
        let tidied = Self.tidy(output.joined(separator: " "))
        switch field {
        case .notes: return Self.replacingJapaneseSpaces(tidied) { _, _ in "。" }
        // "between jobs!!": a title or a state is said, not exclaimed.
        case .role: return Self.joiningJapaneseWords(tidied.trimmingCharacters(in: ScalarSet(charactersIn: "!！ ")))
        case .experience, .list: return tidied
        }
    }

    // MARK: - Words

    /// A word as it reads: an abbreviation written out (with the capital it was typed with), "PM@Shopee" as "PM at
    /// Shopee", "design&research" as "design and research", a shouted word in normal case; anything else as typed.
    private func word(_ core: String, lower: String, field: Field, shouting: Bool) -> String {
        if let entry = table.words[lower] ?? (lower.hasSuffix(".") ? table.words[String(lower.dropLast())] : nil) {
            let said = field == .role ? entry.inRole : entry.elsewhere
            let capital = core.first?.isUppercase == true && core.dropFirst().contains(where: \.isLowercase)
            return capital ? SentenceCase.capitalizingStart(said) : said
        }
        if let at = core.firstIndex(of: "@"), at != core.startIndex, core.index(after: at) != core.endIndex,
            !core[at...].contains("."), core[..<at].allSatisfy({ $0.isLetter || $0.isNumber })
        {
            return String(core[..<at]) + " at " + String(core[core.index(after: at)...])
        }
        if let and = core.firstIndex(of: "&"), core[..<and].count >= 2, core[core.index(after: and)...].count >= 2,
            core.filter(\.isLetter).allSatisfy(\.isLowercase)
        {
            return String(core[..<and]) + " and " + String(core[core.index(after: and)...])
        }
        if shouting { return Capitals.normalCase(core, words: words) }
        // "BEETLES" in a list or a role: an ordinary word in capitals is the word; "COBOL" and "NASA" are names.
        if field != .notes, core.count >= 4, core.allSatisfy({ $0.isUppercase }), words.nameSpelling(core) == nil,
            words.isEnglishWord(core)
        {
            return core.lowercased()
        }
        return core
    }

    /// "ex-nurse" → ("former", "nurse"), "w/vue" → ("with", "vue"); nil for any other word.
    private func prefixed(_ core: String, field: Field) -> (word: String, rest: String)? {
        let lower = core.lowercased()
        for prefix in ["w/o", "w/"] where lower.hasPrefix(prefix) && core.count > prefix.count {
            return (prefix == "w/" ? "with" : "without", String(core.dropFirst(prefix.count)))
        }
        guard field != .notes else { return nil }
        for prefix in table.former where prefix.hasSuffix("-") || prefix.hasSuffix(".") {
            guard lower.hasPrefix(prefix), core.count > prefix.count else { continue }
            let rest = String(core.dropFirst(prefix.count))
            // "ex-ファッションデザイナー": a Japanese job takes Japanese's own prefix, 元ファッションデザイナー.
            if let first = rest.first, Script.isJapanese(first) { return ("", "元" + rest) }
            return ("former", rest)
        }
        return nil
    }

    private func isFiller(_ lower: String, in text: String) -> Bool {
        if table.fillers.contains(lower) {
            // "w" is laughter after Japanese, a letter elsewhere.
            return !lower.allSatisfy({ $0 == "w" || $0 == "ｗ" }) || Script.hasKana(text) || Script.hasKanji(text)
        }
        // "hahaha", "lolol", "hehehe" of any length.
        for syllables in ["ha", "he", "lo"] where lower.count >= 4 && lower.count % 2 == 0 {
            let pairs = stride(from: 0, to: lower.count, by: 2).map { Array(lower)[$0..<$0 + 2] }
            if pairs.allSatisfy({ String($0) == syllables || (syllables == "lo" && String($0) == "ol") }) {
                return true
            }
        }
        return false
    }

    /// 「楽しかったです笑」「最高ですw」 → without the laughter after the Japanese; 「爆笑」 and 「笑顔」 stay.
    private static func withoutJapaneseLaughter(_ core: String) -> String {
        var text = Substring(core)
        if text.hasSuffix("(笑)") { text = text.dropLast(3) }
        let laughter = text.reversed().prefix { $0 == "w" }.count
        if laughter > 0, let before = text.dropLast(laughter).last,
            Script.isJapanese(before) || "!?！？。".contains(before)
        {
            text = text.dropLast(laughter)
        }
        if text.hasSuffix("笑"), let before = text.dropLast().last,
            Script.isHiragana(before) || Script.isKatakana(before) || "!?！？。".contains(before)
        {
            text = text.dropLast()
        }
        return String(text)
    }

    // MARK: - Numbers

    /// A number and its unit as one: "4yrs" → "4 years", "6+" before "yrs" → "6+ years", "1 yr" → "1 year"; nil when
    /// `core` is not a number with a known unit.
    private func number(_ core: String, unit next: String?, tail: String) -> (text: String, tookNext: Bool)? {
        guard let first = core.first, first.isASCII, first.isNumber else { return nil }
        // "2nd yr", "5th Yr": an ordinal takes its unit in the singular.
        let lowerCore = core.lowercased()
        if ["st", "nd", "rd", "th"].contains(where: { lowerCore.hasSuffix($0) }),
            core.dropLast(2).allSatisfy(\.isNumber),
            tail.isEmpty, let next
        {
            let (_, nextCore, nextTail) = Self.parts(of: next)
            guard let unit = table.units[nextCore.lowercased()] else { return nil }
            return (core + " " + unit.singular + nextTail, true)
        }
        let digits = core.prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" || $0 == "–" || $0 == "+" }
        let rest = core.dropFirst(digits.count).lowercased()
        let value = Double(digits.filter { $0.isNumber || $0 == "." })
        func said(_ unit: (plural: String, singular: String)) -> String {
            let one = value == 1 && !digits.contains("+") && !digits.contains("-")
            return digits + " " + (one ? unit.singular : unit.plural)
        }
        if !rest.isEmpty {
            guard let unit = table.units[rest] else { return nil }
            return (said(unit) + tail, false)
        }
        guard tail.isEmpty, let next else { return nil }
        let (_, nextCore, nextTail) = Self.parts(of: next)
        guard let unit = table.units[nextCore.lowercased()], nextCore.count <= 6 else { return nil }
        return (said(unit) + nextTail, true)
    }

    /// "~3", "〜5年" → "3", "5年": the number after a mark of approximation typed against it; nil otherwise.
    private static func markedNumber(_ core: String, marks: Set<String>) -> String? {
        for mark in marks where core.lowercased().hasPrefix(mark) && core.count > mark.count {
            let rest = core.dropFirst(mark.count)
            if rest.first?.isNumber == true { return String(rest) }
        }
        return nil
    }
}
