package import IntroductionCore
package import ReadingLexicon
import TextBasics

/// Gathering the facts of the six fields: each field read by the same rules, each fact put where the writer looks for
/// it, the jobs of different fields that are one job merged, and what the notes ask to leave out left out.
extension ProfileFacts {
    /// `profile` read with `reader`.
    ///
    /// - Throws: `MorphologyError` when a field holds Japanese and MeCab or its dictionary is missing.
    package init(_ profile: Profile, reader: Reader) throws(MorphologyError) {
        // A name is one line: whatever follows a line break (pasted by mistake) is not it.
        let line = ProfileText.printable(profile.name, keepingLines: true).prefix { $0 != "\n" }
        var (name, rest) = Self.personName(String(line))
        if let typed = name, Script.hasKana(typed) || Script.hasKanji(typed) {
            (name, rest) = try Self.japaneseName(typed, rest: rest, reader: reader)
        }
        self.name = name.map(Self.capitalizedName)
        unread += rest.map { UnusedPart(field: .name, text: $0, reason: .notUnderstood) }
        let fields: [(ProfileField, String)] = [
            (.role, ProfileText.printable(profile.role)),
            (.experience, ProfileText.printable(profile.experience, keepingLines: true)),
            (.skills, profile.skills.flatMap(ProfileText.items).joined(separator: ", ")),
            (.interests, ProfileText.printable(profile.interests, keepingLines: true)),
            (.notes, ProfileText.printable(profile.notes, keepingLines: true)),
        ]
        for (field, text) in fields where !text.trimmingCharacters(in: .whitespaces).isEmpty {
            let reading = try reader.read(text, field: field, name: profile.name)
            gather(reading)
            unread += reading.unread.map { UnusedPart(field: field, text: $0, reason: .notUnderstood) }
        }
        mergeJobs()
        let avoided = requests.compactMap { request -> [String]? in
            if case .avoid(let terms) = request.value { return terms }
            return nil
        }.flatMap { $0 }
        if !avoided.isEmpty { leaveOut(avoided) }
    }

    /// A Japanese display name that carries a job or a state (「みかん農家 ひろし」「大工のけんちゃん」「あおい育休中」): read as
    /// a role is, the name is what no title or state covers, and those are reported.
    static func japaneseName(_ typed: String, rest: [String], reader: Reader) throws(MorphologyError) -> (String?, [String]) {
        let reading = try reader.read(typed, field: .role)
        let trades = reading.facts.filter { [.title, .state, .position, .formerJob].contains($0.kind) }
        guard !trades.isEmpty else { return (typed, rest) }
        var covered = Set<Int>()
        for fact in trades { covered.formUnion(fact.range) }
        // 「大工のけんちゃん」: the の after a trade belongs to it.
        for index in covered.sorted() where index + 1 < reading.tokens.count && reading.tokens[index + 1].key == "の" {
            covered.insert(index + 1)
        }
        let kept = reading.tokens.indices.filter { !covered.contains($0) && reading.tokens[$0].kind == .word }
        guard !kept.isEmpty else { return (typed, rest) }
        let name = reading.typed(kept.first!..<(kept.last! + 1)).trimmingCharacters(in: .whitespaces)
        return (name, rest + trades.map { reading.typed($0) })
    }

    /// Puts each chosen fact of `reading` where the writer looks for it.
    private mutating func gather(_ reading: FieldReading) {
        let field = reading.field
        for fact in reading.facts {
            let typed = reading.typed(fact)
            let slots = fact.slots
            switch fact.kind {
            case .title, .position, .employer:
                var job = Job(slots, source: field, typed: typed)
                if job.tense == nil, field == .role || field == .notes { job.tense = .present }
                if job.tense == .past { past.append(job) } else { jobs.append(job) }
                // 「SALON SORA 銀座」: where a Japanese job now is, is where the person is; the writer says a main job
                // without its place.
                if let place = slots.place, place.language == .ja, job.tense != .past, job.tense != .future {
                    places.append(Located(place: place, relation: .based, time: nil, tense: .present, source: field, typed: place.text))
                }
            case .duration:
                let job = Job(slots, source: field, typed: typed)
                if experience == nil { experience = job } else { jobs.append(job) }
            case .formerJob:
                var job = Job(slots, source: field, typed: typed)
                job.tense = .past
                past.append(job)
            case .state:
                // 「育休中」 in the role, the experience and the notes: one state, said once.
                if let state = slots.state, !states.contains(where: { $0.value.phrase.text == state.phrase.text }) {
                    states.append(Sourced(value: state, field: field, typed: typed))
                }
            case .activity:
                activities.append(Activity(slots: slots, source: field, typed: typed, isAsked: slots.isAsked))
            case .place:
                if let place = slots.place {
                    places.append(
                        Located(
                            place: place, relation: slots.placeRelation ?? .based, time: slots.time, tense: slots.tense,
                            source: field, typed: typed))
                }
            case .skill:
                if let phrase = slots.phrase {
                    skills.append(Skill(phrase: phrase, level: slots.level, source: field, typed: typed))
                }
            case .interest:
                if let phrase = slots.phrase { interests.append(Sourced(value: phrase, field: field, typed: typed)) }
            case .contact:
                if let contact = slots.contact {
                    contacts.append(Sourced(value: contact, field: field, typed: typed, isAsked: slots.isAsked))
                }
            case .request:
                if let request = slots.request { requests.append(Sourced(value: request, field: field, typed: typed)) }
            case .aside, .name, .phrase, .time, .amount, .span, .adjunct, .interval:
                break
            }
        }
    }

