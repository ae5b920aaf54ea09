import ReadingLexicon
import SentenceRealization
import Testing

/// Tense and aspect come from the time frame: ongoing frames in the present perfect (progressive for activities) and
/// with ている, finished ones in the past, points ahead in the future; a frame against its tense is refused.
@Suite("Time frames")
struct TimeFrameTests {
    static let roofing = Clause(predicate: .action(Terms.verb("roof"), object: nil), time: .since(.age(17)))
    static let join = Clause.Predicate.action(Terms.verb("join"), object: Terms.stripe)

    static let frames: [Said] =
        Said.each(
            roofing, formal: ("I have been roofing since I was 17", "17歳から屋根工事をしております"),
            polite: ("I've been roofing since I was 17", "17歳から屋根工事をしています"),
            casual: ("I've been roofing since I was 17", "17歳から屋根工事をしてる"))
        + Said.each(
            Clause(predicate: join, time: .at(.year(2024))),
            formal: ("I joined Stripe in 2024", "2024年にStripeに入社いたしました"),
            polite: ("I joined Stripe in 2024", "2024年にStripeに入社しました"),
            casual: ("I joined Stripe in 2024", "2024年にStripeに入社した"))
        + Said.each(
            Clause(predicate: join, time: .at(.relative(.nextMonth))),
            formal: ("I will join Stripe next month", "来月Stripeに入社いたします"),
            polite: ("I'll join Stripe next month", "来月Stripeに入社します"),
            casual: ("I'll join Stripe next month", "来月Stripeに入社する"))
        + [
            Said(
                clause: Clause(predicate: join, time: .at(.month(year: 2021, month: 3))), register: .polite,
                english: "I joined Stripe in March 2021", japanese: "2021年3月にStripeに入社しました"),
            Said(
                clause: Clause(
                    predicate: .action(Terms.verb("join"), object: Terms.meetup), time: .at(.relative(.lastYear))),
                register: .casual, english: "I joined a Swift meetup last year", japanese: "去年Swiftのミートアップに参加した"),
            Said(
                clause: Clause(predicate: join, time: .at(.relative(.lastYear)), isAlso: true), register: .formal,
                english: "I also joined Stripe last year", japanese: "昨年Stripeにも入社いたしました"),
            Said(
                clause: Clause(
                    predicate: .action(Terms.verb("move to"), object: Terms.osaka), time: .at(.relative(.soon))),
                register: .formal, english: "I will move to Osaka soon", japanese: "まもなく大阪に引っ越します"),
            Said(
                clause: Clause(
                    predicate: .action(Terms.verb("move to"), object: Terms.osaka), time: .at(.relative(.soon))),
                register: .polite, english: "I'll move to Osaka soon", japanese: "もうすぐ大阪に引っ越します"),
            Said(
                clause: Clause(
                    predicate: .action(Terms.verb("move to"), object: Terms.osaka), time: .at(.relative(.recently))),
                register: .polite, english: "I moved to Osaka recently", japanese: "最近大阪に引っ越しました"),
            Said(
                clause: Clause(predicate: .study(Terms.nursing, at: nil), time: .between(.age(18), .age(22))),
                register: .polite, english: "I studied nursing between the ages of 18 and 22",
                japanese: "18歳から22歳まで看護を学んでいました"),
            Said(
                clause: Clause(predicate: .use([Terms.swift]), time: .during(Amount(years: 2, approximation: .almost))),
                register: .polite, english: "I've worked with Swift for almost 2 years", japanese: "Swiftを2年近く使っています"),
            Said(
                clause: Clause(
                    predicate: .action(Terms.verb("learn"), object: Terms.japanese.term),
                    time: .during(Amount(months: 6))),
                register: .polite, english: "I've been learning Japanese for half a year", japanese: "日本語を半年間勉強しています"),
            Said(
                clause: Clause(predicate: .lookFor(Terms.firstRole), time: .during(Amount(years: 1, months: 6))),
                register: .casual, english: "I've been looking for my first full-time UX role for a year and a half",
                japanese: "初めてのフルタイムのUXの仕事を1年半探してる"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), time: .during(Amount(years: 2)), tense: .future),
                register: .polite, english: "I'll be working at Stripe for 2 years", japanese: "Stripeで2年間働きます"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), time: .from(.relative(.thisSpring))),
                register: .polite, english: "I've worked at Stripe since this spring", japanese: "この春からStripeで働いています"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), time: .from(.relative(.thisSpring)), tense: .future),
                register: .polite, english: "From this spring, I'll be working at Stripe", japanese: "この春からStripeで働きます"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), time: .from(.year(2019)), tense: .past),
                register: .polite, english: "From 2019, I worked at Stripe", japanese: "2019年からStripeで働いていました"),
            Said(
                clause: Clause(predicate: .have(Terms.twoCats), time: .during(Amount(years: 3))), register: .polite,
                english: "I've had two cats for 3 years", japanese: "3年間猫を2匹飼っています"),
            Said(
                clause: Clause(predicate: .liveIn(Terms.osaka), time: .at(.relative(.lastYear))), register: .casual,
                english: "I lived in Osaka last year", japanese: "去年大阪に住んでた"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), time: .until(.year(2021))), register: .formal,
                english: "I worked at Stripe until 2021", japanese: "2021年までStripeで働いておりました"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), time: .since(.relative(.lastYear))), register: .casual,
                english: "I've worked at Stripe since last year", japanese: "去年からStripeで働いてる"),
            Said(
                clause: Clause(
                    predicate: .workAt(Terms.stripe),
                    time: .between(.month(year: 2015, month: 4), .month(year: 2019, month: 3))),
                register: .polite, english: "I worked at Stripe from April 2015 to March 2019",
                japanese: "2015年4月から2019年3月までStripeで働いていました"),
        ]

    @Test(arguments: frames)
    func theFrameDecidesTenseAndAspect(_ said: Said) {
        said.check()
    }

    /// Frames that contradict themselves or the tense: nothing is said in either language.
    @Test(arguments: [
        Clause(predicate: join, time: .since(.relative(.nextMonth))),
        Clause(predicate: join, time: .since(.relative(.recently))),
        Clause(predicate: .workAt(Terms.stripe), time: .since(.year(2021)), tense: .future),
        Clause(predicate: .workAt(Terms.stripe), time: .since(.year(2021)), tense: .past),
        Clause(predicate: .workAt(Terms.stripe), time: .between(.year(2019), .relative(.nextYear))),
        Clause(predicate: .workAt(Terms.stripe), time: .between(.year(2019), .year(2021)), tense: .future),
        Clause(predicate: .workAt(Terms.stripe), time: .until(.relative(.soon))),
        Clause(predicate: join, time: .at(.relative(.lastYear)), tense: .future),
        Clause(predicate: join, time: .at(.relative(.nextMonth)), tense: .past),
        Clause(predicate: .workAt(Terms.stripe), time: .from(.relative(.recently))),
        Clause(predicate: .workAt(Terms.stripe), time: .from(.relative(.lastYear)), tense: .future),
        Clause(predicate: .workAt(Terms.stripe), time: .during(Amount())),
    ])
    func aFrameAgainstItsTenseIsRefused(_ clause: Clause) {
        for register in Register.allCases {
            #expect(Realizer.realize(clause, in: .english, register: register) == nil)
            #expect(Realizer.realize(clause, in: .japanese, register: register) == nil)
        }
    }

    /// English never says "I work … since" nor "I am practicing since", whatever the predicate.
    @Test(arguments: Register.allCases)
    func anOngoingFrameIsNeverSaidInThePresent(_ register: Register) {
        let predicates: [Clause.Predicate] = [
            .workAt(Terms.stripe), .workAs(Terms.nurse), .workManner(Terms.freelance), .liveIn(Terms.portland),
            .use([Terms.swift]), .action(Terms.verb("practice"), object: Terms.tennis), .lookFor(Terms.firstRole),
        ]
        for predicate in predicates {
            let said =
                Realizer.realize(
                    Clause(predicate: predicate, time: .since(.year(2020))), in: .english, register: register)?.end
                ?? ""
            #expect(said.hasPrefix("I've ") || said.hasPrefix("I have "), "\(said)")
        }
    }
}
