import IntroductionCore
import ProfileReading
import ReadingLexicon

/// Sentences from the phrase material: clauses joined and cased, phrases chosen by seed and filled from the profile.
extension IntroductionWriter {
    // MARK: - Sentences from clauses

    func sentence(_ clause: Phrasebook.Phrase) -> String {
        sentence(joining: [clause])
    }

    /// One sentence from clauses: "A, and b." / "A, b, and c."; 「Aで、Bで、Cです。」.
    func sentence(joining clauses: [Phrasebook.Phrase]) -> String {
        guard let last = clauses.last else { return "" }
        switch language {
        case .en:
            let parts = clauses.enumerated().map { index, clause in
                index == 0 ? clause.end : lowercasedStart(clause.end)
            }
            let body =
                parts.count == 1
                ? parts[0]
                : parts.dropLast().joined(separator: book.clauseSeparator) + book.lastClauseJoiner
                    + parts[parts.count - 1]
            return capitalizedStart(body) + book.fullStop
        case .ja:
            let links = clauses.dropLast().map { ($0.link ?? $0.end) + book.clauseSeparator }
            return links.joined() + last.end + book.fullStop
        }
    }

    func openingSentence(salutation: String, _ identity: Phrasebook.Phrase) -> String {
        let clause = language == .en ? lowercasedStart(identity.end) : identity.end
        return capitalizedStart(salutation + book.salutationSeparator + clause) + book.fullStop
    }

