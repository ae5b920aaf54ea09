import FoundationEssentials
import IntroductionCore
import ReadingLexicon
import SentenceRealization

/// Japanese phrases into English where the word list and EDICT have no whole entry, the way a translator reads a
/// compound: by its parts as MeCab cuts them (医療系スタートアップ → "healthcare startup", 受託開発会社 → "contract
/// development company"), 「XのY」 as the thing and its owner (「札幌の受託開発会社」 → "contract development company in
/// Sapporo", 「病院の臨床検査技師」 → "clinical laboratory technician at a hospital"), a list (「経理・財務」, 「CTO兼PdM」),
/// a job said as the person in charge of a field (「マーケティング担当」 → "marketer"), and a Japanese place by its name
/// (盛岡 → "Morioka", from MeCab's reading when EDICT lacks it).
///
/// Every part must have a short gloss, or there is no English: a name (株式会社…, a person's or a company's name MeCab
/// knows, a word it does not) is never put together from the meanings of its characters.
enum JapaneseTerms {
    static func english(_ text: String, words: WordList, depth: Int = 0) -> String? {
        guard depth < 5, !text.isEmpty, text.contains(where: { !$0.isASCII }) else { return nil }
        // 「経理担当・財務担当」「現場監督・積算」: a list, item by item (the list's compounds would run them together).
        if text.contains("・") || text.contains("兼"), let listed = list(text, words: words, depth: depth) { return listed }
        // 「営業担当」: the word list's person of the field ("sales representative"), before EDICT's explanation.
        if text.hasSuffix("担当"), let person = words.person(forField: String(text.dropLast(2))) { return person.english }
        if let known = words.translate(text, to: .en, compounding: false), !known.isEmpty { return known }
        // 「いちご農家志望」「元税理士」: a hope follows the job in Japanese, a former one comes before it.
        if text.hasSuffix("志望"), text.count > 2, let job = english(String(text.dropLast(2)), words: words, depth: depth + 1) {
            return "aspiring " + job
        }
        if text.hasPrefix("元"), text.count > 2, let job = english(String(text.dropFirst()), words: words, depth: depth + 1) {
            return "former " + job
        }
        if let person = inCharge(text, words: words, depth: depth) { return person }
        // 「心斎橋」「長野県松本市」: a place by its name.
        if let named = place(text, words: words) { return named }
        if let school = school(text, words: words, depth: depth) { return school }
        if let student = student(text, words: words, depth: depth) { return student }
        if let listed = list(text, words: words, depth: depth) { return listed }
        if let owned = possessed(text, words: words, depth: depth) { return owned }
        return composed(text, words: words)
    }

    /// 「マーケティング担当」「経理担当」「ICT推進担当」: the person who works in the field, as the word list names them,
    /// or as English makes an agent ("designer"), or "the person in charge of" it.
    private static func inCharge(_ text: String, words: WordList, depth: Int) -> String? {
        guard text.hasSuffix("担当"), text.count > 2 else { return nil }
        let field = String(text.dropLast(2))
        if let person = words.person(forField: field) { return person.english }
        guard let said = english(field, words: words, depth: depth + 1) else { return nil }
        if let agent = PersonNoun.agent(ofField: said, isWord: { words.isEnglishWord($0) }) { return agent }
        return "person in charge of " + said
    }

    /// 「北海道大学」「会津大学」「長崎県立大学」: a school named after its place is "<Place> University", as such schools
    /// name themselves in English; a school and its faculty (「北海道大学経済学部」) is the faculty at the school. A school
    /// with any other name has no English here: it is a name.
    private static func school(_ text: String, words: WordList, depth: Int) -> String? {
        for (ending, kindName) in [("大学", "University"), ("高校", "High School"), ("高等学校", "High School")] {
            if let range = text.firstRange(of: ending), range.upperBound != text.endIndex, text.hasSuffix("部") || text.hasSuffix("科") {
                let faculty = String(text[range.upperBound...])
                guard let named = school(String(text[..<range.upperBound]), words: words, depth: depth),
                    let course = english(faculty, words: words, depth: depth + 1)
                else { return nil }
                return course + " at " + named
            }
            guard text.hasSuffix(ending), text.count > ending.count else { continue }
            var name = String(text.dropLast(ending.count))
            var kind = ""
            for owner in ["県立", "市立", "府立", "都立", "国立"] where name.hasSuffix(owner) {
                name = String(name.dropLast(owner.count))
                kind = owner == "国立" ? "National " : owner == "市立" ? "City " : "Prefectural "
            }
            guard let place = place(name, words: words) else { return nil }
            return place + " " + kind + kindName
        }
        return nil
    }

