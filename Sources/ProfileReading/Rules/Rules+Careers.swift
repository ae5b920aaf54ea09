import IntroductionCore
import ReadingLexicon

/// Careers: a stretch of time with an organization, a title or a field ("2015-2019 Deloitte (audit)", "2019-now
/// Stripe", "3 yrs at a coffee chain", "8 years in product", 「病棟7年」, 「今の会社は半年」, 「2018年入社」), and how
/// they follow one another ("then", "now", an arrow).
extension Rules {
    static let careers: [Rule] = [
        Rule(
            "span with a place of work", .careers, priority: 2,
            pattern: [.facts(.span), .optional(.word(":", "at", "@")), .facts(.phrase, .title, .position),
                .optional(.facts(.aside))],
            examples: [
                Example(.experience, "2015-2019 Deloitte", "position: 2015-2019 Deloitte | organization=Deloitte | time=between 2015 2019"),
                Example(.experience, "2019-now Stripe", "position: 2019-now Stripe | organization=Stripe | time=since 2019"),
            ]
        ) { match in
            guard let time = match.fact(0)?.slots.time, let slots = Careers.workplace(match.fact(2)!) else { return nil }
            return Fact(.position, match.range, slots.merging(Careers.timed(time)), rule: "")
        },
        Rule(
            "a course at a time", .careers, fields: [.experience, .role, .notes], priority: 3,
            pattern: [.optional(.word("then", "did", "finished", "completed", "attended")), .optional(.classed(.determiner)),
                .fact([.phrase]) { $0.slots.phrase!.classes.contains(.course) }, .optional(.word("(")), .facts(.span, .time),
                .optional(.word(")"))],
            examples: [Example(.experience, "then bootcamp (2024)", "activity: then bootcamp (2024) | object=bootcamp | tense=past | time=at 2024 | verb=attend"),
                Example(.experience, "bootcamp")]
        ) { match in
            guard let time = match.fact(4)!.slots.time, match.has(3) == match.has(5) else { return nil }
            var slots = Careers.timed(time)
            var course = match.fact(2)!.slots.phrase!
            // "then bootcamp (2024)": one course, said with its article ("I attended a bootcamp in 2024").
            if course.determiner == .none { course.determiner = .indefinite }
            slots.object = course
            slots.verb = "attend"
            return Fact(.activity, match.range, slots, rule: "")
        },
        Rule(
            "doing since", .careers, priority: 3,
            pattern: [.token { $0.key.hasSuffix("ing") && $0.classes.contains(.verb) && $0.script == .en }, .facts(.span)],
            examples: [Example(.experience, "Knitting since I was 7", "activity: Knitting since I was 7 | verb=knit | time=since age 7")]
        ) { match in
            let time = match.fact(1)!.slots.time!
            var slots = Careers.timed(time)
            slots.verb = match.token(0)!.lemma
            return Fact(.activity, match.range, slots, rule: "")
        },
        Rule(
            "place of work with a span", .careers, priority: 2,
            pattern: [.facts(.phrase, .title, .position), .optional(.word(",", "(")), .facts(.span), .optional(.word(")"))],
            examples: [Example(.experience, "Stripe since 2019", "position: Stripe since 2019 | organization=Stripe | time=since 2019")]
        ) { match in
            guard let time = match.fact(2)?.slots.time, let slots = Careers.workplace(match.fact(0)!) else { return nil }
            return Fact(.position, match.range, slots.merging(Careers.timed(time)), rule: "")
        },
        Rule(
            "title, organization (span)", .careers, priority: 3,
            pattern: [.facts(.title, .phrase), .either([.word(","), .separator(",", "—", "-", "|")]), .facts(.phrase, .employer),
                .optional(.either([.word(","), .separator("—", "-", "–")])), .optional(.word("(")), .facts(.span), .optional(.word(")"))],
            examples: [
                Example(.experience, "Senior Product Manager, Verdant Ledger (2023–present)", "position: Senior Product Manager, Verdant Ledger (2023–present) | title=senior product manager | organization=Verdant Ledger | time=since 2023"),
                Example(.experience, "Cashier, Kroger — 2015 to 2019", "position: Cashier, Kroger — 2015 to 2019 | title=cashier | organization=Kroger | time=between 2015 2019"),
            ]
        ) { match in
            guard let title = match.fact(0)?.slots.title ?? match.fact(0)?.slots.phrase, !title.isName,
                let organization = Organizations.organization(match.fact(2)!, structural: true)
                    ?? match.fact(2)?.slots.phrase.flatMap({ phrase in
                        phrase.isTypedCapitalized && phrase.classes.isDisjoint(with: [.person, .place, .tool, .language])
                            ? phrase.asName() : nil
                    }),
                let time = match.fact(5)?.slots.time
            else { return nil }
            var slots = Careers.timed(time)
            slots.title = title
            slots.organization = organization
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "job with its circumstances", .careers, priority: 3,
            pattern: [.facts(.position, .employer), .optional(.word(",")), .facts(.adjunct, .span, .place)],
            examples: [Example(.experience, "head brewer at Thistle & Bine in Asheville since 2020", "position: head brewer at Thistle & Bine in Asheville since 2020 | title=head brewer | organization=Thistle & Bine | place=Asheville | time=since 2020")]
        ) { match in
            var slots = match.fact(0)!.slots
            let more = match.fact(2)!
            if let place = more.slots.place {
                guard slots.place == nil, more.kind != .place || more.slots.placeRelation == .based else { return nil }
                slots.place = place
            } else if let time = more.slots.time {
                guard slots.time == nil else { return nil }
                slots = slots.merging(Careers.timed(time))
            } else {
                return nil
            }
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "field in brackets", .careers, priority: 3,
            pattern: [.facts(.position), .word("("), .facts(.phrase), .word(")")],
            examples: [Example(.experience, "2015-2019 Deloitte (audit)", "position: 2015-2019 Deloitte (audit) | organization=Deloitte | field=audit | time=between 2015 2019")]
        ) { match in
            var slots = match.fact(0)!.slots
            guard slots.field == nil, let field = match.fact(2)?.slots.phrase, !field.isName else { return nil }
            slots.field = field
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "amount at a place of work", .careers, priority: 2,
            pattern: [.facts(.amount), .optional(.word("of")), .optional(.word("experience", "exp")),
                .word("at", "@", "in", "with", "as", "doing", "on"), .facts(.phrase, .title, .position)],
            examples: [
                Example(.experience, "3 yrs at a coffee chain", "position: 3 yrs at a coffee chain | organization=coffee chain | amount=3y"),
                Example(.experience, "8 years in product", "duration: 8 years in product | field=product | amount=8y"),
                Example(.experience, "5 years as a nurse", "position: 5 years as a nurse | title=nurse | amount=5y"),
            ]
        ) { match in
            let preposition = match.token(3)!.key
            guard var slots = Careers.workplace(match.fact(4)!, preposition: preposition) else { return nil }
            slots.amount = match.fact(0)!.slots.amount
            slots.ordinal = match.fact(0)!.slots.ordinal
            let kind: Fact.Kind = slots.organization == nil && slots.title == nil ? .duration : .position
            return Fact(kind, match.range, slots, rule: "")
        },
        Rule(
            "place of work and amount", .careers, priority: 2,
            pattern: [.facts(.phrase, .title), .optional(.word("で", "は", "に", ":", "-", "—")), .facts(.amount)],
            examples: [
                Example(.experience, "病棟7年", "position: 病棟7年 | organization=病棟 | amount=7y"),
                Example(.experience, "Deloitte 4 yrs", "position: Deloitte 4 yrs | organization=Deloitte | amount=4y"),
            ]
        ) { match in
            guard var slots = Careers.workplace(match.fact(0)!) else { return nil }
            slots.amount = match.fact(2)!.slots.amount
            slots.ordinal = match.fact(2)!.slots.ordinal
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "the present one", .careers, priority: 3,
            pattern: [.word("今", "現在", "いま"), .word("の"), .facts(.phrase), .optional(.word("は", "で", "に")),
                .optional(.facts(.amount))],
            examples: [Example(.experience, "今の会社は半年", "position: 今の会社は半年 | organization=会社 | amount=6m | tense=present")]
        ) { match in
            guard let organization = match.fact(2)?.slots.phrase, !organization.isName else { return nil }
            var slots = Slots()
            slots.organization = organization
            slots.amount = match.fact(4)?.slots.amount
            slots.ordinal = match.fact(4)?.slots.ordinal
            slots.tense = .present
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "amount and manner", .careers, priority: 2,
            pattern: [.facts(.amount), .optional(.word("of", "as", "working")), .optional(.word("a", "an")),
                .fact([.phrase]) { WorkManner.words.contains($0.slots.phrase!.text.lowercased()) }],
            examples: [Example(.experience, "5 years freelance", "position: 5 years freelance | manner=freelance | amount=5y")]
        ) { match in
            fact(.position, match) {
                $0.amount = match.fact(0)!.slots.amount
                $0.manner = match.fact(3)!.slots.phrase
            }
        },
        Rule(
            "doing this for a length", .careers, fields: [.experience, .role, .notes], priority: 3,
            pattern: [.optional(.run(longest: 3) { $0.classes.contains(.pronoun) || $0.classes.contains(.auxiliary) || $0.key == "been" }),
                .word("doing", "done"), .word("this", "it", "that"), .facts(.span), .optional(.word("now", "already"))],
            examples: [Example(.experience, "Doing This For 21 Years Now", "duration: Doing This For 21 Years Now | amount=21y"),
                Example(.experience, "been doing this for 6 years", "duration: been doing this for 6 years | amount=6y")]
        ) { match in
            guard case .during(let amount) = match.fact(3)!.slots.time else { return nil }
            return fact(.duration, match) { $0.amount = amount }
        },
        Rule(
            "span alone", .careers, fields: [.experience],
            pattern: [.fact([.span]) { if case .during = $0.slots.time { false } else { true } }],
            examples: [Example(.experience, "since 2010", "position: since 2010 | tense=present | time=since 2010")]
        ) { match in
            // "since 2010" in the experience: when the person's work began.
            Fact(.position, match.range, Careers.timed(match.fact(0)!.slots.time!), rule: "")
        },
        Rule(
            "manner alone", .careers, fields: [.role, .experience],
            pattern: [.fact([.phrase]) { WorkManner.words.contains($0.slots.phrase!.text.lowercased()) }],
            examples: [Example(.experience, "freelance", "position: freelance | manner=freelance | tense=present"),
                Example(.experience, "フリーランス", "position: フリーランス | manner=フリーランス | tense=present")]
        ) { match in
            fact(.position, match) {
                $0.manner = match.fact(0)!.slots.phrase
                $0.tense = .present
            }
        },
        Rule(
            "amount alone", .careers, fields: [.experience], pattern: [.facts(.amount), .optional(.word("of")),
                .optional(.word("experience", "exp", "の経験"))],
            examples: [Example(.experience, "5 years", "duration: 5 years | amount=5y")]
        ) { match in
            fact(.duration, match) {
                $0.amount = match.fact(0)!.slots.amount
                $0.ordinal = match.fact(0)!.slots.ordinal
            }
        },
        Rule(
            "joined, nth year", .careers, priority: 3,
            pattern: [.facts(.position), .optional(.word("し", "して", "、", ",")), .optional(.word("て")), .fact([.amount]) { $0.slots.ordinal != nil }],
            examples: [Example(.experience, "SIer入社して4年目", "position: SIer入社して4年目 | organization=SIer | ordinal=4")]
        ) { match in
            var slots = match.fact(0)!.slots
            guard slots.ordinal == nil, slots.amount == nil, slots.tense != .past else { return nil }
            slots.ordinal = match.fact(3)!.slots.ordinal
            slots.time = nil
            slots.tense = .present
            return Fact(.position, match.range, slots, rule: "")
        },
        Rule(
            "organization 入社", .careers, priority: 2,
            pattern: [.facts(.phrase), .optional(.word("に", "へ")), .lemma("入社", "入行", "入庁", "入職", "入る", "就職")],
            examples: [Example(.experience, "SIer入社", "position: SIer入社 | organization=SIer | verb=入社")]
        ) { match in
            guard let organization = Organizations.organization(match.fact(0)!) ?? match.fact(0)?.slots.phrase,
                !organization.classes.contains(.person)
            else { return nil }
            return fact(.position, match) {
                $0.organization = organization
                $0.verb = "入社"
            }
        },
        Rule(
            "joined in", .careers, priority: 2,
            pattern: [.facts(.time), .optional(.word("に")), .word("入社", "入職", "就職", "入行", "着任", "転職")],
            examples: [Example(.experience, "2018年入社", "position: 2018年入社 | time=at 2018 | verb=入社")]
        ) { match in
            fact(.position, match) {
                $0.time = .at(match.fact(0)!.slots.point!)
                $0.verb = match.token(2)!.key
            }
        },
        Rule(
            "then", .careers, priority: 2, pattern: [.word("then", "now", "currently", "later", "and"), .facts(.position, .duration, .title, .state)],
            examples: [Example(.experience, "then 5 years freelance", "position: then 5 years freelance | manner=freelance | amount=5y")]
        ) { match in
            var fact = match.fact(1)!
            fact.range = match.range
            if ["now", "currently"].contains(match.token(0)!.key) { fact.slots.tense = .present }
            return fact
        },
    ]
}

