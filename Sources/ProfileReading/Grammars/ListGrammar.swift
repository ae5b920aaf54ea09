import FoundationEssentials
import IntroductionCore
package import ReadingLexicon
import TextBasics

/// A list field read into its items: skills and interests as people type them, "figma, user research/prototyping",
/// 「登山・コーヒー」, "design and research | UX writing", each item a noun phrase the writer can list.
///
/// Items are split at commas, semicolons, bars and line breaks, at 「・」 between two words, at a slash between words
/// the word list knows ("camping/coffee"; "CI/CD" stays), and at "and", 「と」, 「や」; a known term that holds such a
/// word stays whole ("R&D", "research and development"). An item that is a clause rather than a thing ("I'm good
/// with people", 「人と話すのが好きです」) or too long to be one term is not read: it is reported, never listed.
package enum ListGrammar {
    /// The items of `text` (normalized) and the parts that are not items.
    package static func items(_ text: String, words: WordList) -> (items: [String], unread: [String]) {
        var items: [String] = []
        var unread: [String] = []
        let pieces = text.split(whereSeparator: { ",、，;；|｜\n".contains($0) })
            .flatMap { dotted(String($0).trimmed, words: words) }
        for piece in pieces where !piece.isEmpty {
            for item in splitConjunctions(piece, words: words) {
                let item = withoutHedges(item.trimmingCharacters(in: ScalarSet(charactersIn: " .。!！")))
                guard !item.isEmpty, !tails.contains(item.lowercased()) else { continue }
                var (placed, aside) = placed(item, words: words)
                if let aside { unread.append(aside) }
                placed = TitleCase.loweringOrdinaryWords(placed, words: words, role: false)
                if isItem(placed) { items.append(placed) } else { unread.append(placed) }
            }
        }
        return (items, unread)
    }

    /// "big fan of yoga these days" → "yoga", 「最近はクロスワード」 → 「クロスワード」, "Mystery Novels Etc." → "Mystery
    /// Novels": the thing without the words people wrap around it (how much they like it, since when, "and so on").
    static func withoutHedges(_ item: String) -> String {
        var text = item
        var changed = true
        while changed {
            changed = false
            let lower = text.lowercased()
            for lead in leads where lower.hasPrefix(lead) && text.count > lead.count {
                text = String(text.dropFirst(lead.count)).trimmingCharacters(in: .whitespaces)
                changed = true
                break
            }
            let lowered = text.lowercased()
            for tail in trailing where lowered.hasSuffix(tail) && text.count > tail.count {
                text = String(text.dropLast(tail.count)).trimmingCharacters(in: ScalarSet(charactersIn: " ,.、"))
                changed = true
                break
            }
        }
        return text
    }

    /// Words before a thing that say how much one likes it.
    private static let leads = [
        "big fan of ", "huge fan of ", "a big fan of ", "fan of ", "really into ", "super into ", "very into ", "into ",
        "obsessed with ", "addicted to ", "love ", "loves ", "i love ", "mostly ", "mainly ", "lots of ", "a lot of ",
        "some ", "occasional ", "最近は", "最近", "主に", "たまに", "時々", "ときどき",
    ]
    /// Words after a thing that say since when or "and so on".
    private static let trailing = [
        " these days", " lately", " recently", " atm", " at the moment", " right now", " now", " etc.", " etc",
        " and more", " and stuff", " n stuff", " and so on", " and such", "など", "とか", "にハマり中", "にハマってます",
        "にはまってます", "にハマっています", "が好き", "が大好き",
    ]
    /// Items that are only "and so on".
    private static let tails: Set<String> = ["etc", "etc.", "more", "and more", "など", "とか", "other", "others", "misc"]

    /// "cosplay (Matsuyama)", 「バドミントン（松山）」: a place in parentheses is where the thing is done, said in the
    /// item's language ("cosplay in Matsuyama", 「松山でのバドミントン」). Anything else in parentheses, or a place the
    /// word list cannot say in the item's language, is an aside: the item is listed, the aside returned as unread.
    static func placed(_ item: String, words: WordList) -> (item: String, aside: String?) {
        guard let open = item.firstIndex(where: { $0 == "(" || $0 == "（" }), item.last == ")" || item.last == "）" else {
            return (item, nil)
        }
        let thing = String(item[..<open]).trimmed
        let inside = String(item[item.index(after: open)..<item.index(before: item.endIndex)]).trimmed
        guard !thing.isEmpty, !inside.isEmpty else { return (item, nil) }
        let language = Script.language(of: thing)
        let place = Script.language(of: inside) == language ? inside : words.translate(inside, to: language)
        guard let place, words.isRegion(language == .en ? place : words.translate(place, to: .en) ?? "") else {
            return (thing, inside)
        }
        return (language == .en ? "\(thing) in \(place)" : "\(place)での\(thing)", nil)
    }

    /// Whether `item` reads as one thing to list: not a clause, not a sentence, at most ten words.
    static func isItem(_ item: String) -> Bool {
        if Script.language(of: item) == .ja {
            let endings = ["ます", "です", "ました", "でした", "たい", "ない", "ている", "てる", "だ", "よ", "ね"]
            return !endings.contains { item.hasSuffix($0) } && item.count <= 30
        }
        let words = item.lowercased().split(separator: " ").map(String.init)
        guard words.count <= 10 else { return false }
        let clauseWords: Set<String> = [
            "i", "i'm", "im", "i've", "my", "me", "is", "am", "are", "was", "were", "can", "will", "have", "has", "we",
            "you", "it's", "that", "which", "who", "very", "really", "sometimes", "pretty", "kinda",
        ]
        if words.contains(where: clauseWords.contains) { return false }
        // "good with people", "great at Excel": a quality, not a thing.
        if let first = words.first, ["good", "great", "decent", "bad", "ok", "okay", "fine", "best"].contains(first),
            words.count > 1
        {
            return false
        }
        return true
    }

    /// 「登山・コーヒー」 → two items; 「グラフィック・デザイナー」 (one word written with a dot) stays whole.
    private static func dotted(_ piece: String, words: WordList) -> [String] {
        guard piece.contains("・") else { return [piece] }
        let joined = piece.replacing("・", with: "")
        if words.entry(joined, to: .en) != nil || words.entry(piece, to: .en) != nil { return [piece] }
        let parts = piece.split(separator: "・").map { String($0).trimmed }
        // 「犬・ヨガ」: one kanji is a word too; one kana is not (「グラフィック・デザイナー」 stays whole above).
        return parts.allSatisfy({ $0.count >= 2 || $0.allSatisfy(Script.isKanji) }) ? parts : [piece]
    }

    /// Splits an item at list-joining words: "design and research" → ["design", "research"], 「登山とコーヒー」 →
    /// ["登山", "コーヒー"]; a known term that holds such a word ("R&D") stays whole.
    package static func splitConjunctions(_ item: String, words: WordList) -> [String] {
        // "bouldering / 猫": a slash between spaced words lists them; "CI/CD" and "UI/UX" stay one term.
        let slashed = item.components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
        if slashed.count > 1 { return slashed.flatMap { splitConjunctions($0, words: words) } }
        // "camping/coffee", 「盆栽/美術館/ SUP」: a slash lists, spaced or not; "UI/UX", "CI/CD", "TCP/IP", "A/B" (acronyms
        // or letters on every side) and a known term stay one item.
        var sides: [String] = []
        for side in item.split(separator: "/", omittingEmptySubsequences: false).map({
            $0.trimmingCharacters(in: .whitespaces)
        }) {
            // 「データベース設計/a/bテスト」「クラウド移行 and A/Bテスト」: a letter before a slash ("a/b", "A/B testing") is
            // part of the next side.
            if let last = sides.last, let letter = last.split(separator: " ").last, letter.count == 1,
                letter.first?.isASCII == true, letter.first?.isLetter == true
            {
                sides[sides.count - 1] = last + "/" + side
            } else {
                sides.append(side)
            }
        }
        let acronym = { (side: String) in side.count <= 4 && side.allSatisfy { $0.isUppercase || $0.isNumber } }
        // 「猫/ヨガ」: one kanji is a word too.
        let isWord = { (side: String) in
            side.count >= 2 && side.contains(where: { $0.isLetter })
                || side.count == 1 && side.allSatisfy(Script.isKanji)
        }
        if sides.count > 1, !words.isEntry(item), !sides.allSatisfy(acronym), sides.allSatisfy(isWord) {
            return sides.flatMap { splitConjunctions($0, words: words) }
        }
        // "R&D", "research and development": a known term that holds "and" stays whole; in mixed scripts ("水彩画 and
        // ジャズ") the English joiner splits first.
        let mixed =
            (Script.hasKana(item) || Script.hasKanji(item)) && item.contains(where: { $0.isASCII && $0.isLetter })
        if !mixed, words.translate(item, to: .ja) != nil || words.translate(item, to: .en) != nil { return [item] }
        var parts = Script.language(of: item) == .ja ? splitJapanese(item) : [item]
        for joiner in [" and ", " & ", " plus ", " as well as "] {
            parts = parts.flatMap { part in
                part.components(separatedBy: joiner).map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        parts = parts.map { $0.hasPrefix("and ") ? String($0.dropFirst(4)) : $0 }
        return parts.filter { !$0.isEmpty }
    }

    /// At と, や, 及び or および between two words (not inside a word written in hiragana: おとぎ話).
    private static func splitJapanese(_ item: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(
            item.replacing("および", with: "と").replacing("及び", with: "と"))
        for (index, character) in characters.enumerated() {
            if character == "と" || character == "や", !current.isEmpty, index + 1 < characters.count {
                let before = characters[index - 1]
                let after = characters[index + 1]
                if !Script.isHiragana(before) || !Script.isHiragana(after) {
                    parts.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

}
