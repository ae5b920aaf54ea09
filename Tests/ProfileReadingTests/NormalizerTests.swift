@testable import ProfileReading
import Testing

/// The shorthand people type, written out before any grammar reads a field.
@Suite("Normalizer")
struct NormalizerTests {
    static let normalizer = try! Normalizer.bundled()

    @Test(arguments: [
        ("product designer @ fintech startup", "product designer at fintech startup"),
        ("PM@Shopee", "PM at Shopee"),
        ("ex-nurse → product manager", "former nurse → product manager"),
        ("ex-nurse->PM", "former nurse → PM"),
        ("SRE / devops", "SRE / DevOps"),
        ("frontend dev", "frontend developer"),
        ("Sr. Data Eng", "Senior Data Engineer"),
        ("SENIOR IOS ENGINEER", "senior iOS engineer"),
        ("フロントエンド（React）", "フロントエンド（React）"),
        ("on-call survivor lol", "on-call survivor"),
        ("prev. teacher", "former teacher"),
        ("ui designer in media", "UI designer in media"), ("ios engineer", "iOS engineer"),
        ("eng manager@山本製作所", "engineering manager at 山本製作所"), ("between jobs!!", "between jobs"),
        ("エネルギー業界 GISアナリスト", "エネルギー業界のGISアナリスト"), ("UBC のホテルのフロント", "UBCのホテルのフロント"),
        ("エンジニア at Acme", "エンジニア at Acme"),
    ])
    func rolesAreWrittenOut(typed: String, expected: String) {
        #expect(Self.normalizer.normalize(typed, as: .role) == expected)
    }

    @Test(arguments: [
        ("異動しました i was a firmware engr b4 this", "異動しました。i was a firmware engineer before this"),
        ("i was a firmware engr b4 this 名古屋に住んでます", "i was a firmware engineer before this. 名古屋に住んでます"),
        ("週末は Google Maps で散歩", "週末は Google Maps で散歩"),
        ("vocational school from 東北大学", "vocational school from 東北大学"),
    ])
    func anEnglishClauseBesideAJapaneseSentenceIsASentenceOfItsOwn(typed: String, expected: String) {
        #expect(Self.normalizer.normalize(typed, as: .notes) == expected)
    }

    @Test(arguments: [
        ("4 yrs, before that graphic designer", "4 years, before that graphic designer"),
        ("2y w/ vue, 1y w/ react", "2 years with vue, 1 year with react"),
        ("9 yrs (manual → automation)", "9 years (manual → automation)"),
        ("~3 yrs", "about 3 years"),
        ("approx 3 yrs", "about 3 years"),
        ("6+ yrs", "6+ years"),
        ("6mo", "6 months"),
        ("1 yr", "1 year"),
        ("3-4yrs b4 that QA", "3-4 years before that QA"),
        ("１０年", "10年"),
    ])
    func experienceIsWrittenOut(typed: String, expected: String) {
        #expect(Self.normalizer.normalize(typed, as: .experience) == expected)
    }

    @Test(arguments: [
        ("stakeholder mgmt", "stakeholder management"),
        ("web dev", "web development"),
        ("design&research", "design and research"),
        ("R&D", "R&D"),
        ("guitar🎸", "guitar"),
        ("k8s", "Kubernetes"),
    ])
    func listItemsAreWrittenOut(typed: String, expected: String) {
        #expect(Self.normalizer.normalize(typed, as: .list) == expected)
    }

    @Test(arguments: [
        (
            "open to freelance work. pls mention my portfolio rinaw.design",
            "open to freelance work. please mention my portfolio rinaw.design"
        ),
        ("on-call survivor lol.", "on-call survivor."),
        ("dm me on twitter @kenji_t", "message me on twitter @kenji_t"),
        ("busy rn but open 2 chats!!", "busy right now but open to chats!"),
        ("最近Rust始めました！笑", "最近Rust始めました！"),
        ("楽しかったですｗｗ", "楽しかったです"),
        ("大爆笑", "大爆笑"),
        ("LOVE hiking 🏔️ and coffee ☕️", "LOVE hiking and coffee"),
        ("I ❤️ coffee", "I love coffee"),
        ("email me at rina@example.com", "email me at rina@example.com"),
        ("hahaha yes", "yes"),
    ])
    func notesAreWrittenOut(typed: String, expected: String) {
        #expect(Self.normalizer.normalize(typed, as: .notes) == expected)
    }
}