/// The parts careers share.
enum Careers {
    /// The slots a phrase, a title or a position gives a stretch of work: an organization, a title, a field, a manner.
    static func workplace(_ fact: Fact, preposition: String? = nil) -> Slots? {
        switch fact.kind {
        case .title, .position:
            return fact.slots
        case .phrase:
            var phrase = fact.slots.phrase!
            // "2019-now Stripe", "at Verdant Ledger": where a workplace stands, capitals make a name.
            if phrase.isCapitalized, !phrase.classes.contains(.person), !phrase.classes.contains(.tool),
                !phrase.classes.contains(.place), preposition != "in" && preposition != "as"
            {
                phrase = phrase.asName()
            }
            var slots = Slots()
            if WorkManner.words.contains(phrase.text.lowercased()) {
                slots.manner = phrase
            } else if phrase.classes.contains(.tool), ["with", "in", "using", "on", "doing"].contains(preposition ?? "") {
                // "3 years with Kotlin": a tool, not a workplace.
                slots.field = phrase
            } else if phrase.classes.contains(.person) {
                // "CS student - 3rd year": a state of life is no workplace and no job.
                guard phrase.language == .ja || States.kind(of: phrase) == nil else { return nil }
                slots.title = phrase
            } else if preposition == "in" || preposition == "doing" || preposition == "on",
                !phrase.isName, !phrase.classes.contains(.organization)
            {
                slots.field = phrase
            } else if preposition == "with", !phrase.classes.contains(.organization) {
                slots.field = phrase
            } else if phrase.classes.contains(.place) {
                return nil
            } else if phrase.isName || phrase.classes.contains(.organization) {
                slots.organization = phrase
            } else if phrase.classes.contains(.course) {
                return nil
            } else if preposition == nil, phrase.classes.contains(.field) || phrase.classes.contains(.unknown) {
                slots.field = phrase
            } else {
                return nil
            }
            return slots
        default:
            return nil
        }
    }

    /// The slots of a stretch of time, with the tense it calls for.
    static func timed(_ time: TimeFrame) -> Slots {
        var slots = Slots()
        slots.time = time
        switch time {
        case .since, .during: slots.tense = .present
        case .between, .until, .at: slots.tense = .past
        case .from(let point): slots.tense = point.isAhead ? .future : .present
        }
        return slots
    }
}
