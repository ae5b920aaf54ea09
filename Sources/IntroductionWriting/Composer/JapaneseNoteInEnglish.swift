import FoundationEssentials
import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

/// A Japanese note said in English through the clause book, the mirror of ``EnglishNoteInJapanese``: 「子どもが2人い
/// ます」 → "I have two children.", 「英語も話せます」 → "I also speak English.", 「将来は看護師を目指しています」 →
/// "I'm aiming to become a nurse one day.".
///
/// The note is brought to its polite form, its times (「週末は」「最近は」) and its number (「二匹」) are set aside, and
/// it must match a clause of the book whole, with every word in the slots known; a note of two clauses joined by
/// 「ので」 is said as "Since …, …". Otherwise it is nil and stays quoted as typed. English contractions are the
/// friendly form; formal text spells them out (``EnglishRegister``).
struct JapaneseNoteInEnglish {
    let words: WordList
    let clauses: ClauseBook

    /// The note in English, one sentence ending in a full stop, or nil.
    func said(_ sentence: String) -> String? {
        var body = sentence.trimmingCharacters(in: .whitespaces)
        while let last = body.last, "。．.！!？?".contains(last) { body.removeLast() }
        // 「日本語は勉強中です（N3）」: an aside after the clause stays after it.
        var aside = ""
        if let last = body.last, "）)".contains(last), let open = body.lastIndex(where: { "（(".contains($0) }),
            open != body.startIndex
        {
            aside = " (" + body[body.index(after: open)...].dropLast() + ")"
            body = String(body[..<open])
        }
        let said: String
        if let so = body.firstRange(of: "ので、") ?? body.firstRange(of: "ので") {
            guard let reason = clause(String(body[..<so.lowerBound])), let main = clause(String(body[so.upperBound...]))
            else { return nil }
            said = "Since " + reason + ", " + main
        } else {
            guard let main = clause(body) else { return nil }
            said = main
        }
        return SentenceCase.capitalizingStart(said) + aside + "."
    }

    // MARK: - One clause

    private func clause(_ typed: String) -> String? {
        var text = typed.replacing("てます", with: "ています").replacing("でます", with: "でいます")
        if let polite = JapaneseRegister.convert(text + "。", to: .polite) { text = String(polite.dropLast()) }
        var times: [(said: String, position: Adverb.Position)] = []
        text = withoutLeadingTimes(text, into: &times)
        text = withoutInnerTimes(text, into: &times)
        let (body, count) = Self.withoutCount(text)
        for clause in clauses.clauses {
            let readings =
                clause.japanese.map { ($0, false) } + clause.japaneseAlso.compactMap { $0 }.map { ($0, true) }
            for (pattern, also) in readings {
                guard let captures = pattern.match(body),
                    let english = said(clause.english[0], captures, slotsOf: pattern, count: count)
                else { continue }
                return Self.withTimes(times, also: also, english)
            }
        }
        return nil
    }

    /// 「週末はよく山に登ります」 → 「山に登ります」, with "on weekends" and "often" set aside.
    private func withoutLeadingTimes(_ text: String, into times: inout [(said: String, position: Adverb.Position)])
        -> String
    {
        var rest = Substring(text)
        var found = true
        while found {
            found = false
            for length in stride(from: min(8, rest.count - 1), through: 1, by: -1) {
                guard let time = words.adverb(String(rest.prefix(length)), to: .en) else { continue }
                times.append(time)
                rest = rest.dropFirst(length)
                if rest.first == "、" { rest = rest.dropFirst() }
                found = true
                break
            }
        }
        return String(rest)
    }

    /// 「社内の勉強会を毎月開いています」 → 「社内の勉強会を開いています」: a time right after a particle.
    private func withoutInnerTimes(_ text: String, into times: inout [(said: String, position: Adverb.Position)])
        -> String
    {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where "をにがはも、".contains(character) {
            let start = index + 1
            for length in stride(from: min(6, characters.count - start - 1), through: 2, by: -1) {
                guard let time = words.adverb(String(characters[start..<start + length]), to: .en) else { continue }
                times.append(time)
                return String(characters[..<start] + characters[(start + length)...])
            }
        }
        return text
    }

