import IntroductionCore
import ReadingLexicon

/// First-person clauses: a verb with its object and what places it ("I teach 9th grade biology at Lincoln High in
/// Tacoma and coach JV soccer", "building in climate tech", "i do marketing for a small coffee roaster in portland",
/// "I'm a nurse", "I work as a nurse at St Mary's"), and the prepositional phrases they are built from.
extension Rules {
    static let clauses: [Rule] = adjuncts + [
        Rule(
            "looking for", .clauses, priority: 2,
            pattern: [.optional(.word("i'm", "im", "i", "currently", "now", "am")), .optional(.word("am", "currently", "actively")),
                .either([.word("looking", "searching", "seeking", "open"), .word("hunting")]),
                .word("for", "to"), .optional(.word("a", "an", "my", "new", "the")), .facts(.phrase, .title)],
            examples: [
                Example(.notes, "looking for my first full-time ux role", "activity: looking for my first full-time ux role | verb=look for | object=first full-time UX role"),
                Example(.role, "Open to Summer internships", "activity: Open to Summer internships | verb=look for | object=summer internships"),
            ]
        ) { match in
            guard var object = match.fact(5)?.slots.phrase ?? match.fact(5)?.slots.title else { return nil }
            if match.token(2)?.key == "open", match.token(3)?.key != "to" { return nil }
            // "looking for a summer internship": the article goes with what is looked for.
            if object.determiner == .none, let article = match.token(4)?.key {
                object.determiner = ["a", "an"].contains(article) ? .indefinite : article == "the" ? .definite
                    : article == "my" ? .possessive : .none
            }
            return fact(.activity, match) {
                $0.verb = "look for"
                $0.object = object
                $0.tense = .present
            }
        },
        Rule(
            "a length of an activity", .clauses, fields: [.experience, .notes, .role], priority: 2,
            pattern: [.fact([.amount]) { $0.slots.amount != nil }, .fact([.activity]) { $0.slots.time == nil && $0.slots.verb != nil }],
            examples: [Example(.experience, "8 years building streaming APIs", "activity: 8 years building streaming APIs | object=streaming APIs | tense=present | time=during 8y | verb=build"),
                Example(.experience, "35 years teaching maths", "activity: 35 years teaching maths | object=maths | tense=present | time=during 35y | verb=teach")]
        ) { match in
            var slots = match.fact(1)!.slots
            slots.time = .during(match.fact(0)!.slots.amount!)
            slots.tense = .present
            slots.isInProgress = false
            return Fact(.activity, match.range, slots, rule: "")
        },
        Rule(
            "first-person clause", .clauses, fields: [.role, .experience, .notes], priority: 1,
            pattern: [.optional(.classed(.pronoun)), .optional(.run(longest: 3) { ($0.classes.contains(.auxiliary) && !["do", "does"].contains($0.key)) || $0.key == "also" || $0.key == "currently" || $0.key == "now" }),
                .token { $0.classes.contains(.verb) && $0.script == .en }, .optional(.token { WorkManner.words.contains($0.key) }),
                .optional(.facts(.phrase)), .optional(.facts(.adjunct, .span)), .optional(.facts(.adjunct, .span)),
                .optional(.facts(.adjunct, .span))],
            examples: [
                Example(.role, "I teach 9th grade biology at Lincoln High in Tacoma", "activity: I teach 9th grade biology at Lincoln High in Tacoma | verb=teach | object=9th grade biology | organization=Lincoln High | place=Tacoma"),
                Example(.role, "building in climate tech", "activity: building in climate tech | verb=build | field=climate tech"),
                Example(.notes, "i do marketing for a small coffee roaster in portland", "activity: i do marketing for a small coffee roaster in portland | verb=do | object=marketing | organization=small coffee roaster | place=Portland"),
                Example(.notes, "I work remotely from Sapporo", "activity: I work remotely from Sapporo | verb=work | manner=remotely | place=Sapporo"),
            ]
        ) { match in
            Clauses.activity(match)
        },
        Rule(
            "to be", .clauses, priority: 2,
            pattern: [.word("i'm", "im", "i", "am", "currently", "now"), .optional(.word("am", "currently", "now", "a", "an")),
                .optional(.word("a", "an", "currently", "now")), .facts(.title, .position, .state, .phrase)],
            examples: [Example(.notes, "I'm a nurse", "title: I'm a nurse | title=nurse"), Example(.notes, "you are now a pirate")]
        ) { match in
            guard match.token(0)?.key != "am" else { return nil }
            // "you are now a pirate": what someone else is, not the person.
            if let before = match.before, before.kind == .word { return nil }
            // "i mentor new hires" is a clause with a verb; "i" says what one is only with "am".
            if match.token(0)?.key == "i", match.token(1)?.key != "am" { return nil }
            var fact = match.fact(3)!
            if fact.kind == .phrase {
                // "I'm a nurse": in any field, a person's noun after "I'm" is what they are.
                guard let phrase = fact.slots.phrase, phrase.classes.contains(.person), States.kind(of: phrase) == nil,
                    !WorkManner.words.contains(phrase.text.lowercased())
                else {
                    return nil
                }
                fact = Fact(.title, match.range, Slots(), rule: "")
                fact.slots.title = phrase
            }
            fact.range = match.range
            return fact
        },
        Rule(
            "work as", .clauses, priority: 2,
            pattern: [.optional(.word("i", "currently")), .lemma("work", "serve"), .word("as"), .optional(.word("a", "an")),
                .facts(.title, .position, .phrase)],
            examples: [Example(.notes, "I work as a nurse", "title: I work as a nurse | title=nurse")]
        ) { match in
            var fact = match.fact(4)!
            if fact.kind == .phrase {
                guard let phrase = fact.slots.phrase, !phrase.isName else { return nil }
                fact = Fact(.title, match.range, Slots(), rule: "")
                fact.slots.title = phrase
            }
            fact.range = match.range
            return fact
        },
        Rule(
            "predicate tail", .clauses, priority: 1,
            pattern: [.facts(.position, .employer, .activity, .place, .state, .title, .formerJob, .interest),
                .run(longest: 8, Clauses.isTail)],
            examples: [Example(.notes, "Stripeで働いています", "employer: Stripeで働いています | organization=Stripe")]
        ) { match in
            var fact = match.fact(0)!
            fact.range = match.range
            return fact
        },
    ]

