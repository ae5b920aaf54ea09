import IntroductionCore
import ProfileReading
import ReadingLexicon
import SentenceRealization

/// Which clause says which fact: the main job in the identity, the rest of the career in the tense its time calls
/// for, what the person does, where they are, how to reach them, and the lists.
extension Wording {
    mutating func planIdentity() {
        // A role field that says a state and no job ("coding bootcamp student") is who the person is; a job of the
        // experience ("6 years as a barista") is then part of the career, not the identity.
        let stateLeads = !facts.jobs.contains { $0.source == .role } && facts.states.contains { $0.field == .role }
        let main = stateLeads ? nil : facts.jobs.first { $0.title != nil || $0.organization != nil }
        if let main, let title = main.title, terms.isFieldOnly(title) {
            // "computer vision" typed as a role, with no word for who works in it: the field one works in.
            _ = realize(Clause(predicate: .workIn(terms.term(title, .field))), .job, source: main.source, typed: main.typed)
        } else if let main, let title = main.title {
            let (job, dropped) = terms.job(title, in: language)
            if let dropped, nounPhrase(job) != nil {
                unsaid.append(UnusedPart(field: main.source, text: dropped, reason: cannotSay))
            }
            if var said = nounPhrase(job) {
                // "designer/founder", 「営業/founder」: titles typed together are one person's, said together
                // ("a designer and founder", 「デザイナー兼創業者」).
                let partners = partners(of: main).compactMap { partner in
                    var term = terms.job(partner.title!, in: language).term
                    term.determiner = .none
                    return nounPhrase(term)
                }
                if !partners.isEmpty { said = ([said] + partners).joined(separator: language == .en ? " and " : "兼") }
                roleHead = language == .en ? (job.english ?? said) : said
                role = said
                roleBare = roleHead
                if let organization = main.organization {
                    let place = terms.term(organization, .organization)
                    if let at = nounPhrase(place) {
                        role = language == .en ? said + " at " + at : at + "の" + said
                        roleBare = language == .en ? (roleHead ?? said) + " at " + at : role
                    } else {
                        unsaid.append(UnusedPart(field: main.source, text: organization.text, reason: cannotSay))
                    }
                }
                // "postdoc at Acme Labs in Busan" / 「釜山のAcme Labsのポスドク」: where the job is, unless a place of
                // its own says it.
                if let town = main.place, !facts.places.contains(where: { $0.place.text == town.text }) {
                    if let there = nounPhrase(terms.term(town, .place)) {
                        role = language == .en ? (role ?? said) + " in " + there : there + "の" + (role ?? said)
                        roleBare = language == .en ? (roleBare ?? said) + " in " + there : role
                    } else {
                        unsaid.append(UnusedPart(field: main.source, text: town.typed.isEmpty ? town.text : town.typed, reason: cannotSay))
                    }
                }
            } else {
                unsaid.append(UnusedPart(field: main.source, text: main.typed, reason: cannotSay))
            }
        }
        for state in facts.states {
            let term = terms.state(state.value)
            if role == nil, let said = nounPhrase(term) {
                role = said
                roleHead = said
                roleBare = said
                roleIsState = true
                if let school = state.value.school {
                    let place = terms.term(school, .school)
                    if let at = nounPhrase(place) { role = language == .en ? said + " at " + at : at + "の" + said }
                }
            } else if role != nil {
                // "I'm also a mom of two"; a search or a return is no second identity ("I'm looking for work").
                let also = ![.betweenJobs, .returning, .careerChange, .newcomer].contains(state.value.kind)
                var clause = Clause(predicate: .be(term), isAlso: also)
                if let amount = state.value.amount {
                    // "3 years at home with my kids": over, for someone returning to work or changing careers.
                    let behind = facts.states.contains { [.returning, .careerChange, .betweenJobs].contains($0.value.kind) }
                    clause.time = .during(amount)
                    clause.tense = behind ? .past : .present
                    clause.isAlso = false
                }
                _ = realize(clause, .job, source: state.field, typed: state.typed)
            } else {
                unsaid.append(UnusedPart(field: state.field, text: state.typed, reason: cannotSay))
            }
        }
        if let main { planMainJob(main) }
        let joined = main.map(partners(of:)) ?? []
        for job in facts.jobs where job != main && !joined.contains(job) { planOtherJob(job, beside: main) }
    }

