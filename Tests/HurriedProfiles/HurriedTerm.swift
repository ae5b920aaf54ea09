import IntroductionQuality

/// One item of the hurried generator's own vocabulary, in both languages, with the words that show it was said.
///
/// Written as a table line `english;alternative… | 日本語;別の形…`: the first form of each side is what a person types
/// in that language, every form is a word a text may use to say it (case ignored). A term marked as a name (`=Name`)
/// is the same in both languages and may appear verbatim in either.
package struct HurriedTerm: Sendable, Hashable {
    /// What it is, for the generator to choose terms that belong together.
    package enum Kind: String, Sendable, Hashable {
        case role, fieldRole, status, seniority, employerKind, employerName, skill, tool, hobby, place, industry
        case degree, school, product
    }

    /// Families of work, so a nurse's skills are a nurse's: the vocabulary tags roles and skills with them.
    package enum Family: String, Sendable, Hashable, CaseIterable {
        case tech, design, business, health, education, trades, service, creative, any
        case publicService = "public"
    }

    package var kind: Kind
    package var family: Family
    /// Forms that show it was said in an English text; the first is how a person types it in English.
    package var en: [String]
    /// Forms that show it was said in a Japanese text; the first is how a person types it in Japanese.
    package var ja: [String]
    /// A proper name (a company, a school, a product, a tool): kept verbatim in either language.
    package var isName: Bool

    package init(kind: Kind, family: Family = .any, en: [String], ja: [String], isName: Bool = false) {
        self.kind = kind
        self.family = family
        self.en = en
        self.ja = ja
        self.isName = isName
    }

    /// How it is typed in `language`.
    package func typed(_ language: HurriedLanguage) -> String {
        language == .en ? en[0] : ja[0]
    }

    /// The forms that show it was said in a text written in `language`.
    package func forms(_ language: HurriedLanguage) -> [String] {
        language == .en ? en : ja
    }

    /// Parses a table: one term a line, blank lines and `#` comments skipped, `@family` switches the family of the
    /// lines that follow. `=Name` is a name: the same in both languages.
    package static func table(_ kind: Kind, _ text: String, family: Family = .any) -> [HurriedTerm] {
        var family = family
        var terms: [HurriedTerm] = []
        for raw in text.split(separator: "\n") {
            let line = String(raw).trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("@") {
                family = Family(rawValue: String(line.dropFirst())) ?? .any
                continue
            }
            if line.hasPrefix("=") {
                let name = String(line.dropFirst()).trimmingSpaces()
                terms.append(HurriedTerm(kind: kind, family: family, en: [name], ja: [name], isName: true))
                continue
            }
            let sides = line.split(separator: "|", omittingEmptySubsequences: false).map { side in
                side.split(separator: ";").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
            }
            precondition(sides.count == 2 && !sides[0].isEmpty && !sides[1].isEmpty, "bad vocabulary line: \(line)")
            terms.append(HurriedTerm(kind: kind, family: family, en: sides[0], ja: sides[1]))
        }
        return terms
    }
}

/// The language a part of a profile is typed in, or a text is written in.
package enum HurriedLanguage: String, Sendable, Hashable, CaseIterable {
    case en, ja

    package var other: HurriedLanguage { self == .en ? .ja : .en }
}
