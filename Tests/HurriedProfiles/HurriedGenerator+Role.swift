import Foundation
import IntroductionCore
/// The role field: a title, a field, a status, or a title with its employer, former role or tool in one of the shapes
/// people type ("X @ Y", "ex-X → Y", 「YのX」, a sentence…).
extension HurriedGenerator.Draft {
    /// `term` as typed in `language`, stating a fact of `term` (a name is also kept as a name).
    mutating func term(_ term: HurriedTerm, _ language: HurriedLanguage, into text: inout HurriedText) {
        var typed = term.typed(language)
        if language == .en, !term.isName { typed = shorten(typed) }
        if term.isName { names.append(typed) }
        // "SRE" is the same word in both languages: typed in either, it is in neither.
        let neutral = term.isName || term.en.contains(typed) && term.ja.contains(typed)
        text.fact(typed, HurriedFact(term, .role), neutral ? nil : language)
    }

    /// A title, sometimes with a seniority word before it ("sr. data eng", 「シニアデータエンジニア」).
    mutating func title(_ role: HurriedTerm, _ language: HurriedLanguage, into text: inout HurriedText) {
        if [.tech, .design, .business].contains(role.family), random.chance(20) {
            let seniority = random.pick(HurriedVocabulary.seniorities)
            text.plain(seniority.typed(language) + (language == .en ? " " : ""), language)
        }
        term(role, language, into: &text)
    }

    /// An employer: a kind ("a fintech startup", 「地方銀行」) or a name ("Shopee", 「山本製作所」).
    mutating func employer(_ language: HurriedLanguage, into text: inout HurriedText, article: Bool = true) {
        let employer = person.employer
        if language == .en, !employer.isName, article, random.chance(50) {
            text.plain(employer.en[0].first.map { "aeiou".contains($0) } == true ? "an " : "a ", .en)
        }
        term(employer, language, into: &text)
    }

    mutating func roleField() -> HurriedText {
        var text = HurriedText()
        let language = language()
        let role = person.role
        if let status = person.status {
            shapes.insert(.roleStatus)
            term(status, language, into: &text)
            text.isClean = true
            if random.chance(30) {
                text.isClean = false
                text.plain(language == .en ? " (ex-" : "（元", language)
                term(person.previous, language, into: &text)
                text.plain(language == .en ? ")" : "）")
            } else if language == .en, random.chance(15) {
                text.isClean = false
                text.plain(random.pick([" lol", " haha", "!!", " 🙃"]))
            }
            return text
        }
        let shape: HurriedShape = random.weighted([
            (.rolePlain, 18), (.roleAtSign, 12), (.roleAtWord, 8), (.roleExArrow, 10), (.roleParen, 8),
            (.roleSlash, 7), (.roleJapaneseNo, language == .ja ? 12 : 0), (.roleJapaneseParen, language == .ja ? 8 : 0),
            (.roleSentence, 9), (.roleField, 6), (.roleIndustry, 5),
        ])
        shapes.insert(shape)
        switch shape {
        case .roleAtSign:
            title(role, language, into: &text)
            text.plain(random.pick([" @ ", " @", "@", " @ "]))
            employer(language, into: &text, article: false)
        case .roleAtWord:
            title(role, language, into: &text)
            text.plain(" at ", .en)
            let articles = text.text
            employer(language, into: &text)
            // "designer at a fintech startup", "designer at Shopee", "SRE at Grab": an English phrase; "at fintech
            // startup" is not.
            text.isClean =
                !text.languages.contains(.ja)
                && (person.employer.isName || text.text.hasPrefix(articles + "a ")
                    || text.text.hasPrefix(articles + "an "))
        case .roleExArrow:
            if language == .en {
                text.plain(random.pick(["ex-", "ex ", "prev. ", "former "]), .en)
            } else {
                text.plain(random.pick(["元", "ex-", "前職 "]))
            }
            term(person.previous, language, into: &text)
            text.plain(random.pick([" → ", "→", " -> ", "->", " > ", ", now "]))
            title(role, language.chance(&random, mixes: person.mixes), into: &text)
        case .roleParen:
            title(role, language, into: &text)
            text.plain(language == .en ? random.pick([" (", "("]) : random.pick(["（", " ("]))
            if random.chance(60), let tool = person.skills.first(where: \.isName) {
                term(tool, language, into: &text)
            } else {
                employer(language, into: &text, article: false)
            }
            text.plain(language == .en ? ")" : random.pick(["）", ")"]))
        case .roleSlash:
            title(role, language, into: &text)
            text.plain(separator(random.pick([" / ", "/", "／"])))
            var second = random.pick(HurriedVocabulary.roles(person.family))
            if second == role { second = person.previous }
            term(second, language.chance(&random, mixes: person.mixes), into: &text)
        case .roleJapaneseNo:
            employer(.ja, into: &text)
            let particle = random.pick(["の", "の ", " の", "の"])
            text.isClean = particle == "の"
            text.plain(particle, .ja)
            title(role, language, into: &text)
        case .roleJapaneseParen:
            title(role, .ja, into: &text)
            text.plain("（")
            if let tool = person.skills.first(where: \.isName) {
                term(tool, .ja, into: &text)
            } else {
                term(person.place, .ja, into: &text)
            }
            text.plain("）")
        case .roleSentence:
            roleSentence(language, into: &text)
        case .roleField:
            let field = random.pick(
                HurriedVocabulary.fieldRoles.filter { $0.family == person.family }.nonEmpty
                    ?? HurriedVocabulary.fieldRoles)
            term(field, language, into: &text)
        case .roleIndustry:
            let industry = random.pick(HurriedVocabulary.industries)
            if language == .en {
                title(role, .en, into: &text)
                text.plain(" in ", .en)
                term(industry, .en, into: &text)
                text.isClean = true
            } else {
                term(industry, .ja, into: &text)
                let joiner = random.pick(["業界の", "系の", "業界 "])
                text.plain(joiner, .ja)
                title(role, .ja, into: &text)
                // 「教育業界のジュニア社労士」 is a Japanese noun phrase a text may hold as typed; 「業界 」 is hurried.
                text.isClean = joiner.hasSuffix("の")
            }
        default:
            if language == .en, random.chance(10) { text.plain(random.pick(["a ", "an "]), .en) }
            title(role, language, into: &text)
            text.isClean = true
        }
        return text
    }

