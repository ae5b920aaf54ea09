import TextBasics
import IntroductionCore
import ReadingLexicon

/// Shapes of Japanese profiles: a name in 「」, a copula after a job (「新人看護師です」), the year of a course
/// (「大学3年」「修士2年」), where one works said with 勤務 (「特養勤務」), a manner or a state in brackets after the
/// title (「UIデザイナー（フリーランス）」), an organization joined and a length since (「有限会社藤電設に入って15年」).
extension Rules {
    /// Every rule of Japanese shapes, by family.
    static let japanese: [Rule] = japaneseShapes + japaneseJobs + japaneseCareers + japaneseStates + japanesePlaces

    static let japaneseShapes: [Rule] = [
        Rule(
            "quoted name", .organizations, priority: 1,
            pattern: [.word("「", "『"), .run(longest: 12) { !["」", "』"].contains($0.key) }, .word("」", "』")],
            examples: [Example(.role, "料理教室「台所いしい」主宰", "phrase: 「台所いしい」 | phrase=台所いしい")]
        ) { match in
            let tokens = match.tokens(1)
            guard let last = tokens.last else { return nil }
            let text = tokens.map { $0.text.widthFolded }.joined()
            var phrase = Phrase(text: text, language: Script.language(of: text), head: last.lemma, classes: [.name, .organization, .noun])
            phrase.typed = text
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "job です", .titles, priority: 2,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.classes.contains(.person) && $0.slots.phrase!.language == .ja },
                .run(longest: 4) { ["です", "でし", "た", "を", "し", "て", "い", "ます", "やっ", "てる", "だ", "として", "働い", "ている"].contains($0.key) }],
            examples: [Example(.notes, "新人看護師です！", "title: 新人看護師です | title=新人看護師")]
        ) { match in
            let phrase = match.fact(0)!.slots.phrase!
            // 「ナースとして働きながら」: while one was, not what one is.
            guard States.kind(of: phrase) == nil, match.after?.key != "ながら" else { return nil }
            return fact(.title, match) { $0.title = phrase }
        },
        Rule(
            "year of a course", .states, priority: 3,
            pattern: [.optional(.facts(.phrase)), .word("大学", "高校", "中学", "修士", "博士", "学部", "大学院", "専門", "短大"), .kind(.number),
                .word("年", "年生", "回生"), .optional(.word("生"))],
            examples: [
                Example(.role, "大学3年 / 情報工学科", "state: 大学3年 | state=student 大学3年"),
                Example(.role, "修士2年", "state: 修士2年 | state=student 修士2年"),
            ]
        ) { match in
            let text = match.matched.map(\.key).joined()
            let phrase = Phrase(text: text, language: .ja, head: "学生", classes: [.noun])
            return fact(.state, match) {
                $0.state = StateOfLife(kind: .student, phrase: phrase, school: match.fact(0)?.slots.phrase, year: match.token(2)?.value)
            }
        },
        Rule(
            "勤務", .organizations, priority: 2,
            pattern: [.facts(.phrase), .word("勤務", "勤め", "在籍"), .optional(.word("です", "中", "の"))],
            examples: [Example(.role, "介護福祉士（特養勤務）", "employer: 特養勤務 | organization=特養")]
        ) { match in
            guard let organization = match.fact(0)?.slots.phrase, organization.language == .ja,
                !organization.classes.contains(.person), !organization.classes.contains(.place),
                // 「時短勤務」 is how one works, not where.
                !WorkManner.words.contains(organization.text), !WorkManner.words.contains(organization.text + "勤務")
            else { return nil }
            var place = organization
            place.classes.insert(.organization)
            return fact(.employer, match) { $0.organization = place }
        },
        Rule(
            "manner in the role", .titles, fields: [.role], priority: 1,
            pattern: [.fact([.phrase]) { WorkManner.words.contains($0.slots.phrase!.text.lowercased()) }],
            examples: [Example(.role, "UIデザイナー（フリーランス）", "position: フリーランス | manner=フリーランス")]
        ) { match in
            fact(.position, match) { $0.manner = match.fact(0)!.slots.phrase }
        },
        Rule(
            "work somewhere", .organizations, priority: 2,
            pattern: [.optional(.facts(.span)), .facts(.phrase), .word("で", "に"), .lemma("働く", "勤める", "勤務", "住む", "暮らす"),
                .optional(.run(longest: 6, Clauses.isTail))],
            examples: [
                Example(.notes, "来月から東京で働きます。", "position: 来月から東京で働きます | place=東京 | time=from nextMonth"),
                Example(.notes, "グループホームで3年働いています"),
            ]
        ) { match in
            guard let phrase = match.fact(1)?.slots.phrase, JapaneseJobs.endsClause(match) else { return nil }
            var slots = match.fact(0).map { Careers.timed($0.slots.time!) } ?? Slots()
            let lives = ["住む", "暮らす"].contains(match.token(3)!.lemma)
            if phrase.classes.contains(.place) {
                slots.place = phrase
                slots.placeRelation = .based
                // 「東京で働きます」 is work in a place, 「東京に住んでいます」 where one lives.
                return Fact(lives ? .place : .position, match.range, slots, rule: "")
            }
            guard !lives else { return nil }
            guard !phrase.classes.contains(.person) else { return nil }
            slots.organization = phrase
            return Fact(.employer, match.range, slots, rule: "")
        },
        Rule(
            "joined and a length since", .careers, priority: 3,
            pattern: [.facts(.phrase), .word("に"), .lemma("入る", "入社", "就職", "勤める"), .optional(.word("て", "し")),
                .optional(.word("から")), .facts(.amount)],
            examples: [Example(.experience, "有限会社藤電設に入って15年", "position: 有限会社藤電設に入って15年 | organization=有限会社藤電設 | amount=15y")]
        ) { match in
            guard let organization = match.fact(0)?.slots.phrase, !organization.classes.contains(.person) else { return nil }
            return fact(.position, match) {
                $0.organization = organization
                $0.amount = match.fact(5)!.slots.amount
                $0.ordinal = match.fact(5)!.slots.ordinal
                $0.tense = .present
            }
        },
    ]
}
