import IntroductionCore
import ReadingLexicon

/// Places: where one lives or works ("based in Portland", "in Tacoma", 「福岡在住」), where one comes from ("from
/// Osaka", 「大阪出身」), where one is moving ("moving to Berlin").
extension Rules {
    static let places: [Rule] = [
        Rule(
            "based in", .places, priority: 2,
            pattern: [.optional(.word("i'm", "im", "i", "am", "currently", "now")), .optional(.word("am", "live", "living", "based", "located", "work", "working")),
                .word("in", "near", "around", "out of", "from"), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }],
            examples: [
                Example(.notes, "based in Portland", "place: based in Portland | place=Portland | relation=based"),
                Example(.notes, "from Osaka", "place: from Osaka | place=Osaka | relation=origin"),
            ]
        ) { match in
            let preposition = match.token(2)!.key
            let verb = match.token(1)?.key
            if match.has(0), !match.has(1), match.token(0)?.key != "currently", match.token(0)?.key != "now" { return nil }
            let relation: PlaceRelation = preposition == "from" && verb != "work" && verb != "working" ? .origin : .based
            if !match.has(1), preposition == "in", match.field == .notes, match.before?.kind == .word { return nil }
            return fact(.place, match) {
                $0.place = match.fact(3)!.slots.phrase
                $0.placeRelation = relation
            }
        },
        Rule(
            "moving to", .places, priority: 2,
            pattern: [.optional(.word("i'm", "im", "i", "am")), .word("moving", "relocating", "moved", "relocated"),
                .word("to"), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }],
            examples: [Example(.notes, "moving to Berlin", "place: moving to Berlin | place=Berlin | relation=moving")]
        ) { match in
            fact(.place, match) {
                $0.place = match.fact(3)!.slots.phrase
                $0.placeRelation = match.token(1)!.key.hasSuffix("ed") ? .based : .moving
            }
        },
        Rule(
            "出身 在住", .places, priority: 2,
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
        Rule(
            "a place alone", .places, fields: [.role, .experience],
            pattern: [.optional(.word("in", "@", "📍")), .fact([.phrase]) { $0.slots.phrase!.classes.contains(.place) }],
            examples: [Example(.role, "Senior PM, Seattle", "place: Seattle | place=Seattle | relation=based")]
        ) { match in
            guard match.after == nil || match.after?.kind == .separator || match.after?.kind == .punctuation else {
                return nil
            }
            return fact(.place, match) {
                $0.place = match.fact(1)!.slots.phrase
                $0.placeRelation = .based
            }
        },
    ]

    static let organizations: [Rule] = [
        Rule(
            "at organization", .organizations, priority: 1,
            pattern: [.optional(.word("i", "currently", "now")), .optional(.word("work", "working", "am", "i'm", "employed")),
                .word("at", "@", "for", "with", "in"), .facts(.phrase)],
            examples: [Example(.role, "@Atlassian", "employer: @Atlassian | organization=Atlassian")]
        ) { match in
            guard let organization = Organizations.organization(match.fact(3)!), organization.isName else { return nil }
            if match.token(2)?.key == "in" || match.token(2)?.key == "with", !match.has(1) { return nil }
            return fact(.employer, match) { $0.organization = organization }
        },
        Rule(
            "organization で働く", .organizations, priority: 2,
            pattern: [.facts(.phrase), .word("で", "に"), .lemma("働く", "勤める", "勤務", "所属")],
            examples: [Example(.notes, "Stripeで働いています", "employer: Stripeで働い | organization=Stripe")]
        ) { match in
            guard let organization = Organizations.organization(match.fact(0)!) else { return nil }
            return fact(.employer, match) { $0.organization = organization }
        },
    ]
}