    /// Jobs typed in two fields that are one job ("Senior PM @ Fernbank Health" and "2020-now Fernbank Health"): the
    /// later ones' parts go to the first that names the same organization, or to the main job when only one of them
    /// names any.
    private mutating func mergeJobs() {
        var merged: [Job] = []
        for job in jobs {
            let same = merged.firstIndex { $0.isSame(as: job) }
            if let same {
                merged[same].fill(from: job)
            } else if job.title == nil, job.organization == nil, let manner = job.manner?.text.lowercased(),
                let said = merged.firstIndex(where: { $0.title?.text.lowercased().contains(manner) == true })
            {
                // "freelance designer" and "now freelance": the way of working the title already says.
                merged[said].fill(from: job)
            } else if job.title == nil, job.organization == nil, job.field == nil, job.manner == nil, job.place == nil,
                let first = merged.indices.first,
                merged[first].time == nil, merged[first].amount == nil, merged[first].ordinal == nil
            {
                // "今の会社は半年", "since 2019": the time of the main job.
                merged[first].fill(from: job)
            } else {
                merged.append(job)
            }
        }
        jobs = merged
        // A stretch before the present one, typed without a tense ("病棟7年、今の会社は半年"), lies in the past.
        if let present = jobs.firstIndex(where: { $0.source == .experience && $0.tense == .present }) {
            // 「10年目」 says the year one is in now, so such a stretch goes on.
            for index in jobs.indices
            where index < present && jobs[index].source == .experience && jobs[index].tense == nil && jobs[index].ordinal == nil {
                jobs[index].tense = .past
            }
        }
        past += jobs.filter { $0.tense == .past }
        jobs.removeAll { $0.tense == .past }
    }

    /// Drops every fact that holds one of `terms`, so that what the person asked to keep out appears nowhere.
    private mutating func leaveOut(_ terms: [String]) {
        let refusesAge = terms.contains { ["age", "my age", "年齢", "歳", "年"].contains($0.lowercased()) }
        let holds = { (text: String) in
            terms.contains { Self.mentions(text, $0) } || (refusesAge && Self.statesAnAge(text))
        }
        if let name, holds(name) { self.name = nil }
        // "8 years at Contoso" with Contoso kept out: the eight years are still the person's to say.
        jobs = jobs.compactMap { $0.leavingOut(holds) }
        past = past.compactMap { $0.leavingOut(holds) }
        if let job = experience, holds(job.typed) { experience = nil }
        activities.removeAll { holds($0.typed) }
        places.removeAll { holds($0.typed) }
        skills.removeAll { holds($0.typed) }
        interests.removeAll { holds($0.typed) }
        contacts.removeAll { holds($0.typed) }
        states.removeAll { holds($0.typed) }
        unread.removeAll { holds($0.text) }
    }
}

extension ProfileFacts.Job {
    /// The job without the slots that hold a kept-out term; nil when what is left says nothing, or the term is in
    /// words no slot holds.
    func leavingOut(_ holds: (String) -> Bool) -> Self? {
        guard holds(typed) else { return self }
        var kept = self
        if let organization, holds(organization.text) || holds(organization.typed) { kept.organization = nil }
        if let title, holds(title.text) { kept.title = nil }
        if let place, holds(place.text) { kept.place = nil }
        if let field, holds(field.text) { kept.field = nil }
        guard kept != self, !kept.isEmpty else { return nil }
        return kept
    }

    /// Whether this job and `other` are one: the same organization, or the same title where one of them names no
    /// organization ("sous chef" and "now sous chef at Trattoria Luce").
    func isSame(as other: Self) -> Bool {
        if let mine = organization?.text.lowercased(), let theirs = other.organization?.text.lowercased() {
            return mine == theirs
        }
        guard let mine = title?.text.lowercased(), let theirs = other.title?.text.lowercased(),
            tense != .past, other.tense != .past
        else { return false }
        // 「調剤薬局の薬剤師」 and 「薬剤師10年目」, 「理科教員」 and 「教員14年目」: one job, typed twice.
        if title?.language == .ja, organization == nil || other.organization == nil {
            return theirs.hasSuffix(mine) || mine.hasSuffix(theirs)
        }
        return mine == theirs
    }

    /// The slots `other` fills and this job does not.
    mutating func fill(from other: Self) {
        title = title ?? other.title
        organization = organization ?? other.organization
        place = place ?? other.place
        field = field ?? other.field
        manner = manner ?? other.manner
        time = time ?? other.time
        amount = amount ?? other.amount
        ordinal = ordinal ?? other.ordinal
        tense = tense ?? other.tense
        verb = verb ?? other.verb
    }
}
