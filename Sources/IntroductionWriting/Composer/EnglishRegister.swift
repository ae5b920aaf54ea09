import ProfileReading

/// A sentence the composer words in the person's voice (a fact a note asked for: "mention that I'm looking for a
/// PhD position") in formal English, which has no contractions. The person's own sentences stay as typed.
enum EnglishRegister {
    static func formal(_ sentence: String) -> String {
        var words = sentence.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices {
            let word = words[index].replacing("’", with: "'")
            let bare = word.lowercased().filter { $0.isLetter || $0 == "'" }
            guard let full = expansions[bare] else { continue }
            let start = word.firstIndex(where: \.isLetter) ?? word.startIndex
            let end = word.lastIndex(where: \.isLetter).map(word.index(after:)) ?? word.endIndex
            var said = full
            if word[start...].first?.isUppercase == true, let first = said.first {
                said = first.uppercased() + said.dropFirst()
            }
            words[index] = String(word[..<start]) + said + String(word[end...])
        }
        return words.joined(separator: " ")
    }

    private static let expansions: [String: String] = [
        "i'm": "I am", "i've": "I have", "i'd": "I would", "i'll": "I will", "we're": "we are", "we've": "we have",
        "we'll": "we will", "it's": "it is", "that's": "that is", "don't": "do not", "doesn't": "does not",
        "didn't": "did not", "can't": "cannot", "won't": "will not", "isn't": "is not", "aren't": "are not",
        "wasn't": "was not", "haven't": "have not", "hasn't": "has not", "couldn't": "could not",
        "wouldn't": "would not", "shouldn't": "should not", "they're": "they are", "you're": "you are",
    ]
}
