import FoundationEssentials
import IntroductionCore
import TextBasics

/// What a clause of a note is about, said in the other language: "a small meetup" → 「小さなミートアップ」, 「インドの
/// プネー」 → "Pune, India", "Arabic and French" → 「アラビア語とフランス語」. Every word must be known (the word list's
/// entries and names); otherwise there is no phrase, and the note stays quoted.
package struct NounPhrase: Sendable, Equatable {
    /// The phrase, without its number: "cats", 「猫」.
    package var text: String
    /// How many, when a number was given ("two cats", 「猫を二匹」); the clause says it where its language puts it.
    package var count: Int?
    /// The Japanese counter for `count`: 人 for people, 匹 for pets, つ for things.
    package var counter = "つ"

    /// A phrase, by default without a number.
    package init(text: String, count: Int? = nil, counter: String = "つ") {
        self.text = text
        self.count = count
        self.counter = counter
    }

    /// The phrase with its number before it, as a noun phrase of its own says it: 「2つの病院」.
    package var counted: String {
        count.map { "\($0)\(counter)の" + text } ?? text
    }

    // MARK: - English into Japanese

    /// The English phrase in Japanese, or nil.
    package static func japanese(_ typed: String, words: WordList) -> NounPhrase? {
        var text = typed.trimmingCharacters(in: ScalarSet(charactersIn: " ,."))
        text = withoutDeterminer(text)
        var count: Int?
        if let space = text.firstIndex(of: " "), let number = Numbers.value(text[..<space]), number > 1 {
            count = number
            text = String(text[text.index(after: space)...])
        }
        // "three languages" → 「3か国語」: the counter is the noun.
        if let count, EnglishPlural.singular(text.lowercased()) == "language" { return NounPhrase(text: "\(count)か国語") }
        guard let said = japaneseText(text, words: words) else { return nil }
        let kind = text.split(separator: " ").last.flatMap { words.kind(of: String($0)) }
        return NounPhrase(text: said, count: count, counter: WordList.counter(forKind: kind) ?? "つ")
    }

    private static func japaneseText(_ text: String, words: WordList) -> String? {
        if Address.isAddress(text) { return text }
        if let whole = words.translate(text, to: .ja) { return whole }
        // "140%", "3": a figure is written as typed.
        if text.contains(where: \.isNumber), text.allSatisfy({ $0.isNumber || "%.,".contains($0) }) { return text }
        // "Duolingo", "University of Tasmania": mid-sentence, words in title case are a name, kept as typed, when one of
        // them is no word the list knows ("Arabic and French" is two known words, said in Japanese).
        let capitals = text.split(separator: " ").map(String.init)
        let linking: Set<String> = ["of", "and", "the", "for", "de", "du", "van", "von"]
        if let first = capitals.first?.first, first.isUppercase, capitals.count <= 5, text.allSatisfy(\.isASCII),
            capitals.allSatisfy({ $0.first?.isUppercase == true || linking.contains($0) }),
            capitals.contains(where: {
                $0.first?.isUppercase == true && words.translate($0, to: .ja) == nil && !words.isEnglishWord($0)
            })
        {
            return text
        }
        // "Arabic and French", "warehouse or planning roles", "full-time, unpaid".
        for (joiner, particle) in [(" and ", "と"), (" or ", "や"), (", ", "・")] where text.contains(joiner) {
            let parts = text.replacing(", and ", with: " and ").replacing(", or ", with: " or ")
                .components(separatedBy: joiner).map { withoutDeterminer($0.trimmed) }
            let said = parts.map { japaneseText($0, words: words) }
            guard said.allSatisfy({ $0 != nil }) else { continue }
            return said.compactMap { $0 }.joined(separator: particle)
        }
        // "a cat named Mochi" → 「Mochiという名前の猫」: a name is kept as typed.
        for called in [" named ", " called "] {
            guard let range = text.firstRange(of: called),
                let thing = japaneseText(String(text[..<range.lowerBound]), words: words)
            else { continue }
            let name = String(text[range.upperBound...])
            guard name.first?.isUppercase == true else { return nil }
            return name + "という名前の" + thing
        }
        // "140% of quota" → 「ノルマの140%」, "placements at two hospitals" → 「2つの病院での…」.
        for (preposition, particle) in [(" of ", "の"), (" at ", "での"), (" in ", "の")] {
            guard let range = text.firstRange(of: preposition) else { continue }
            let head = String(text[..<range.lowerBound])
            let whose = String(text[range.upperBound...])
            // "Australia in March": a time, which the clause says as one, not a place (never 「3月のオーストラリア」).
            if words.adverb(preposition.dropFirst() + whose, to: .ja) != nil { return nil }
            if let head = japaneseText(head, words: words), let whose = japanese(whose, words: words) {
                return whose.counted + particle + head
            }
        }
        let lower = text.lowercased()
        // "planning roles" → 「企画の仕事」.
        for work in [" roles", " role", " jobs", " job", " positions", " position", " work"] where lower.hasSuffix(work)
        {
            return japaneseText(String(text.dropLast(work.count)), words: words).map { $0 + "の仕事" }
        }
        return nil
    }

    /// A thing the notes ask to be mentioned, in Japanese: a phrase, and a time after it said before it ("fresh
    /// pasta every morning" → 「毎朝の生パスタ」); nil when a word is unknown.
    package static func japaneseThing(_ typed: String, words: WordList) -> String? {
        if let phrase = japanese(typed, words: words) { return phrase.counted }
        let spaced = typed.split(separator: " ").map(String.init)
        for length in stride(from: min(3, spaced.count - 1), through: 1, by: -1) {
            let time = spaced.suffix(length).joined(separator: " ")
            guard let adverb = words.adverb(time, to: .ja)?.said,
                let thing = japanese(spaced.dropLast(length).joined(separator: " "), words: words)
            else { continue }
            var bare = Substring(adverb)
            if let last = bare.last, "はにも".contains(last) { bare = bare.dropLast() }
            return bare + "の" + thing.counted
        }
        return nil
    }

    private static func withoutDeterminer(_ text: String) -> String {
        var text = text
        for determiner in ["a ", "an ", "the ", "my ", "our ", "some ", "his ", "her ", "their "]
        where text.lowercased().hasPrefix(determiner) && text.count > determiner.count {
            text = String(text.dropFirst(determiner.count))
        }
        return text
    }

    // MARK: - Japanese into English

    /// The Japanese phrase in English, without an article (the clause adds one where it takes it), or nil. Without
    /// `compounding`, every part is a whole term (a place's name is not translated a word at a time).
    package static func english(_ typed: String, words: WordList, compounding: Bool = true) -> NounPhrase? {
        var text = typed.trimmingCharacters(in: ScalarSet(charactersIn: " 、。"))
        var count: Int?
        // 「4人の孫」「3つのアプリ」: a number before the thing.
        if let no = text.firstIndex(of: "の"), let number = counted(String(text[..<no])) {
            count = number
            text = String(text[text.index(after: no)...])
        }
        guard let said = englishText(text, words: words, compounding: compounding) else { return nil }
        return NounPhrase(text: said, count: count)
    }

    private static func englishText(_ text: String, words: WordList, compounding: Bool) -> String? {
        // 「Rustを始めました」: a word in Latin letters is a name already written as English writes it.
        if Address.isAddress(text) || (text.allSatisfy(\.isASCII) && text.contains(where: \.isLetter)) {
            return words.nameSpelling(text) ?? text
        }
        if let whole = words.translate(text, to: .en, compounding: compounding) { return whole }
        // 「病院以外の職場」 → "workplaces other than hospitals".
        if let other = text.firstRange(of: "以外の"),
            let except = words.translate(String(text[..<other.lowerBound]), to: .en, compounding: compounding),
            let thing = englishText(String(text[other.upperBound...]), words: words, compounding: compounding)
        {
            return EnglishPlural.plural(thing) + " other than " + EnglishPlural.plural(except)
        }
        // 「アラビア語とフランス語」「倉庫や企画」: every part known.
        for (joiner, word) in [("と", " and "), ("や", " and "), ("、", ", ")] where text.contains(joiner) {
            let said = text.components(separatedBy: joiner).map {
                words.translate($0, to: .en, compounding: compounding)
            }
            guard said.count >= 2, said.allSatisfy({ $0 != nil }) else { continue }
            return said.compactMap { $0 }.joined(separator: word)
        }
        // 「AのB」, at the last の whose both sides are known.
        var cut = text.endIndex
        while let no = text[..<cut].lastIndex(of: "の") {
            cut = no
            let owner = String(text[..<no])
            let thing = String(text[text.index(after: no)...])
            // 「データ分析の仕事」: work in a field.
            if thing == "仕事", let field = englishText(owner, words: words, compounding: compounding) {
                return field + " work"
            }
            guard !owner.isEmpty, !thing.isEmpty,
                let ownerSaid = englishText(owner, words: words, compounding: compounding),
                let thingSaid = words.translate(thing, to: .en, compounding: compounding)
            else { continue }
            return possessed(thingSaid, of: ownerSaid, thing: thing, owner: owner, words: words)
        }
        return nil
    }

    /// 「AのB」 in English: a place in a region ("Pune, India"), in a language ("media interviews in English"), an
    /// action on something ("launching a payment service"), a role ("the editor-in-chief of the company
    /// newsletter"), work of a field ("data analysis work"), else the two side by side ("company newsletter").
    private static func possessed(
        _ thing: String, of owner: String, thing japaneseThing: String, owner japaneseOwner: String, words: WordList
    ) -> String {
        if words.isRegion(thing), words.isRegion(owner) { return thing + ", " + owner }
        if japaneseOwner.hasSuffix("語") { return thing + " in " + owner }
        if thing.hasSuffix("ing"), !thing.contains(" ") {
            let plain = EnglishArticle.hasDeterminer(owner) || owner.hasSuffix("s")
            return thing + " " + (plain ? owner : EnglishArticle.withArticle(owner))
        }
        if isRole(japanese: japaneseThing) { return "the " + thing + " of the " + owner }
        return words.compoundModifier(owner) + " " + thing
    }

    /// 「4人」「二匹」「3つ」: a number with its counter, or nil.
    private static func counted(_ text: String) -> Int? {
        guard let counter = counters.first(where: { text.hasSuffix($0) }) else { return nil }
        return Numbers.value(text.dropLast(counter.count))
    }

    /// The Japanese counters: people, animals, things.
    package static let counters = ["人", "匹", "頭", "羽", "つ", "個", "冊", "台", "本"]

    /// Whether a Japanese noun names a person by what they do (看護師, 編集長, エンジニア): its ending says so.
    package static func isRole(japanese: String) -> Bool {
        let endings = [
            "師", "士", "者", "家", "員", "手", "官", "医", "長", "生", "担当", "ナー", "ター", "ニア", "ャー", "スト", "マン", "ント",
            "ダー", "コーチ", "シエ", "ーフ", "クト", "ラー", "ック", "スタッフ", "事務",
        ]
        return endings.contains { japanese.hasSuffix($0) }
    }

    /// Whether the phrase is of `kind`, as the clauses name kinds: a word the list gives the kind ("pet", "person",
    /// "day", "month"), a "role" (a person by what they do), a "place" one works or helps at, an "activity" (a word in
    /// -ing), a "region", a "manner" of working ("full-time, unpaid").
    package static func isOf(_ kind: String, english: String, japanese: String, words: WordList) -> Bool {
        // "a cat named Mochi" is a cat.
        var head = english
        for called in [" named ", " called "] {
            if let range = head.firstRange(of: called) { head = String(head[..<range.lowerBound]) }
        }
        let last = head.split(separator: " ").last.map { $0.lowercased() } ?? ""
        switch kind {
        case "role": return isRole(japanese: japanese) || people.contains(EnglishPlural.singular(last))
        case "place": return places.contains(last)
        case "activity": return last.hasSuffix("ing")
        case "region": return words.isRegion(english)
        case "manner":
            let items = english.lowercased().components(separatedBy: ", ")
            return items.allSatisfy { WorkManner.words.contains($0) || ["unpaid", "paid"].contains($0) }
        default: return words.kind(of: last) == kind
        }
    }

    /// English nouns for a person by what they do, whose Japanese does not say so by its ending (パーソナリティ).
    private static let people: Set<String> = [
        "host", "presenter", "editor", "organizer", "organiser", "chair", "captain", "mentor", "coach", "volunteer",
        "ambassador", "representative", "member", "judge", "officer", "leader",
    ]

    /// The last words of places one works, volunteers or helps at.
    private static let places: Set<String> = [
        "cafeteria", "shop", "store", "restaurant", "cafe", "café", "bakery", "library", "clinic", "hospital", "school",
        "farm", "kitchen", "bank", "center", "centre", "classroom", "office", "studio", "salon", "pharmacy", "museum",
        "shelter", "class", "festival", "company", "startup", "factory", "warehouse", "hotel",
    ]
}
