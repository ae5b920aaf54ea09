import FoundationEssentials
import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

/// Where the person works, as each language says it: a name as typed, a description translated, a Japanese name
/// English cannot spell left out.
extension FactWording {
    /// Where the person works, in `language`: a name as typed ("Shopee", 「山本製作所」); a description translated and,
    /// in English, with its article ("a fintech startup"); nil when a description cannot be said.
    static func said(
        employer: ProfileFacts.Employer, words: WordList, language: ComposerLanguage, titleCase: Bool = false
    ) -> String? {
        // "カフェ・ルポ in singapore" → 「シンガポールのカフェ・ルポ」, "Café Repo in Singapore": where it is, said where
        // each language puts it.
        if let range = employer.text.firstRange(of: " in "),
            let region = words.translate(String(employer.text[range.upperBound...]), to: .en)
                ?? words.nameSpelling(String(employer.text[range.upperBound...]))
                ?? Optional(String(employer.text[range.upperBound...])),
            words.isRegion(region)
        {
            // A place that cannot be said is not said in a region either.
            guard
                let place = said(
                    employer: ProfileFacts.Employer(String(employer.text[..<range.lowerBound])), words: words,
                    language: language, titleCase: titleCase)
            else { return nil }
            let there =
                language == .en ? words.capitalizingNames(in: region) : words.translate(region, to: .ja) ?? region
            let saysBoth =
                language == .en
                ? !(place + there).contains(where: Script.isJapanese) : Script.hasKana(there) || Script.hasKanji(there)
            guard saysBoth else { return nil }
            return language == .en ? place + " in " + there : there + "の" + place
        }
        // "Senior Merchandiser @ Airline": an ordinary word with a title case capital is an airline.
        // "Japanese Teacher At Wise": a word that is no kind of workplace is the company's name.
        let ordinary =
            titleCase && !employer.text.contains(" ") && words.isEnglishWord(employer.text)
            && isWorkplace(employer.text.lowercased(), words: words)
        let text = ordinary ? employer.text.lowercased() : employer.text
        let typedIn = Script.language(of: text)
        // "Shopee", 「山本製作所」; "A Pharmaceuticals Company" typed in title case is no name, but a description.
        // "SRE at Grab": one word with a capital after "at" is a company, whatever else the word means; so is "wise"
        // typed in lower case when it is no kind of workplace the list knows; and 「カフェ・ルポ」, a name in katakana.
        let oneCapitalizedWord = !ordinary && isCompany(text, words: words)
        if typedIn == .ja, text.contains("・"), words.wholeTerm(text, to: .en) == nil {
            return language == .ja ? text : nil
        }
        if employer.isName && (typedIn == .ja || isName(text, words: words)) || oneCapitalizedWord {
            // 「商社」「新聞社」 end like a company's name but are kinds of company: a common noun in English.
            if language == .en, typedIn == .ja, let kind = words.wholeTerm(text, to: .en),
                kind.first?.isLowercase == true
            {
                return EnglishArticle.withArticle(kind)
            }
            // 「株式会社ミナトデジタル」 has no English spelling the composer could know.
            return language == .en && text.contains(where: Script.isJapanese) ? nil : text
        }
        if language == .en, typedIn == .ja, holdsName(text, words: words) { return nil }
        var said = words.translate(text, to: language, compounding: false) ?? (typedIn == language ? text : nil)
        // "LEGO in Melbourne" → 「メルボルンのLEGO」, 「大阪の病院」 → "a hospital in Osaka".
        if said == nil {
            said =
                language == .ja
                ? NounPhrase.japanese(text, words: words).map(\.counted)
                : NounPhrase.english(text, words: words, compounding: false)?.text
        }
        guard var said else { return nil }
        // "Logistics Company" typed in title case is a logistics company (a name returned above keeps its capitals).
        if language == .en { said = TitleCase.loweringOrdinaryWords(said, words: words, role: false) }
        // An English phrase kept whole is no Japanese.
        if language == .ja, !Script.hasKana(said), !Script.hasKanji(said), !isName(said, words: words) { return nil }
        guard language == .en else { return said }
        return EnglishArticle.withArticle(EnglishArticle.hasDeterminer(said) ? said : words.capitalizingNames(in: said))
    }

    /// Whether a Japanese kind of organization is named by words before it the word list does not know: 「青葉会計事務所」
    /// is the Aoba accounting office, not a "fresh leaves accounting firm" (the dictionary's 青葉); 「外資系企業」「大阪の病院」
    /// and 「会計事務所」 are described.
    private static func holdsName(_ text: String, words: WordList) -> Bool {
        guard !text.contains("の"), words.entry(text, to: .en) == nil,
            let ending = ProfileFacts.Employer.kindEnding(of: text)
        else { return false }
        var head = String(text.dropLast(ending.count))
        // 「青葉会計」: the field before the ending is described; what is left before it is the name.
        while !head.isEmpty,
            let known = head.indices.first(where: { words.entry(String(head[$0...]), to: .en) != nil })
        {
            head = String(head[..<known])
        }
        let known = { (part: String) in
            words.entry(part, to: .en) != nil || words.translate(part, to: .en).map(words.isRegion) == true
        }
        return !head.isEmpty && !known(head)
    }

    /// Whether `text` is one Latin word that names a company rather than a kind of workplace: "Grab", "Wise", "wise";
    /// not "winery", "Startup".
    static func isCompany(_ text: String, words: WordList) -> Bool {
        !text.isEmpty && !text.contains(" ") && text.allSatisfy(\.isASCII) && text.contains(where: \.isLetter)
            && !isWorkplace(text.lowercased(), words: words)
    }

    /// Whether one English word names a kind of workplace ("winery", "publisher", "startup"), not a company typed in
    /// lower case ("wise"): the word list knows it, or the dictionary says it with a word that ends like a workplace
    /// (出版社, 旅館) or a loanword (ワイナリー).
    private static func isWorkplace(_ word: String, words: WordList) -> Bool {
        if words.entry(word, to: .ja) != nil { return true }
        guard let japanese = words.wholeTerm(word, to: .ja) else { return false }
        let endings = ["社", "所", "店", "院", "館", "場", "園", "局", "庁", "省", "校", "塾", "室", "会", "団", "房", "屋"]
        return endings.contains { japanese.hasSuffix($0) } || japanese.allSatisfy { Script.isKatakana($0) }
    }
}
