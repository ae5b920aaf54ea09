import Foundation
/// Typing habits as transforms of a piece of text. Each works character by character (a capital is decided by the
/// character before it), so a fragment transformed alone reads exactly as it does inside its transformed field, and a
/// fact's fragment stays a piece of the field it was typed in.
package enum HurriedTyping {
    package static func lower(_ text: String) -> String { text.lowercased() }

    package static func upper(_ text: String) -> String { text.uppercased() }

    /// Every word's first letter in capitals ("product designer @ fintech" → "Product Designer @ Fintech").
    package static func capitals(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        for character in text {
            let startsWord = !(previous.isLetter || previous.isNumber || previous == "'" || previous == "’")
            result += startsWord && character.isLowercase ? character.uppercased() : String(character)
            previous = character
        }
        return result
    }

    /// ASCII letters and digits as a Japanese input method types them in full width ("react" → "ｒｅａｃｔ").
    package static func fullWidth(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    let value = scalar.value
                    let isAlphanumeric =
                        (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
                        || (0x61...0x7A).contains(value)
                    return isAlphanumeric ? Unicode.Scalar(value + 0xFEE0)! : scalar
                }))
    }

    /// Katakana in half width, as old systems and some phones type it (「フロントエンド」 → 「ﾌﾛﾝﾄｴﾝﾄﾞ」).
    package static func halfWidthKana(_ text: String) -> String {
        var result = ""
        for character in text {
            result += halfWidth[character] ?? String(character)
        }
        return result
    }

    private static let halfWidth: [Character: String] = {
        let full = Array("ァアィイゥウェエォオカキクケコサシスセソタチッツテトナニヌネノハヒフヘホマミムメモャヤュユョヨラリルレロワヲンー・")
        let half = Array("ｧｱｨｲｩｳｪｴｫｵｶｷｸｹｺｻｼｽｾｿﾀﾁｯﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓｬﾔｭﾕｮﾖﾗﾘﾙﾚﾛﾜｦﾝｰ･")
        var table: [Character: String] = [:]
        for (index, character) in full.enumerated() { table[character] = String(half[index]) }
        let voiced = Array("ガギグゲゴザジズゼゾダヂヅデドバビブベボ")
        let voicedBase = Array("ｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎ")
        for (index, character) in voiced.enumerated() { table[character] = String(voicedBase[index]) + "ﾞ" }
        for (index, character) in Array("パピプペポ").enumerated() {
            table[character] = String(Array("ﾊﾋﾌﾍﾎ")[index]) + "ﾟ"
        }
        table["ヴ"] = "ｳﾞ"
        return table
    }()

    /// English words a person in a hurry shortens, whole words only, keeping a leading capital.
    static let shortenings: [String: [String]] = [
        "engineer": ["eng", "engr"], "developer": ["dev"], "management": ["mgmt"], "manager": ["mgr"],
        "with": ["w/"], "without": ["w/o"], "and": ["&"], "before": ["b4"], "please": ["pls", "plz"],
        "experience": ["exp"], "previously": ["prev."], "approximately": ["approx"],
        "years": ["yrs"], "year": ["yr"], "months": ["mos"], "development": ["dev"], "engineering": ["eng"],
        "production": ["prod"], "university": ["uni"], "because": ["bc", "cuz"], "information": ["info"],
    ]

    /// `text` with the words a hurried person shortens shortened, each with probability `percent`.
    static func shortened(_ text: String, percent: Int, _ random: inout HurriedRandom) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices {
            let word = words[index]
            guard let short = shortenings[word.lowercased()], random.chance(percent) else { continue }
            var chosen = random.pick(short)
            if word.first?.isUppercase == true { chosen = chosen.prefix(1).uppercased() + chosen.dropFirst() }
            words[index] = chosen
        }
        return words.joined(separator: " ")
    }

    static let emoji = ["🦀", "☕", "📷", "🏔️", "🎮", "🐱", "🍜", "🎸", "🌱", "✨", "🔥", "💻", "🏃", "📚", "🍺", "🙏"]
}