    /// Prepositional phrases a clause takes: an organization, a place, a field, a role.
    static let adjuncts: [Rule] = [
        Rule(
            "adjunct", .clauses,
            pattern: [.word("at", "@", "for", "with", "in", "as", "on", "from", "to", "into"), .optional(.classed(.determiner)), .facts(.phrase)],
            examples: [Example(.notes, "at Lincoln High", "adjunct: at Lincoln High | organization=Lincoln High")]
        ) { match in
            // "at the library": the article the person chose goes with the phrase.
            var phrase = match.fact(2)!.slots.phrase!
            if phrase.determiner == .none, let article = match.token(1) {
                phrase.determiner = ["the", "this", "that"].contains(article.key) ? .definite
                    : ["my", "our"].contains(article.key) ? .possessive : ["a", "an"].contains(article.key) ? .indefinite : .none
            }
            return Clauses.adjunct(match.token(0)!.key, phrase, match.range)
        },
    ]
}

/// The parts clauses share.
enum Clauses {
    /// A prepositional phrase as the slot it fills.
    static func adjunct(_ preposition: String, _ phrase: Phrase, _ range: Range<Int>) -> Fact? {
        var slots = Slots()
        switch preposition {
        case "in", "from", "to", "into":
            if phrase.classes.contains(.place) || preposition == "in" && isGroup(phrase) {
                // "in Tacoma", and "in a band", "in a choir": where one does it.
                slots.place = phrase
            } else if phrase.isName || phrase.classes.contains(.organization) {
                guard preposition == "in" || preposition == "from" else { return nil }
                slots.organization = phrase
            } else {
                guard preposition == "in" || preposition == "into" else { return nil }
                slots.field = phrase
            }
        case "at", "@", "for", "with":
            if phrase.classes.contains(.place), preposition == "at" { return nil }
            if phrase.isCapitalized, !phrase.classes.contains(.tool), !phrase.classes.contains(.place) {
                slots.organization = phrase.asName()
            } else if phrase.classes.contains(.person), preposition != "for" {
                return nil
            } else if phrase.isName || phrase.classes.contains(.organization) {
                slots.organization = phrase
            } else if preposition == "with" {
                slots.object = phrase
            } else {
                return nil
            }
        case "as":
            guard phrase.classes.contains(.person) else { return nil }
            slots.title = phrase
        case "on":
            guard !phrase.isName else { return nil }
            slots.field = phrase
        default: return nil
        }
        return Fact(.adjunct, range, slots, rule: "")
    }

