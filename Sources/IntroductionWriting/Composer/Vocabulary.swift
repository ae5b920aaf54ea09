package import IntroductionCore
import ProfileReading
import ReadingLexicon

/// The bilingual word list as the quality harness reads it (`package` access: not part of the library's API).
package enum Vocabulary {
    /// `term` as the offline composer writes it in `language`: translated when the word list knows it,
    /// otherwise as typed (also when the list cannot be read).
    package static func render(_ term: String, in language: ComposerLanguage) -> String {
        (try? WordList.bundled())?.render(term, in: language) ?? term
    }

    /// An English note or experience as the offline composer says it in Japanese (completed with its subject
    /// first, as the composer does), or nil when it stays quoted.
    package static func japaneseNote(_ sentence: String) -> String? {
        guard let words = try? WordList.bundled(), let clauses = try? ClauseBook.bundled() else { return nil }
        return EnglishNoteInJapanese(words: words, clauses: clauses).said(
            NoteFragment.withSubject(sentence) ?? sentence)
    }

    /// A Japanese note as the offline composer says it in English, or nil when it stays quoted.
    package static func englishNote(_ sentence: String) -> String? {
        guard let words = try? WordList.bundled(), let clauses = try? ClauseBook.bundled() else { return nil }
        return JapaneseNoteInEnglish(words: words, clauses: clauses).said(sentence)
    }
}
