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
}
