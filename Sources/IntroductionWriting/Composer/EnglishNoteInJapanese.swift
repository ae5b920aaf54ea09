import FoundationEssentials
import IntroductionCore
import TextBasics

/// An English note said in Japanese, for the few shapes people use most in a self-introduction: "new to the
/// team", "joined on Monday", "looking for …", "open to …", "we're hiring …", "I live in … with …", "I speak …",
/// "graduating in …", "first job out of uni".
///
/// Each clause must match a shape and every word it carries must be in the word list; otherwise the whole note
/// is nil and stays quoted as typed: a sentence half translated, or guessed, says something the person did not.
/// The result ends in the polite form (です, ます), which the tone's register then moves.
struct EnglishNoteInJapanese {
    let words: WordList

    /// The note in Japanese, one sentence, or nil.
    func said(_ sentence: String) -> String? {
        var text = Substring(sentence.trimmingCharacters(in: .whitespaces))
        while let last = text.last, ".!?".contains(last) { text = text.dropLast() }
        let clauses = text.replacing(", and ", with: " and ").replacing(", ", with: " and ")
            .components(separatedBy: " and ")
        // "I live in Nagoya with my wife and our shiba": an "and" inside a "with" joins people, not clauses.
        var merged: [String] = []
        for clause in clauses {
            if let last = merged.last, last.lowercased().contains(" with "), !startsAClause(clause) {
                merged[merged.count - 1] = last + " and " + clause
            } else {
                merged.append(clause)
            }
        }
        // "new to the team, joined on Monday": one fact, said once.
        if merged.count == 2, ["new to the team", "new here"].contains(subjectless(merged[0])),
            subjectless(merged[1]).hasPrefix("joined "),
            let day = slot(String(subjectless(merged[1]).dropFirst("joined ".count)))
        {
            return "\(day)にチームに加わったばかりです。"
        }
        let said = merged.map(self.clause)
        guard !said.isEmpty, said.allSatisfy({ $0 != nil }) else { return nil }
        let parts = said.compactMap { $0 }
        return (parts.dropLast().map(\.link) + [parts[parts.count - 1].end]).joined(separator: "、") + "。"
    }

    /// A clause in its sentence-final form and the form that links it to the next one.
    private struct Clause {
        var end: String
        var link: String
    }

    private func startsAClause(_ text: String) -> Bool {
        let first = text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return ["i", "i'm", "we", "we're", "joined", "started", "looking", "open", "new", "this"].contains(first)
    }

    /// The clause lower-cased, without the subject it starts with.
    private func subjectless(_ typed: String) -> String {
        let text = typed.lowercased().trimmingCharacters(in: .whitespaces)
        for subject in ["i am ", "i'm ", "i’m ", "i ", "we are ", "we're ", "we’re ", "this is my ", "it's my "]
        where text.hasPrefix(subject) {
            return String(text.dropFirst(subject.count))
        }
        return text
    }

    private func clause(_ typed: String) -> Clause? {
        let text = subjectless(typed)
        for (shape, end, link) in Self.fixed where text == shape { return Clause(end: end, link: link) }
        // "live in Nagoya with my wife and our shiba".
        if text.hasPrefix("live in "), let with = text.firstRange(of: " with ") {
            let place = String(text[text.index(text.startIndex, offsetBy: 8)..<with.lowerBound])
            let people = text[with.upperBound...].components(separatedBy: " and ").map(slot)
            guard let place = slot(place), !people.isEmpty, people.allSatisfy({ $0 != nil }) else { return nil }
            let together = people.compactMap { $0 }.joined(separator: "と")
            return Clause(end: "\(place)で\(together)と暮らしています", link: "\(place)で\(together)と暮らしていて")
        }
        for (lead, end, link) in Self.shapes where text.hasPrefix(lead) && text.count > lead.count {
            let rest = String(text.dropFirst(lead.count))
            guard let value = slot(rest) else { return nil }
            return Clause(end: end.replacing("{x}", with: value), link: link.replacing("{x}", with: value))
        }
        return nil
    }

    /// A word or phrase the clause carries, translated; "my", "our", articles and "on" before a day left out.
    private func slot(_ typed: String) -> String? {
        var text = typed.trimmingCharacters(in: .whitespaces)
        for lead in ["on ", "in ", "a ", "an ", "the ", "my ", "our "] where text.hasPrefix(lead) {
            text = String(text.dropFirst(lead.count))
        }
        guard !text.isEmpty else { return nil }
        return words.translate(text, to: .ja)
    }

    /// Whole clauses.
    private static let fixed: [(String, String, String)] = [
        ("new to the team", "チームに加わったばかりです", "チームに加わったばかりで"),
        ("new here", "加わったばかりです", "加わったばかりで"),
        ("new to the company", "入社したばかりです", "入社したばかりで"),
        ("first job out of uni", "大学を出て最初の仕事です", "大学を出て最初の仕事で"),
        ("first job out of university", "大学を出て最初の仕事です", "大学を出て最初の仕事で"),
        ("first job out of college", "大学を出て最初の仕事です", "大学を出て最初の仕事で"),
        ("first job out of school", "学校を出て最初の仕事です", "学校を出て最初の仕事で"),
    ]

    /// A lead, then one slot.
    private static let shapes: [(String, String, String)] = [
        ("joined the team ", "{x}にチームに加わりました", "{x}にチームに加わり"),
        ("joined ", "{x}に加わりました", "{x}に加わり"),
        ("started ", "{x}から働き始めました", "{x}から働き始め"),
        ("am looking for ", "{x}を探しています", "{x}を探していて"),
        ("looking for ", "{x}を探しています", "{x}を探していて"),
        ("open to ", "{x}も考えています", "{x}も考えていて"),
        ("hiring ", "{x}を募集しています", "{x}を募集していて"),
        ("speak ", "{x}を話します", "{x}を話し"),
        ("graduating ", "{x}に卒業予定です", "{x}に卒業予定で"),
        ("graduate ", "{x}に卒業予定です", "{x}に卒業予定で"),
        ("live in ", "{x}に住んでいます", "{x}に住んでいて"),
    ]
}
