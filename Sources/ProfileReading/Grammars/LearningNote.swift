package import IntroductionCore
import ReadingLexicon
import TextBasics

/// What a note says the person is learning ("learning Rust", 「Rustを勉強中」), for a GitHub README's "Learning:"
/// line; nil when the note says something else.
package enum LearningNote {
    /// The thing learnt in `note`, when the note is only that and says it in `language`: a note in the other
    /// language stays a note, said through the clause book, unless what it names is a name ("learning Rust" gives a
    /// Japanese README 「勉強中：Rust」).
    package static func subject(of note: String, in language: ComposerLanguage) -> String? {
        let text = note.trimmingCharacters(in: ScalarSet(charactersIn: " .!。！"))
        let written = Script.language(of: text)
        guard let subject = subject(of: text, written: written) else { return nil }
        guard written != language else { return subject }
        let names = subject.split(separator: " ")
        return names.count <= 2 && names.allSatisfy({ $0.first?.isUppercase == true }) ? subject : nil
    }

    private static func subject(of text: String, written language: ComposerLanguage) -> String? {
        let subject: Substring?
        switch language {
        case .en:
            let lower = text.lowercased()
            subject = englishLeads.first { lower.hasPrefix($0) }.map { text.dropFirst($0.count) }
        case .ja:
            subject = japaneseEnds.first { text.hasSuffix($0) }.map { text.dropLast($0.count) }
        }
        guard let subject, !subject.isEmpty, subject.count <= 40, !subject.contains(where: { ",.;、。".contains($0) })
        else { return nil }
        return String(subject)
    }

    private static let englishLeads = [
        "i'm currently learning ", "i am currently learning ", "currently learning ", "i'm learning ", "i am learning ",
        "now learning ", "learning ",
    ]

    private static let japaneseEnds = [
        "を勉強しています", "を勉強中です", "を勉強中", "を学んでいます", "を学習中です", "を学習中", "を練習中です", "を練習中",
    ]
}
