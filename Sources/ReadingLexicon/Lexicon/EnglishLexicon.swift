internal import CWordNetData

/// English words and their classes from Princeton's WordNet 3.0 (`make lexicon`): 147,000 lemmas and 5,900 irregular
/// forms, so a word the hand-written list lacks still has a class ("roofer" is a person, "Tacoma" a city).
///
/// The file (`Resources/lexicon/lexicon-wordnet.txt`, compiled in by `CWordNetData`) is binary-searched where it lies,
/// like the EDICT dictionary: nothing is parsed at start, a lookup reads about 17 lines and allocates only its answer,
/// and any thread may look up at any time. A form is taken back to its lemmas as WordNet's Morphy does: the exception
/// lists first (taught → teach, children → child), otherwise the form itself and one detachment of an ending per word
/// class (teaches → teach, designers → designer, building → build).
package enum EnglishLexicon {
    /// The lemmas `form` may be a form of, with their senses in the classes it was read in: "building" → the noun
    /// building and the verb build; "taught" → teach; "Tacoma" → tacoma (an instance of city). The form itself first
    /// when it is a lemma, then the others, nouns' before verbs', adjectives' and adverbs'. Case and runs of white space
    /// do not matter; empty for a form WordNet does not know.
    package static func readings(of form: String) -> [EnglishWord] {
        let key = normalized(form)
        guard !key.isEmpty else { return [] }
        // Each lemma reached, with the classes it was reached in and whether only by taking an ending off.
        var reached: [(lemma: String, classes: [EnglishWord.WordClass: Bool])] = []
        func reach(_ lemma: String, _ wordClass: EnglishWord.WordClass, inflected: Bool) {
            if let index = reached.firstIndex(where: { $0.lemma == lemma }) {
                reached[index].classes[wordClass] = (reached[index].classes[wordClass] ?? true) && inflected
            } else {
                reached.append((lemma, [wordClass: inflected]))
            }
        }
        let own = entry(key)
        for wordClass in [EnglishWord.WordClass.noun, .verb, .adjective, .adverb] {
            let irregular = own?.bases.filter { $0.wordClass == wordClass }.map(\.lemma) ?? []
            let candidates =
                irregular.isEmpty
                ? [(key, false)] + detached(key, wordClass).map { ($0, true) }
                : [(key, false)] + irregular.map { ($0, false) }
            for (candidate, inflected) in candidates
            where entry(candidate)?.senses.contains(where: { $0.wordClass == wordClass }) == true {
                reach(candidate, wordClass, inflected: inflected)
            }
        }
        let words = reached.compactMap { lemma, classes in
            let senses = (entry(lemma)?.senses ?? []).filter { sense in
                // A proper noun is not inflected: Teach (Blackbeard) is no reading of "teaches".
                guard let inflected = classes[sense.wordClass] else { return false }
                return !(inflected && sense.isInstance)
            }
            return senses.isEmpty ? nil : EnglishWord(lemma: lemma, senses: senses)
        }
        return words.filter { $0.lemma == key } + words.filter { $0.lemma != key }
    }

    /// Whether `word` names a kind of person, an occupation or a role ("designers", "nurse", "roofer", "maintainer",
    /// "founder"): a reading whose first noun sense is a noun.person, or, for a lemma that is mainly a noun and has an
    /// agent's ending, whose second is (WordNet's first "founder" is a horse's disease); never an instance (Einstein is
    /// a person, not a kind of one), nor a word whose person sense is a rare one ("cat", "model", "better" one who
    /// bets). A word WordNet lacks is a person by an agent's ending: "-ist" or "-ista" ("barista"), or "-er"/"-or"
    /// after a verb WordNet knows.
    package static func isPerson(_ word: String) -> Bool {
        func isKind(_ sense: EnglishWord.Sense) -> Bool { sense.category == "noun.person" && !sense.isInstance }
        let found = readings(of: word)
        guard found.isEmpty else {
            return found.contains { reading in
                let nouns = reading.senses.filter { $0.wordClass == .noun }
                return nouns.first.map(isKind) == true
                    || (reading.senses.first?.wordClass == .noun
                        && agentEndings.contains(where: reading.lemma.hasSuffix)
                        && nouns.prefix(2).contains(where: isKind))
            }
        }
        let key = normalized(word)
        guard !key.contains(" ") else { return false }
        return ([key] + detached(key, .noun)).contains(where: isAgentByEnding)
    }

    /// Whether a word WordNet lacks is a person by its ending: "-ist" or "-ista", or "-er"/"-or" after a verb WordNet
    /// has ("streamer" is in WordNet, "podcaster" is not, but the verb podcast is).
    private static func isAgentByEnding(_ word: String) -> Bool {
        guard word.count > 4 else { return false }
        if word.hasSuffix("ist") || word.hasSuffix("ista") { return true }
        guard let ending = ["er", "or"].first(where: word.hasSuffix) else { return false }
        let stem = String(word.dropLast(ending.count))
        let stems = [stem, stem + "e"] + (stem.last == stem.dropLast().last ? [String(stem.dropLast())] : [])
        return stems.contains { entry($0)?.senses.contains { $0.wordClass == .verb } == true }
    }

    /// The endings English makes a person with: "founder", "editor", "pianist", "librarian", "assistant", "student",
    /// "engineer", "trainee".
    private static let agentEndings = ["er", "or", "ist", "ian", "ant", "ent", "eer", "ee"]

    /// Whether `word` names a place as a proper noun, an instance of noun.location ("Tacoma", "Portland", "Osaka"):
    /// its first noun sense is one, or, typed with a capital, any of its noun senses is ("Turkey" the country, where
    /// "turkey" is first the bird). Only the word as written: a place has no plural.
    package static func isPlace(_ word: String) -> Bool {
        let key = normalized(word)
        guard let nouns = entry(key)?.senses.filter({ $0.wordClass == .noun }), let first = nouns.first else {
            return false
        }
        func isLocation(_ sense: EnglishWord.Sense) -> Bool { sense.isInstance && sense.category == "noun.location" }
        return isLocation(first) || (word.first?.isUppercase == true && nouns.contains(where: isLocation))
    }

    /// Whether `words` together are one lemma of several words ("high school", "boot camp", "high schools"), not words
    /// put side by side ("product manager" is not one in WordNet 3.0).
    package static func isPhrase(_ words: [String]) -> Bool {
        guard words.count > 1 else { return false }
        return readings(of: words.joined(separator: " ")).contains { $0.lemma.contains(" ") }
    }

    /// The generated file's bytes, as compiled in (the tests compare them with the file in the repository).
    static var bytes: UnsafeRawBufferPointer {
        let file = cwordnet_words()
        return UnsafeRawBufferPointer(start: file.bytes, count: file.count)
    }

    /// A line of the file: the key's senses and, for an irregular form, its bases.
    struct Entry {
        var senses: [EnglishWord.Sense]
        var bases: [(wordClass: EnglishWord.WordClass, lemma: String)]
    }

    /// The line whose key is `key` (normalized), or nil.
    static func entry(_ key: String) -> Entry? {
        guard let value = SortedLines(bytes).value(for: key.utf8) else { return nil }
        let parts = value.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let senses = parts[0].split(separator: ",").compactMap(EnglishWord.Sense.init(code:))
        let bases = (parts.count > 1 ? parts[1].split(separator: ",") : []).compactMap {
            base -> (EnglishWord.WordClass, String)? in
            let wordClass: EnglishWord.WordClass? =
                switch base.first {
                case "n": .noun
                case "v": .verb
                case "a": .adjective
                case "r": .adverb
                default: nil
                }
            return wordClass.map { ($0, String(base.dropFirst())) }
        }
        return Entry(senses: senses, bases: bases)
    }

    /// `form` as the file's keys are written: lower case, "_" and runs of white space as one space, no space at
    /// either end.
    static func normalized(_ form: String) -> String {
        form.lowercased().split { $0 == " " || $0 == "_" || $0.isWhitespace }.joined(separator: " ")
    }
}
