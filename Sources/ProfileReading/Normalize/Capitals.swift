import ReadingLexicon

/// Text typed in capitals ("SENIOR IOS ENGINEER", "LOVE HIKING!!"): shouting, read in normal case, keeping the
/// capitals of names and acronyms.
enum Capitals {
    /// Whether `text` is typed in capitals: at least four Latin letters, none lower case, two words or more and one of
    /// four letters or more (so "UI/UX", "SRE, QA" or "COBOL" is not shouting).
    static func isShouting(_ text: String) -> Bool {
        let letters = text.filter(Script.isLatinLetter)
        guard letters.count >= 4, letters.allSatisfy(\.isUppercase) else { return false }
        // One word in capitals is a name or an acronym ("COBOL", "NASA"); two or more are shouting.
        let words = text.split(whereSeparator: { !Script.isLatinLetter($0) })
        return words.contains { $0.count >= 4 } && words.count >= 2
    }

    /// The words of `words` that stand in a run of three or more typed in capitals ("OPEN TO FREELANCE WORK" inside
    /// a line otherwise in lower case), one of them four letters or more: shouting, whatever the rest of the line.
    static func shoutedRuns(_ words: [String]) -> Set<String> {
        var shouted = Set<String>()
        var run: [String] = []
        func close() {
            if run.count >= 3, run.contains(where: { $0.filter(Script.isLatinLetter).count >= 4 }) {
                shouted.formUnion(run)
            }
            run.removeAll()
        }
        for word in words {
            let letters = word.filter(Script.isLatinLetter)
            if !letters.isEmpty, letters.allSatisfy(\.isUppercase), word.allSatisfy({ $0.isASCII }) {
                run.append(word)
            } else {
                close()
            }
        }
        close()
        return shouted
    }

    /// Whether `text` is typed in title case ("Doing This For 21 Years Now", "Sommelier In Legal Tech"): three words
    /// or more, every word of letters starting with a capital and going on in lower case.
    static func isTitleCase(_ text: String) -> Bool {
        // Latin words only: 「東和電機」 in "I'm A Doctor At 東和電機 In Taiwan" has no case.
        let words = text.split(separator: " ").filter { $0.first.map(Script.isLatinLetter) == true }
        guard words.count >= 3 else { return false }
        return words.allSatisfy { word in
            word.first?.isUppercase == true && word.dropFirst().allSatisfy { !$0.isLetter || $0.isLowercase }
        }
    }

    /// A word of a title-cased text in normal case: a name the list knows in its spelling, an ordinary word or a
    /// function word in lower case, any other word (a name the list does not know) as typed.
    static func lowerTitleCase(_ word: String, words: WordList) -> String {
        if let name = words.nameSpelling(word) { return name }
        let lower = word.lowercased()
        if TitleCase.functionWords.contains(lower) || titleWords.contains(lower) || words.isEntry(lower) {
            return lower
        }
        return word
    }

    /// "In", "At", "Of" in a title-cased title: "Sommelier in Legal Tech".
    static func lowerFunctionWord(_ word: String) -> String {
        TitleCase.functionWords.contains(word.lowercased()) ? word.lowercased() : word
    }

    /// Ordinary words the word list may not hold, lowered in a title-cased text.
    private static let titleWords: Set<String> = [
        "doing", "this", "these", "years", "year", "months", "now", "since", "with", "about", "over", "been", "working",
        "work", "before", "after", "then", "currently", "love", "like", "into", "from", "just", "still", "also", "very",
        "really", "tech", "company", "startup", "studio", "agency", "team", "firm", "office", "city", "shop", "store",
    ]

    /// A word of a shouted text in normal case: a name in its usual spelling ("IOS" → "iOS"), a short word that is not
    /// an ordinary one kept as an acronym ("SRE", "QA"), anything else in lower case.
    static func normalCase(_ word: String, words: WordList) -> String {
        let letters = word.filter(\.isLetter)
        guard !letters.isEmpty, letters.allSatisfy(\.isUppercase) else { return word }
        if let name = words.nameSpelling(word) { return name }
        if word == "I" { return word }
        if letters.count <= 3, !TitleCase.functionWords.contains(letters.lowercased()) { return word }
        return word.lowercased()
    }
}