    /// 「大学3年」「修士2年」「経営学部3年」「情報工学科の大学3年」: a student by the year and what they study ("third-year
    /// university student in computer science").
    private static func student(_ text: String, words: WordList, depth: Int) -> String? {
        var body = Substring(text)
        for ending in ["生", "年", "回"] where body.hasSuffix(ending) && !(ending == "生" && body.hasSuffix("学生")) { body = body.dropLast() }
        guard body.count < text.count, let digit = body.last, let year = Int(String(digit)), (1...6).contains(year) else { return nil }
        body = body.dropLast()
        var course: String?
        if let no = body.lastIndex(of: "の") {
            course = String(body[..<no])
            body = body[body.index(after: no)...]
        }
        let levels = [
            "大学": "university", "修士": "master's", "博士": "doctoral", "大学院": "graduate", "高校": "high school",
            "中学": "junior high school", "専門": "vocational school", "短大": "junior college",
        ]
        var level = levels[String(body)]
        if level == nil { course = String(body) }
        // 「経営学部」「情報工学科」: the subject, without the department's word.
        var subject: String?
        if var studied = course {
            for ending in ["学部", "研究科", "学群", "学科", "部", "科"] where studied.hasSuffix(ending) {
                studied = String(studied.dropLast(ending.count)) + (ending.hasPrefix("学") && ending != "学科" ? "学" : "")
                break
            }
            if studied.hasSuffix("工") { studied += "学" }
            guard let said = english(studied, words: words, depth: depth + 1) ?? english(course!, words: words, depth: depth + 1)
            else { return nil }
            subject = said
            if level == nil { level = said }
        }
        let student = Realizer.ordinal(year) + "-year " + (level ?? "university") + " student"
        return subject.map { level == $0 ? student : student + " in " + $0 } ?? student
    }