    /// A role typed as a sentence: "i'm a nurse at a clinic in sendai", 「大阪の病院で看護師をしています」.
    mutating func roleSentence(_ language: HurriedLanguage, into text: inout HurriedText) {
        if language == .en {
            switch random.below(3) {
            case 0:
                let opener = random.pick(["i'm", "I'm", "im", "I am"])
                let article = articledTitle(into: &text, after: opener + " ")
                text.plain(" at ", .en)
                let atEmployer = text.text
                employer(.en, into: &text)
                text.plain(" in ", .en)
                term(person.place, .en, into: &text)
                // "I'm a nurse at a clinic in Sendai" is a sentence a text may hold whole; "im a" is not.
                text.isClean =
                    opener != "im" && article
                    && (person.employer.isName || text.text.dropFirst(atEmployer.count).hasPrefix("a"))
            case 1:
                text.isClean = articledTitle(
                    into: &text, after: random.pick(["currently working as ", "working as ", "currently "]))
            default:
                text.plain(random.pick(["i do ", "doing "]), .en)
                let field = HurriedVocabulary.fieldRoles.first { $0.family == person.family } ?? person.role
                term(field, .en, into: &text)
                text.plain(random.pick([" stuff at ", " things at ", " work at "]), .en)
                employer(.en, into: &text)
            }
        } else {
            let ending: String
            if random.chance(50) {
                term(person.place, .ja, into: &text)
                text.plain("の", .ja)
                employer(.ja, into: &text)
                text.plain("で", .ja)
                title(person.role, .ja, into: &text)
                ending = random.pick(["をしています", "やってます", "として働いてます"])
            } else {
                employer(.ja, into: &text)
                text.plain("で", .ja)
                title(person.role, .ja, into: &text)
                ending = random.pick(["やってます", "してます！", "をしております"])
            }
            text.plain(ending, .ja)
            // 「大阪の病院で看護師をしています」 is Japanese a text may hold whole; 「やってます」 and 「してます！」 are not.
            text.isClean = ending == "をしています" || ending == "をしております"
        }
    }

    /// `opener`, an article and the title (with a seniority word sometimes); true when the article is the right one
    /// ("an illustrator"), as a person in a hurry does not always type it ("a illustrator").
    mutating func articledTitle(into text: inout HurriedText, after opener: String) -> Bool {
        var title = HurriedText()
        self.title(person.role, .en, into: &title)
        let vowel = title.text.first.map { "aeiouAEIOU".contains($0) } ?? false
        let right = vowel ? "an " : "a "
        let article = random.chance(80) ? right : "a "
        text.plain(opener + article, .en)
        text.append(title)
        return article == right
    }
}

extension HurriedLanguage {
    /// For a person who mixes languages, sometimes the other language; otherwise this one.
    func chance(_ random: inout HurriedRandom, mixes: Bool) -> HurriedLanguage {
        mixes && random.chance(50) ? other : self
    }
}

extension Array {
    /// The array, or nil when it is empty.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
