import Foundation
import IntroductionCore
/// The notes: run-on fragments, facts, plans, wishes, requests, refusals, jokes, ALL CAPS, emoji and mixed scripts.
extension HurriedGenerator.Draft {
    static let months = [
        ("january", "1月"), ("february", "2月"), ("march", "3月"), ("april", "4月"), ("may", "5月"), ("june", "6月"),
        ("july", "7月"), ("august", "8月"), ("september", "9月"), ("october", "10月"), ("november", "11月"),
        ("december", "12月"),
    ]

    mutating func notesField() -> HurriedText {
        var text = HurriedText()
        let count = random.weighted([(1, 35), (2, 35), (3, 20), (4, 10)])
        let kinds: [(HurriedShape, Int)] = [
            (.noteMove, 9), (.noteBased, 6), (.notePlan, 8), (.noteWishPortfolio, 7), (.noteWishMentor, 6),
            (.noteRefusal, 6), (.noteRequest, 8), (.noteJoke, 8), (.noteDM, 5), (.noteBefore, 5), (.noteCaps, 5),
            (.noteEmoji, 5), (.noteJapaneseFact, 7), (.noteSchool, 6), (.noteProduct, 5), (.noteMixedScript, 6),
        ]
        var endsWithStop = false
        for index in 0..<count {
            let kind = random.weighted(kinds)
            shapes.insert(kind)
            let language = kind == .noteJapaneseFact ? .ja : self.language()
            var item = note(kind, language)
            if kind == .noteCaps {
                item = item.mapped(HurriedTyping.upper)
                shapes.insert(.typingCaps)
            }
            if index > 0 {
                text.plain(
                    endsWithStop
                        ? random.pick([" ", "\n", " "])
                        : separator(random.pick([". ", ", ", " ", "\n", " / ", " - ", "。", " "])))
            }
            text.append(item)
            let stop = stop(language, emphatic: kind == .noteCaps || kind == .noteJoke)
            text.plain(stop)
            endsWithStop = !stop.isEmpty
        }
        if !endsWithStop { shapes.insert(.noteNoStop) }
        return text
    }

