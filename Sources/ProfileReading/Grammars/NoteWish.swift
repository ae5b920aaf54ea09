import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import TextBasics

/// A note sentence that tells the writer what to say or leave out, read as the wish it is.
///
/// "Please mention I mentor juniors." asks for a fact, so the fact is said, in the person's voice ("I mentor
/// juniors."); "Please don't mention my age (52)." asks for something to be absent, so every field, item and note
/// that holds it is left out, and the request with it. Neither is ever written as it was typed. Other requests
/// (styles, formats, instructions) are ``ProfileSentences/isRequest(_:)``'s and are dropped.
package enum NoteWish: Sendable, Equatable {
    /// A fact to say, already a sentence in the person's voice.
    case mention(String)
    /// Words that must appear nowhere: "age", "52".
    case avoid([String])

    /// The wish in `sentence` (one ended note sentence), or nil when it is not one.
    package static func read(_ sentence: String) -> NoteWish? {
        Script.language(of: sentence) == .ja ? readJapanese(sentence) : readEnglish(sentence)
    }

    // MARK: - English

    private static func readEnglish(_ sentence: String) -> NoteWish? {
        var text = sentence.trimmingCharacters(in: ScalarSet(charactersIn: " .!"))
            .replacing("’", with: "'")
        var lower: String { text.lowercased() }
        var stripped = true
        while stripped {
            stripped = false
            for lead in leads where lower.hasPrefix(lead + " ") {
                text = text.dropFirst(lead.count + 1).trimmingCharacters(in: ScalarSet(charactersIn: " ,"))
                stripped = true
            }
        }
        for verb in refusals where lower.hasPrefix(verb + " ") {
            let object = String(text.dropFirst(verb.count + 1))
            // "don't mention my kids moved to Tokyo in january": a run-on, where what to leave out ends is a guess;
            // the sentence is reported as a request not carried out.
            // "that I failed my first year" is one thing, said as a clause.
            // "my age on-call survivor": past three words, what to leave out ends somewhere unknown.
            var thing = object.lowercased()
            for lead in ["anything about ", "about ", "my ", "the ", "any "] where thing.hasPrefix(lead) {
                thing = String(thing.dropFirst(lead.count))
            }
            let before = thing.split(separator: ",").first ?? ""
            guard before.split(separator: " ").count <= 3 || thing.hasPrefix("that ") else { return nil }
            let terms = avoidedTerms(object)
            return terms.isEmpty ? nil : .avoid(terms)
        }
        for ending in [" private", " out of it", " out"] where lower.hasPrefix("keep ") && lower.hasSuffix(ending) {
            let terms = avoidedTerms(String(text.dropFirst(5).dropLast(ending.count)))
            return terms.isEmpty ? nil : .avoid(terms)
        }
        // "Hit 140% of quota last year, mention it."
        for tail in [", mention it", ", please mention it", " - mention it", " — mention it", ", mention that"]
        where lower.hasSuffix(tail) && text.count > tail.count {
            return said(String(text.dropLast(tail.count))).map(NoteWish.mention)
        }
        for verb in mentions where lower.hasPrefix(verb + " ") {
            return said(String(text.dropFirst(verb.count + 1))).map(NoteWish.mention)
        }
        for ending in [" is worth mentioning", " are worth mentioning", " is worth a mention", " deserves a mention"]
        where lower.hasSuffix(ending) {
            return said(String(text.dropLast(ending.count))).map(NoteWish.mention)
        }
        for lead in ["it's worth mentioning that ", "it is worth mentioning that ", "worth mentioning: "]
        where lower.hasPrefix(lead) {
            return said(String(text.dropFirst(lead.count))).map(NoteWish.mention)
        }
        return nil
    }

    /// What the writer is asked to say, as the person's own sentence: "that I mentor juniors" → "I mentor
    /// juniors."; a fragment gets its subject ("mentoring juniors" → "I'm involved in mentoring juniors."); a thing
    /// rather than a clause is introduced as one ("Something worth knowing about me: the office radio show.").
    private static func said(_ object: String) -> String? {
        var text = object.trimmingCharacters(in: ScalarSet(charactersIn: " ,:"))
        for lead in ["that ", "the fact that "] where text.lowercased().hasPrefix(lead) {
            text = String(text.dropFirst(lead.count))
        }
        guard !text.isEmpty else { return nil }
        let first = text.lowercased().split(separator: " ").first.map(String.init) ?? ""
        let lowerWords = Set(text.lowercased().split(separator: " ").map(String.init))
        let hasVerb = !lowerWords.isDisjoint(with: Self.commonVerbs)
        if ["i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've"].contains(first)
            || (["my", "our"].contains(first) && hasVerb)
        {
            return ProfileSentences.ended(text)
        }
        if let found = whereToFind(text) { return found }
        if let fixed = NoteFragment.withSubject(text) { return ProfileSentences.ended(fixed) }
        if first.hasSuffix("ing"), first.count > 4 { return ProfileSentences.ended("I am involved in " + text) }
        let thing = ["my", "our", "the", "a", "an"].contains(first) ? first + text.dropFirst(first.count) : text
        return ProfileSentences.ended(thingLead + thing)
    }

    /// "my portfolio rinaw.design", "my blog at carlos.dev", "our podcast: x.fm" → "You can find my portfolio at
    /// rinaw.design.": a thing of the person's and where it is; nil without an address at the end.
    private static func whereToFind(_ text: String) -> String? {
        var words = text.split(separator: " ").map(String.init)
        guard let address = words.last, Address.isAddress(address), words.count >= 3,
            ["my", "our"].contains(words[0].lowercased())
        else { return nil }
        words.removeLast()
        while let last = words.last?.lowercased(),
            ["at", "on", "is", "here", "-", "–"].contains(last) || last.hasSuffix(":")
        {
            if last.hasSuffix(":"), last.count > 1 {
                words[words.count - 1] = String(words[words.count - 1].dropLast())
                break
            }
            words.removeLast()
        }
        let thing = words.dropFirst().joined(separator: " ")
        guard (1...3).contains(words.count - 1), ListGrammar.isItem(thing) else { return nil }
        return "You can find \(words[0].lowercased()) \(thing) at \(address)."
    }

    /// How a thing rather than a clause is said in English; Japanese has its own frame (the material's
    /// `thingFrame`), which `mentionedThing(_:)` lets the writer use.
    package static let thingLead = "Something worth knowing about me: "

    /// The thing in a sentence `said(_:)` introduced as one: "Something worth knowing about me: Fresh pasta every
    /// morning." → "Fresh pasta every morning".
    package static func mentionedThing(_ sentence: String) -> String? {
        guard sentence.hasPrefix(thingLead) else { return nil }
        let thing = sentence.dropFirst(thingLead.count).trimmingCharacters(in: ScalarSet(charactersIn: " ."))
        return thing.isEmpty ? nil : thing
    }

    /// What a refusal holds besides the thing it names, across a comma ("don't mention my kids, relocated to Korea in
    /// October" → "relocated to Korea in October"; 「大阪公立大学で法学専攻でした、年齢は書かないで」 → the first clause):
    /// a reason or another thought, which the writer never says, so it is reported; nil for any other sentence.
    package static func refusalAside(_ sentence: String) -> String? {
        guard case .avoid = read(sentence) else { return nil }
        let aside: String
        if Script.language(of: sentence) == .ja {
            // 「大阪公立大学で法学専攻でした, 年齢は書かないでください」: the thought comes before the refusal.
            guard let comma = japaneseClauseEnd(sentence) else { return nil }
            aside = String(sentence[..<comma]).trimmingCharacters(in: .whitespaces) + "。"
        } else {
            guard let comma = sentence.firstIndex(of: ",") else { return nil }
            aside = sentence[sentence.index(after: comma)...].trimmingCharacters(in: ScalarSet(charactersIn: " .!"))
        }
        return aside.contains(where: \.isLetter) ? aside : nil
    }

    /// The last comma of `text` when what comes before it ends as a sentence does (「…専攻でした、」「…しています、」),
    /// nil when there is none or it only separates things (「社名、年齢」).
    private static func japaneseClauseEnd(_ text: String) -> String.Index? {
        guard let comma = text.lastIndex(where: { $0 == "、" || $0 == "," }) else { return nil }
        let before = text[..<comma].trimmingCharacters(in: .whitespaces)
        // 「今年はspring bootを始めたい」「勉強中」: a wish, a plan, a thing under way end a thought too.
        let endings = ["です", "でした", "ます", "ました", "ません", "た", "だ", "だった", "ている", "てる", "る", "たい", "予定", "中"]
        return endings.contains(where: before.hasSuffix) ? comma : nil
    }

    /// The words to keep out: "my age (52)" → ["age", "52"]; "where I live" → ["where I live"].
    private static func avoidedTerms(_ object: String) -> [String] {
        var text = object.trimmingCharacters(in: ScalarSet(charactersIn: " ,:"))
        // "Contoso, left on bad terms": what follows the comma is why, and goes with the request.
        if let comma = text.firstIndex(of: ","), comma != text.startIndex { text = String(text[..<comma]) }
        var terms: [String] = []
        while let open = text.firstIndex(where: { $0 == "(" || $0 == "（" }),
            let close = text[open...].firstIndex(where: { $0 == ")" || $0 == "）" })
        {
            let inside = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            if !inside.isEmpty { terms.append(inside) }
            text.removeSubrange(open...close)
        }
        text = text.trimmingCharacters(in: .whitespaces)
        for article in ["my ", "the ", "that ", "about ", "anything about ", "any "]
        where text.lowercased().hasPrefix(article) {
            text = String(text.dropFirst(article.count))
        }
        for tail in [" at all", " please", " anywhere", " in it"] where text.lowercased().hasSuffix(tail) {
            text = String(text.dropLast(tail.count))
        }
        // "my hospital's name", 「ABC商事の名前」: the name is what the thing is called, so the thing is what goes.
        for tail in ["'s name", "’s name", " name", "の名前", "の社名", "の名"]
        where text.lowercased().hasSuffix(tail) && text.count > tail.count {
            text = String(text.dropLast(tail.count))
            break
        }
        text = text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { terms.insert(text, at: 0) }
        return terms
    }

    private static let commonVerbs: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "do", "does", "did", "can", "will", "makes", "keeps",
    ]
    /// The request leads, plus the ones only a wish to mention starts with ("make sure to mention…").
    private static let leads =
        ProfileSentences.englishRequestLeads + ["but", "make sure to", "be sure to", "remember to"]
    private static let mentions = [
        "mention", "include", "add that", "say that", "note that", "highlight that", "highlight", "emphasize that",
        "emphasise that", "point out that", "let them know that", "tell them that", "tell people that",
        "be honest that", "be upfront that", "be clear that", "make it clear that", "make clear that",
    ]
    private static let refusals = [
        "don't mention", "do not mention", "dont mention", "never mention", "don't include", "do not include",
        "don't say", "do not say", "don't talk about", "do not talk about", "don't bring up", "do not bring up",
        "leave out", "omit", "no need to mention", "avoid mentioning", "don't reveal", "do not reveal",
        "don't share", "do not share", "skip mentioning",
    ]

    // MARK: - Japanese

    private static func readJapanese(_ sentence: String) -> NoteWish? {
        // 「…も載せて.」: a Japanese sentence typed with an English full stop ends there all the same.
        let body = sentence.trimmingCharacters(in: ScalarSet(charactersIn: "。．.！!？? 　"))
        for ending in japaneseRefusals where body.hasSuffix(ending) && body.count > ending.count {
            var object = String(body.dropLast(ending.count))
            // 「大阪公立大学で法学専攻でした, 年齢は書かないでください」: after a clause, what to leave out follows the
            // comma (「社名、年齢は書かないで」 leaves out both).
            if let comma = japaneseClauseEnd(object) {
                object = String(object[object.index(after: comma)...]).trimmingCharacters(in: .whitespaces)
            }
            for particle in ["については", "のことは", "について", "には", "は", "に", "を", "も"] where object.hasSuffix(particle) {
                object = String(object.dropLast(particle.count))
                break
            }
            return object.isEmpty ? nil : .avoid(avoidedTerms(object))
        }
        for ending in japaneseMentions where body.hasSuffix(ending) && body.count > ending.count {
            var object = String(body.dropLast(ending.count))
            for particle in ["についても", "について", "にも", "も", "を", "に"] where object.hasSuffix(particle) {
                object = String(object.dropLast(particle.count))
                break
            }
            return object.isEmpty ? nil : .mention(japaneseSaid(object))
        }
        return nil
    }

    /// 「社内ラジオのパーソナリティもしていること」 → 「社内ラジオのパーソナリティもしています。」, 「ヒンディー語も話せ
    /// ること」 → 「ヒンディー語も話せます。」: a nominalised clause becomes its polite sentence; a plain noun
    /// (「教師時代の経験」) is a thing to mention, which each language says in its own frame (``mentionedThing(_:)``).
    private static func japaneseSaid(_ object: String) -> String {
        let endings: [(String, String)] = [
            ("していること", "しています"), ("していたこと", "していました"),
            ("してきたこと", "してきました"), ("したこと", "しました"), ("できること", "できます"), ("であること", "です"),
            ("があること", "があります"), ("がいること", "がいます"), ("いること", "います"), ("なこと", "です"),
            ("ていること", "ています"), ("ていたこと", "ていました"), ("たこと", "ました"),
        ]
        for (plain, polite) in endings where object.hasSuffix(plain) {
            return String(object.dropLast(plain.count)) + polite + "。"
        }
        if object.hasSuffix("こと"), !object.hasSuffix("のこと"),
            let polite = JapaneseRegister.convert(String(object.dropLast(2)) + "。", to: .polite),
            polite.dropLast().hasSuffix("ます") || polite.dropLast().hasSuffix("です")
        {
            return polite
        }
        var noun = object
        if noun.hasSuffix("のこと") { noun = String(noun.dropLast(3)) }
        if noun.hasSuffix("こと") { noun = String(noun.dropLast(2)) }
        return thingLead + noun + "."
    }

    private static let japaneseMentions = [
        "触れてください", "触れて下さい", "触れてほしいです", "触れてほしい", "入れてください", "入れて下さい", "入れてほしいです",
        "入れてほしい", "紹介してください", "アピールしてください", "載せてください", "加えてください",
        "触れておいてください", "言及してください", "盛り込んでください", "載せてほしいです", "載せてほしい",
        // The plain requests people type in a note to themselves: 「ポートフォリオも載せて」.
        "載せて", "入れて", "触れて", "加えて",
    ]
    private static let japaneseRefusals = [
        "触れないでください", "触れないで下さい", "触れないでほしいです", "触れないでほしい", "触れないで", "書かないでください",
        "書かないで", "入れないでください", "入れないで", "伏せてください", "伏せて", "出さないでください", "言わないでください",
        "載せないでください", "秘密にしてください", "省いてください", "内緒にしてください",
    ]
}
