import ReadingLexicon
import SentenceRealization
import Testing

/// Verbs of the verb table with their objects: the Japanese frame chosen by the object, phrasal verbs, counts,
/// polarity and "also".
@Suite("Actions")
struct ActionSentenceTests {
    static let biology = Clause(predicate: .action(Terms.verb("teach"), object: Terms.biology))

    static let teaching: [Said] =
        Said.each(
            biology, formal: ("I teach biology", "生物を教えております"), polite: ("I teach biology", "生物を教えています"),
            casual: ("I teach biology", "生物を教えてる"))
        + Said.each(
            Clause(predicate: biology.predicate, isNegative: true),
            formal: ("I do not teach biology", "生物を教えておりません"),
            polite: ("I don't teach biology", "生物を教えていません"), casual: ("I don't teach biology", "生物を教えてない"))
        + Said.each(
            Clause(predicate: biology.predicate, isAlso: true),
            formal: ("I also teach biology", "生物も教えております"), polite: ("I also teach biology", "生物も教えています"),
            casual: ("I also teach biology", "生物も教えてる"))
        + [
            Said(
                clause: Clause(predicate: biology.predicate, organization: Terms.lincolnHigh, place: Terms.tacoma),
                register: .polite, english: "I teach biology at Lincoln High in Tacoma",
                japanese: "タコマのLincoln Highで生物を教えています"),
            Said(
                clause: Clause(predicate: biology.predicate, isNegative: true, isAlso: true), register: .polite,
                english: "I don't teach biology either", japanese: "生物も教えていません"),
            Said(
                clause: Clause(predicate: biology.predicate, tense: .past), register: .polite,
                english: "I taught biology", japanese: "生物を教えていました"),
            Said(
                clause: Clause(predicate: biology.predicate, time: .since(.year(2019)), isNegative: true),
                register: .polite, english: "I haven't taught biology since 2019", japanese: "2019年から生物を教えていません"),
            Said(
                clause: Clause(
                    predicate: biology.predicate, organization: Terms.lincolnHigh,
                    time: .between(.year(2015), .year(2019))),
                register: .casual, english: "I taught biology at Lincoln High from 2015 to 2019",
                japanese: "2015年から2019年までLincoln Highで生物を教えてた"),
        ]

    @Test(arguments: teaching)
    func aVerbTakesItsTenseAspectAndPolarity(_ said: Said) {
        said.check()
    }

