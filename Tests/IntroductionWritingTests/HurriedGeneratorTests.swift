import HurriedProfiles
import IntroductionCore
import IntroductionQuality
import Testing

/// The hurried generator itself: a seed names one profile, every shape family it promises occurs, and what it says a
/// profile states is really in the profile.
@Suite("Hurried profile generator")
struct HurriedGeneratorTests {
    /// The profiles the tests read: enough for every shape to occur many times over.
    static let profiles = HurriedGenerator.profiles(count: 3_000)

    @Test func theSameSeedGivesTheSameProfile() {
        for seed: UInt64 in [0, 1, 42, 4_999, 1 << 40, .max] {
            let first = HurriedGenerator.profile(seed: seed)
            let second = HurriedGenerator.profile(seed: seed)
            #expect(first.profile == second.profile, "seed \(seed)")
            #expect(first.facts == second.facts, "seed \(seed)")
            #expect(first.names == second.names, "seed \(seed)")
            #expect(first.shapes == second.shapes, "seed \(seed)")
        }
    }

    @Test func theRandomSourceIsSplitMix64() {
        // The first outputs of SplitMix64 from seed 0, as published with the algorithm: a seed means the same on
        // every platform and in every Swift version.
        var random = HurriedRandom(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func differentSeedsGiveDifferentProfiles() {
        let distinct = Set(Self.profiles.prefix(500).map(\.profile))
        #expect(distinct.count >= 495, "\(distinct.count) different profiles of 500")
    }

    @Test func everyShapeFamilyOccurs() {
        var counts: [HurriedShape: Int] = [:]
        for hurried in Self.profiles {
            for shape in hurried.shapes { counts[shape, default: 0] += 1 }
        }
        for shape in HurriedShape.allCases {
            #expect(counts[shape, default: 0] >= 10, "“\(shape.rawValue)” occurs \(counts[shape, default: 0]) times")
        }
    }

    @Test func everyExpectedFactIsTypedInItsField() {
        for hurried in Self.profiles {
            let fields = Dictionary(uniqueKeysWithValues: hurried.filledFields.map { ($0.field, $0.text) })
            for fact in hurried.facts {
                let field = HurriedMatch.normalized(fields[fact.field] ?? "")
                #expect(
                    field.contains(HurriedMatch.normalized(fact.typed)),
                    "seed \(hurried.seed): \(fact.field.rawValue) “\(fact.typed)” is not in “\(field)”")
                #expect(!fact.en.isEmpty && !fact.ja.isEmpty, "seed \(hurried.seed): “\(fact.typed)” has no forms")
            }
        }
    }

    @Test func everyNameIsTypedInTheProfile() {
        for hurried in Self.profiles {
            let typed = HurriedMatch.normalized(hurried.filledFields.map(\.text).joined(separator: "\n"))
            for name in hurried.names {
                #expect(typed.contains(HurriedMatch.normalized(name)), "seed \(hurried.seed): name “\(name)”")
            }
        }
    }

    @Test func profilesComeInEveryLanguageAndMostFieldsAreFilled() {
        let english = Self.profiles.filter { $0.shapes.contains(.profileEnglish) }.count
        let japanese = Self.profiles.filter { $0.shapes.contains(.profileJapanese) }.count
        let mixed = Self.profiles.filter { $0.shapes.contains(.profileMixed) }.count
        #expect(english > 600 && japanese > 600 && mixed > 300, "en \(english), ja \(japanese), mixed \(mixed)")
        #expect(Self.profiles.filter { $0.isNotAJob }.count > 200, "statuses")
        let facts = Self.profiles.map(\.facts.count).reduce(0, +)
        #expect(facts > Self.profiles.count * 8, "\(facts) facts in \(Self.profiles.count) profiles")
    }

    @Test func theVocabularyIsLargeAndBilingual() {
        let terms = HurriedVocabulary.allTerms
        let roles = terms.filter { [.role, .fieldRole, .status].contains($0.kind) }
        #expect(roles.count >= 180, "\(roles.count) roles, fields and statuses")
        #expect(terms.count >= 600, "\(terms.count) terms")
        for term in terms {
            #expect(!term.en.isEmpty && !term.ja.isEmpty)
            if !term.isName {
                #expect(term.ja.allSatisfy { !$0.isEmpty } && term.en.allSatisfy { !$0.isEmpty })
                #expect(
                    term.ja.contains(where: HurriedMatch.hasJapanese)
                        || term.en.contains { $0.lowercased() == term.ja[0].lowercased() }, "“\(term.en[0])”")
            }
        }
    }

    @Test func typingHabitsKeepAFragmentAPieceOfItsField() {
        let field = "ex-nurse → product designer @ fintech startup"
        for transform in [HurriedTyping.lower, HurriedTyping.upper, HurriedTyping.capitals, HurriedTyping.fullWidth] {
            #expect(transform(field).contains(transform("product designer")))
        }
        #expect(HurriedTyping.capitals("product designer @ a fintech") == "Product Designer @ A Fintech")
        #expect(HurriedTyping.fullWidth("react 18") == "ｒｅａｃｔ １８")
        #expect(HurriedTyping.halfWidthKana("フロントエンド") == "ﾌﾛﾝﾄｴﾝﾄﾞ")
        #expect(HurriedTyping.halfWidthKana("パン") == "ﾊﾟﾝ")
    }
}
