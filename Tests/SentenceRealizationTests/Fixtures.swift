import ReadingLexicon
import Testing
import SentenceRealization

/// The terms the tests' clauses are made of, as the lexicon would hand them over.
enum Terms {
    static let nurse = Term(kind: .job, english: "nurse", japanese: "看護師", determiner: .indefinite)
    static let uxDesigner = Term(kind: .job, english: "UX designer", japanese: "UXデザイナー", determiner: .indefinite)
    static let sre = Term(kind: .job, english: "SRE", japanese: "SRE", determiner: .indefinite)
    static let auditor = Term(kind: .job, english: "auditor", japanese: "監査人", determiner: .indefinite)
    static let barista = Term(kind: .job, english: "barista", japanese: "バリスタ", determiner: .indefinite)
    static let hourlyWorker = Term(kind: .job, english: "hourly worker", japanese: "時給制スタッフ")
    static let lecturer = Term(kind: .job, english: "university lecturer", japanese: "大学講師")
    static let junior = Term(
        kind: .state, english: "high school junior", japanese: "高校2年生", determiner: .indefinite)
    static let momOfTwo = Term(kind: .person, english: "mom of two", japanese: "2児の母", determiner: .indefinite)
    static let retired = Term(kind: .state, english: "retired", japanese: "退職済み")
    static let parentalLeave = Term(kind: .state, english: "on parental leave", japanese: "育休中")
    static let freelance = Term(kind: .state, english: "freelance", japanese: "フリーランス")
    static let stripe = Term(kind: .organization, english: "Stripe", japanese: "Stripe", isName: true)
    static let deloitte = Term(kind: .organization, english: "Deloitte", japanese: "Deloitte", isName: true)
    static let fukuokaOffice = Term(
        kind: .organization, english: "Fukuoka office", japanese: "福岡オフィス", determiner: .definite)
    static let lincolnHigh = Term(kind: .organization, english: "Lincoln High", japanese: "Lincoln High", isName: true)
    static let mercy = Term(kind: .organization, english: "Mercy Hospital", japanese: "マーシー病院", isName: true)
    static let roaster = Term(
        kind: .organization, english: "small coffee roaster", japanese: "小さなコーヒー焙煎所", determiner: .indefinite)
    static let uw = Term(kind: .school, english: "UW", japanese: "ワシントン大学", isName: true)
    static let bootcamp = Term(kind: .course, english: "UX bootcamp", japanese: "UXブートキャンプ", determiner: .indefinite)
    static let tacoma = Term(kind: .place, english: "Tacoma", japanese: "タコマ", isName: true)
    static let portland = Term(kind: .place, english: "Portland", japanese: "ポートランド", isName: true)
    static let osaka = Term(kind: .place, english: "Osaka", japanese: "大阪", isName: true)
    static let product = Term(kind: .field, english: "product", japanese: "プロダクト")
    static let fintech = Term(kind: .field, english: "fintech", japanese: "フィンテック")
    static let biology = Term(kind: .field, english: "biology", japanese: "生物")
    static let nursing = Term(kind: .field, english: "nursing", japanese: "看護")
    static let swift = Term(kind: .skill, english: "Swift", japanese: "Swift", isName: true)
    static let tools = ["HTML", "CSS", "Figma"].map { Term(kind: .skill, english: $0, japanese: $0, isName: true) }
    static let climbing = Term(kind: .activity, english: "climbing", japanese: "クライミング")
    static let latteArt = Term(kind: .activity, english: "latte art", japanese: "ラテアート")
    static let tennis = Term(kind: .activity, english: "tennis", japanese: "テニス")
    static let piano = Term(kind: .thing, english: "piano", japanese: "ピアノ", determiner: .definite)
    static let flute = Term(kind: .thing, english: "flute", japanese: "フルート", determiner: .definite)
    static let drums = Term(kind: .thing, english: "drums", japanese: "ドラム", determiner: .definite, isPlural: true)
    static let beer = Term(kind: .thing, english: "craft beer", japanese: "クラフトビール")
    static let coffee = Term(kind: .thing, english: "coffee", japanese: "コーヒー")
    static let meetup = Term(kind: .group, english: "Swift meetup", japanese: "Swiftのミートアップ", determiner: .indefinite)
    static let cafe = Term(kind: .organization, english: "café", japanese: "カフェ", determiner: .indefinite)
    static let apps = Term(kind: .thing, english: "iOS app", japanese: "iOSアプリ", isPlural: true)
    static let twoCats = Term(kind: .thing, english: "cat", japanese: "猫", count: 2, counter: "匹")
    static let myTwoCats = Term(
        kind: .thing, english: "cat", japanese: "猫", determiner: .possessive, count: 2, counter: "匹")
    static let aDog = Term(kind: .thing, english: "dog", japanese: "犬", determiner: .indefinite)
    static let twoKids = Term(kind: .person, english: "kid", japanese: "子ども", count: 2, counter: "人")
    static let threeBooks = Term(kind: .thing, english: "book", japanese: "本", count: 3, counter: "冊")
    static let twelveStores = Term(kind: .organization, english: "store", japanese: "店舗", count: 12)
    static let foodBank = Term(kind: .organization, english: "food bank", japanese: "フードバンク", determiner: .definite)
    static let pycon = Term(kind: .group, english: "PyCon", japanese: "PyCon", isName: true)
    static let prize = Term(kind: .thing, english: "prize", japanese: "賞", determiner: .indefinite)
    static let car = Term(kind: .thing, english: "car", japanese: "車", determiner: .indefinite)
    static let firstRole = Term(
        kind: .thing, english: "first full-time UX role", japanese: "初めてのフルタイムのUXの仕事", determiner: .possessive)
    static let mentorRole = Term(kind: .thing, english: "mentor", japanese: "メンター", determiner: .indefinite)
    static let english = LeveledTerm(
        term: Term(kind: .language, english: "English", japanese: "英語", isName: true),
        level: Term(kind: .state, english: "native", japanese: "ネイティブ"))
    static let japanese = LeveledTerm(
        term: Term(kind: .language, english: "Japanese", japanese: "日本語", isName: true),
        level: Term(kind: .state, english: "N2", japanese: "N2", isName: true))
    static let spanish = LeveledTerm(term: Term(kind: .language, english: "Spanish", japanese: "スペイン語", isName: true))
    static let portfolio = Term(kind: .thing, english: "portfolio", japanese: "ポートフォリオ", determiner: .possessive)
    static let github = Term(kind: .thing, english: "GitHub", japanese: "GitHub", isName: true)
    static let site = Term(kind: .contact, english: "marcob.design", japanese: nil)
    static let email = Term(kind: .contact, english: "a@b.io", japanese: nil)
    static let handle = Term(kind: .contact, english: "@marcob", japanese: nil)
    /// A term the lexicon could not put into English.
    static let untranslated = Term(kind: .job, english: nil, japanese: "宮大工", determiner: .indefinite)

