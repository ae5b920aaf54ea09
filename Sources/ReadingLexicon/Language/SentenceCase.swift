/// Capitalising the start of an English sentence or item, the one way every writer does it.
package enum SentenceCase {
    /// `text` with its first letter capitalised, unless its first word has a capital inside it ("iOS", "eBay",
    /// "macOS"): such a word is a name, spelled the way its owner spells it, and "IOS engineer" would misspell it.
    package static func capitalizingStart(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        let firstWord = text.prefix { !$0.isWhitespace && $0 != "-" && $0 != "/" }
        guard !firstWord.dropFirst().contains(where: \.isUppercase) else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
