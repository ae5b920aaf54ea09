/// The language a clause is realized in. Each has one realization (`EnglishClause`, `JapaneseClause`) that reads the
/// same clause, so what one says the other says too.
package enum RealizedLanguage: Sendable, Hashable, CaseIterable {
    case english, japanese
}
