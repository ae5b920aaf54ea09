import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// The small readings the fields share: a phrase without its trailing stops, a name's capitals, a long role's head.
extension ProfileFacts {
    /// Interests typed as a sentence of the person's ("I love hiking.", 「登山が好きです」), not a list that ends with a
    /// full stop ("Table Tennis; Kendo; Running Etc.").
    static func isInterestSentence(_ text: String) -> Bool {
        guard ProfileSentences.readsAsSentence(text) else { return false }
        guard Script.language(of: text) == .en else { return !text.contains("、") || text.contains("。") }
        return NoteGrammar.hasSubject(text) && !text.contains(";") && !text.contains("|")
    }

    /// "9 years (manual → automation)" → ("9 years", "(manual → automation)"): a text and the aside in parentheses at
    /// its end; nil without one.
    static func aside(_ text: String) -> (String, String)? {
        guard let last = text.last, last == ")" || last == "）",
            let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }), open != text.startIndex
        else { return nil }
        let body = text[..<open].trimmingCharacters(in: .whitespaces)
        return body.isEmpty ? nil : (body, String(text[open...]))
    }

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

    /// Whether `text` ends in an initial and its full stop ("Hyun-woo C.").
    static func endsInInitial(_ text: String) -> Bool {
        let last = text.split(separator: " ").last ?? ""
        return text.contains(" ") && last.count == 2 && last.last == "." && last.first?.isUppercase == true
    }

    /// The first clause of a long role, at most about 60 characters, cut at a word.
    package static func head(of role: String) -> String {
        guard role.count > 48 else { return role }
        var head = Substring(role)
        for mark in [", ", " — ", " - ", " (", "; ", "、", "（", " / "] {
            if let range = head.firstRange(of: mark), head.distance(from: head.startIndex, to: range.lowerBound) >= 3 {
                head = head[..<range.lowerBound]
            }
        }
        guard head.count > 60 else { return String(head) }
        // "Principal Engineer for Distributed Mobile Platforms" → "Principal Engineer".
        for preposition in [" for ", " at ", " in ", " of ", " with ", " on "] {
            if let range = head.firstRange(of: preposition), head[..<range.lowerBound].split(separator: " ").count >= 2
            {
                head = head[..<range.lowerBound]
            }
        }
        guard head.count > 60 else { return String(head) }
        let cut = head.prefix(60)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)])
    }

    /// In order, the first of each item that differs only in case or width ("Swift", "swift", "ｓｗｉｆｔ").
    package static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.widthFolded.lowercased()).inserted }
    }
}
