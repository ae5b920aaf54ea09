/// Text typed in title case, as prose writes it: "Financial Analyst and Social Media Manager" is a financial analyst
/// and social media manager mid-sentence, "Open Source" open source; names keep their capitals.
package enum TitleCase {
    /// "Financial Analyst and Social Media Manager", "Open Source", "TRAIN TRIPS": a title or a list item typed in title
    /// case or in capitals whose every word is an ordinary English word, in lower case, as prose writes it mid-sentence. Left as typed
    /// when a word is a name ("Python Scripting", "Adobe XD") or an acronym, when it holds anything but Latin words,
    /// and, in a role, from the word that starts the employer on ("at Grab" keeps its capital: it is a name).
    package static func loweringOrdinaryWords(_ text: String, words: WordList, role: Bool) -> String {
        var end = text.endIndex
        if role {
            for starter in [" at ", " for ", " with "] {
                if let range = text.firstRange(of: starter), range.lowerBound < end { end = range.lowerBound }
            }
        }
        let head = text[..<end]
        guard !head.contains(where: { $0.isLetter && !Script.isLatinLetter($0) }) else { return text }
        var runs: [Range<String.Index>] = []
        var start: String.Index?
        for index in head.indices {
            let inWord = Script.isLatinLetter(head[index]) || head[index] == "'" && start != nil
            if inWord, start == nil { start = index }
            if !inWord, let begun = start {
                runs.append(begun..<index)
                start = nil
            }
        }
        if let begun = start { runs.append(begun..<end) }
        var lowered: [Range<String.Index>] = []
        for run in runs {
            let word = head[run]
            let lower = word.lowercased()
            if word == lower, functionWords.contains(lower) || lower == "or" { continue }
            // "Open Source", or shouted, "TRAIN TRIPS" (not "IT", which may be an acronym).
            let titled = word.first?.isUppercase == true && word.dropFirst().allSatisfy { $0.isLowercase || $0 == "'" }
            let shouted = word.count >= 4 && word.allSatisfy { $0.isUppercase || $0 == "'" }
            guard titled || shouted, words.isEnglishWord(lower) || words.isEntry(lower) else { return text }
            // "Illustrator" is a product and a person; in a role it is the person.
            if words.nameSpelling(lower) != nil, !(role && PersonNoun.isPerson(english: lower)) { return text }
            lowered.append(run)
        }
        guard !lowered.isEmpty else { return text }
        var result = ""
        var position = text.startIndex
        for run in lowered {
            result += text[position..<run.lowerBound] + text[run].lowercased()
            position = run.upperBound
        }
        return result + text[position...]
    }

    /// Short words that are words, not acronyms, when typed in capitals.
    package static let functionWords: Set<String> = [
        "a", "an", "the", "of", "and", "for", "in", "at", "to", "on", "by", "my", "me", "we", "our", "is", "am", "are",
        "was", "be", "it", "its", "now", "new", "big", "fan", "all", "but", "not", "so", "too", "can", "do", "i'm",
        "ex", "pro", "lot", "few", "way", "day", "job", "met", "say", "hi", "hey", "yes", "no", "how", "who", "out",
        "off", "get", "got", "had", "has", "one", "two", "six", "ten", "age", "old", "man", "son", "mom", "dad", "art",
        "tea", "run", "ran", "fun", "try", "own", "lab", "law", "war", "car", "bus", "top",
    ]
}
