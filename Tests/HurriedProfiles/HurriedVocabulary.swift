import Foundation

/// The hurried generator's own vocabulary, every item in both languages: roles, statuses, employers, skills and tools,
/// hobbies, places, industries, schools, degrees, products, and people's names in both scripts. Written for the
/// generator and kept apart from the composer's word list on purpose: the point is words the composer was not built
/// around.
package enum HurriedVocabulary {
    /// A person's name: family and given, in the script it is typed in, with a romanisation for URLs and handles.
    package struct PersonName: Sendable {
        package var given: String
        package var family: String
        package var givenRoman: String
        package var familyRoman: String
        package var isJapanese: Bool
    }

    /// Every table of terms, for the tests that read the vocabulary as a whole.
    package static var allTerms: [HurriedTerm] {
        roles + fieldRoles + statuses + seniorities + employerKinds + employerNames + skills + tools + hobbies + places
            + industries + schools + degrees + products
    }

    /// Roles of one family (any family when it has none).
    static func roles(_ family: HurriedTerm.Family) -> [HurriedTerm] {
        let found = roles.filter { $0.family == family }
        return found.isEmpty ? roles : found
    }

    /// Skills and tools a person of `family` lists: the family's own and the ones anybody may have.
    static func skillPool(_ family: HurriedTerm.Family) -> (skills: [HurriedTerm], tools: [HurriedTerm]) {
        let skills = self.skills.filter { $0.family == family || $0.family == .any }
        let tools = self.tools.filter { $0.family == family || $0.family == .any }
        return (skills, tools)
    }

    static let englishGiven = [
        "Rina", "Carlos", "Priya", "Oliver", "Amara", "Mateo", "Lucas", "Ethan", "Chloe", "Aisha", "Diego", "Mei",
        "Kofi", "Ingrid", "Tariq", "Leila", "Marco", "Anika", "Sam", "Jess", "Ben", "Grace", "Noah", "Zara", "Omar",
        "Siddharth", "Fatima", "Hyun-woo", "Thanh", "Bianca", "Kenji", "Haruka", "Daisuke", "Aoi", "Sota", "Mai",
    ]
    static let englishFamily = [
        "Wijaya", "Mendes", "Nair", "Grant", "Okafor", "Silva", "Kowalski", "Nguyen", "Tan", "Haddad", "Lindqvist",
        "O'Brien", "Santos", "Kim", "Park", "Chen", "Müller", "Dubois", "Tanaka", "Sato", "Suzuki", "Kato", "Ito",
        "Watanabe", "Reyes", "Adeyemi", "Novak", "Costa", "Hoang", "Kaur",
    ]
    /// Japanese names with their romanisation, `漢字:roman`.
    static let japaneseGiven = [
        "大輔:daisuke", "美咲:misaki", "翔太:shota", "陽菜:hina", "健二:kenji", "直美:naomi", "拓也:takuya", "彩:aya",
        "悠斗:yuto", "真由美:mayumi", "恵:megumi", "亮:ryo", "由佳:yuka", "隆:takashi", "さくら:sakura", "ひかり:hikari",
        "蓮:ren", "葵:aoi", "結衣:yui", "大和:yamato", "千尋:chihiro", "和也:kazuya",
    ]
    static let japaneseFamily = [
        "山本:yamamoto", "佐々木:sasaki", "伊藤:ito", "渡辺:watanabe", "中村:nakamura", "小林:kobayashi", "加藤:kato",
        "吉田:yoshida", "山田:yamada", "井上:inoue", "木村:kimura", "林:hayashi", "清水:shimizu", "森:mori", "池田:ikeda",
        "橋本:hashimoto", "石川:ishikawa", "前田:maeda", "藤原:fujiwara", "岡田:okada",
    ]

    /// A name in the script of `language`.
    static func personName(_ language: HurriedLanguage, _ random: inout HurriedRandom) -> PersonName {
        if language == .ja {
            let given = random.pick(japaneseGiven).split(separator: ":").map(String.init)
            let family = random.pick(japaneseFamily).split(separator: ":").map(String.init)
            return PersonName(
                given: given[0], family: family[0], givenRoman: given[1], familyRoman: family[1], isJapanese: true)
        }
        let given = random.pick(englishGiven)
        let family = random.pick(englishFamily)
        return PersonName(
            given: given, family: family, givenRoman: roman(given), familyRoman: roman(family), isJapanese: false)
    }

    /// Lower-case ASCII letters of a name, for a URL or handle ("O'Brien" → "obrien", "Müller" → "muller").
    static func roman(_ name: String) -> String {
        let folded = name.lowercased().replacingOccurrences(of: "ü", with: "u").replacingOccurrences(of: "ã", with: "a")
        return String(folded.filter { $0.isASCII && $0.isLetter })
    }

    /// A personal site or handle made from the name: "rinaw.design", "carlos.dev", "@kenji_t", "github.com/aya-m".
    static func siteOrHandle(_ name: PersonName, _ random: inout HurriedRandom) -> (text: String, isHandle: Bool) {
        let given = name.givenRoman
        let family = name.familyRoman
        let initial = String(family.prefix(1))
        switch random.below(8) {
        case 0: return ("\(given)\(initial).design", false)
        case 1: return ("\(given).dev", false)
        case 2: return ("@\(given)_\(initial)", true)
        case 3: return ("github.com/\(given)-\(initial)", false)
        case 4: return ("\(given)\(family).jp", false)
        case 5: return ("@\(given)\(family.prefix(3))", true)
        case 6: return ("note.com/\(given)_\(initial)", false)
        default: return ("https://\(given)-\(family).studio", false)
        }
    }
}