    /// The time of the main job, or where it is when its title cannot be said.
    private mutating func planMainJob(_ main: ProfileFacts.Job) {
        if main.title == nil || role == nil, let organization = main.organization {
            // "@ Stripe" with no title, or a title this language cannot say: where the person works still can be.
            var clause = Clause(predicate: .workAt(terms.term(organization, .organization)))
            clause.time = time(of: main)
            _ = realize(clause, .job, source: main.source, typed: main.typed)
        } else if let clause = timing(of: main) {
            _ = realize(clause, .career, source: main.source, typed: main.typed)
        }
        if main.title != nil, role != nil, main.organization == nil, let field = main.field {
            // "sommelier in legal tech": the field the job is in, said after who the person is.
            _ = realize(Clause(predicate: .workIn(terms.term(field, .field))), .job, source: main.source, typed: main.typed)
        }
    }

    /// The jobs typed beside the main one in its field with nothing but a title, each one the language can say.
    private func partners(of main: ProfileFacts.Job) -> [ProfileFacts.Job] {
        guard main.title != nil else { return [] }
        return facts.jobs.filter { job in
            job != main && job.source == main.source && job.title != nil && job.organization == nil
                && job.place == nil && job.field == nil && job.time == nil && job.amount == nil && job.ordinal == nil
                && job.tense != .past && job.verb == nil
                && nounPhrase(terms.job(job.title!, in: language).term) != nil
        }
    }

    /// A job other than the main one.
    private mutating func planOtherJob(_ job: ProfileFacts.Job, beside main: ProfileFacts.Job?) {
        // A stretch typed without a tense ("3 yrs at a coffee chain") is said as experience, which is true whether
        // or not it goes on; one without a length, beside a main job elsewhere, lies in the past.
        if job.tense == nil, let amount = job.amount, let manner = job.manner, job.organization == nil {
            // "then 5年 フリーランス": a way of working kept up for a length of time.
            let clause = Clause(predicate: .workManner(terms.term(manner, .thing)), time: .during(amount))
            _ = realize(clause, .career, source: job.source, typed: job.typed)
        } else if job.tense == nil, let amount = job.amount {
            var clause = Clause(predicate: .haveExperience(amount, in: job.field.map { terms.term($0, .field) }))
            clause.organization = job.organization.map { terms.term($0, .organization) }
            clause.role = job.title.map { terms.term($0, .job) }
            _ = realize(clause, .career, source: job.source, typed: job.typed)
        } else if job.tense == nil, let year = job.ordinal {
            let clause = Clause(predicate: .yearOf(year), organization: job.organization.map { terms.term($0, .organization) })
            _ = realize(clause, .career, source: job.source, typed: job.typed)
        } else if let clause = clause(
            for: job, tense: job.tense == nil && main?.organization != nil ? .past : .present,
            also: job.tense != nil && (job.title != nil || job.organization != nil))
        {
            _ = realize(clause, .job, source: job.source, typed: job.typed)
        } else {
            unsaid.append(UnusedPart(field: job.source, text: job.typed, reason: cannotSay))
        }
    }

    /// The time of the main job, said after who the person is: "I've worked at Fernbank Health since 2020",
    /// 「2018年に入社しました」; nil when it has none.
    private func timing(of job: ProfileFacts.Job) -> Clause? {
        if job.verb == "入社" || job.verb == "入職", case .at = job.time {
            let company = job.organization.map { terms.term($0, .organization) }
                ?? Term(kind: .organization, english: "the company", japanese: "今の会社")
            guard let join = VerbTable.verb(english: "join") else { return nil }
            return Clause(predicate: .action(join, object: company), time: job.time, tense: .past)
        }
        if let year = job.ordinal {
            // 「SIer入社して4年目」: the year the person is in, where.
            return Clause(predicate: .yearOf(year), organization: job.organization.map { terms.term($0, .organization) })
        }
        guard let frame = time(of: job) else { return nil }
        if let organization = job.organization {
            return Clause(predicate: .workAt(terms.term(organization, .organization)), time: frame)
        }
        if let title = job.title { return Clause(predicate: .workAs(terms.term(title, .job)), time: frame) }
        return nil
    }

    /// A job's time as a frame: its own, or its length as a stretch that goes on.
    private func time(of job: ProfileFacts.Job) -> TimeFrame? {
        job.time ?? job.amount.map { .during($0) }
    }

