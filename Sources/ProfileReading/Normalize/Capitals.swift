/// Text typed in capitals ("SENIOR IOS ENGINEER", "LOVE HIKING!!"): shouting, read in normal case, keeping the
/// capitals of names and acronyms.
enum Capitals {
    /// Whether `text` is typed in capitals: at least four Latin letters, none lower case, and a word of four or more
    /// letters (so "UI/UX" or "SRE, QA" is not shouting).
    static func isShouting(_ text: String) -> Bool {
        let letters = text.filter(Script.isLatinLetter)
        guard letters.count >= 4, letters.allSatisfy(\.isUppercase) else { return false }
        return text.split(whereSeparator: { !Script.isLatinLetter($0) }).contains { $0.count >= 4 }
    }

    /// A word of a shouted text in normal case: a name in its usual spelling ("IOS" → "iOS"), a short word that is not
    /// an ordinary one kept as an acronym ("SRE", "QA"), anything else in lower case.
    static func normalCase(_ word: String, words: WordList) -> String {
        let letters = word.filter(\.isLetter)
        guard !letters.isEmpty, letters.allSatisfy(\.isUppercase) else { return word }
        if let name = words.nameSpelling(word) { return name }
        if word == "I" { return word }
        if letters.count <= 3, !functionWords.contains(letters.lowercased()) { return word }
        return word.lowercased()
    }

    /// Short words that are words, not acronyms, when typed in capitals.
    private static let functionWords: Set<String> = [
        "a", "an", "the", "of", "and", "for", "in", "at", "to", "on", "by", "my", "me", "we", "our", "is", "am", "are",
        "was", "be", "it", "its", "now", "new", "big", "fan", "all", "but", "not", "so", "too", "can", "do", "i'm",
        "ex", "pro", "lot", "few", "way", "day", "job", "met", "say", "hi", "hey", "yes", "no", "how", "who", "out",
        "off", "get", "got", "had", "has", "one", "two", "six", "ten", "age", "old", "man", "son", "mom", "dad", "art",
        "tea", "run", "ran", "fun", "try", "own", "lab", "law", "war", "car", "bus", "top",
    ]
}
