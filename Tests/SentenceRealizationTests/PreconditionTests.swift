import ReadingLexicon
import SentenceRealization
import Testing

/// Each place takes only the kinds of term it can say: "work as" a job, "at" an organization, a course or a school
/// never a workplace. A clause that breaks that is refused in both languages, so the caller reports the fact instead of
/// writing it wrong; a term without words in one language is refused in that language only.
@Suite("Preconditions")
struct PreconditionTests {
    static let refused: [Clause] = [
        Clause(predicate: .workAs(Terms.retired)),
        Clause(predicate: .workAs(Terms.stripe)),
        Clause(predicate: .workAs(Terms.momOfTwo)),
        Clause(predicate: .workAt(Terms.uw)),
        Clause(predicate: .workAt(Terms.bootcamp)),
        Clause(predicate: .workAt(Terms.tacoma)),
        Clause(predicate: .workAt(Terms.stripe), organization: Terms.deloitte),
        Clause(predicate: .workIn(Terms.stripe)),
        Clause(predicate: .workAs(Terms.nurse), organization: Terms.uw),
        Clause(predicate: .workAs(Terms.nurse), organization: Terms.bootcamp),
        Clause(predicate: .workAs(Terms.nurse), place: Terms.stripe),
        Clause(predicate: .workAt(Terms.stripe), role: Terms.retired),
        Clause(predicate: .be(Terms.nurse), role: Terms.barista),
        Clause(predicate: .be(Terms.stripe)),
        Clause(predicate: .comeFrom(Terms.stripe)),
        Clause(predicate: .comeFrom(Terms.osaka), time: .since(.year(2019))),
        Clause(predicate: .liveIn(Terms.portland), organization: Terms.stripe),
        Clause(predicate: .speak([LeveledTerm(term: Terms.swift)])),
        Clause(predicate: .speak([])),
        Clause(predicate: .use([])),
        Clause(predicate: .enjoy([])),
        Clause(predicate: .enjoy([Terms.climbing]), place: Terms.tacoma),
        Clause(predicate: .share(label: Terms.portfolio, address: Terms.site), isNegative: true),
        Clause(predicate: .share(label: Terms.portfolio, address: Terms.site), time: .since(.year(2020))),
        Clause(predicate: .share(label: nil, address: Terms.portfolio)),
        Clause(predicate: .study(Terms.nursing, at: Terms.tacoma)),
        Clause(predicate: .study(Terms.nursing, at: Terms.uw), organization: Terms.stripe),
        Clause(predicate: .haveExperience(Amount(), in: Terms.product)),
        Clause(predicate: .haveExperience(Amount(years: 3), in: Terms.product), time: .since(.year(2020))),
        Clause(predicate: .have(Terms.twoCats), place: Terms.tacoma),
        Clause(predicate: .action(Terms.verb("contribute to"), object: nil)),
        Clause(predicate: .action(Terms.verb("look after"), object: nil)),
        Clause(predicate: .action(Terms.verb("work"), object: Terms.biology)),
        Clause(predicate: .action(Verb(id: "levitate"), object: nil)),
        Clause(predicate: .action(Terms.verb("own"), object: nil)),
        Clause(predicate: .action(Terms.verb("play"), object: nil)),
        Clause(predicate: .action(Terms.verb("swim"), object: Terms.tennis)),
    ]

    @Test(arguments: refused)
    func aTermOfTheWrongKindIsRefusedInBothLanguages(_ clause: Clause) {
        for register in Register.allCases {
            #expect(Realizer.realize(clause, in: .english, register: register) == nil)
            #expect(Realizer.realize(clause, in: .japanese, register: register) == nil)
        }
    }

    @Test func aTermWithoutEnglishIsUnsayableInEnglishOnly() {
        let clause = Clause(predicate: .workAs(Terms.untranslated))
        #expect(Realizer.realize(clause, in: .english, register: .polite) == nil)
        #expect(Realizer.realize(clause, in: .japanese, register: .polite)?.end == "宮大工として働いています")
    }

    @Test func aTermWithoutJapaneseIsUnsayableInJapaneseOnly() {
        let unknown = Term(kind: .field, english: "devrel", japanese: nil)
        let clause = Clause(predicate: .workIn(unknown))
        #expect(Realizer.realize(clause, in: .english, register: .casual)?.end == "I work in devrel")
        #expect(Realizer.realize(clause, in: .japanese, register: .casual) == nil)
    }

    @Test func aNameAndAContactAreSayableInEitherLanguage() {
        let workshop = Term(kind: .organization, english: nil, japanese: "山本製作所", isName: true)
        #expect(
            Realizer.realize(Clause(predicate: .workAt(workshop)), in: .english, register: .polite)?.end
                == "I work at 山本製作所")
        let site = Term(kind: .contact, english: nil, japanese: "yamamoto.jp")
        let share = Clause(predicate: .share(label: nil, address: site))
        #expect(Realizer.realize(share, in: .english, register: .polite)?.end == "You can find me at yamamoto.jp")
    }

    @Test func aJobWithoutADeterminerStillTakesItsArticle() {
        #expect(
            Realizer.realize(Clause(predicate: .workAs(Terms.lecturer)), in: .english, register: .formal)?.end
                == "I work as a university lecturer")
        #expect(
            Realizer.realize(Clause(predicate: .workAs(Terms.hourlyWorker)), in: .english, register: .polite)?.end
                == "I work as an hourly worker")
    }
}