    /// A clause for a job other than the main one.
    private func clause(for job: ProfileFacts.Job, tense: Tense, also: Bool = false) -> Clause? {
        let frame = time(of: job)
        var clause: Clause
        if let organization = job.organization {
            clause = Clause(predicate: .workAt(terms.term(organization, .organization)))
            clause.role = job.title.map { terms.term($0, .job) }
        } else if let title = job.title {
            clause = Clause(predicate: .workAs(terms.term(title, .job)))
        } else if let field = job.field {
            clause = Clause(predicate: .workIn(terms.term(field, .field)))
        } else if let manner = job.manner {
            clause = Clause(predicate: .workManner(terms.term(manner, .thing)))
        } else if job.place != nil, let work = VerbTable.verb(english: "work") {
            // 「来月から東京で働きます」: working in a place, with no organization named.
            clause = Clause(predicate: .action(work, object: nil))
        } else {
            return nil
        }
        clause.place = job.place.map { terms.term($0, .place) }
        clause.time = frame
        clause.tense = tense
        clause.isAlso = also
        return clause
    }

    mutating func planCareer() {
        if let experience = facts.experience, let year = experience.ordinal {
            _ = realize(Clause(predicate: .yearOf(year)), .career, source: experience.source, typed: experience.typed)
        }
        if let experience = facts.experience, let amount = experience.amount {
            duration = Realizer.amount(amount, in: realizedLanguage)
            let field = (experience.field ?? experience.title).map { terms.term($0, .field) }
            _ = realize(
                Clause(predicate: .haveExperience(amount, in: field)), .career, source: experience.source,
                typed: experience.typed)
        }
        for job in facts.past {
            if job.time == nil, job.amount == nil, let title = job.title {
                // "ex-ICU nurse", 「元看護師」: the job one had, said as one had it.
                var clause = Clause(predicate: .be(terms.term(title, .job)), tense: .past)
                clause.organization = job.organization.map { terms.term($0, .organization) }
                _ = realize(clause, .former, source: job.source, typed: job.typed)
            } else if let clause = clause(for: job, tense: .past) {
                _ = realize(clause, job.time == nil && job.amount == nil ? .former : .career, source: job.source,
                    typed: job.typed)
            }
        }
    }

    mutating func planActivities() {
        for activity in facts.activities {
            let slots = activity.slots
            guard let clause = clause(for: slots) else {
                unsaid.append(UnusedPart(field: activity.source, text: activity.typed, reason: cannotSay))
                continue
            }
            let said = realize(clause, .activity, source: activity.source, typed: activity.typed, isAsked: activity.isAsked)
            if said, slots.verb == "learn" || slots.verb == "勉強する", case .action(_, let object?) = clause.predicate {
                clauses[clauses.count - 1].learning = Realizer.nounPhrase(object, in: realizedLanguage)
            }
            // "8 years building streaming APIs": the length of the experience, and what it was spent doing, for
            // highlights and bios.
            if said, duration == nil, activity.source == .experience, case .during(let amount)? = slots.time {
                duration = Realizer.amount(amount, in: realizedLanguage)
                detail = language == .en ? Realizer.gerund(clause) : nil
            }
        }
    }

    /// The clause an activity makes: "do marketing" is working in marketing, "work at X" working at X; any other verb
    /// the verb table knows, with its object.
    private func clause(for slots: Slots) -> Clause? {
        guard let lemma = slots.verb else { return nil }
        let object = slots.object.map { terms.term($0, .thing) }
        let predicate: Clause.Predicate
        switch lemma {
        case "do", "work", "する", "やる", "働く":
            if let object = slots.object, lemma == "do" || lemma == "やる" || lemma == "する" {
                predicate = .workIn(terms.term(object, .field))
            } else if let field = slots.field {
                predicate = .workIn(terms.term(field, .field))
            } else if let organization = slots.organization {
                predicate = .workAt(terms.term(organization, .organization))
            } else if let manner = slots.manner {
                // "I work remotely from Sapporo".
                predicate = .workManner(terms.term(manner, .thing))
            } else if slots.place != nil, let work = VerbTable.verb(english: "work") {
                predicate = .action(work, object: nil)
            } else {
                return nil
            }
        case "have" where object != nil:
            // "I have two cats": had, kept or there, as the thing is (「猫を2匹飼っています」).
            predicate = .have(object!)
        case "look for" where object != nil:
            predicate = .lookFor(object!)
        case "speak" where slots.object != nil:
            predicate = .speak([LeveledTerm(term: terms.term(slots.object!, .language), level: nil)])
        default:
            guard let verb = VerbTable.verb(english: lemma) ?? VerbTable.verb(japanese: lemma) else { return nil }
            predicate = .action(verb, object: object)
        }
        var clause = Clause(predicate: predicate)
        if case .action = predicate {
            // "building in climate tech": the field one does it in, not what is built.
            clause.field = slots.field.map { terms.term($0, .field) }
        }
        if case .workAt = predicate {} else {
            clause.organization = slots.organization.map { terms.term($0, .organization) }
        }
        clause.place = slots.place.map { terms.term($0, .place) }
        clause.role = slots.title.map { terms.term($0, .job) }
        clause.time = slots.time
        clause.frequency = slots.frequency
        clause.tense = slots.tense ?? .present
        clause.isNegative = slots.isNegative
        clause.isAlso = slots.isAlso
        clause.isInProgress = slots.isInProgress
        return clause
    }

