import Foundation
import IntroductionCore
/// The experience field: durations in every shorthand, former roles, employers, tools and moves between them.
extension HurriedGenerator.Draft {
    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// What shows a number of years was said: "4 years", "four years", 「4年」.
    static func yearsFact(_ count: Int) -> HurriedFact {
        let word = count < numberWords.count ? [numberWords[count] + " year", numberWords[count] + "-year"] : []
        return HurriedFact(field: .experience, en: ["\(count) year", "\(count)-year"] + word, ja: ["\(count)年"])
    }

    static func monthsFact(_ count: Int) -> HurriedFact {
        let word = count < numberWords.count ? [numberWords[count] + " month"] : []
        return HurriedFact(
            field: .experience, en: ["\(count) month"] + word, ja: ["\(count)ヶ月", "\(count)か月", "\(count)カ月"])
    }

    /// A number of years as this person types it: "4 yrs", "4y", "4yrs", "4 years", 「4年」.
    mutating func years(_ count: Int, _ language: HurriedLanguage, into text: inout HurriedText) {
        if language == .ja {
            text.fact("\(count)年", Self.yearsFact(count), .ja)
            return
        }
        let short = typist.shorthand > 0 && random.chance(typist.shorthand)
        if short { usedShorthand() }
        let unit =
            short ? random.pick([" yrs", "yrs", "y", " yr"]) : (count == 1 ? random.pick([" year", " yr"]) : " years")
        text.fact("\(count)\(unit)", Self.yearsFact(count), .en)
    }

    /// Moves people type inside brackets or with an arrow: (manual → automation), agency-side then in-house.
    static let moves: [(from: HurriedTerm, to: HurriedTerm)] = [
        ("manual;manual testing | 手動;手動テスト", "automation;automated | 自動化"),
        ("agency-side;agency | 代理店;制作会社", "in-house;in house | インハウス;事業会社;社内"),
        ("support | サポート", "dev;development;developer | 開発"),
        ("print | 紙媒体;印刷", "web | Web;ウェブ"),
        ("on-prem;on-premises | オンプレ", "cloud | クラウド"),
        ("hospital;ward | 病院;病棟", "clinic | クリニック"),
        ("freelance;freelancer | フリーランス", "full-time;full time | 正社員;フルタイム"),
        ("part-time;part time | パート;アルバイト", "full-time;full time | 正社員;フルタイム"),
    ].map { pair in
        (HurriedTerm.table(.skill, pair.0)[0], HurriedTerm.table(.skill, pair.1)[0])
    }

