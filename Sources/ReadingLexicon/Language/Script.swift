package import IntroductionCore

/// Which writing system a piece of text is in: enough to tell a Japanese sentence from an English one.
package enum Script {
    package static func isHiragana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) }
    }

    package static func isKatakana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x30A0...0x30FF).contains($0.value) || $0.value == 0x31F0 }
    }

    package static func isKanji(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) || $0.value == 0x3005
        }
    }

    package static func isJapanese(_ character: Character) -> Bool {
        isHiragana(character) || isKatakana(character) || isKanji(character)
    }

    package static func isLatinLetter(_ character: Character) -> Bool {
        character.isLetter && character.unicodeScalars.allSatisfy { $0.value < 0x250 }
    }

    package static func hasKana(_ text: some StringProtocol) -> Bool {
        text.contains { isHiragana($0) || isKatakana($0) }
    }

    package static func hasKanji(_ text: some StringProtocol) -> Bool {
        text.contains(where: isKanji)
    }

    /// The language a sentence or term is written in: Japanese when it has kana, or more kanji than Latin words
    /// ("東京在住", "ICU看護師"); English otherwise ("I'm from 大阪").
    package static func language(of text: some StringProtocol) -> ComposerLanguage {
        if hasKana(text) { return .ja }
        var kanji = 0
        var latinWords = 0
        var inWord = false
        for character in text {
            if isKanji(character) { kanji += 1 }
            let latin = isLatinLetter(character)
            if latin, !inWord { latinWords += 1 }
            inWord = latin
        }
        return kanji > latinWords ? .ja : .en
    }
}
