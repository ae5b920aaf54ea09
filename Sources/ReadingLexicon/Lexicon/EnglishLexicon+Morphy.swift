/// WordNet's Morphy: the lemmas an inflected form may come from, by taking off one ending of its word class.
extension EnglishLexicon {
    /// Morphy's detachment rules (morphy(7WN)): an ending and what replaces it, per word class. Adverbs have none.
    static let detachments: [EnglishWord.WordClass: [(ending: String, replacement: String)]] = [
        .noun: [
            ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
            ("ies", "y"),
        ],
        .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
        .adjective: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    ]

    /// The forms `key` may be an inflection of in `wordClass`, by one rule, whether or not they are lemmas: for a
    /// phrase, its last word inflected ("high schools" → "high school") or, for a verb, its first ("looking after" →
    /// "look after"), each also by the exception lists ("took off" → "take off").
    static func detached(_ key: String, _ wordClass: EnglishWord.WordClass) -> [String] {
        var words = key.split(separator: " ").map(String.init)
        guard let last = words.last else { return [] }
        guard words.count > 1 else { return detachedWord(key, wordClass) }
        var forms = detachedWord(last, wordClass).map { words.dropLast().joined(separator: " ") + " " + $0 }
        if wordClass == .verb, let first = words.first {
            words.removeFirst()
            forms += detachedWord(first, wordClass).map { $0 + " " + words.joined(separator: " ") }
        }
        return forms
    }

    /// One word's lemma candidates: its bases in the exception list of `wordClass` when it has any, otherwise every
    /// rule's result ("teaches" → teache, teach, teache; "taught" → teach).
    private static func detachedWord(_ word: String, _ wordClass: EnglishWord.WordClass) -> [String] {
        let irregular = entry(word)?.bases.filter { $0.wordClass == wordClass }.map(\.lemma) ?? []
        guard irregular.isEmpty else { return irregular }
        return (detachments[wordClass] ?? []).compactMap { rule in
            guard word.hasSuffix(rule.ending), word.count > rule.ending.count else { return nil }
            return String(word.dropLast(rule.ending.count)) + rule.replacement
        }
    }
}
