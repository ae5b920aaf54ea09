import IntroductionCore
import ReadingLexicon

/// Titles and the jobs they make with an organization: "Senior PM", "UX designer", 「看護師」, "X at Y", "X @ Y",
/// "X, Y", "X (Y)", 「YのX」, 「YでX」. A title is a phrase whose head names a person by what they do; in the role
/// field a phrase whose head nothing else knows is one too (the field is for a title).
extension Rules {
    static let titles: [Rule] = [
        Rule(
            "title", .titles, priority: 1, pattern: [.facts(.phrase)],
            examples: [
                Example(.role, "Senior PM", "title: Senior PM | title=senior product manager"),
                Example(.role, "看護師", "title: 看護師 | title=看護師"),
                Example(.role, "barista turned UX designer", "title: UX designer | title=UX designer"),
                Example(.notes, "coffee"),
            ]
        ) { match in
            let phrase = match.fact(0)!.slots.phrase!
            guard Titles.isTitle(phrase, in: match.field) else { return nil }
            return fact(.title, match) { $0.title = phrase }
        },
        Rule(
            "field as a role", .titles, fields: [.role], priority: 2,
            pattern: [.fact([.phrase]) { fact in
                let classes = fact.slots.phrase!.classes
                return classes.contains(.field) && !classes.contains(.person)
                    && (classes.contains(.trade) || classes.isDisjoint(with: [.tool, .name]))
            }],
            examples: [Example(.role, "marketing", "title: marketing | title=marketing"), Example(.role, "SRE", "title: SRE | title=SRE"),
                Example(.role, "Figma")]
        ) { match in
            guard match.before == nil || match.before?.kind == .separator, match.after == nil || match.after?.kind == .separator
            else { return nil }
            return fact(.title, match) { $0.title = match.fact(0)!.slots.phrase! }
        },
        Rule(
            "title at organization", .titles, priority: 2,
            pattern: [.facts(.title), .either([.word("at", "@", "for", "with", "in"), .separator("@")]),
                .facts(.phrase, .employer)],
            examples: [
                Example(.role, "Backend engineer at Mercari", "position: Backend engineer at Mercari | title=backend engineer | organization=Mercari"),
                Example(.role, "designer@Google", "position: designer@Google | title=designer | organization=Google"),
            ]
        ) { match in
            guard let organization = Organizations.organization(match.fact(2)!, structural: true) else { return nil }
            let preposition = match.token(1)?.key
            if preposition == "in", !organization.isName { return nil }
            return fact(.position, match) {
                $0.title = match.fact(0)!.slots.title
                $0.organization = organization
            }
        },
        Rule(
            "title in a field", .titles, fields: [.role, .experience], priority: 2,
            pattern: [.facts(.title), .fact([.adjunct]) { $0.slots.field != nil && $0.slots.organization == nil }],
            examples: [Example(.role, "sommelier in legal tech", "position: sommelier in legal tech | title=sommelier | field=legal tech"),
                Example(.role, "Sommelier In Legal Tech", "position: Sommelier In Legal Tech | title=sommelier | field=legal tech")]
        ) { match in
            fact(.position, match) {
                $0.title = match.fact(0)!.slots.title
                $0.field = match.fact(1)!.slots.field
            }
        },
        Rule(
            "title, organization", .titles, fields: [.role], priority: 2,
            pattern: [.facts(.title), .either([.separator(",", "|", "—", "-", "·"), .word("(")]), .facts(.phrase),
                .optional(.word(")"))],
            examples: [
                Example(.role, "Staff Engineer, Fjordlight", "position: Staff Engineer, Fjordlight | title=staff engineer | organization=Fjordlight"),
                Example(.role, "Data Analyst, SQL"),
            ]
        ) { match in
            // "Staff Engineer, Stripe": after a title, a capitalized phrase that is no title, tool or place is where one
            // works. 「Tattoo artist｜和彫り」: a name ends its item; 和 glued to 彫り names nothing.
            guard var organization = match.fact(2)?.slots.phrase,
                organization.isName || organization.isTypedCapitalized && organization.classes.isDisjoint(with: [.person, .place, .language]),
                !organization.classes.contains(.tool), !organization.text.contains(where: \.isNumber),
                match.after.map({ $0.kind != .word || $0.spaced }) ?? true, match.token(1)?.key != "(" || match.has(3), !WorkManner.words.contains(organization.text.lowercased())
            else { return nil }
            if !organization.isName { organization = organization.asName() }
            return fact(.position, match) {
                $0.title = match.fact(0)!.slots.title
                $0.organization = organization
            }
        },
        Rule(
            "organization の title", .titles, priority: 2,
            pattern: [.facts(.phrase), .word("の"), .facts(.title)],
            examples: [Example(.role, "Mercariのバックエンドエンジニア", "position: Mercariのバックエンドエンジニア | title=バックエンドエンジニア | organization=Mercari")]
        ) { match in
            guard let organization = Organizations.organization(match.fact(0)!), organization.isName
                || organization.classes.contains(.organization)
            else { return nil }
            return fact(.position, match) {
                $0.title = match.fact(2)!.slots.title
                $0.organization = organization
            }
        },
        Rule(
            "organization で title", .titles, priority: 2,
            pattern: [.facts(.phrase), .word("で", "にて"), .facts(.title, .phrase)],
            examples: [Example(.role, "医療系スタートアップでCS", "position: 医療系スタートアップでCS | title=customer success | organization=医療系スタートアップ")]
        ) { match in
            guard let organization = Organizations.organization(match.fact(0)!),
                organization.classes.contains(.organization) || organization.isName,
                let title = match.fact(2)?.slots.title ?? match.fact(2)?.slots.phrase, !title.classes.contains(.tool)
            else { return nil }
            return fact(.position, match) {
                $0.title = title
                $0.organization = organization
            }
        },
    ]
}

