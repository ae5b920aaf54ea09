import ReadingLexicon
import SentenceRealization
import Testing

/// Who a person is and where they work: be, work as, work in, work at, work in a manner, in every register.
@Suite("Work and being")
struct WorkSentenceTests {
    static let being: [Said] =
        Said.each(
            Clause(predicate: .be(Terms.nurse)),
            formal: ("I am a nurse", "看護師でございます"), polite: ("I'm a nurse", "看護師です"),
            casual: ("I'm a nurse", "看護師だよ"))
        + Said.each(
            Clause(predicate: .be(Terms.junior)),
            formal: ("I am a high school junior", "高校2年生でございます"),
            polite: ("I'm a high school junior", "高校2年生です"), casual: ("I'm a high school junior", "高校2年生だよ"))
        + Said.each(
            Clause(predicate: .be(Terms.junior), isNegative: true),
            formal: ("I am not a high school junior", "高校2年生ではございません"),
            polite: ("I'm not a high school junior", "高校2年生ではありません"),
            casual: ("I'm not a high school junior", "高校2年生じゃない"))
        + Said.each(
            Clause(predicate: .be(Terms.nurse), isAlso: true),
            formal: ("I am also a nurse", "看護師でもございます"), polite: ("I'm also a nurse", "看護師でもあります"),
            casual: ("I'm also a nurse", "看護師でもある"))
        + Said.each(
            Clause(predicate: .be(Terms.nurse), time: .since(.year(2015))),
            formal: ("I have been a nurse since 2015", "2015年から看護師をしております"),
            polite: ("I've been a nurse since 2015", "2015年から看護師をしています"),
            casual: ("I've been a nurse since 2015", "2015年から看護師をしてる"))
        + Said.each(
            Clause(predicate: .be(Terms.nurse), time: .from(.relative(.nextMonth)), tense: .future),
            formal: ("From next month, I will be a nurse", "来月から看護師になります"),
            polite: ("From next month, I'll be a nurse", "来月から看護師になります"),
            casual: ("From next month, I'll be a nurse", "来月から看護師になる"))
        + [
            Said(
                clause: Clause(predicate: .be(Terms.sre)), register: .polite, english: "I'm an SRE", japanese: "SREです"),
            Said(
                clause: Clause(
                    predicate: .be(Terms.nurse), time: .from(.relative(.nextYear)), tense: .future, isAlso: true),
                register: .polite, english: "From next year, I'll also be a nurse", japanese: "来年から看護師にもなります"),
            Said(
                clause: Clause(predicate: .be(Terms.hourlyWorker)), register: .polite,
                english: "I'm an hourly worker", japanese: "時給制スタッフです"),
            Said(
                clause: Clause(predicate: .be(Terms.lecturer)), register: .casual,
                english: "I'm a university lecturer", japanese: "大学講師だよ"),
            Said(
                clause: Clause(predicate: .be(Terms.momOfTwo)), register: .polite, english: "I'm a mom of two",
                japanese: "2児の母です"),
            Said(
                clause: Clause(predicate: .be(Terms.retired)), register: .casual, english: "I'm retired",
                japanese: "退職済みだよ"),
            Said(
                clause: Clause(predicate: .be(Terms.parentalLeave)), register: .formal,
                english: "I am on parental leave", japanese: "育休中でございます"),
            Said(
                clause: Clause(predicate: .be(Terms.parentalLeave), time: .until(.relative(.lastMonth))),
                register: .polite, english: "I was on parental leave until last month", japanese: "先月まで育休中でした"),
            Said(
                clause: Clause(predicate: .be(Terms.nurse), time: .during(Amount(years: 3))), register: .formal,
                english: "I have been a nurse for 3 years", japanese: "3年間看護師をしております"),
            Said(
                clause: Clause(predicate: .be(Terms.sre), tense: .past), register: .polite, english: "I was an SRE",
                japanese: "SREをしていました"),
            Said(
                clause: Clause(predicate: .be(Terms.nurse), organization: Terms.mercy, place: Terms.tacoma),
                register: .polite, english: "I'm a nurse at Mercy Hospital in Tacoma", japanese: "タコマのマーシー病院の看護師です"),
        ]

    @Test(arguments: being)
    func aStateOfLifeIsSaidAsAState(_ said: Said) {
        said.check()
    }