    mutating func experienceField() -> HurriedText {
        var text = HurriedText()
        let language = language()
        let years = person.years
        let shape: HurriedShape = random.weighted([
            (.experienceBefore, 10), (.experiencePerTool, 8), (.experienceArrow, 7), (.experienceApprox, 8),
            (.experiencePlus, 7), (.experienceSince, 8), (.experienceNthYear, 6), (.experiencePrevious, 8),
            (.experienceThen, 6), (.experienceMixed, person.mixes ? 12 : 4), (.experiencePlain, 8),
            (.experienceMonths, 4), (.experienceNewGrad, 3), (.experienceSentence, 6),
        ])
        shapes.insert(shape)
        switch shape {
        case .experienceBefore:
            self.years(years, language, into: &text)
            if language == .en {
                text.plain(
                    separator(", ") + random.pick(["before that ", "b4 that ", "before that: ", "prior: "]), .en)
            } else {
                text.plain(random.pick(["、その前は", "（その前は", "、前は"]), .ja)
            }
            term(person.previous, language, into: &text)
            if language == .ja, text.text.contains("（") { text.plain("）") }
        case .experiencePerTool:
            let tools = person.skills.filter(\.isName)
            let pair = tools.count >= 2 ? Array(tools.prefix(2)) : random.sample(HurriedVocabulary.tools, 2)
            // "4 years with Google Sheets, 3 years with Canva" is English a text may hold whole.
            var clean = language == .en
            for (index, tool) in pair.enumerated() {
                if index > 0 {
                    let between = separator(random.pick([", ", " / ", "; ", "、"]))
                    clean = clean && between == ", "
                    text.plain(between)
                }
                self.years(random.int(1...4), language, into: &text)
                let with = language == .en ? random.pick([" w/ ", " w/", " with ", " of "]) : random.pick(["", " "])
                clean = clean && with == " with "
                text.plain(with)
                term(tool, language, into: &text)
            }
            text.isClean = clean
        case .experienceArrow:
            let move = random.pick(Self.moves)
            self.years(years, language, into: &text)
            text.plain(language == .en ? " (" : random.pick(["（", " ("]))
            term(move.from, language, into: &text)
            text.plain(random.pick([" → ", "→", " -> ", "->"]))
            term(move.to, language, into: &text)
            text.plain(language == .en ? ")" : random.pick(["）", ")"]))
        case .experienceApprox:
            if language == .en {
                let about = random.pick(["~", "~ ", "approx ", "approx. ", "about ", "around "])
                text.plain(about, .en)
                text.isClean = about == "about " || about == "around "
                self.years(years, .en, into: &text)
            } else if random.chance(50) {
                text.plain(random.pick(["約", "およそ"]), .ja)
                self.years(years, .ja, into: &text)
            } else {
                self.years(years, .ja, into: &text)
                text.plain(random.pick(["くらい", "ほど", "ちょっと"]), .ja)
            }
        case .experiencePlus:
            if language == .en {
                text.fact("\(years)+" + random.pick([" years", " yrs", "yrs", " y"]), Self.yearsFact(years), .en)
                if random.chance(50) {
                    text.plain(" in ", .en)
                    term(random.pick(HurriedVocabulary.industries), .en, into: &text)
                }
            } else {
                self.years(years, .ja, into: &text)
                text.plain(random.pick(["以上", "+", "超"]), .ja)
            }
        case .experienceSince:
            let year = 2024 - min(years, 20)
            let yearFact = HurriedFact(field: .experience, en: ["\(year)"], ja: ["\(year)"])
            if language == .en {
                text.plain(random.pick(["since ", "Since ", "since "]), .en)
                text.fact("\(year)", yearFact)
                text.plain(random.pick([" @ ", " at ", " @"]))
                employer(.en, into: &text, article: false)
            } else {
                text.fact("\(year)", yearFact)
                text.plain(random.pick(["年から", "年〜"]), .ja)
                employer(.ja, into: &text)
            }
        case .experienceNthYear:
            let nth = min(years, 9)
            let ordinal = nth == 1 ? "1st" : nth == 2 ? "2nd" : nth == 3 ? "3rd" : "\(nth)th"
            let fact = HurriedFact(
                field: .experience,
                en: [ordinal + " year", (nth < Self.ordinals.count ? Self.ordinals[nth] : ordinal) + " year"],
                ja: ["\(nth)年目"])
            if language == .en {
                let unit = random.pick([" yr", " year"])
                text.fact(ordinal + unit, fact, .en)
                let at = random.pick([" at ", " @ "])
                text.plain(at)
                employer(.en, into: &text, article: false)
                // "4th year at Rakuten" is an English phrase a text may hold whole.
                text.isClean = unit == " year" && at == " at " && person.employer.isName
            } else {
                text.fact("\(nth)年目", fact, .ja)
            }
        case .experiencePrevious:
            if language == .ja {
                text.plain(random.pick(["前職は", "前職：", "前は"]), .ja)
                term(person.previous, .ja, into: &text)
                text.plain(random.pick(["（", "("]))
                self.years(min(years, 12), .ja, into: &text)
                text.plain(random.pick(["）", ")"]))
            } else {
                text.plain(random.pick(["prev. ", "previously ", "ex-"]), .en)
                term(person.previous, .en, into: &text)
                text.plain(" (")
                self.years(min(years, 12), .en, into: &text)
                text.plain(")")
            }
        case .experienceThen:
            let move = random.pick(Self.moves)
            self.years(years, language, into: &text)
            if language == .en {
                text.plain(" ")
                term(move.from, .en, into: &text)
                text.plain(random.pick([" then ", ", then ", " → ", " -> now "]), .en)
                term(move.to, .en, into: &text)
            } else {
                text.plain("、")
                term(move.from, .ja, into: &text)
                text.plain(random.pick(["から", "→"]), .ja)
                term(move.to, .ja, into: &text)
            }
        case .experienceMixed:
            self.years(years, .en, into: &text)
            text.plain(" at ", .en)
            employer(.ja, into: &text)
            text.plain(separator(", ") + random.pick(["then ", "now "]), .en)
            self.years(random.int(1...5), .ja, into: &text)
            text.plain(" ")
            let freelance = HurriedFact(field: .experience, en: ["freelance", "freelancer"], ja: ["フリーランス", "個人事業"])
            let japanese = random.chance(50)
            text.fact(japanese ? "フリーランス" : "freelance", freelance, japanese ? .ja : .en)
        case .experienceMonths:
            if language == .ja, random.chance(50) {
                text.fact(
                    "半年", HurriedFact(field: .experience, en: ["half a year", "six months", "6 months"], ja: ["半年"]),
                    .ja)
            } else {
                let months = random.int(2...11)
                text.fact(
                    language == .en ? "\(months)" + random.pick([" mos", "mo", " months", " mo"]) : "\(months)ヶ月",
                    Self.monthsFact(months), language)
            }
        case .experienceNewGrad:
            let fact = HurriedFact(
                field: .experience, en: ["new grad", "graduate", "first year", "1st year"], ja: ["新卒"])
            text.fact(language == .en ? random.pick(["new grad", "fresh grad", "new grad!"]) : "新卒1年目", fact, language)
        case .experienceSentence:
            if language == .en {
                let lead = random.pick(["been doing this for like ", "doing this for ", "worked in this field ~"])
                text.plain(lead, .en)
                self.years(years, .en, into: &text)
                let ending = random.pick([" lol", " now", "", " haha"])
                text.plain(ending)
                // "doing this for 8 years" is English a text may hold whole ("I've been doing this for 8 years").
                text.isClean = lead == "doing this for " && (ending == "" || ending == " now")
            } else {
                self.years(years, .ja, into: &text)
                let ending = random.pick(["くらいやってます", "ほど続けています", "やってます！"])
                text.plain(ending, .ja)
                text.isClean = ending == "ほど続けています"
            }
        default:
            text.isClean = true
            if language == .en {
                self.years(years, .en, into: &text)
                if random.chance(40) {
                    text.plain(" in ", .en)
                    term(random.pick(HurriedVocabulary.industries), .en, into: &text)
                }
            } else {
                if random.chance(40) {
                    term(random.pick(HurriedVocabulary.industries), .ja, into: &text)
                    text.plain("業界で", .ja)
                }
                self.years(years, .ja, into: &text)
            }
        }
        return text
    }

    static let ordinals = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    ]
}