    /// 「猫を二匹飼っています」 → 「猫を飼っています」 and 2: a number after its particle, set aside for the clause.
    static func withoutCount(_ text: String) -> (String, Int?) {
        let characters = Array(text)
        let numeral: (Character) -> Bool = { $0.isASCII && $0.isNumber || "一二三四五六七八九十".contains($0) }
        for (index, character) in characters.enumerated() where "をがも".contains(character) {
            let start = index + 1
            var end = start
            while end < characters.count, numeral(characters[end]) { end += 1 }
            guard end > start,
                let counter = NounPhrase.counters.first(where: {
                    String(characters[end...]).hasPrefix($0)
                }),
                let number = Numbers.value(String(characters[start..<end]))
            else { continue }
            return (String(characters[..<start] + characters[(end + counter.count)...]), number)
        }
        return (text, nil)
    }

    /// The English clause with each slot said, or nil when a slot's words are unknown or not of its kind.
    private func said(_ english: TextPattern, _ captures: [String: String], slotsOf pattern: TextPattern, count: Int?)
        -> String?
    {
        var values: [String: String] = [:]
        for slot in pattern.slots {
            guard let typed = captures[slot.name] else { return nil }
            if slot.name == "n" {
                guard let number = Numbers.value(typed.filter { !NounPhrase.counters.contains(String($0)) }) else {
                    return nil
                }
                values["n"] = Numbers.english(number)
                continue
            }
            guard let phrase = NounPhrase.english(typed, words: words) else { return nil }
            let form = english.slots.first { $0.name == slot.name }
            if let kind = form?.kind ?? slot.kind,
                !NounPhrase.isOf(kind, english: phrase.text, japanese: typed, words: words)
            {
                return nil
            }
            values[slot.name] = Self.form(phrase, form?.form ?? .plain, count: phrase.count ?? count)
        }
        let clause = english.fill(values)
        // 「後輩の指導をしています」: "I do" takes an activity ("I do bookkeeping"), not a verb with its object; "mentoring
        // juniors" is something one is doing.
        let done = clause.split(separator: " ").dropFirst(2)
        if clause.hasPrefix("I do "), done.count >= 2, done.first?.hasSuffix("ing") == true {
            return "I'm " + done.joined(separator: " ")
        }
        return clause
    }

    /// A phrase as its slot says it: with a number ("two cats"), an article ("a cat"), or in the plural.
    private static func form(_ phrase: NounPhrase, _ form: TextPattern.Form, count: Int?) -> String {
        let text = phrase.text
        if let count, count > 1 { return Numbers.english(count) + " " + EnglishPlural.plural(text) }
        if count == 1 { return "one " + EnglishPlural.singular(text) }
        switch form {
        case .plain: return text
        case .plural: return EnglishPlural.plural(text)
        case .article:
            // A name or a phrase with its own determiner as it is; a noun the list gives in the plural ("cats") is
            // one of them here ("a cat"), as the number was not given.
            // "the Osaka branch office": a name before a common noun makes one particular thing.
            if text.first?.isUppercase == true, text.contains(" "),
                text.split(separator: " ").last?.first?.isLowercase == true
            {
                return "the " + text
            }
            guard text.first?.isLowercase == true, !EnglishArticle.hasDeterminer(text) else { return text }
            return EnglishArticle.withArticle(EnglishPlural.singular(text))
        }
    }

    /// Adverbs where English puts them: "also" and frequencies after the subject (and its be or can), times after the
    /// clause, a lead-in before it.
    private static func withTimes(
        _ times: [(said: String, position: Adverb.Position)], also: Bool, _ clause: String
    ) -> String {
        var words = clause.split(separator: " ").map(String.init)
        let inner = (also ? ["also"] : []) + times.filter { [.leading, .before].contains($0.position) }.map(\.said)
        let subjects = ["i", "we", "i'm", "we're", "i'll", "i've", "we've", "i'd"]
        if !inner.isEmpty, let first = words.first?.lowercased(), subjects.contains(first) {
            var index = 1
            if words.count > 2, ["am", "are", "will", "can", "was"].contains(words[1].lowercased()) { index = 2 }
            words.insert(contentsOf: inner, at: index)
        }
        words += times.filter { $0.position == .after }.map(\.said)
        let start = times.filter { $0.position == .start }.map(\.said)
        return (start.isEmpty ? "" : start.joined(separator: " ") + ", ") + words.joined(separator: " ")
    }
}