    /// 「経理・財務」「CTO兼PdM」「現場監督・積算」: every item said, joined by "and".
    private static func list(_ text: String, words: WordList, depth: Int) -> String? {
        for mark in ["・", "兼", "＆", "&", "/", "／"] where text.contains(mark) {
            let items = text.components(separatedBy: mark)
            guard items.count > 1, items.allSatisfy({ !$0.isEmpty }) else { continue }
            let said = items.map { item in
                english(item, words: words, depth: depth + 1)
                    ?? (item.allSatisfy(\.isASCII) ? words.nameSpelling(item) ?? item : nil)
            }
            guard said.allSatisfy({ $0 != nil }) else { return nil }
            let parts = said.compactMap { $0 }
            return parts.count == 2 ? parts.joined(separator: " and ")
                : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
        return nil
    }

    /// 「XのY」 at the last の whose two sides are said: a thing in a place ("university hospital in Tokyo"), a job at
    /// an organization ("sales at an insurance company"), else a compound ("local hair salon").
    private static func possessed(_ text: String, words: WordList, depth: Int) -> String? {
        var cut = text.endIndex
        while let no = text[..<cut].lastIndex(of: "の") {
            cut = no
            let owner = String(text[..<no])
            let thing = String(text[text.index(after: no)...])
            guard !owner.isEmpty, !thing.isEmpty, let ownerSaid = english(owner, words: words, depth: depth + 1)
                ?? place(owner, words: words),
                let thingSaid = english(thing, words: words, depth: depth + 1)
            else { continue }
            if place(owner, words: words) != nil { return thingSaid + " in " + ownerSaid }
            let last = ownerSaid.split(separator: " ").last.map { $0.lowercased() } ?? ""
            if workplaces.contains(last) {
                return thingSaid + " at " + (ownerSaid.first?.isUppercase == true ? ownerSaid : EnglishArticle.withArticle(ownerSaid))
            }
            return words.compoundModifier(ownerSaid) + " " + thingSaid
        }
        return nil
    }

    /// The last words of an organization one works at: a job of one is said "at" it.
    private static let workplaces: Set<String> = [
        "company", "hospital", "bank", "manufacturer", "maker", "office", "agency", "startup", "firm", "store", "school",
        "clinic", "pharmacy", "center", "centre", "factory", "hotel", "salon", "restaurant", "supermarket", "integrator",
        "university", "department", "division", "section", "ward", "studio", "home", "warehouse", "retailer", "hall",
        "enterprise", "corporation", "team", "carrier", "practice",
    ]

    /// A Japanese place by its name: the word list's or EDICT's English (札幌 → Sapporo), else MeCab's reading in
    /// Hepburn (盛岡 → Morioka, 江東区 → Koto); an administrative ending (市, 県, 区, 町) after it says nothing English
    /// needs. Nil when any part is no place.
    static func place(_ text: String, words: WordList) -> String? {
        guard let morphemes = try? JapaneseMorphology.morphemes(of: text), !morphemes.isEmpty else { return nil }
        var names: [String] = []
        for morpheme in morphemes {
            if !names.isEmpty, ["市", "県", "区", "町", "村", "府", "都", "郡"].contains(morpheme.surface) { continue }
            guard morpheme.isPlace || morpheme.subclasses.contains("地域") && !names.isEmpty else { return nil }
            if let known = words.entry(morpheme.surface, to: .en) ?? words.dictionary.english(forJapanese: morpheme.surface),
                known.first?.isUppercase == true
            {
                names.append(known)
            } else if let reading = morpheme.reading, let name = Hepburn.romanized(reading) {
                names.append(name)
            } else {
                return nil
            }
        }
        // 「長野県松本市」: the town, which is what English names.
        return names.last
    }

    /// The parts MeCab cuts a compound into, each said by the longest run of them the word list or EDICT knows (a
    /// short gloss of two characters or more, or the list's word for a single one), in order, as English compounds
    /// nouns: 医療 + 系 + スタートアップ → "healthcare startup" (系, "-related", says nothing English adds).
    private static func composed(_ text: String, words: WordList) -> String? {
        guard let morphemes = try? JapaneseMorphology.morphemes(of: text), morphemes.count > 1 else { return nil }
        // A school's name (京都工芸大学) is a name: only one named after its place has English here (``school``).
        if ["大学", "高校", "学校", "大学院"].contains(where: { text.hasSuffix($0) }) { return nil }
        // A name is not put together from the meanings of its parts.
        guard !morphemes.contains(where: { $0.isPersonName || ($0.isOrganization && !$0.isUnknown) || $0.isNumber })
        else { return nil }
        var parts: [(said: String, isName: Bool)] = []
        var start = 0
        while start < morphemes.count {
            let first = morphemes[start]
            // 「医療系」「英語科教諭」: "-related", "of the subject" say nothing an English compound adds.
            if start > 0, first.isSuffix, ["系", "的", "科"].contains(first.surface), start + 1 < morphemes.count || first.surface == "系" {
                start += 1
                continue
            }
            var found: (String, Int)?
            for end in stride(from: morphemes.count, to: start, by: -1) where (start, end) != (0, morphemes.count) {
                let piece = morphemes[start..<end].map(\.surface).joined()
                if let said = gloss(piece, morphemes[start..<end], words: words) {
                    found = (said, end)
                    break
                }
            }
            guard let (said, end) = found else { return nil }
            let piece = morphemes[start..<end].map(\.surface).joined()
            if end < morphemes.count, isName(piece, said: said, before: text, morphemes[start], words: words) { return nil }
            parts.append((said, morphemes[start..<end].allSatisfy { $0.surface.allSatisfy(\.isASCII) }))
            start = end
        }
        guard parts.count > 1 else { return parts.first?.said }
        // 「Railsエンジニア」: a name keeps its spelling before a noun ("Rails", not "Rail").
        let modifiers = parts.dropLast().map { $0.isName ? $0.said : words.compoundModifier($0.said) }
        return (modifiers + [parts[parts.count - 1].said]).joined(separator: " ")
    }

    /// Whether the compound is a workplace named by a word before its kind (「青葉会計事務所」), which no part of the
    /// reading may translate.
    static func isWorkplaceName(_ text: String, words: WordList) -> Bool {
        guard workplaceEndings.contains(where: text.hasSuffix),
            let morphemes = try? JapaneseMorphology.morphemes(of: text), morphemes.count > 1,
            let first = morphemes.first, let said = words.translate(first.surface, to: .en, compounding: false)
        else { return false }
        return isName(first.surface, said: said, before: text, first, words: words)
    }

    /// 「青葉会計事務所」: before a kind of workplace, a word whose English is no word or phrase of English (青葉, "fresh
    /// leaves") is the workplace's name; 不動産 ("real estate") says what it does.
    private static func isName(_ piece: String, said: String, before text: String, _ first: Morpheme, words: WordList) -> Bool {
        guard workplaceEndings.contains(where: text.hasSuffix), !piece.allSatisfy(\.isASCII),
            words.entry(piece, to: .en) == nil, !first.isPlace
        else { return false }
        let english = said.split(separator: " ").map(String.init)
        return english.count > 1 ? !EnglishLexicon.isPhrase(english) : EnglishLexicon.readings(of: said).isEmpty
    }

    /// Endings that make a compound a workplace's name (「…会計事務所」「…工務店」).
    private static let workplaceEndings = ["事務所", "会社", "商事", "商店", "工務店", "病院", "医院", "薬局", "銀行", "工場", "法人"]

    /// The English of one part of a compound, or nil.
    private static func gloss(_ piece: String, _ morphemes: ArraySlice<Morpheme>, words: WordList) -> String? {
        if piece.allSatisfy(\.isASCII) {
            // 「ITエンジニア」「Webメディア」: a Latin word is English already.
            return words.entry(piece, to: .en) ?? words.nameSpelling(piece)
                ?? (piece.first?.isUppercase == true ? piece : nil)
        }
        if morphemes.count == 1, morphemes.first!.isPlace { return place(piece, words: words) }
        if let listed = words.entry(piece, to: .en) { return listed }
        guard piece.count >= 2, !morphemes.contains(where: \.isUnknown),
            var said = words.translate(piece, to: .en, compounding: false)
        else { return nil }
        // EDICT's "the future": inside a compound a noun takes no article.
        for article in ["the ", "a ", "an "] where said.hasPrefix(article) { said = String(said.dropFirst(article.count)) }
        return said
    }
}

/// Katakana readings in Hepburn without macrons, as English writes Japanese places: モリオカ → Morioka, トウキョウ →
/// Tokyo, コウトウ → Koto.
enum Hepburn {
    static func romanized(_ reading: String) -> String? {
        var latin = ""
        var doubled = false
        let characters = Array(reading)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "ッ" {
                doubled = true
                index += 1
                continue
            }
            if character == "ー" {
                index += 1
                continue
            }
            var syllable: String?
            if index + 1 < characters.count, let pair = combined[String(characters[index...index + 1])] {
                syllable = pair
                index += 2
            } else {
                syllable = single[character]
                index += 1
            }
            guard var said = syllable else { return nil }
            if doubled, let consonant = said.first {
                said = (said.hasPrefix("ch") ? "t" : String(consonant)) + said
                doubled = false
            }
            latin += said
        }
        // Long vowels as English writes the names: Tōkyō → Tokyo, Ōsaka → Osaka, Kōtō → Koto.
        for (long, short) in [("ou", "o"), ("oo", "o"), ("uu", "u")] { latin = latin.replacing(long, with: short) }
        guard let first = latin.first else { return nil }
        return first.uppercased() + latin.dropFirst()
    }

