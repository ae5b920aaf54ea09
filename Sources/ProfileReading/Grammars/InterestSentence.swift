import IntroductionCore
import ReadingLexicon

/// Interests typed as a sentence that only names them: "I love hiking.", "I'm into jazz and board games",
/// 「登山とコーヒーが好きです」. In the sentence's own language it is kept as typed; in the other language it is
/// a list, so its words can be translated instead of the whole sentence being quoted.
package enum InterestSentence {
    /// The interests the sentence names, or nil when it says more than that.
    package static func items(_ sentence: String) -> [String]? {
        var body = Substring(sentence.trimmed)
        while let last = body.last, ".!。！".contains(last) { body = body.dropLast() }
        let named: Substring?
        if Script.language(of: String(body)) == .ja {
            named = japanese(body)
        } else {
            named = english(body)
        }
        guard let named else { return nil }
        let items = ProfileText.items(String(named).replacing(" and ", with: ", "))
        return items.isEmpty ? nil : items
    }

    private static func english(_ body: Substring) -> Substring? {
        let lower = body.lowercased()
        for lead in [
            "i love ", "i like ", "i enjoy ", "i'm into ", "i am into ", "i’m into ", "i really love ",
            "i really like ", "i really enjoy ", "my hobbies are ", "my hobby is ", "my interests are ",
        ] where lower.hasPrefix(lead) {
            let rest = body.dropFirst(lead.count)
            // "I love that my team…" is a sentence about something else.
            guard !rest.isEmpty, !rest.lowercased().hasPrefix("that "), !rest.lowercased().hasPrefix("to ") else {
                return nil
            }
            return rest
        }
        return nil
    }

    /// 「Xが好きです」「Xが趣味です」「趣味はXです」, with X only names (no verb, no topic of its own).
    private static func japanese(_ body: Substring) -> Substring? {
        var named: Substring?
        for tail in ["が好きです", "が大好きです", "が趣味です", "が好き", "が趣味"] where body.hasSuffix(tail) {
            named = body.dropLast(tail.count)
            break
        }
        if named == nil, body.hasPrefix("趣味は"), body.hasSuffix("です") {
            named = body.dropFirst(3).dropLast(2)
        }
        guard let named, !named.isEmpty else { return nil }
        let joiners: Set<Character> = ["と", "や"]
        guard !named.contains(where: { Script.isHiragana($0) && !joiners.contains($0) }) else { return nil }
        return Substring(named.map { joiners.contains($0) ? "、" : String($0) }.joined())
    }
}
