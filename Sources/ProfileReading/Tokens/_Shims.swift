// TEMPORARY until the lexicon branch lands: the shapes of its API.
package struct MorphologyError: Error, Sendable {}
package struct Morpheme: Sendable {
    package var surface: String
    package var range: Range<String.Index>
    package var partOfSpeech: String
    package var subclasses: [String]
    package var baseForm: String
    package var isUnknown: Bool
}
package enum JapaneseMorphology {
    package static func morphemes(of text: String) throws(MorphologyError) -> [Morpheme] { throw MorphologyError() }
}
package struct EnglishWord: Sendable {
    package enum WordClass: Sendable { case noun, verb, adjective, adverb }
    package struct Sense: Sendable { package var wordClass: WordClass; package var category: String; package var isInstance: Bool }
    package var lemma: String
    package var senses: [Sense]
}
package enum EnglishLexicon {
    package static func readings(of form: String) -> [EnglishWord] { [] }
}
