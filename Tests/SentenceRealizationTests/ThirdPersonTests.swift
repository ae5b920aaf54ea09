import ReadingLexicon
import SentenceRealization
import Testing

/// A person by name, as a speaker bio says them: "Maya Chen is …", 「Maya Chenさんは…」; never humbled in Japanese,
/// "their" for what is theirs in English.
@Suite("Third person")
struct ThirdPersonTests {
    static let maya = Clause.Subject.person("Maya Chen")

    static let bios: [Said] =
        Said.each(
            Clause(subject: maya, predicate: .workIn(Terms.product), time: .during(Amount(years: 8))),
            formal: ("Maya Chen has worked in product for 8 years", "Maya Chenさんはプロダクトの分野で8年間働いています"),
            polite: ("Maya Chen has worked in product for 8 years", "Maya Chenさんはプロダクトの分野で8年間働いています"),
            casual: ("Maya Chen has worked in product for 8 years", "Maya Chenさんはプロダクトの分野で8年間働いてる"))
        + Said.each(
            Clause(subject: maya, predicate: .be(Terms.uxDesigner)),
            formal: ("Maya Chen is a UX designer", "Maya ChenさんはUXデザイナーです"),
            polite: ("Maya Chen is a UX designer", "Maya ChenさんはUXデザイナーです"),
            casual: ("Maya Chen is a UX designer", "Maya ChenさんはUXデザイナーだよ"))
        + Said.each(
            Clause(subject: maya, predicate: .action(Terms.verb("teach"), object: Terms.biology), isNegative: true),
            formal: ("Maya Chen does not teach biology", "Maya Chenさんは生物を教えていません"),
            polite: ("Maya Chen doesn't teach biology", "Maya Chenさんは生物を教えていません"),
            casual: ("Maya Chen doesn't teach biology", "Maya Chenさんは生物を教えてない"))
        + [
            Said(
                clause: Clause(subject: maya, predicate: .comeFrom(Terms.osaka)), register: .formal,
                english: "Maya Chen is from Osaka", japanese: "Maya Chenさんは大阪出身です"),
            Said(
                clause: Clause(subject: maya, predicate: .lookFor(Terms.firstRole)), register: .polite,
                english: "Maya Chen is looking for their first full-time UX role",
                japanese: "Maya Chenさんは初めてのフルタイムのUXの仕事を探しています"),
            Said(
                clause: Clause(
                    subject: maya, predicate: .action(Terms.verb("roof"), object: nil), time: .since(.age(17))),
                register: .polite, english: "Maya Chen has been roofing since the age of 17",
                japanese: "Maya Chenさんは17歳から屋根工事をしています"),
            Said(
                clause: Clause(
                    subject: maya, predicate: .action(Terms.verb("teach"), object: Terms.biology), isAlso: true),
                register: .polite, english: "Maya Chen also teaches biology", japanese: "Maya Chenさんは生物も教えています"),
            Said(
                clause: Clause(subject: maya, predicate: .action(Terms.verb("look after"), object: Terms.myTwoCats)),
                register: .polite, english: "Maya Chen looks after their two cats",
                japanese: "Maya Chenさんは2匹の猫の世話をしています"),
            Said(
                clause: Clause(subject: maya, predicate: .haveExperience(Amount(years: 8), in: Terms.product)),
                register: .formal, english: "Maya Chen has 8 years of experience in product",
                japanese: "Maya Chenさんはプロダクトの分野で8年の経験があります"),
            Said(
                clause: Clause(subject: maya, predicate: .have(Terms.twoKids)), register: .formal,
                english: "Maya Chen has two kids", japanese: "Maya Chenさんは子どもが2人います"),
            Said(
                clause: Clause(subject: maya, predicate: .enjoy([Terms.climbing, Terms.latteArt])), register: .polite,
                english: "Maya Chen enjoys climbing and latte art", japanese: "Maya Chenさんはクライミングとラテアートが好きです"),
            Said(
                clause: Clause(subject: maya, predicate: .liveIn(Terms.portland)), register: .formal,
                english: "Maya Chen is based in Portland", japanese: "Maya Chenさんはポートランドを拠点に活動しています"),
            Said(
                clause: Clause(subject: maya, predicate: .share(label: Terms.portfolio, address: Terms.site)),
                register: .polite, english: "You can find Maya Chen's portfolio at marcob.design",
                japanese: "Maya Chenさんのポートフォリオはmarcob.designで見られます"),
            Said(
                clause: Clause(subject: maya, predicate: .share(label: nil, address: Terms.email)), register: .formal,
                english: "Maya Chen can be reached at a@b.io", japanese: "Maya Chenさんの連絡先はa@b.ioです"),
            Said(
                clause: Clause(subject: maya, predicate: .share(label: nil, address: Terms.email)), register: .casual,
                english: "You can reach Maya Chen at a@b.io", japanese: "Maya Chenさんの連絡先はa@b.ioだよ"),
            Said(
                clause: Clause(subject: maya, predicate: .workAt(Terms.stripe), time: .at(.year(2024)), isAlso: true),
                register: .polite, english: "Maya Chen also worked at Stripe in 2024",
                japanese: "Maya Chenさんは2024年にStripeでも働きました"),
        ]

    @Test(arguments: bios)
    func aPersonByNameIsTheSubject(_ said: Said) {
        said.check()
    }

    @Test(arguments: [("田中", "田中さんは看護師です"), ("田中先生", "田中先生は看護師です"), ("山田様", "山田様は看護師です")])
    func aJapaneseNameTakesSanUnlessItHasAnHonorific(name: String, japanese: String) {
        let clause = Clause(subject: .person(name), predicate: .be(Terms.nurse))
        #expect(Realizer.realize(clause, in: .japanese, register: .polite)?.end == japanese)
    }
}
