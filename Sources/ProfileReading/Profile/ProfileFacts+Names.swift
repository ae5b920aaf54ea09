import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// The small readings the fields share: a name without its trailing stops and with its capitals, and what a refusal in
/// the notes matches.
extension ProfileFacts {
    /// A Latin name typed all in lower case ("bob harris") with its capitals ("Bob Harris"); any other name as
    /// typed, since capitals inside one ("McAllister", "van der Berg") are the person's to choose.
    package static func capitalizedName(_ name: String) -> String {
        guard name.contains(where: Script.isLatinLetter), !name.contains(where: \.isUppercase) else { return name }
        return name.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// One printable line without trailing punctuation, or nil when nothing is left.
    package static func phrase(_ raw: String) -> String? {
        var text = ProfileText.printable(raw)
        // "Hyun-woo C.": the full stop of an initial is the name's.
        while let last = text.last, ".。,、，;；:：".contains(last), !Self.endsInInitial(text) {
            text.removeLast()
            text = text.trimmingCharacters(in: .whitespaces)
        }
        return text.isEmpty ? nil : text
    }

    /// The name a person goes by, from a name field that holds more ("Priya Raman (she/her)", 「けんた（山本健太）」,
    /// 「たける@駆け出しエンジニア」, "ゆき🐻‍❄️"), and what else the field held, to be reported; pronouns are read and
    /// left unsaid, as everywhere.
    package static func personName(_ typed: String) -> (name: String?, rest: [String]) {
        var name = ""
        var rest: [String] = []
        var aside = ""
        var depth = 0
        var cut = false
        for character in typed {
            if "(（[【".contains(character) {
                depth += 1
                continue
            }
            if ")）]】".contains(character) {
                depth = max(0, depth - 1)
                if depth == 0, !aside.isEmpty { rest.append(aside); aside = "" }
                continue
            }
            if depth > 0 { aside.append(character); continue }
            // "たける@駆け出しエンジニア", "Ada | she/her": what follows is not the name.
            if !name.isEmpty, "@|｜/／".contains(character) { cut = true }
            if cut { aside.append(character); continue }
            if LatinScanner.isPicture(character) { continue }
            name.append(character)
        }
        if !aside.isEmpty { rest.append(aside) }
        let pronoun = { (text: String) in
            let words = text.lowercased().split(whereSeparator: { "/ ,|@".contains($0) })
            return !words.isEmpty && words.allSatisfy { ["she", "her", "hers", "he", "him", "his", "they", "them", "theirs", "ze", "xe"].contains($0) }
        }
        rest = rest.map { $0.trimmingCharacters(in: ScalarSet(charactersIn: " @|｜/／")) }.filter { !$0.isEmpty && !pronoun($0) }
        return (phrase(name), rest)
    }

    /// Whether `text` ends in an initial and its full stop ("Hyun-woo C.").
    static func endsInInitial(_ text: String) -> Bool {
        let last = text.split(separator: " ").last ?? ""
        return text.contains(" ") && last.count == 2 && last.last == "." && last.first?.isUppercase == true
    }

    /// In order, the first of each item that differs only in case or width ("Swift", "swift", "ｓｗｉｆｔ").
    package static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.widthFolded.lowercased()).inserted }
    }
    /// Whether `text` says how old someone is: a number before 歳 or "years old", or a sentence ending "I'm 52".
    ///
    /// Scanned by hand rather than with a regex: a `Regex` would link the regex parser, nearly a megabyte of text
    /// that every run maps, for three patterns.
    package static func statesAnAge(_ text: String) -> Bool {
        let lower = Array(text.lowercased().replacing("’", with: "'"))
        let isDigit = { (character: Character) in ("0"..."9").contains(character) || ("０"..."９").contains(character) }
        /// Whether a number ends just before `index`, with at most one space between.
        func numberEnds(before index: Int) -> Bool {
            var index = index
            if index > 0, lower[index - 1] == " " { index -= 1 }
            return index > 0 && isDigit(lower[index - 1])
        }
        for index in lower.indices {
            if lower[index] == "歳", numberEnds(before: index) { return true }
            for unit in ["years", "yrs"] where lower[index...].starts(with: unit) && numberEnds(before: index) {
                let after = lower[(index + unit.count)...]
                if after.starts(with: " old") || after.starts(with: "-old") { return true }
            }
        }
        var end = lower.endIndex
        if end > 0, lower[end - 1] == "." { end -= 1 }
        guard end >= 2, lower[(end - 2)..<end].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let head = String(lower[..<(end - 2)])
        guard let lead = ["i'm ", "im ", "i am "].first(where: head.hasSuffix) else { return false }
        let before = head.dropLast(lead.count).last
        return before.map { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? true
    }

    /// Whether `text` holds `term` as a word (English, any case; "age" is not in "manage") or anywhere
    /// (Japanese, which has no spaces).
    package static func mentions(_ text: String, _ term: String) -> Bool {
        let text = text.lowercased()
        let term = term.lowercased()
        guard !term.isEmpty else { return false }
        if Script.hasKana(term) || Script.hasKanji(term) { return text.includes(term) }
        var start = text.startIndex
        while let range = text[start...].firstRange(of: term) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            // Only a Latin letter or digit continues an English word: 「前職はABC商事」 holds "ABC".
            let isWordCharacter = { (character: Character?) in
                character.map { Script.isLatinLetter($0) || ($0.isASCII && $0.isNumber) } ?? false
            }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            start = range.upperBound
        }
        return false
    }

}
