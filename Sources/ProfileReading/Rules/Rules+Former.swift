import IntroductionCore
import ReadingLexicon

/// A job one had: "ex-Google", "former teacher", "barista turned UX designer", "nurse → PM", "before that QA",
/// 「元看護師」, 「前職はSIer」, 「看護師→医療系スタートアップでCS」.
extension Rules {
    static let former: [Rule] = [
        Rule(
            "former marker", .former, priority: 2,
            pattern: [.word("former", "ex", "prev", "prev.", "previously", "formerly", "元", "前", "元・"),
                .optional(.separator("-", "・", ":")), .facts(.title, .phrase, .position)],
            examples: [
                Example(.role, "ex-Google", "formerJob: ex-Google | organization=Google"),
                Example(.role, "former teacher", "formerJob: former teacher | title=teacher"),
                Example(.role, "元看護師", "formerJob: 元看護師 | title=看護師"),
            ]
        ) { match in
            guard let slots = Careers.workplace(match.fact(2)!), slots.title != nil || slots.organization != nil else {
                return nil
            }
            var former = slots
            former.tense = .past
            return Fact(.formerJob, match.range, former, rule: "")
        },
        Rule(
            "turned", .former, priority: 2,
            pattern: [.facts(.title), .either([.word("turned", "→", "to"), .separator("→")]), .facts(.title, .position)],
            examples: [
                Example(.role, "barista turned UX designer", "formerJob: barista | title=barista"),
                Example(.role, "看護師→医療系スタートアップでCS", "formerJob: 看護師 | title=看護師"),
            ]
        ) { match in
            var former = match.fact(0)!.slots
            former.tense = .past
            return Fact(.formerJob, match.fact(0)!.range, former, rule: "")
        },
        Rule(
            "前職は", .former, priority: 2,
            pattern: [.optional(.word("前")), .word("前職", "以前", "職"), .optional(.word("は", "が", ":", "：")), .facts(.title, .phrase, .position),
                .optional(.word("です", "でした", "だった", "で"))],
            examples: [Example(.experience, "前職はSIer", "formerJob: 前職はSIer | organization=SIer")]
        ) { match in
            guard match.token(1)?.key != "職" || match.has(0) else { return nil }
            guard var slots = Careers.workplace(match.fact(3)!) ?? match.fact(3).flatMap({ fact in
                fact.slots.phrase.map { var slots = Slots(); slots.organization = $0; return slots }
            }) else { return nil }
            slots.tense = .past
            return Fact(.formerJob, match.range, slots, rule: "")
        },
        Rule(
            "last at", .former, priority: 2,
            pattern: [.word("last", "previously", "formerly", "most recently"), .optional(.word("job", "role", "position", "worked")),
                .optional(.word(":")), .facts(.employer, .position)],
            examples: [Example(.role, "between jobs, last at DHL", "formerJob: last at DHL | organization=DHL | tense=past")]
        ) { match in
            var slots = match.fact(3)!.slots
            slots.tense = .past
            return Fact(.formerJob, match.range, slots, rule: "")
        },
        Rule(
            "before that", .former, priority: 2,
            pattern: [.word("before", "previously", "prior"), .optional(.word("that", "this", "to")),
                .optional(.word("that", "this")), .optional(.word(",", ":", "i", "was", "a", "an")),
                .facts(.title, .phrase, .position, .duration)],
            examples: [Example(.experience, "before that barista", "formerJob: before that barista | title=barista")]
        ) { match in
            guard var slots = Careers.workplace(match.fact(4)!) ?? {
                guard let phrase = match.fact(4)?.slots.phrase, match.field != .notes else { return nil }
                var slots = Slots()
                slots.title = phrase
                return slots
            }() else { return nil }
            slots.tense = .past
            return Fact(.formerJob, match.range, slots, rule: "")
        },
    ]
}
