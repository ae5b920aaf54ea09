import FoundationEssentials
import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

/// An English note said in Japanese through the clause book: "I moved to Osaka last year" → 「昨年、大阪に引っ越しました。」,
/// "I also run a weekend running club" → 「週末のランニングクラブも運営しています。」.
///
/// A note is read whole first, then as clauses joined by "and"; each clause must match a clause of the book once its
/// times ("last year", "on Tuesdays") and adverbs ("also", "still") are set aside, and every word in its slots must be
/// known. Otherwise the whole note is nil and stays quoted as typed: a sentence half translated, or guessed, says
/// something the person did not. The result ends in the polite form (です, ます), which the tone's register then moves.
struct EnglishNoteInJapanese {
    let words: WordList
    let clauses: ClauseBook

    /// The note in Japanese, one sentence, or nil.
    func said(_ sentence: String) -> String? {
        var text = Substring(ClauseBook.spelledOut(sentence.trimmingCharacters(in: .whitespaces)))
        while let last = text.last, ".!?".contains(last) { text = text.dropLast() }
        let note = String(text)
        if let joined = newAndJoined(note) { return joined }
        if let whole = clause(note) { return whole.end + "。" }
        let parts = clauseTexts(note)
        guard parts.count > 1 else { return nil }
        var said: [(end: String, link: String)] = []
        for part in parts {
            // "I am new here and started in April", "…, first job out of uni": a clause after "and" or a comma
            // shares the note's subject.
            let whole = startsWithSubject(part) ? part : NoteFragment.withSubject(part) ?? "I " + part
            guard let clause = clause(ClauseBook.spelledOut(whole)) else { return nil }
            said.append(clause)
        }
        return (said.dropLast().map(\.link) + [said[said.count - 1].end]).joined(separator: "、") + "。"
    }

    // MARK: - Clauses

    /// One clause in Japanese: its sentence-final form and the form that links it to the next.
    private func clause(_ typed: String) -> (end: String, link: String)? {
        var tokens = typed.split(separator: " ").map(String.init)
        var times: [(said: String, position: Adverb.Position)] = []
        // "Last year, I moved to Osaka": a time before the subject.
        if let comma = tokens.firstIndex(where: { $0.hasSuffix(",") }), comma < 4 {
            let lead = (tokens[...comma].joined(separator: " ")).dropLast()
            if let time = words.adverb(String(lead), to: .ja) {
                times.append(time)
                tokens.removeFirst(comma + 1)
            }
        }
        var also = false
        // "I also run…", "I am still…": adverbs between the subject (and its be) and the verb.
        if let first = tokens.first?.lowercased(), ["i", "we"].contains(first) {
            var index = 1
            if tokens.count > 2, ["am", "are", "will", "can", "was"].contains(tokens[1].lowercased()) { index = 2 }
            while index < tokens.count - 1 {
                let word = tokens[index].lowercased()
                if word == "also" {
                    also = true
                } else if let time = words.adverb(word, to: .ja), [.before, .leading].contains(time.position) {
                    times.append(time)
                } else {
                    break
                }
                tokens.remove(at: index)
            }
        }
        // "…last year", "…on Tuesdays", "…now and then": times after the clause, set aside one by one until the
        // rest is a clause ("I am graduating in June" is one with its time).
        while true {
            if let japanese = matched(tokens.joined(separator: " "), also: also) {
                let said = Self.withTimes(times, japanese)
                return (said, Self.link(said))
            }
            guard tokens.count > 2,
                let length = stride(from: min(4, tokens.count - 2), through: 1, by: -1).first(where: {
                    words.adverb(tokens.suffix($0).joined(separator: " "), to: .ja) != nil
                }),
                let time = words.adverb(tokens.suffix(length).joined(separator: " "), to: .ja)
            else { return nil }
            times.append(time)
            tokens.removeLast(length)
        }
    }

    /// The first clause of the book that reads `text` with every slot known, said in Japanese.
    private func matched(_ text: String, also: Bool) -> String? {
        for clause in clauses.clauses {
            for pattern in clause.englishToRead {
                guard let captures = pattern.match(text), let values = phrases(captures, pattern) else { continue }
                let target = (also ? clause.japaneseAlso.first ?? nil : nil) ?? clause.japanese[0]
                return Self.render(target, values)
            }
        }
        return nil
    }

