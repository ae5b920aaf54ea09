import ProfileReading
import IntroductionCore

/// Cuts a finished text into the pieces a stream delivers, so offline text arrives the way
/// model output does.
///
/// English arrives word by word, each word with the whitespace after it; Japanese in runs of
/// one to four characters (the size follows from the seed). Joined, the pieces are the text.
enum TextPieces {
    static func split(_ text: String, language: ComposerLanguage, seed: UInt64) -> [String] {
        switch language {
        case .en: words(text)
        case .ja: runs(text, seed: seed)
        }
    }

    private static func words(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if !character.isWhitespace, let last = current.last, last.isWhitespace {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    private static func runs(_ text: String, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
        var pieces: [String] = []
        var rest = text[...]
        while !rest.isEmpty {
            let size = Int(generator.next() % 4) + 1
            pieces.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return pieces
    }
}