    /// "Outside of work, I…" → "outside of work, I…" inside a sentence; only the words templates start
    /// with are lowered, so "I", names and terms ("iOS", a name at the start) stay as they are.
    private func lowercasedStart(_ text: String) -> String {
        let word = text.prefix { $0.isLetter || $0 == "'" || $0 == "’" }
        guard let first = text.first, Self.lowerable.contains(String(word)) else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static let lowerable: Set<String> = [
        "My", "Outside", "In", "When", "On", "Off", "For", "The", "These", "This", "There", "It", "It's", "You",
        "Name's", "Beyond", "Allow", "Please", "Or", "As", "Also", "Every", "Most",
    ]

    func capitalizedStart(_ text: String) -> String {
        language == .en ? SentenceCase.capitalizingStart(text) : text
    }

    // MARK: - Choosing and filling

    func pick(_ key: String) -> Phrasebook.Phrase {
        let variants = phrases(key)
        guard !variants.isEmpty else { return Phrasebook.Phrase(end: "") }
        return variants[index(key, count: variants.count)]
    }

    /// A whole-sentence variant (greeting, invitation, closing) that repeats no once-only stock word of
    /// `text` ("thank" twice, 「よろしく」 twice); the seed's own variant when none avoids it.
    func pickSentence(_ key: String, avoiding text: String) -> String {
        let variants = phrases(key)
        guard !variants.isEmpty else { return "" }
        let start = index(key, count: variants.count)
        let lowered = text.lowercased()
        let used = book.onceOnly.filter { lowered.includes($0) }
        guard !used.isEmpty else { return variants[start].end }
        for offset in variants.indices {
            let candidate = variants[(start + offset) % variants.count].end
            let lowered = candidate.lowercased()
            if !used.contains(where: { lowered.includes($0) }) { return candidate }
        }
        return variants[start].end
    }

    /// The variants of `key` for this tone; a role that is not a job takes the status wording ("I'm a student")
    /// in place of the job wording ("I work as…").
    func phrases(_ key: String) -> [Phrasebook.Phrase] {
        // A student's time is time as a student ("I've been an exchange student for half a year"), not experience.
        if facts.role?.isLearner == true, case .duration = facts.experience, let learner = Self.learnerKeys[key] {
            return material(learner)
        }
        guard facts.role?.isOccupation == false else { return material(key) }
        if let status = Self.statusKeys[key] { return material(status) }
        // "Outside work", 「仕事以外」 say nothing true of a student or a retiree: those variants are left out.
        let all = material(key)
        let kept = all.filter { phrase in !Self.jobWords.contains { phrase.end.lowercased().contains($0) } }
        return kept.isEmpty ? all : kept
    }

    /// The occasion's own variants of `key` when it has them ("Hi team!"), the general ones otherwise.
    private func material(_ key: String) -> [Phrasebook.Phrase] {
        occasionBook.phrases(key, occasion: options.occasion, tone: options.tone)
            ?? book.phrases(key, tone: options.tone)
    }

    private static let jobWords = [
        "outside work", "outside of work", "after work", "professional", "my work", "work hours", "仕事", "業務", "勤務",
    ]

    private static let learnerKeys = [
        "experience.duration": "experience.durationLearner", "highlight.duration": "highlight.durationLearner",
    ]

    private static let statusKeys = [
        "identity.nameRole": "identity.nameStatus", "identity.role": "identity.status",
        "bio.nameRole": "bio.nameStatus", "bio.role": "bio.status",
    ]

    func index(_ key: String, count: Int) -> Int {
        Int((seed % UInt64(count) + Self.salt(key) % UInt64(count)) % UInt64(count))
    }

    /// FNV-1a of the key, so sections do not move in lock-step through their variants.
    private static func salt(_ key: String) -> UInt64 {
        key.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    /// The template with every fact slot filled (`values` first), link form included.
    func fill(_ phrase: Phrasebook.Phrase, _ layout: Layout, values: [String: String] = [:]) -> Phrasebook.Phrase {
        let all = slotValues(layout).merging(values) { _, given in given }
        return Phrasebook.Phrase(end: Template.fill(phrase.end, all), link: phrase.link.map { Template.fill($0, all) })
    }

    private func slotValues(_ layout: Layout) -> [String: String] {
        var values: [String: String] = [:]
        values["name"] = facts.name
        values["role"] = wording.role(head: layout.roleHead)
        values["a_role"] = wording.roleWithArticle(head: layout.roleHead)
        for (key, said) in [("former", wording.formerRole), ("aspiring", wording.aspiringRole)] {
            guard let said else { continue }
            values[key] = said
            values["a_" + key] = language == .en ? EnglishArticle.withArticle(said) : said
        }
        switch facts.experience {
        case .duration(let duration):
            values["duration"] = wording.duration(duration)
        case .durationDoing(let duration, let detail):
            values["duration"] = wording.duration(duration)
            values["detail"] = wording.detail(detail)
        case .since(let year):
            values["year"] = String(year)
        case .yearOrdinal(let number):
            values["ordinal"] = wording.ordinal(number)
        case .career(let career):
            values["duration"] = career.duration.map(wording.duration)
            values["year"] = (career.founded ?? career.year).map(String.init)
            values["ordinal"] = career.ordinal.map(wording.ordinal)
            if case .program(let program) = career.start { values["program"] = wording.term(program) }
            values["past"] = career.past.map { wording.detail($0, inCareer: true) }
            values["now"] = career.now.map { wording.detail(withoutTheRole($0), inCareer: true) }
            values["nowFor"] = career.nowFor.map(wording.duration)
            values["nowOrdinal"] = career.nowOrdinal.map(wording.ordinal)
            values["detail"] = career.past.map { wording.detail($0) }
            switch career.ending {
            case .until(let year): values["year"] = String(year)
            case .retired(let when): values["when"] = wording.retirementTime(when)
            case .latest(let place): values["latest"] = wording.detail(place)
            case .founded(let name, let year):
                values["company"] = name
                values["year"] = String(year)
            case nil: break
            }
        case .doing(let what, let place):
            values["what"] = wording.detail(what)
            values["place"] = wording.detail(place)
        case .durations(let pairs):
            values["list"] = wording.list(pairs.map { wording.pair($0, short: false) })
            values["items"] = pairs.map { wording.pair($0, short: true) }.joined(separator: book.list.separator)
        case .sentence, .phrase, nil:
            break
        }
        values["skills"] = wording.list(wording.skills, limit: layout.listLimit)
        if !wording.interests.isEmpty { values["interests"] = wording.list(wording.interests, limit: layout.listLimit) }
        return values
    }

    /// "now sous chef at Trattoria Luce" when the role is already "sous chef": the place is what is new, and
    /// saying the role again reads as a slip.
    private func withoutTheRole(_ detail: Experience.Detail) -> Experience.Detail {
        guard detail.link == .role, let role = facts.role?.text.lowercased() else { return detail }
        let text = detail.text.lowercased()
        for article in ["", "a ", "an "] where text.hasPrefix(article + role + " at ") {
            return Experience.Detail(link: .place, text: String(detail.text.dropFirst(article.count + role.count + 4)))
        }
        return detail
    }
}
