/// A term with its level, said together: "Japanese (N2)", 「英語（ネイティブ）」. Languages are the case in point; the
/// level is a term so that it is translated by the lexicon like every other word.
package struct LeveledTerm: Sendable, Hashable {
    package var term: Term
    package var level: Term?

    package init(term: Term, level: Term? = nil) {
        self.term = term
        self.level = level
    }
}
