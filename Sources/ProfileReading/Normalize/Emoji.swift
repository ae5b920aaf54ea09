import TextBasics

/// Emoji in typed text: pictures people add after a word ("guitar🎸", "coffee ☕️") that a sentence cannot hold.
package enum Emoji {
    /// Whether `character` is an emoji shown as a picture (🎸, ☕️, ❤️), not a digit or symbol that merely may be one.
    package static func isPicture(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, !first.isASCII, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || character.unicodeScalars.count > 1
    }

    /// `text` without its emoji, and without the space an emoji leaves behind.
    package static func removing(from text: String) -> String {
        guard text.contains(where: isPicture) else { return text }
        var result = ""
        for character in text where !isPicture(character) {
            if character == " ", result.last == " " { continue }
            result.append(character)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