    /// Each slot's words as a Japanese phrase, when every one is known and of its slot's kind.
    private func phrases(_ captures: [String: String], _ pattern: TextPattern) -> [String: NounPhrase]? {
        var values: [String: NounPhrase] = [:]
        for slot in pattern.slots {
            guard let typed = captures[slot.name] else { return nil }
            if slot.name == "n" {
                guard let number = Numbers.value(typed) else { return nil }
                values["n"] = NounPhrase(text: String(number))
                continue
            }
            guard let phrase = NounPhrase.japanese(typed, words: words) else { return nil }
            if let kind = slot.kind,
                !NounPhrase.isOf(kind, english: typed, japanese: phrase.text, words: words)
            {
                return nil
            }
            values[slot.name] = phrase
        }
        return values
    }

    /// The clause filled; a number goes after its particle, as Japanese counts (「猫を2匹飼っています」).
    private static func render(_ pattern: TextPattern, _ values: [String: NounPhrase]) -> String {
        var said = ""
        var pending: NounPhrase?
        for part in pattern.parts {
            switch part {
            case .slot(let name, _, _):
                let phrase = values[name] ?? NounPhrase(text: "")
                said += phrase.text
                pending = phrase.count == nil ? nil : phrase
            case .text(let text):
                if let counted = pending, let count = counted.count, let particle = text.first,
                    "をがはも".contains(particle)
                {
                    said += String(particle) + "\(count)\(counted.counter)" + text.dropFirst()
                } else {
                    said += text
                }
                pending = nil
            }
        }
        return said
    }

    /// Times first, as Japanese says them, then a comma after a time said as a noun (「昨年、」「毎朝、」), none after a
    /// particle or an adverb in kana (「今も病院で…」「ときどきコンサルティングを…」).
    private static func withTimes(_ times: [(said: String, position: Adverb.Position)], _ clause: String) -> String {
        let order: [Adverb.Position] = [.start, .leading, .after, .before]
        let sorted = order.flatMap { position in times.filter { $0.position == position }.map(\.said) }
        guard let last = sorted.last?.last else { return clause }
        return sorted.joined() + (Script.isKanji(last) ? "、" : "") + clause
    }

    /// The form that joins a clause to the next: 「話します」 → 「話し」, 「住んでいます」 → 「住んでいて」.
    private static func link(_ end: String) -> String {
        for (tail, link) in [("ています", "ていて"), ("でいます", "でいて"), ("ました", ""), ("ます", ""), ("です", "で")]
        where end.hasSuffix(tail) {
            return end.dropLast(tail.count) + link
        }
        return end
    }

    // MARK: - Notes of several clauses

    /// The note's clauses: split at "and" and commas only where a clause starts after them, so "with my wife and
    /// our shiba" and "Arabic and French" stay whole.
    private func clauseTexts(_ note: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var rest = Substring(note)
        while let joiner = [", and ", " and ", ", "].compactMap({ rest.firstRange(of: $0) })
            .min(by: { $0.lowerBound < $1.lowerBound })
        {
            let after = rest[joiner.upperBound...]
            current += rest[..<joiner.lowerBound]
            if startsAClause(String(after)) {
                parts.append(current)
                current = ""
            } else {
                current += rest[joiner]
            }
            rest = after
        }
        parts.append(current + rest)
        return parts
    }

    private func startsWithSubject(_ text: String) -> Bool {
        let first = text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return ["i", "we", "this", "my", "our"].contains(first)
    }

    private func startsAClause(_ text: String) -> Bool {
        let first = text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return startsWithSubject(text)
            || ["joined", "started", "looking", "open", "new", "moved", "live", "run", "have", "speak", "first"]
                .contains(first)
    }

    /// "new to the team, joined on Monday" (as typed or with its subject): one fact, said once —
    /// 「月曜日にチームに加わったばかりです。」.
    private func newAndJoined(_ note: String) -> String? {
        let lower = note.lowercased()
        for lead in ["i am new to the team and joined ", "new to the team, joined ", "i am new here and joined "]
        where lower.hasPrefix(lead) {
            guard let day = words.adverb(String(note.dropFirst(lead.count)), to: .ja)?.said else { return nil }
            return "\(day)チームに加わったばかりです。"
        }
        return nil
    }
}