    /// Whether the phrase names a group of people by its head's first sense ("a band", "the choir", "my orchestra");
    /// with no article it is a field ("in climate tech", where WordNet's first "tech" is a school).
    static func isGroup(_ phrase: Phrase) -> Bool {
        guard phrase.language == .en, !phrase.isName, phrase.determiner != .none else { return false }
        let sense = EnglishLexicon.readings(of: phrase.head).first?.senses.first { $0.wordClass == .noun }
        return sense?.category == "noun.group" && sense?.isInstance == false
    }

    /// An activity from a first-person clause, with its tense.
    static func activity(_ match: Match) -> Fact? {
        let verb = match.token(2)!
        if let subject = match.token(0), !["i", "i'm", "im", "i've", "ive"].contains(subject.key) {
            return nil
        }
        // A verb that is only an auxiliary or a preposition here is no clause ("am", "like").
        guard !verb.classes.contains(.auxiliary) || verb.key == "do" || verb.key == "have",
            verb.classes.isDisjoint(with: [.preposition, .determiner, .pronoun])
        else { return nil }
        // A fragment must start the field or a sentence, or follow "and": "building in climate tech"; and its verb
        // must show it is one ("building", "Taught", "builds"), which "Lean" or "content" typed alone do not.
        if !match.has(0), !match.has(1) {
            // "8 years building streaming APIs": a length just before says how long one has done it.
            if let before = match.before,
                !(before.kind == .separator || before.kind == .punctuation || before.classes.contains(.conjunction)
                    || before.classes.contains(.timeUnit) && verb.key.hasSuffix("ing"))
            {
                return nil
            }
            // "Volunteer at the library on Tuesdays": a verb in its base form is one with what places it, outside the
            // role field (where "Lead at Stripe" is a title).
            let placed = match.field != .role && (5...7).contains { match.fact($0) != nil }
            guard verb.key != verb.lemma.lowercased() || verb.key.hasSuffix("ing") || placed else { return nil }
        }
        // "I sketch every morning": a time, not what is sketched.
        if let object = match.fact(4)?.slots.phrase, Spans.period(object.head) != nil || Spans.weekday(object.head) != nil {
            return nil
        }
        var slots = Slots()
        slots.verb = verb.lemma
        if let manner = match.token(3) {
            // "I work remotely from Sapporo": how one works, as typed.
            slots.manner = Phrase(text: manner.key, language: .en, head: manner.lemma, classes: [.noun])
        }
        slots.object = match.fact(4)?.slots.phrase
        for index in 5...7 {
            if let adjunct = match.fact(index) { slots = slots.merging(adjunct.slots) }
        }
        let auxiliaries = match.tokens(1).map(\.key)
        slots.isAlso = auxiliaries.contains("also")
        slots.isNegative = auxiliaries.contains { ["not", "don't", "didn't", "doesn't", "never"].contains($0) }
        let perfect = auxiliaries.contains(where: { ["have", "has", "'ve", "i've", "ive"].contains($0) })
            || match.token(0)?.key == "i've" || match.token(0)?.key == "ive"
        if auxiliaries.contains(where: { ["will", "'ll", "gonna"].contains($0) }) {
            slots.tense = .future
        } else if verb.key != verb.lemma, verb.key.hasSuffix("ed") || Irregular.pasts.contains(verb.key), !perfect {
            // "Taught primary school for 34 years": a past verb says the stretch is over, whatever its length.
            slots.tense = .past
            if case .since = slots.time { slots.tense = .present }
        } else if let time = slots.time {
            slots.tense = Careers.timed(time).tense
        } else {
            // "building in climate tech", "I'm hiring": typed in -ing with no other time, it goes on now.
            slots.isInProgress = verb.key.hasSuffix("ing") && verb.key != verb.lemma
            slots.tense = .present
        }
        return Fact(.activity, match.range, slots, rule: "")
    }

    /// A token that ends a Japanese predicate after its fact: て, いる, ます, です, た, ね, よ…
    static func isTail(_ token: Token) -> Bool {
        guard token.script == .ja else { return false }
        if token.classes.contains(.ending) { return true }
        if token.classes.contains(.particle), ["て", "で", "ね", "よ", "な", "わ", "けど", "が"].contains(token.key) {
            return true
        }
        return token.classes.contains(.verb) && ["いる", "おる", "ある", "する", "しまう", "いく", "くる", "なる"].contains(token.lemma)
    }
}

/// Past forms English writes without "-ed".
enum Irregular {
    static let pasts: Set<String> = [
        "was", "were", "did", "had", "taught", "built", "led", "ran", "began", "became", "made", "took", "went", "wrote",
        "grew", "left", "got", "found", "spent", "sold", "moved", "joined", "started", "founded", "studied", "worked",
    ]
}
