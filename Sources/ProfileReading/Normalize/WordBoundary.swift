/// Finding a phrase as whole words: "rn" in "busy rn" but not in "learning".
enum WordBoundary {
    /// `text` with every case-blind occurrence of `phrase` that stands as whole words replaced by `replacement`.
    static func replacing(_ phrase: String, with replacement: String, in text: String) -> String {
        let characters = Array(text)
        let lower = characters.map { Character($0.lowercased()) }
        let target = Array(phrase.lowercased())
        guard !target.isEmpty, target.count <= characters.count else { return text }
        var result = ""
        var index = 0
        while index < characters.count {
            if index + target.count <= characters.count, Array(lower[index..<index + target.count]) == target,
                index == 0 || !isWordCharacter(characters[index - 1]),
                index + target.count == characters.count || !isWordCharacter(characters[index + target.count])
            {
                result += replacement
                index += target.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// A letter, a digit or a mark that joins a word ("'", "-", "_"), in any script.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "'’-_".contains(character)
    }
}