    private static let single: [Character: String] = {
        let rows: [(String, [String])] = [
            ("アイウエオ", ["a", "i", "u", "e", "o"]), ("カキクケコ", ["ka", "ki", "ku", "ke", "ko"]),
            ("ガギグゲゴ", ["ga", "gi", "gu", "ge", "go"]), ("サシスセソ", ["sa", "shi", "su", "se", "so"]),
            ("ザジズゼゾ", ["za", "ji", "zu", "ze", "zo"]), ("タチツテト", ["ta", "chi", "tsu", "te", "to"]),
            ("ダヂヅデド", ["da", "ji", "zu", "de", "do"]), ("ナニヌネノ", ["na", "ni", "nu", "ne", "no"]),
            ("ハヒフヘホ", ["ha", "hi", "fu", "he", "ho"]), ("バビブベボ", ["ba", "bi", "bu", "be", "bo"]),
            ("パピプペポ", ["pa", "pi", "pu", "pe", "po"]), ("マミムメモ", ["ma", "mi", "mu", "me", "mo"]),
            ("ヤユヨ", ["ya", "yu", "yo"]), ("ラリルレロ", ["ra", "ri", "ru", "re", "ro"]), ("ワヲン", ["wa", "o", "n"]),
        ]
        var table: [Character: String] = [:]
        for (kana, latin) in rows { for (character, said) in zip(kana, latin) { table[character] = said } }
        return table
    }()

    private static let combined: [String: String] = {
        var table: [String: String] = [:]
        let heads: [(Character, String)] = [
            ("キ", "ky"), ("ギ", "gy"), ("シ", "sh"), ("ジ", "j"), ("チ", "ch"), ("ニ", "ny"), ("ヒ", "hy"), ("ビ", "by"),
            ("ピ", "py"), ("ミ", "my"), ("リ", "ry"),
        ]
        for (head, latin) in heads {
            for (small, vowel) in [("ャ", "a"), ("ュ", "u"), ("ョ", "o")] { table[String(head) + small] = latin + vowel }
        }
        return table
    }()
}
