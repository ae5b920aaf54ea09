// TEMPORARY until the lexicon branch lands: the shapes of its API.
package struct EnglishWord: Sendable {
    package enum WordClass: Sendable { case noun, verb, adjective, adverb }
    package struct Sense: Sendable { package var wordClass: WordClass; package var category: String; package var isInstance: Bool }
    package var lemma: String
    package var senses: [Sense]
}
package enum EnglishLexicon {
    package static func readings(of form: String) -> [EnglishWord] { [] }
}
