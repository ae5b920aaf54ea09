import ReadingLexicon
import SentenceRealization
import Testing

/// A Japanese clause continues the next one in its register's connective: the て-form in polite and casual text, the
/// 連用形 in formal text (「働いており」「運営し」), the copula as で; English links are the clause as it ends.
@Suite("Links")
struct ClauseLinkTests {
    @Test(arguments: [
        (Clause(predicate: .workAt(Terms.stripe)), Register.formal, "Stripeで働いており"),
        (Clause(predicate: .workAt(Terms.stripe)), .polite, "Stripeで働いていて"),
        (Clause(predicate: .workAt(Terms.stripe)), .casual, "Stripeで働いてて"),
        (Clause(predicate: .liveIn(Terms.portland)), .casual, "ポートランドに住んでて"),
        (Clause(predicate: .be(Terms.nurse)), .formal, "看護師で"),
        (Clause(predicate: .be(Terms.nurse), isNegative: true), .polite, "看護師ではなくて"),
        (Clause(predicate: .be(Terms.nurse), isAlso: true), .casual, "看護師でもあって"),
        (Clause(predicate: .haveExperience(Amount(years: 8), in: nil)), .polite, "8年の経験があり"),
        (Clause(predicate: .haveExperience(Amount(years: 8), in: nil)), .formal, "8年の経験があり"),
        (Clause(predicate: .workAt(Terms.stripe), isNegative: true), .formal, "Stripeで働いておらず"),
        (Clause(predicate: .workAt(Terms.stripe), isNegative: true), .polite, "Stripeで働いていなくて"),
        (Clause(predicate: .have(Terms.twoKids)), .formal, "子どもが2人おり"),
        (Clause(predicate: .enjoy([Terms.climbing])), .polite, "クライミングが好きで"),
        (Clause(predicate: .speak([Terms.spanish])), .formal, "スペイン語を話すことができ"),
        (
            Clause(predicate: .share(label: Terms.portfolio, address: Terms.site)), .formal,
            "ポートフォリオはmarcob.designでご覧いただけ"
        ),
    ])
    func aJapaneseClauseLinksInItsRegister(clause: Clause, register: Register, link: String) {
        #expect(Realizer.realize(clause, in: .japanese, register: register)?.link == link)
    }

    /// A clause in the past or the future has no link in Japanese: its て-form or 連用形 would take the tense of the
    /// clause after it (「2024年にStripeに入社し、Stripeで働いています」 no longer says when one joined), so it ends its
    /// sentence.
    @Test(arguments: Register.allCases)
    func aJapaneseClauseInThePastOrTheFutureEndsItsSentence(register: Register) throws {
        let join = Clause(predicate: .action(Terms.verb("join"), object: Terms.stripe), time: .at(.year(2024)))
        let said = try #require(Realizer.realize(join, in: .japanese, register: register))
        #expect(said.link == nil, "\(said)")
        #expect(said.end.hasPrefix("2024年にStripeに入社"), "\(said)")
        let english = try #require(Realizer.realize(join, in: .english, register: register))
        #expect(english.link == english.end && english.end == "I joined Stripe in 2024")
        let next = Clause(predicate: .action(Terms.verb("join"), object: Terms.stripe), time: .at(.relative(.nextMonth)))
        let ahead = try #require(Realizer.realize(next, in: .japanese, register: register))
        #expect(ahead.link == nil && ahead.end.hasPrefix("来月Stripeに入社"), "\(ahead)")
    }

    @Test func anEnglishLinkIsTheSentenceItself() {
        let said = Realizer.realize(Clause(predicate: .workAt(Terms.stripe)), in: .english, register: .polite)
        #expect(said == Realized(end: "I work at Stripe", link: "I work at Stripe"))
    }
}