    /// One note of `kind`, in `language` where it has one.
    mutating func note(_ kind: HurriedShape, _ language: HurriedLanguage) -> HurriedText {
        var text = HurriedText()
        let en = language == .en
        func say(_ phrase: String) { text.plain(en ? shorten(phrase) : phrase, language) }
        switch kind {
        case .noteMove:
            let month = random.pick(Self.months)
            let monthFact = HurriedFact(field: .notes, en: [month.0], ja: [month.1])
            if en {
                say(random.pick(["moved to ", "just moved to ", "relocated to "]))
                term(person.place, .en, into: &text)
                text.plain(" in ")
                text.fact(month.0, monthFact)
            } else {
                text.fact(month.1, monthFact)
                text.plain("から", .ja)
                term(person.place, .ja, into: &text)
                text.plain(random.pick(["支社に異動しました", "に引っ越しました", "勤務になりました"]), .ja)
            }
        case .noteBased:
            if en {
                say(random.pick(["based in ", "living in ", "based in "]))
                term(person.place, .en, into: &text)
            } else {
                term(person.place, .ja, into: &text)
                text.plain(random.pick(["在住", "に住んでます", "住み"]), .ja)
            }
        case .notePlan:
            let tool = random.pick(HurriedVocabulary.tools)
            if en {
                say(random.pick(["planning to learn ", "want to pick up ", "learning "]))
                term(tool, .en, into: &text)
                say(random.pick([" next year", " this year", " soon", ""]))
            } else {
                text.plain(random.pick(["来年は", "今年は", ""]), .ja)
                term(tool, .ja, into: &text)
                text.plain(random.pick(["を勉強する予定", "を勉強中", "を始めたい"]), .ja)
            }
        case .noteWishPortfolio:
            let site = siteFact()
            if en {
                say(random.pick(["please mention my portfolio ", "mention my site ", "please add my portfolio: "]))
                text.fact(person.site.text, site)
            } else {
                text.plain(random.pick(["ポートフォリオ（", "サイト "]), .ja)
                text.fact(person.site.text, site)
                text.plain(random.pick(["）も載せてください", " も入れてほしいです"]), .ja)
            }
        case .noteWishMentor:
            let fact = HurriedFact(field: .notes, en: ["mentor"], ja: ["指導", "メンター", "育成"])
            if en {
                say(random.pick(["please mention that ", "mention that ", "pls say "]))
                text.fact(random.pick(["i mentor juniors", "I mentor new hires", "i mentor 2 juniors"]), fact, .en)
            } else {
                text.fact(random.pick(["後輩の指導", "新人のメンター"]), fact, .ja)
                text.plain(random.pick(["もしていることに触れてほしい", "もしています、入れてください"]), .ja)
            }
        case .noteRefusal:
            say(
                en
                    ? random.pick([
                        "don't mention my age", "please don't mention my kids", "no need to mention my old company",
                        "do not mention salary",
                    ]) : random.pick(["年齢は書かないでください", "前の会社名は出さないで", "家族のことは書かないでほしい"]))
        case .noteRequest:
            say(
                en
                    ? random.pick([
                        "keep it short please", "make it sound confident", "not too formal please",
                        "please keep it casual", "make it funny",
                    ]) : random.pick(["短めでお願いします", "堅すぎない感じで", "面白くしてください", "ですます調で"]))
        case .noteJoke:
            let joke = random.pick(Self.jokes)
            text.fact(
                en ? joke.en : joke.ja, HurriedFact(field: .notes, en: joke.forms.en, ja: joke.forms.ja), language)
            text.plain(random.pick([" lol", " haha", " lmao", " (lol)", " hahaha", " 笑", "w"]))
        case .noteDM:
            if person.site.isHandle {
                say(random.pick(["dm me ", "DM me ", "dms open "]))
                text.fact(person.site.text, siteFact())
            } else {
                say(random.pick(["dm me on linkedin", "DM me anytime", "dm me if you want to chat"]))
            }
        case .noteBefore:
            say(random.pick(["was a ", "worked as a ", "i was a "]))
            term(person.previous, .en, into: &text)
            say(random.pick([" b4 this", " b4 that", " before this"]))
        case .noteCaps:
            let tool = person.skills.first(where: \.isName) ?? random.pick(HurriedVocabulary.tools)
            if random.chance(50) {
                text.fact("hiring", HurriedFact(field: .notes, en: ["hiring"], ja: ["採用", "募集"]), .en)
                text.plain(" ")
                term(tool, .en, into: &text)
                text.plain(" devs", .en)
            } else {
                let fact = HurriedFact(field: .notes, en: ["freelance"], ja: ["フリーランス", "業務委託", "副業"])
                text.plain("open to ", .en)
                text.fact("freelance", fact, .en)
                text.plain(" work", .en)
            }
        case .noteEmoji:
            let hobby = person.hobbies[0]
            text.plain(random.pick(HurriedTyping.emoji) + " ")
            text.plain(en ? random.pick(["big ", "", "obsessed w/ "]) : random.pick(["", "最近"]), language)
            addItem(hobby, language, field: .notes, into: &text)
            text.plain(" " + random.pick(HurriedTyping.emoji))
        case .noteJapaneseFact:
            let hobby = person.hobbies[0]
            text.plain(random.pick(["週末は", "最近", "休みの日は"]), .ja)
            addItem(hobby, .ja, field: .notes, into: &text)
            text.plain(random.pick(["にハマってます", "をしています", "ばかりしてます"]), .ja)
        case .noteSchool:
            let school = random.pick(HurriedVocabulary.schools)
            let degree = random.pick(HurriedVocabulary.degrees)
            if en {
                addItem(degree, .en, field: .notes, into: &text)
                text.plain(random.pick([" @ ", " at ", " from "]))
                addItem(school, .en, field: .notes, into: &text)
                if random.chance(40) { text.plain(" '" + String(random.int(10...23))) }
            } else {
                addItem(school, .ja, field: .notes, into: &text)
                text.plain(random.pick(["で", "の"]), .ja)
                addItem(degree, .ja, field: .notes, into: &text)
                text.plain(random.pick(["専攻でした", "を勉強しました", "卒"]), .ja)
            }
        case .noteProduct:
            let product = random.pick(HurriedVocabulary.products)
            if en {
                say(random.pick(["building ", "side project: ", "made "]))
                addItem(product, .en, field: .notes, into: &text)
                say(random.pick([" on the side", " (an app)", "", " w/ friends"]))
            } else {
                text.plain(random.pick(["個人で", "副業で"]), .ja)
                addItem(product, .ja, field: .notes, into: &text)
                text.plain(random.pick(["というアプリを作ってます", "を開発中"]), .ja)
            }
        default:
            // Mixed scripts: 「最近 rust 始めました🦀」, "moved to 福岡 last yr".
            if random.chance(50) {
                let tool = random.pick(HurriedVocabulary.tools)
                text.plain("最近 ", .ja)
                term(tool, .ja, into: &text)
                text.plain(random.pick([" 始めました", " 勉強してます", "にハマってる"]) + random.pick(["🦀", "！", ""]), .ja)
            } else {
                text.plain(random.pick(["moved to ", "now in "]), .en)
                term(person.place, .ja, into: &text)
                text.plain(random.pick([" last yr", " last year", " this spring"]), .en)
            }
        }
        return text
    }

    /// What shows the site or handle was said: itself, with or without its scheme.
    mutating func siteFact() -> HurriedFact {
        let site = person.site.text
        names.append(site)
        let bare = site.hasPrefix("https://") ? String(site.dropFirst(8)) : site
        return HurriedFact(field: .notes, en: [site, bare], ja: [site, bare])
    }

    static let jokes: [(en: String, ja: String, forms: (en: [String], ja: [String]))] = [
        ("on-call survivor", "オンコール生還者", (["on-call", "on call"], ["オンコール"])),
        ("professional coffee drinker", "コーヒー中毒", (["coffee"], ["コーヒー"])),
        ("3 cats, zero chill", "猫3匹と暮らしてます", (["cat"], ["猫"])),
        ("spreadsheet wizard", "Excel職人", (["spreadsheet", "Excel"], ["Excel", "スプレッドシート"])),
        ("meeting survivor", "会議サバイバー", (["meeting"], ["会議"])),
        ("certified ramen addict", "ラーメン中毒", (["ramen"], ["ラーメン"])),
        ("will debug for snacks", "おやつでデバッグします", (["debug"], ["デバッグ"])),
    ]
}
