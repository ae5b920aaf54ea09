import ReadingLexicon
/// What a clause must be before either language says it, checked once so that English and Japanese refuse the same
/// clauses: every term of a kind its place takes ("at" only an organization, "work as" only a job, a course or a school
/// never a workplace), circumstances only where the predicate has room for them, and a time frame that agrees with
/// itself and the tense.
extension Clause {
    var isWellFormed: Bool {
        guard Timing(time, tense: tense) != nil else { return false }
        if let organization, organization.kind != .organization { return false }
        if let place, place.kind != .place { return false }
        if let role, role.kind != .job && role.kind != .person { return false }
        let bare = organization == nil && place == nil && role == nil
        switch predicate {
        case .be(let term):
            return role == nil && !Self.notStates.contains(term.kind)
        case .workAs(let job):
            return job.kind == .job && role == nil
        case .workIn(let field):
            return field.kind == .field
        case .workAt(let workplace):
            return workplace.kind == .organization && organization == nil
        case .workManner(let manner):
            return !Self.notStates.contains(manner.kind)
        case .action(let verb, let object):
            // A verb that needs an object has one ("I look after" says nothing), and one of its Japanese frames takes
            // the object given, so that neither language says what the other cannot.
            guard let entry = VerbTable.entry(for: verb) else { return false }
            if object == nil && entry.english.needsObject { return false }
            return entry.sense(for: object) != nil
        case .haveExperience(let amount, let field):
            if let field, field.kind == .person || field.kind == .contact { return false }
            // "3 years of experience at a coffee chain": a length at a workplace, said without claiming it goes on.
            return !amount.isEmpty && time == nil
        case .yearOf(let year):
            return year > 0 && time == nil && tense == .present
        case .liveIn(let town):
            return town.kind == .place && bare
        case .comeFrom(let town):
            return town.kind == .place && bare && time == nil && tense == .present
        case .lookFor:
            return true
        case .speak(let languages):
            return !languages.isEmpty && languages.allSatisfy { $0.term.kind == .language } && bare
        case .use(let terms):
            return !terms.isEmpty
        case .enjoy(let terms):
            return !terms.isEmpty && bare
        case .share(let label, let address):
            return address.kind == .contact && label?.kind != .contact && bare && time == nil && tense == .present
                && !isNegative
        case .study(let subject, let school):
            if let school, ![.school, .course, .organization].contains(school.kind) || organization != nil {
                return false
            }
            if let subject, Self.notStudied.contains(subject.kind) { return false }
            return true
        case .have(let thing):
            return bare && thing.kind != .contact
        }
    }

    /// Kinds that are somewhere, something one attends or someone's address, not what a person is.
    private static let notStates: Set<Term.Kind> = [.organization, .place, .school, .course, .contact]
    /// Kinds that are not a subject of study.
    private static let notStudied: Set<Term.Kind> = [.organization, .place, .school, .person, .contact, .group]
}