    static let working: [Said] =
        Said.each(
            Clause(predicate: .workAs(Terms.nurse)),
            formal: ("I work as a nurse", "看護師として働いております"), polite: ("I work as a nurse", "看護師として働いています"),
            casual: ("I work as a nurse", "看護師として働いてる"))
        + Said.each(
            Clause(predicate: .workManner(Terms.freelance), time: .since(.year(2021))),
            formal: ("I have worked freelance since 2021", "2021年からフリーランスで働いております"),
            polite: ("I've worked freelance since 2021", "2021年からフリーランスで働いています"),
            casual: ("I've worked freelance since 2021", "2021年からフリーランスで働いてる"))
        + Said.each(
            Clause(predicate: .workIn(Terms.product), time: .during(Amount(years: 8))),
            formal: ("I have worked in product for 8 years", "プロダクトの分野で8年間働いております"),
            polite: ("I've worked in product for 8 years", "プロダクトの分野で8年間働いています"),
            casual: ("I've worked in product for 8 years", "プロダクトの分野で8年間働いてる"))
        + Said.each(
            Clause(
                predicate: .workAt(Terms.deloitte), role: Terms.auditor, time: .between(.year(2015), .year(2019))),
            formal: ("I worked at Deloitte as an auditor from 2015 to 2019", "2015年から2019年までDeloitteで監査人として働いておりました"),
            polite: ("I worked at Deloitte as an auditor from 2015 to 2019", "2015年から2019年までDeloitteで監査人として働いていました"),
            casual: ("I worked at Deloitte as an auditor from 2015 to 2019", "2015年から2019年までDeloitteで監査人として働いてた"))
        + Said.each(
            Clause(predicate: .workAt(Terms.fukuokaOffice), time: .from(.relative(.nextMonth)), tense: .future),
            formal: ("From next month, I will be working at the Fukuoka office", "来月から福岡オフィスで働きます"),
            polite: ("From next month, I'll be working at the Fukuoka office", "来月から福岡オフィスで働きます"),
            casual: ("From next month, I'll be working at the Fukuoka office", "来月から福岡オフィスで働く"))
        + Said.each(
            Clause(predicate: .workAt(Terms.stripe), isNegative: true),
            formal: ("I do not work at Stripe", "Stripeで働いておりません"),
            polite: ("I don't work at Stripe", "Stripeで働いていません"), casual: ("I don't work at Stripe", "Stripeで働いてない"))
        + [
            Said(
                clause: Clause(predicate: .workAs(Terms.nurse), organization: Terms.mercy, place: Terms.tacoma),
                register: .polite, english: "I work as a nurse at Mercy Hospital in Tacoma",
                japanese: "タコマのマーシー病院で看護師として働いています"),
            Said(
                clause: Clause(predicate: .workIn(Terms.fintech), isAlso: true), register: .polite,
                english: "I also work in fintech", japanese: "フィンテックの分野でも働いています"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe)), register: .polite, english: "I work at Stripe",
                japanese: "Stripeで働いています"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), isAlso: true), register: .casual,
                english: "I also work at Stripe", japanese: "Stripeでも働いてる"),
            Said(
                clause: Clause(predicate: .workAt(Terms.roaster), place: Terms.portland), register: .polite,
                english: "I work at a small coffee roaster in Portland", japanese: "ポートランドの小さなコーヒー焙煎所で働いています"),
            Said(
                clause: Clause(predicate: .workAt(Terms.stripe), tense: .past), register: .polite,
                english: "I worked at Stripe", japanese: "Stripeで働いていました"),
            Said(
                clause: Clause(predicate: .workManner(Terms.freelance), tense: .future), register: .polite,
                english: "I'll work freelance", japanese: "フリーランスで働きます"),
            Said(
                clause: Clause(predicate: .workManner(Terms.freelance), time: .from(.year(2019))), register: .polite,
                english: "I've worked freelance since 2019", japanese: "2019年からフリーランスで働いています"),
            Said(
                clause: Clause(
                    predicate: .workManner(Terms.freelance), time: .during(Amount(years: 3, approximation: .about)),
                    tense: .past),
                register: .polite, english: "I worked freelance for about 3 years", japanese: "フリーランスで約3年間働いていました"),
            Said(
                clause: Clause(predicate: .workAs(Terms.barista), organization: Terms.stripe, isAlso: true),
                register: .formal, english: "I also work as a barista at Stripe", japanese: "Stripeでバリスタとしても働いております"),
        ]

    @Test(arguments: working)
    func workIsSaidWithItsTimeAndPlace(_ said: Said) {
        said.check()
    }
}
