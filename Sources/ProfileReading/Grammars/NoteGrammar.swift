import IntroductionCore
import ReadingLexicon
import TextBasics

/// A note sentence read as something the person says of themselves, or not read at all.
///
/// A note is kept as the person's own sentence only when it is one: in English a subject of its own ("I…", "My…",
/// "We…") or a fragment whose subject can only be the person, given it (``NoteFragment``: "open to freelance work" →
/// "I am open to freelance work."); in Japanese a predicate (「…ます」「…です」「…した」) or a noun that says a state
/// (「東京在住」 → 「東京在住です。」). Anything else ("on-call survivor", 「ラーメン食べ歩き」) is a fragment no reader can be
/// sure of: it is reported, never written as "On-call survivor.".
package enum NoteGrammar {
    /// The note as the person's sentence, ended; nil when it is not one.
    package static func sentence(_ note: String) -> String? {
        let text = note.trimmed
        guard text.contains(where: { $0.isLetter }) else { return nil }
        if Script.language(of: text) == .ja { return japanese(text) }
        if hasSubject(text) { return ProfileSentences.ended(text) }
        if let fixed = NoteFragment.withSubject(text) { return ProfileSentences.ended(fixed) }
        return nil
    }

    /// Whether an English sentence starts with a subject: a pronoun, "my …", a name followed by a verb.
    static func hasSubject(_ text: String) -> Bool {
        let words = text.lowercased().replacing("’", with: "'").split(separator: " ").map(String.init)
        guard let first = words.first?.trimmingCharacters(in: .punctuationCharacters) else { return false }
        if subjects.contains(first) { return true }
        // "My kids are 3 and 5", "Our team ships weekly", "This is my first job".
        if ["my", "our", "this", "these", "both", "all", "most"].contains(first),
            words.dropFirst().contains(where: { verbs.contains($0.trimmingCharacters(in: .punctuationCharacters)) })
        {
            return true
        }
        return false
    }

    private static func japanese(_ text: String) -> String? {
        let body = text.trimmingCharacters(in: ScalarSet(charactersIn: "。．.！!？? "))
        guard !body.isEmpty else { return nil }
        if ProfileSentences.readsAsSentence(text) { return ProfileSentences.ended(text) }
        // 「東京在住」「大阪出身」「育休中」「Excel職人」: a noun that says a state, or who one is, is a sentence with です.
        if stateEndings.contains(where: { body.hasSuffix($0) }) || PersonNoun.isPerson(japanese: body) {
            return body + "です。"
        }
        return nil
    }

    private static let subjects: Set<String> = [
        "i", "i'm", "im", "i've", "ive", "i'd", "i'll", "we", "we're", "we've", "we'll", "it's", "there's", "that's",
        "here's", "it", "there", "you", "you'll", "feel", "say", "come", "ask", "find", "follow", "reach",
        "message", "email", "contact", "let's",
    ]
    private static let verbs: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "will", "can", "keeps", "makes", "love", "loves", "live",
        "lives", "goes", "runs", "takes",
    ]
    /// Noun endings that say a state a person is in (lives in, comes from, is on leave).
    private static let stateEndings = [
        "在住", "住み", "出身", "在籍", "勤務", "中", "予定", "志望", "担当", "経験者", "未経験", "好き", "大好き", "得意", "苦手", "所属",
    ]
}
