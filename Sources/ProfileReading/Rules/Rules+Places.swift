import IntroductionCore
import ReadingLexicon

/// Places: where one lives or works ("based in Portland", "in Tacoma", 「福岡在住」), where one comes from ("from
/// Osaka", 「大阪出身」), where one is moving ("moving to Berlin").
extension Rules {
    static let places: [Rule] = [
        Rule(
            "place based", .places, fields: [.role, .experience, .notes], priority: 2,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }, .optional(.word("-")), .word("based")],
            examples: [Example(.notes, "Denver based", "place: Denver based | place=Denver | relation=based")]
        ) { match in
            fact(.place, match) {
                $0.place = match.fact(0)!.slots.phrase
                $0.placeRelation = .based
            }
        },
        Rule(
            "based in", .places, fields: [.role, .experience, .notes], priority: 2,
            pattern: [.optional(.word("i'm", "im", "i", "am", "currently", "now")), .optional(.word("am", "live", "living", "lives", "based", "located", "work", "working")),
                .word("in", "near", "around", "out of", "from"),
                .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) || $0.slots.phrase!.isName && !$0.slots.phrase!.classes.contains(.organization) }],
            examples: [
                Example(.notes, "based in Portland", "place: based in Portland | place=Portland | relation=based"),
                Example(.notes, "from Osaka", "place: from Osaka | place=Osaka | relation=origin"),
            ]
        ) { match in
            let preposition = match.token(2)!.key
            let verb = match.token(1)?.key
            // "live near Harrogate": after "live" or "based", a name is a place, known to WordNet or not.
            let place = match.fact(3)!.slots.phrase!
            if !place.classes.contains(.place), !["live", "living", "lives", "based", "located"].contains(verb ?? "") { return nil }
            if match.has(0), !match.has(1), match.token(0)?.key != "currently", match.token(0)?.key != "now" { return nil }
            let relation: PlaceRelation = preposition == "from" && verb != "work" && verb != "working" ? .origin : .based
            if !match.has(1), preposition == "in", match.field == .notes, match.before?.kind == .word { return nil }
            return fact(.place, match) {
                $0.place = match.fact(3)!.slots.phrase
                $0.placeRelation = relation
            }
        },
        Rule(
            "moving to", .places, fields: [.role, .experience, .notes], priority: 2,
            pattern: [.optional(.word("i'm", "im", "i", "am", "just")), .word("moving", "relocating", "moved", "relocated", "move"),
                .optional(.word("from")), .optional(.fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }),
                .word("to"), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) },
                .optional(.facts(.span, .time))],
            examples: [
                Example(.notes, "moving to Berlin", "place: moving to Berlin | place=Berlin | relation=moving"),
                Example(.notes, "I moved to Osaka last year", "place: I moved to Osaka last year | place=Osaka | relation=based | time=at lastYear"),
                Example(.experience, "moved from Dublin to Melbourne in 2020", "place: moved from Dublin to Melbourne in 2020 | place=Melbourne | relation=based | time=at 2020"),
            ]
        ) { match in
            // "moved from Dublin to Melbourne": where one lives now is where one moved to.
            guard match.has(2) == match.has(3) else { return nil }
            return fact(.place, match) {
                $0.place = match.fact(5)!.slots.phrase
                $0.placeRelation = match.token(1)!.key.hasSuffix("ed") ? .based : .moving
                $0.time = match.fact(6)?.slots.time ?? match.fact(6)?.slots.point.map { .at($0) }
            }
        },
        Rule(
            "出身 在住", .places, fields: [.role, .experience, .notes], priority: 2,
            pattern: [.facts(.phrase), .optional(.word("の")), .word("出身", "在住", "住み", "育ち", "生まれ", "拠点", "勤務"),
                .optional(.word("です", "だ", "で", "。"))],
            examples: [
                Example(.notes, "福岡出身です", "place: 福岡出身です | place=福岡 | relation=origin"),
                Example(.notes, "東京在住", "place: 東京在住 | place=東京 | relation=based"),
            ]
        ) { match in
            guard let place = match.fact(0)?.slots.phrase, place.classes.contains(.place) || place.isName else {
                return nil
            }
            let marker = match.token(2)!.key
            return fact(.place, match) {
                $0.place = place
                $0.placeRelation = ["出身", "育ち", "生まれ"].contains(marker) ? .origin : .based
            }
        },
    ]

    static let organizations: [Rule] = [
        Rule(
            "name and name", .organizations, fields: [.role, .experience, .notes], priority: 1,
            pattern: [.fact([.phrase]) { $0.slots.phrase!.isCapitalized }, .either([.separator("&", "+"), .word("and", "of", "for", "de", "du", "del", "von", "van")]),
                .fact([.phrase]) { $0.slots.phrase!.isCapitalized }],
            examples: [
                Example(.experience, "partner at McAllister & Reid in Aberdeen", "phrase: McAllister & Reid | phrase=McAllister & Reid"),
                Example(.role, "at Department for Education", "phrase: Department for Education | phrase=Department for Education"),
                Example(.role, "Python & Django"),
            ]
        ) { match in
            let (left, right) = (match.fact(0)!.slots.phrase!, match.fact(2)!.slots.phrase!)
            // "Bain & Company", "University of Lagos": a name, or a kind of organization, with a capital on each side.
            guard left.classes.isDisjoint(with: [.tool, .place, .person]), !right.classes.contains(.tool),
                left.isName || right.isName || left.classes.contains(.organization) || right.classes.contains(.organization)
                    || match.token(1)?.key != "and" && match.token(1)?.key != "of"
            else { return nil }
            let joiner = match.token(1)?.text ?? "&"
            var phrase = right
            phrase.text = left.typed + " " + joiner + " " + right.typed
            phrase.typed = phrase.text
            phrase.classes.formUnion([.name, .organization])
            phrase.classes.remove(.place)
            return fact(.phrase, match) { $0.phrase = phrase }
        },
        Rule(
            "organization in the role", .organizations, fields: [.role], priority: 1,
            pattern: [.fact([.phrase]) { phrase in
                let phrase = phrase.slots.phrase!
                return phrase.isName && phrase.classes.isDisjoint(with: [.tool, .place])
                    && !phrase.text.contains(where: \.isNumber)
                    || phrase.language == .ja && phrase.classes.contains(.organization) && phrase.classes.contains(.name)
            }],
            examples: [Example(.role, "株式会社フジミテック / フロントエンドエンジニア", "employer: 株式会社フジミテック | organization=株式会社フジミテック")]
        ) { match in
            // An item of its own: "Senior Product Designer｜株式会社ヨリソイ｜ex-リクルート".
            let starts = match.before.map { $0.kind == .separator || $0.kind == .punctuation } ?? true
            let ends = match.after.map { $0.kind == .separator || $0.kind == .punctuation } ?? true
            guard starts, ends else { return nil }
            return fact(.employer, match) { $0.organization = match.fact(0)!.slots.phrase }
        },
        Rule(
            "organization に入社", .organizations, priority: 2,
            pattern: [.facts(.phrase), .word("に", "で", "へ"), .lemma("入社", "入職", "所属", "配属", "勤める", "勤務", "転職", "入行", "入庁", "就職", "入る")],
            examples: [Example(.role, "物流企画部に配属", "employer: 物流企画部に配属 | organization=物流企画部")]
        ) { match in
            // A place is no employer, nor a wish or a modifier a claim (「日本で就職したい」「業界に入りたい人」).
            guard let organization = match.fact(0)?.slots.phrase, !organization.classes.contains(.person),
                !organization.classes.contains(.place), JapaneseJobs.endsClause(match)
            else { return nil }
            return fact(.employer, match) { $0.organization = organization }
        },
        Rule(
            "at organization", .organizations, priority: 1,
            pattern: [.optional(.word("i", "currently", "now")), .optional(.word("work", "working", "am", "i'm", "employed")),
                .word("at", "@", "for", "with", "in"), .facts(.phrase)],
            examples: [Example(.role, "@Atlassian", "employer: @Atlassian | organization=Atlassian")]
        ) { match in
            guard let organization = Organizations.organization(match.fact(3)!, structural: true), organization.isName,
                !organization.classes.contains(.language)
            else { return nil }
            if match.token(2)?.key == "in" || match.token(2)?.key == "with", !match.has(1) { return nil }
            return fact(.employer, match) { $0.organization = organization }
        },
        Rule(
            "organization で働く", .organizations, priority: 2,
            pattern: [.facts(.phrase), .word("で", "に"), .lemma("働く", "勤める", "勤務", "所属")],
            examples: [Example(.notes, "Stripeで働いています", "employer: Stripeで働い | organization=Stripe")]
        ) { match in
            // 「介護の現場で働く人」: people who work there, not the person.
            guard let organization = Organizations.organization(match.fact(0)!), JapaneseJobs.endsClause(match) else { return nil }
            return fact(.employer, match) { $0.organization = organization }
        },
    ]
}
