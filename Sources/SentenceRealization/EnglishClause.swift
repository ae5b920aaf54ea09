import ReadingLexicon

/// The English realization of a clause: the verb group from the tense and aspect the time frame gives
/// (`EnglishConjugation`), then the complement, the role, the organization and place, and the time ("From next
/// month, …" opens the sentence, everything else closes it). Formal text has no contractions; casual text says a few
/// predicates more loosely ("I live in …", "I'm into …", "Check out …").
struct EnglishClause {
    let clause: Clause
    let register: Register
    let timing: Timing

    /// The clause in English, its first letter a capital; nil when a term or the verb has no English.
    static func realize(_ clause: Clause, register: Register) -> String? {
        guard let timing = Timing(clause.time, tense: clause.tense) else { return nil }
        let sentence = EnglishClause(clause: clause, register: register, timing: timing).sentence()
        return sentence.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// The verb and what completes it: "work" + "at Stripe", "be" + "a UX designer".
    private struct Core {
        var verb: EnglishVerb
        var aspect: Aspect
        var complement: String
    }

    private var isSpeaker: Bool { clause.subject == .speaker }

    private var subject: String {
        if case .person(let name) = clause.subject { return name }
        return "I"
    }

    /// "my" for the speaker; "their" for a person by name, whose gender the profile does not say.
    private var possessive: String { isSpeaker ? "my" : "their" }

    private func sentence() -> String? {
        if case .share(let label, let address) = clause.predicate { return share(label: label, address: address) }
        guard let core = core(), let circumstances = circumstances() else { return nil }
        let form = EnglishConjugation.Form(timing, aspect: core.aspect, negative: clause.isNegative)
        var words = [
            EnglishConjugation.group(
                core.verb, form: form, subject: subject, negative: clause.isNegative, also: clause.isAlso,
                contracted: register != .formal)
        ]
        if !core.complement.isEmpty { words.append(core.complement) }
        words += circumstances
        var opening: String?
        if var frame = clause.time {
            // "From 2019" that goes on to now is said as English says it: "since 2019".
            if case .from(let point) = frame, timing == .ongoing { frame = .since(point) }
            let time = EnglishWords.time(frame, speaker: isSpeaker)
            if time.opens { opening = time.words } else { words.append(time.words) }
        }
        if let frequency = clause.frequency { words.append(EnglishWords.frequency(frequency)) }
        if clause.isAlso && clause.isNegative { words.append("either") }
        let body = words.joined(separator: " ")
        return opening.map { $0 + ", " + body } ?? body
    }

    private func core() -> Core? {
        switch clause.predicate {
        case .be(let term):
            return position(term).map { Core(verb: .be, aspect: .state, complement: $0) }
        case .workAs(let job):
            return position(job).map { Core(verb: Self.work, aspect: .work, complement: "as " + $0) }
        case .workIn(let field):
            return noun(field).map { Core(verb: Self.work, aspect: .work, complement: "in " + $0) }
        case .workAt(let workplace):
            return noun(workplace).map { Core(verb: Self.work, aspect: .work, complement: "at " + $0) }
        case .workManner(let manner):
            return noun(manner).map { Core(verb: Self.work, aspect: .work, complement: $0) }
        case .action(let verb, let object):
            return action(verb, object: object)
        case .haveExperience(let amount, let field):
            var complement = EnglishWords.amount(amount) + " of experience"
            if let field {
                guard let said = noun(field) else { return nil }
                complement += " in " + said
            }
            return Core(verb: .have, aspect: .state, complement: complement)
        case .yearOf(let year):
            let ordinal = EnglishWords.ordinal(year)
            return Core(verb: .be, aspect: .state, complement: "in \(possessive) \(ordinal) year")
        case .liveIn(let town):
            guard let said = noun(town) else { return nil }
            if register == .casual { return Core(verb: Self.live, aspect: .state, complement: "in " + said) }
            return Core(verb: .be, aspect: .state, complement: "based in " + said)
        case .comeFrom(let town):
            return noun(town).map { Core(verb: .be, aspect: .state, complement: "from " + $0) }
        case .lookFor(let wanted):
            return noun(wanted).map { Core(verb: Self.lookFor, aspect: .process, complement: $0) }
        case .speak(let languages):
            let said = languages.map(EnglishWords.leveled)
            guard let list = list(said) else { return nil }
            return Core(verb: Self.speak, aspect: .state, complement: list)
        case .use(let tools):
            return list(tools.map { noun($0) }).map { Core(verb: Self.workWith, aspect: .work, complement: $0) }
        case .enjoy(let interests):
            guard let list = list(interests.map { noun($0) }) else { return nil }
            if register == .casual { return Core(verb: .be, aspect: .state, complement: "into " + list) }
            return Core(verb: Self.enjoy, aspect: .state, complement: list)
        case .study(let subject, let school):
            var words: [String] = []
            if let subject {
                guard let said = noun(subject) else { return nil }
                words.append(said)
            }
            if let school {
                guard let said = noun(school) else { return nil }
                words.append("at " + said)
            }
            return Core(verb: Self.study, aspect: .activity, complement: words.joined(separator: " "))
        case .have(let thing):
            return noun(thing).map { Core(verb: .have, aspect: .state, complement: $0) }
        case .share:
            return nil
        }
    }

    private func action(_ verb: Verb, object: Term?) -> Core? {
        guard let entry = VerbTable.entry(for: verb) else { return nil }
        guard let object else {
            return entry.english.needsObject ? nil : Core(verb: entry.english, aspect: clause.aspect(of: entry.aspect), complement: "")
        }
        let aspect = clause.aspect(of: entry.aspect)
        return noun(object).map { Core(verb: entry.english, aspect: aspect, complement: $0) }
    }

    /// "as an auditor", "at Lincoln High in Tacoma", "in Tacoma".
    private func circumstances() -> [String]? {
        var words: [String] = []
        if let role = clause.role {
            guard let said = position(role) else { return nil }
            words.append("as " + said)
        }
        if let organization = clause.organization {
            guard let said = noun(organization) else { return nil }
            words.append("at " + said)
        }
        if let place = clause.place {
            guard let said = noun(place) else { return nil }
            words.append("in " + said)
        }
        if let field = clause.field {
            guard let said = noun(field) else { return nil }
            words.append("in " + said)
        }
        return words
    }

    private func noun(_ term: Term) -> String? {
        EnglishWords.nounPhrase(term, possessive: possessive)
    }

    /// A job in a position ("I'm a nurse", "as an auditor") is counted even when the plan gave it no determiner:
    /// "I work as nurse" is never English.
    private func position(_ term: Term) -> String? {
        var term = term
        if term.kind == .job, term.determiner == .none, !term.isName, term.count == nil, !term.isPlural {
            term.determiner = .indefinite
        }
        return noun(term)
    }

    private func list(_ phrases: [String?]) -> String? {
        let said = phrases.compactMap { $0 }
        guard said.count == phrases.count else { return nil }
        return EnglishWords.list(said, limit: nil)
    }

    // MARK: - Contacts

    /// "You can find my portfolio at marcob.design", "You can reach me at a@b.io", "I'm @marcob on GitHub"; formal
    /// text is reached rather than reaching ("I can be reached at …"), casual text points ("Check out my portfolio
    /// at …"). The label is always the subject's own: "my portfolio", "Maya Chen's portfolio".
    private func share(label: Term?, address: Term) -> String? {
        guard let address = address.words(in: .english) else { return nil }
        let also = clause.isAlso ? " also" : ""
        let object = isSpeaker ? "me" : subject
        switch ContactShape(address) {
        case .email:
            if register == .formal { return "\(subject) can\(also) be reached at \(address)" }
            return "You can\(also) reach \(object) at \(address)"
        case .handle:
            let platform = label.flatMap { $0.words(in: .english) }
            if label != nil && platform == nil { return nil }
            let group = EnglishConjugation.group(
                .be, form: .simplePresent, subject: subject, negative: false, also: clause.isAlso,
                contracted: register != .formal)
            return group + " \(address) " + (platform.map { "on " + $0 } ?? "online")
        case .link:
            guard let label else {
                if register == .casual && !clause.isAlso { return "Find \(object) at \(address)" }
                return "You can\(also) find \(object) at \(address)"
            }
            var mine = label
            if mine.determiner == .none { mine.determiner = .possessive }
            guard let owned = EnglishWords.nounPhrase(mine, possessive: isSpeaker ? "my" : subject + "'s") else {
                return nil
            }
            if register == .casual { return (clause.isAlso ? "Also, check" : "Check") + " out \(owned) at \(address)" }
            return "You can\(also) find \(owned) at \(address)"
        }
    }

    private static let work = EnglishVerb("work")
    private static let workWith = EnglishVerb("work with")
    private static let live = EnglishVerb("live")
    private static let lookFor = EnglishVerb("look for")
    private static let speak = EnglishVerb("speak/spoke/spoken")
    private static let enjoy = EnglishVerb("enjoy")
    private static let study = EnglishVerb("study")
}
