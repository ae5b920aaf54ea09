/// English plurals as the word list needs them: Japanese has none, so "engineers" is looked up as "engineer", and a
/// Japanese noun said as a generic English one takes its plural (「エンジニアを募集中です」 → "We're hiring engineers").
package enum EnglishPlural {
    /// "engineers" → "engineer", "hobbies" → "hobby", "classes" → "class", "children" → "child"; a word that is no
    /// plural ("business", "news") as it is.
    package static func singular(_ phrase: String) -> String {
        if let irregular = irregular.first(where: { phrase.hasSuffix($0.value) }) {
            return phrase.dropLast(irregular.value.count) + irregular.key
        }
        if phrase.hasSuffix("ies"), phrase.count > 4 { return phrase.dropLast(3) + "y" }
        if ["sses", "ches", "shes", "xes"].contains(where: phrase.hasSuffix) { return String(phrase.dropLast(2)) }
        if phrase.hasSuffix("s"), !phrase.hasSuffix("ss"), !phrase.hasSuffix("news"), phrase.count > 3 {
            return String(phrase.dropLast())
        }
        return phrase
    }

    /// The plural of the phrase's last word: "engineer" → "engineers", "child" → "children", "hospital" →
    /// "hospitals"; a phrase already plural, a mass noun or one ending in a name stays as it is.
    package static func plural(_ phrase: String) -> String {
        let lower = phrase.lowercased()
        if irregular.values.contains(where: lower.hasSuffix) { return phrase }
        if let irregular = irregular.first(where: { lower.hasSuffix($0.key) }) {
            return phrase.dropLast(irregular.key.count) + irregular.value
        }
        // A name ("Tokyo") or a phrase with its determiner ("the gym") is one place, not a kind of them.
        let lastWord = phrase.split(separator: " ").last ?? ""
        guard lastWord.first?.isLowercase == true, !uncountable.contains(where: lower.hasSuffix),
            !["the ", "my ", "our ", "a ", "an "].contains(where: lower.hasPrefix)
        else { return phrase }
        if lower.hasSuffix("s") { return phrase }
        if ["ch", "sh", "x"].contains(where: lower.hasSuffix) { return phrase + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return phrase.dropLast() + "ies"
        }
        return phrase + "s"
    }

    private static let irregular: [String: String] = [
        "grandchild": "grandchildren", "child": "children", "person": "people",
    ]
    /// Nouns said without a plural: "software", "work", "Japanese".
    private static let uncountable = [
        "work", "software", "hardware", "equipment", "information", "advice", "research", "feedback", "staff",
        "development", "management", "support", "food", "music", "data", "ing",
    ]
}
