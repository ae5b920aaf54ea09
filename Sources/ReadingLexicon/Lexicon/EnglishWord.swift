/// An English lemma with the senses WordNet gives it: what a word form may be ("building" is the noun building and
/// the verb build).
///
/// Only the senses of the word classes the form was read in are kept: "building" read as a form of build has build's
/// verb senses, not its noun "physique".
package struct EnglishWord: Sendable, Equatable {
    /// The lemma in lower case, words separated by one space ("teach", "high school", "tacoma").
    package var lemma: String
    /// Its senses, the most frequent word class first and WordNet's order within it.
    package var senses: [Sense]

    package init(lemma: String, senses: [Sense]) {
        self.lemma = lemma
        self.senses = senses
    }

    /// WordNet's four word classes (an adjective satellite is an adjective).
    package enum WordClass: Sendable, Equatable {
        case noun, verb, adjective, adverb
    }

    /// One sense, as far as the reading needs it: its class and its lexicographer file.
    package struct Sense: Sendable, Equatable {
        package var wordClass: WordClass
        /// The lexicographer file, WordNet's coarse category of the sense: "noun.person", "noun.location",
        /// "noun.act", "verb.creation", "adj.all".
        package var category: String
        /// Whether the noun sense is an instance, not a kind: a proper noun (Tacoma is an instance of city; "city" is
        /// a kind of municipality).
        package var isInstance: Bool

        package init(wordClass: WordClass, category: String, isInstance: Bool = false) {
            self.wordClass = wordClass
            self.category = category
            self.isInstance = isInstance
        }

        /// The sense a code of the generated file stands for ("18" a noun.person, "15i" an instance noun.location), or
        /// nil for a code that is not one.
        init?(code: Substring) {
            let isInstance = code.hasSuffix("i")
            guard let number = Int(isInstance ? code.dropLast() : code), Self.categories.indices.contains(number) else {
                return nil
            }
            category = Self.categories[number]
            wordClass =
                switch number {
                case 0, 1, 44: .adjective
                case 2: .adverb
                case 3...28: .noun
                default: .verb
                }
            self.isInstance = isInstance
        }

        /// WordNet's lexicographer files by number (lexnames(5WN)).
        static let categories = [
            "adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal", "noun.artifact", "noun.attribute",
            "noun.body", "noun.cognition", "noun.communication", "noun.event", "noun.feeling", "noun.food",
            "noun.group",
            "noun.location", "noun.motive", "noun.object", "noun.person", "noun.phenomenon", "noun.plant",
            "noun.possession", "noun.process", "noun.quantity", "noun.relation", "noun.shape", "noun.state",
            "noun.substance", "noun.time", "verb.body", "verb.change", "verb.cognition", "verb.communication",
            "verb.competition", "verb.consumption", "verb.contact", "verb.creation", "verb.emotion", "verb.motion",
            "verb.perception", "verb.possession", "verb.social", "verb.stative", "verb.weather", "adj.ppl",
        ]
    }

    /// Whether the lemma has a noun sense here.
    package var isNoun: Bool { senses.contains { $0.wordClass == .noun } }
    /// Whether the lemma has a verb sense here.
    package var isVerb: Bool { senses.contains { $0.wordClass == .verb } }
    /// Whether the lemma has an adjective sense here.
    package var isAdjective: Bool { senses.contains { $0.wordClass == .adjective } }
    /// Whether the lemma has an adverb sense here.
    package var isAdverb: Bool { senses.contains { $0.wordClass == .adverb } }

    /// The first noun sense, the noun's most frequent meaning.
    package var firstNounSense: Sense? { senses.first { $0.wordClass == .noun } }
}
