/// "a" or "an", chosen by how the next word is spoken, not how it is spelled.
package enum EnglishArticle {
    /// "an SRE", "a UX researcher", "an X-ray technician", "an hourly consultant", "a university lecturer".
    package static func article(for phrase: String) -> String {
        startsWithVowelSound(phrase) ? "an" : "a"
    }

    /// The phrase with its article: "an iOS engineer"; a phrase with a determiner of its own keeps it ("the front
    /// desk of a hotel", never "a the front desk"), an "a" or "an" typed before it becomes the right one.
    package static func withArticle(_ phrase: String) -> String {
        // "an uni lab", typed so: the article the next word takes ("a uni lab").
        for typed in ["a ", "an "] where phrase.lowercased().hasPrefix(typed) && phrase.count > typed.count {
            let rest = String(phrase.dropFirst(typed.count))
            return article(for: rest) + " " + rest
        }
        return hasDeterminer(phrase) ? phrase : article(for: phrase) + " " + phrase
    }

    /// Whether `phrase` already starts with a determiner ("my own restaurant", "the Netherlands").
    package static func hasDeterminer(_ phrase: String) -> Bool {
        ["a ", "an ", "the ", "my ", "our ", "his ", "her ", "their "].contains { phrase.lowercased().hasPrefix($0) }
    }

    package static func startsWithVowelSound(_ phrase: String) -> Bool {
        let word = phrase.prefix { $0 != " " && $0 != "-" && $0 != "/" && $0 != "," }
        guard let first = word.first else { return false }
        if first.isNumber { return numberStartsWithVowel(word) }
        let letters = word.filter(\.isLetter)
        let lower = word.lowercased()
        // A lone letter or a short acronym is spoken letter by letter: "an X-ray", "an SRE", "a UX designer";
        // a longer word in capitals is read as a word ("a SOFTWARE engineer").
        let spelledOut = letters.count == 1 || ((2...4).contains(letters.count) && letters.allSatisfy(\.isUppercase))
        if spelledOut, !wordAcronyms.contains(lower), let letter = letters.first {
            return "aefhilmnorsx".contains(letter.lowercased())
        }
        if consonantSoundPrefixes.contains(where: { lower.hasPrefix($0) }) { return false }
        if vowelSoundPrefixes.contains(where: { lower.hasPrefix($0) }) { return true }
        return "aeiou".contains(lower.first ?? "b")
    }

    /// "an 8-year-old", "an 11-person team", "an 18th", "a 10x engineer".
    private static func numberStartsWithVowel(_ word: Substring) -> Bool {
        let digits = word.prefix(while: \.isNumber)
        if digits.hasPrefix("8") { return true }
        return (digits.count == 2 || digits.count == 5) && (digits.hasPrefix("11") || digits.hasPrefix("18"))
    }

    /// Acronyms read as words, so their spelling decides: "a NASA engineer", "a SaaS founder".
    private static let wordAcronyms: Set<String> = ["nasa", "unix", "saas", "faang", "json", "yaml", "gif", "lego"]
    /// Vowel letters spoken with a consonant sound: "a user researcher", "a European", "a one-person team".
    private static let consonantSoundPrefixes = [
        "uni", "use", "usu", "uti", "ura", "ure", "uro", "euro", "eu", "ewe", "one", "once", "ubiq", "ukr", "uku",
    ]
    /// Consonant letters that are silent: "an hourly consultant", "an honest", "an heir".
    private static let vowelSoundPrefixes = ["hour", "honest", "honor", "honour", "heir"]
}