/// What makes a phrase a title.
enum Titles {
    /// A phrase whose head names a person by what they do, or (in a role) a head nothing else knows.
    static func isTitle(_ phrase: Phrase, in field: ProfileField) -> Bool {
        // "CEO", "CTO": a person's title the names list spells is a title still.
        let spelledPerson = phrase.classes.contains(.person) && phrase.classes.contains(.tool) && !phrase.text.contains(" ")
        guard phrase.classes.isDisjoint(with: [.place, .language, .course]), spelledPerson || !phrase.isName && !phrase.classes.contains(.tool),
            !WorkManner.words.contains(phrase.text.lowercased())
        else { return false }
        // In the notes or a list, a noun of a person is no title of the person's ("cardiac patients", "sourdough"):
        // there a clause says it ("I'm a nurse").
        guard field == .role || field == .experience else { return false }
        // "CS student", "retiree", "mom": a state of life, not a job; "my kids" no job at all.
        guard States.kind(of: phrase) == nil, !["kid", "child", "baby", "grandchild", "grandkid"].contains(phrase.head) else {
            return false
        }
        if phrase.classes.contains(.person) { return true }
        return field == .role && phrase.classes.contains(.unknown)
    }
}

/// What makes a phrase an organization.
enum Organizations {
    /// The organization a phrase or an employer fact names; nil when it names a place, a person or a title. Where the
    /// structure says an organization stands (`structural`: after "at", before a span of years), a phrase typed with
    /// capitals is its name ("at Verdant Ledger", "2019-now Stripe").
    static func organization(_ fact: Fact, structural: Bool = false) -> Phrase? {
        if let organization = fact.slots.organization { return organization }
        guard let phrase = fact.slots.phrase, !phrase.classes.contains(.place) else { return nil }
        if structural, phrase.isCapitalized, phrase.classes.isDisjoint(with: [.tool, .language]) { return phrase.asName() }
        guard !phrase.classes.contains(.person) else { return nil }
        return phrase.isName || phrase.classes.contains(.organization) ? phrase : nil
    }
}