    static func verb(_ lemma: String) -> Verb {
        guard let verb = VerbTable.verb(english: lemma) else { fatalError("no verb \(lemma)") }
        return verb
    }
}

/// One clause said in one register, with the sentences expected in each language (nil: refused).
struct Said: Sendable, CustomTestStringConvertible {
    let clause: Clause
    let register: Register
    let english: String?
    let japanese: String?

    var testDescription: String { "\(register): \(english ?? japanese ?? "refused")" }

    /// The same clause in each register.
    static func each(
        _ clause: Clause, formal: (String?, String?), polite: (String?, String?), casual: (String?, String?)
    ) -> [Said] {
        [
            Said(clause: clause, register: .formal, english: formal.0, japanese: formal.1),
            Said(clause: clause, register: .polite, english: polite.0, japanese: polite.1),
            Said(clause: clause, register: .casual, english: casual.0, japanese: casual.1),
        ]
    }

    /// The same sentences in every register.
    static func any(_ clause: Clause, _ english: String?, _ japanese: String?) -> [Said] {
        each(clause, formal: (english, japanese), polite: (english, japanese), casual: (english, japanese))
    }

    func check() {
        let english = Realizer.realize(clause, in: .english, register: register)
        let japanese = Realizer.realize(clause, in: .japanese, register: register)
        #expect(english?.end == self.english)
        #expect(japanese?.end == self.japanese)
        #expect(english?.link == english?.end)
    }
}
