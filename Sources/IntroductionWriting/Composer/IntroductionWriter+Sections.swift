import ProfileReading
import IntroductionCore

/// The other three sections, from the same facts under the same rules: a one-line headline, up to three
/// short highlights, and a bio of at most 160 characters.
extension IntroductionWriter {
    /// The most characters a bio may have.
    static let bioLimit = 160
    /// The most characters a highlight may have: English, Japanese.
    static func highlightLimit(_ language: ComposerLanguage) -> Int {
        language == .en ? 60 : 40
    }

    /// All four sections.
    func sections() -> Introduction {
        switch options.occasion {
        // The social bio is the whole of it: a headline, highlights or a second bio would only repeat it.
        case .x: Introduction(headline: "", introduction: write(), highlights: [], bio: "")
        // A README has its own heading and lines; its bio is the profile's 160-character bio field.
        case .github: Introduction(headline: "", introduction: write(), highlights: [], bio: bio())
        case .linkedin:
            Introduction(headline: linkedInHeadline(), introduction: write(), highlights: highlights(), bio: bio())
        default: Introduction(headline: headline(), introduction: write(), highlights: highlights(), bio: bio())
        }
    }

    /// One line, no full stop: "Ada Lovelace, iOS engineer"; 「iOSエンジニアの山田太郎」.
    func headline() -> String {
        let layout = Layout(roleHead: true)
        let key: String
        switch (facts.name, facts.role) {
        case (.some, .some): key = "headline.nameRole"
        case (.some, nil): key = "headline.name"
        case (nil, .some): key = "headline.role"
        case (nil, nil): key = "headline.none"
        }
        let headline = capitalizedStart(fill(pick(key), layout).end)
        // A role too long for a headline ("returning to work after parental leave" in Japanese) leaves the name.
        guard headline.count > Self.headlineLimit(language), key == "headline.nameRole" else { return headline }
        return capitalizedStart(fill(pick("headline.name"), layout).end)
    }

    /// The most characters a headline holds: one line.
    static func headlineLimit(_ language: ComposerLanguage) -> Int {
        language == .en ? 80 : 40
    }

    /// Up to three short items: experience, skills, interests, then a short note or the role when the
    /// profile has fewer of those; fewer than three only when the profile has less to say.
    func highlights() -> [String] {
        let limit = Self.highlightLimit(language)
        var items: [String] = []
        func add(_ key: String, _ layout: Layout = Layout(listLimit: 3, roleHead: true)) {
            let text = capitalizedStart(fill(pick(key), layout).end)
            if text.count <= limit, !items.contains(text) { items.append(text) }
        }
        /// The person's own sentence, without its full stop (or quoted), when it is short enough.
        func addOwn(_ sentence: String) {
            if let item = highlight(own: sentence), !items.contains(item) { items.append(item) }
        }
        switch facts.experience {
        case .sentence(let sentence): addOwn(sentence)
        case .duration: add("highlight.duration")
        case .durationDoing: add("highlight.detail")
        case .since: add("highlight.since")
        case .yearOrdinal: add("highlight.ordinal")
        case .durations: add("highlight.durations")
        case .doing: add("highlight.doing")
        case .phrase: break
        case .career(let career):
            // A long career said in full may not fit an item; the shorter change without the time so far does.
            add("highlight." + key(of: career))
            if items.isEmpty, career.key.hasPrefix("change") { add("highlight.change") }
            if items.isEmpty, let total = career.total {
                let text = capitalizedStart(
                    fill(pick("highlight.duration"), Layout(), values: ["duration": wording.duration(total)]).end)
                if text.count <= limit { items.append(text) }
            }
        case nil: break
        }
        if !facts.skills.isEmpty {
            for listLimit in [3, 2, 1] {
                let before = items.count
                add("highlight.skills", Layout(listLimit: listLimit, roleHead: true))
                if items.count > before { break }
            }
        }
        // What the notes asked to be said comes before the interests: the person asked for it. A short text
        // holds no notes, so there the highlights give them their place.
        for fact in facts.asked where items.count < 3 { addOwn(fact) }
        if options.length == .short { for note in facts.notes where items.count < 3 { addOwn(note) } }
        if case .sentence(let sentence) = facts.interests { addOwn(sentence) }
        if case .list = facts.interests {
            for listLimit in [3, 2, 1] {
                let before = items.count
                add("highlight.interests", Layout(listLimit: listLimit, roleHead: true))
                if items.count > before { break }
            }
        }
        for note in facts.notes where items.count < 3 { addOwn(note) }
        if items.count < 3, facts.role != nil { add("highlight.role") }
        return Array(items.prefix(3))
    }

    /// The person's own sentence as a highlight item (without its full stop), or nil when it is too long for one or
    /// cannot be said in this language.
    func highlight(own sentence: String) -> String? {
        guard let item = wording.ownWords(sentence).map({ String($0.dropLast()) }) else { return nil }
        return item.count <= Self.highlightLimit(language) ? item : nil
    }