    static let frames: [Said] = [
        Said(
            clause: Clause(predicate: .action(Terms.verb("coach"), object: Terms.tennis)), register: .polite,
            english: "I coach tennis", japanese: "テニスのコーチをしています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("coach"), object: Terms.tennis), isAlso: true),
            register: .polite, english: "I also coach tennis", japanese: "テニスのコーチもしています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("coach"), object: nil)), register: .casual,
            english: "I coach", japanese: "コーチをしてる"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("run"), object: Terms.cafe)), register: .formal,
            english: "I run a café", japanese: "カフェを運営しております"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("run"), object: nil), time: .since(.year(2020))),
            register: .polite, english: "I've been running since 2020", japanese: "2020年からランニングをしています"),
        Said(
            clause: Clause(
                predicate: .action(Terms.verb("run"), object: Terms.meetup), time: .at(.relative(.nextMonth))),
            register: .formal, english: "I will run a Swift meetup next month", japanese: "来月Swiftのミートアップを運営いたします"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("play"), object: Terms.piano)), register: .polite,
            english: "I play the piano", japanese: "ピアノを弾いています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("play"), object: Terms.flute)), register: .polite,
            english: "I play the flute", japanese: "フルートを吹いています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("play"), object: Terms.drums)), register: .casual,
            english: "I play the drums", japanese: "ドラムを叩いてる"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("play"), object: Terms.tennis), isAlso: true),
            register: .polite, english: "I also play tennis", japanese: "テニスもしています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("brew"), object: Terms.beer)), register: .polite,
            english: "I brew craft beer", japanese: "クラフトビールを醸造しています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("brew"), object: Terms.coffee)), register: .polite,
            english: "I brew coffee", japanese: "コーヒーを淹れています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("look after"), object: Terms.myTwoCats)), register: .polite,
            english: "I look after my two cats", japanese: "2匹の猫の世話をしています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("contribute to"), object: Terms.swift), isAlso: true),
            register: .polite, english: "I also contribute to Swift", japanese: "Swiftにも貢献しています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("work on"), object: Terms.apps)), register: .polite,
            english: "I'm working on iOS apps", japanese: "iOSアプリに取り組んでいます"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("ship"), object: Terms.apps), time: .since(.year(2019))),
            register: .polite, english: "I've shipped iOS apps since 2019", japanese: "2019年からiOSアプリをリリースしています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("write"), object: Terms.threeBooks), tense: .past),
            register: .polite, english: "I wrote three books", japanese: "本を3冊書きました"),
        Said(
            clause: Clause(
                predicate: .action(Terms.verb("write"), object: Terms.threeBooks), time: .since(.year(2019))),
            register: .polite, english: "I've written three books since 2019", japanese: "2019年から本を3冊書いています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("raise"), object: Terms.twoKids)), register: .polite,
            english: "I'm raising two kids", japanese: "子どもを2人育てています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("cook"), object: nil), isAlso: true), register: .polite,
            english: "I also cook", japanese: "料理もしています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("volunteer"), object: nil), organization: Terms.foodBank),
            register: .polite, english: "I volunteer at the food bank", japanese: "フードバンクでボランティアをしています"),
        Said(
            clause: Clause(
                predicate: .action(Terms.verb("volunteer"), object: nil), organization: Terms.foodBank, isAlso: true),
            register: .casual, english: "I also volunteer at the food bank", japanese: "フードバンクでボランティアもしてる"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("speak at"), object: Terms.pycon), time: .at(.year(2024))),
            register: .formal, english: "I spoke at PyCon in 2024", japanese: "2024年にPyConで登壇いたしました"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("grow up"), object: nil), place: Terms.osaka, tense: .past),
            register: .formal, english: "I grew up in Osaka", japanese: "大阪で育ちました"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("know a lot about"), object: Terms.coffee)),
            register: .polite, english: "I know a lot about coffee", japanese: "コーヒーに詳しいです"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("know a lot about"), object: Terms.coffee), isNegative: true),
            register: .casual, english: "I don't know a lot about coffee", japanese: "コーヒーに詳しくない"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("love"), object: Terms.climbing)), register: .formal,
            english: "I love climbing", japanese: "クライミングが大好きでございます"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("learn"), object: Terms.japanese.term)), register: .polite,
            english: "I'm learning Japanese", japanese: "日本語を勉強しています"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("swim"), object: nil), isAlso: true), register: .polite,
            english: "I also swim", japanese: "また、泳いでいます"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("found"), object: Terms.cafe), time: .at(.year(2020))),
            register: .formal, english: "I founded a café in 2020", japanese: "2020年にカフェを創業いたしました"),
        Said(
            clause: Clause(
                predicate: .action(Terms.verb("start"), object: Terms.meetup), time: .at(.relative(.lastYear))),
            register: .polite, english: "I started a Swift meetup last year", japanese: "昨年Swiftのミートアップを立ち上げました"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("win"), object: Terms.prize), time: .at(.age(17))),
            register: .polite, english: "I won a prize at 17", japanese: "17歳で賞を受賞しました"),
        Said(
            clause: Clause(predicate: .action(Terms.verb("manage"), object: Terms.twelveStores)), register: .polite,
            english: "I manage 12 stores", japanese: "店舗を12個管理しています"),
    ]

    @Test(arguments: frames)
    func theJapaneseFrameFitsTheObject(_ said: Said) {
        said.check()
    }
}