    mutating func planPlaces() {
        var said: Set<String> = []
        // Where the person is now is the last place they said they are based ("📍 Pune → Amsterdam"); each place they
        // come from is said.
        let based = facts.places.last { $0.relation == .based }
        let places = facts.places.filter { $0.relation != .based || $0 == based }
        // Where the person was before is not where they are ("📍 Pune → Amsterdam"): which one the earlier is cannot be
        // told, and is reported.
        for earlier in facts.places where earlier.relation == .based && earlier != based
            && earlier.place.text.lowercased() != based?.place.text.lowercased()
        {
            unsaid.append(UnusedPart(field: earlier.source, text: earlier.typed, reason: .notUnderstood))
        }
        for located in places where said.insert(located.place.text.lowercased()).inserted {
            let place = terms.term(located.place, .place)
            let clause: Clause
            switch located.relation {
            case .based:
                if case .at(let point) = located.time, let move = VerbTable.verb(english: "move to") {
                    // "moved to Berlin in April": a move at a point in time, not living there at that point.
                    clause = Clause(predicate: .action(move, object: place), time: located.time, tense: point.isAhead ? .future : .past)
                } else {
                    clause = Clause(predicate: .liveIn(place), time: located.time, tense: located.tense ?? .present)
                }
            case .origin: clause = Clause(predicate: .comeFrom(place))
            case .moving:
                guard let move = VerbTable.verb(english: "move to") else { continue }
                clause = Clause(predicate: .action(move, object: place), time: located.time, tense: .future)
            }
            _ = realize(clause, .place, source: located.source, typed: located.typed)
        }
    }

    mutating func planContacts() {
        for contact in facts.contacts {
            let address = Term(
                kind: .contact, english: contact.value.address, japanese: contact.value.address, isName: true)
            // A label this language has no words for ("IG", 「インスタ」 in English) leaves the address to speak for
            // itself: an address is the same in every language.
            var label = contact.value.label.map { terms.term($0, .thing) }
            if let said = label, nounPhrase(said) == nil { label = nil }
            _ = realize(
                Clause(predicate: .share(label: label, address: address)), .contact, source: contact.field,
                typed: contact.typed, isAsked: contact.isAsked)
        }
    }

    mutating func planLists() {
        var languages: [LeveledTerm] = []
        var languageTyped: [String] = []
        for skill in facts.skills {
            if skill.phrase.classes.contains(.language) {
                languages.append(
                    LeveledTerm(term: terms.term(skill.phrase, .language), level: skill.level.map { terms.term($0, .thing) }))
                languageTyped.append(skill.typed)
                continue
            }
            let term = terms.term(skill.phrase, .skill)
            if let said = nounPhrase(term) {
                if !skills.contains(said) { skills.append(said) }
                listed.append((said, (skill.source, skill.typed)))
            } else {
                unsaid.append(UnusedPart(field: skill.source, text: skill.typed, reason: cannotSay))
            }
        }
        if !languages.isEmpty {
            _ = realize(
                Clause(predicate: .speak(languages)), .language, source: .skills,
                typed: languageTyped.joined(separator: ", "))
        }
        for interest in facts.interests {
            let term = terms.term(interest.value, .activity)
            if let said = nounPhrase(term) {
                if !interests.contains(said) { interests.append(said) }
                listed.append((said, (interest.field, interest.typed)))
            } else {
                unsaid.append(UnusedPart(field: interest.field, text: interest.typed, reason: cannotSay))
            }
        }
    }
}