    /// At most 160 characters, third person allowed; empty when the profile says nothing.
    func bio() -> String {
        guard !facts.isEmpty else { return "" }
        if let text = thirdPerson(fitting: Self.bioLimit, counting: \.count) { return text }
        // Only a name and role longer than a bio: cut between words, saying so.
        let identity = bioSentences(Layout(joins: 2, roleHead: true), dropping: ["interests", "experience", "skills"])
            .joined(separator: book.sentenceSeparator)
        var cut = identity.prefix(Self.bioLimit - 1)
        if language == .en, let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
        return String(cut) + "…"
    }

    /// The richest third-person text of at most `limit` (as `size` counts), lists cut and facts left out in turn;
    /// nil when even the name and role alone are longer (or the profile says nothing).
    func thirdPerson(fitting limit: Int, counting size: (String) -> Int) -> String? {
        guard !facts.isEmpty else { return nil }
        let attempts: [(Layout, Set<String>)] = [
            (Layout(joins: 2), []), (Layout(joins: 2, listLimit: 3), []),
            (Layout(joins: 2, listLimit: 2, roleHead: true), []),
            (Layout(joins: 2, listLimit: 1, roleHead: true), []),
            (Layout(joins: 2, listLimit: 1, roleHead: true), ["interests"]),
            (Layout(joins: 2, listLimit: 1, roleHead: true), ["interests", "experience"]),
            (Layout(joins: 2, listLimit: 1, roleHead: true), ["interests", "experience", "skills"]),
        ]
        for (layout, dropped) in attempts {
            let text = bioSentences(layout, dropping: dropped).joined(separator: book.sentenceSeparator)
            if size(text) <= limit { return text }
        }
        return nil
    }

    private func bioSentences(_ layout: Layout, dropping dropped: Set<String>) -> [String] {
        var sentences: [String] = []
        let identityKey: String? =
            switch (facts.name, facts.role) {
            case (.some, .some): "bio.nameRole"
            case (.some, nil): "bio.name"
            case (nil, .some): "bio.role"
            case (nil, nil): nil
            }
        if let identityKey { sentences.append(sentence(fill(pick(identityKey), layout))) }
        var clauses: [Phrasebook.Phrase] = []
        // A student's time as one, or the work before their studies, says nothing a bio about a student needs:
        // "has half a year of experience" misleads.
        if !dropped.contains("experience"), facts.role?.isLearner != true {
            switch facts.experience {
            case .duration: clauses.append(fill(pick("bio.duration"), layout))
            // What the years were spent on, where the occasion has room for it (a speaker bio).
            case .durationDoing:
                let detail = phrases("bio.detail").isEmpty ? "bio.duration" : "bio.detail"
                clauses.append(fill(pick(detail), layout))
            case .career(let career):
                if let total = career.total {
                    clauses.append(fill(pick("bio.duration"), layout, values: ["duration": wording.duration(total)]))
                }
            case .since: clauses.append(fill(pick("bio.since"), layout))
            default: break
            }
        }
        if !dropped.contains("skills"), !facts.skills.isEmpty { clauses.append(fill(pick("bio.skills"), layout)) }
        if !dropped.contains("interests"), case .list = facts.interests {
            clauses.append(fill(pick("bio.interests"), layout))
        }
        guard !clauses.isEmpty else { return sentences }
        guard language == .en else {
            sentences.append(sentence(joining: clauses))
            return sentences
        }
        // English clauses ("has 7 years of experience", "works with Go") need a subject: the name, or with no
        // name the role they describe ("A data engineer who has…"), never a bare "Has…".
        if let name = facts.name {
            if let identityKey, identityKey != "bio.name" {
                // "Ada is a data engineer who has 7 years of experience…": one sentence, the name said once.
                let identity = fill(pick(identityKey), layout)
                // "Tom is between jobs, has 12 years…, and works with…": a state, or a role ending in a name ("the
                // founder & CEO of Loopwise"), takes no "who".
                let listed = wording.roleIsState || identity.end.contains(" of ")
                let relative = listed ? (clauses.count > 1 ? ", " : " and ") : " who "
                sentences = [
                    sentence(
                        joining: [Phrasebook.Phrase(end: identity.end + relative + clauses[0].end)]
                            + clauses.dropFirst())
                ]
            } else {
                sentences.append(
                    sentence(joining: [Phrasebook.Phrase(end: name + " " + clauses[0].end)] + clauses.dropFirst()))
            }
        } else {
            let subject = wording.roleWithArticle(head: layout.roleHead) ?? "someone"
            sentences = [
                sentence(joining: [Phrasebook.Phrase(end: subject + " who " + clauses[0].end)] + clauses.dropFirst())
            ]
        }
        return sentences
    }
}
