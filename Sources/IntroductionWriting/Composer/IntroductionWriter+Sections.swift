import IntroductionCore
import ProfileReading

/// The other three sections, from the same plan under the same rules: a one-line headline, up to three short
/// highlights, and a bio of at most 160 characters.
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
        switch (facts.name, wording.roleHead) {
        case (.some, .some): key = "headline.nameRole"
        case (.some, nil): key = "headline.name"
        case (nil, .some): key = "headline.role"
        case (nil, nil): key = "headline.none"
        }
        let headline = capitalizedStart(fill(pick(key), layout).end)
        // A role too long for a headline leaves the name.
        guard headline.count > Self.headlineLimit(language), key == "headline.nameRole" else { return headline }
        return capitalizedStart(fill(pick("headline.name"), layout).end)
    }

    /// The most characters a headline holds: one line.
    static func headlineLimit(_ language: ComposerLanguage) -> Int {
        language == .en ? 80 : 40
    }

    /// Up to three short items: the experience, a fact the notes asked for, the skills, the interests, then a short
    /// clause of the plan or the role when the profile has fewer of those; fewer than three only when the profile
    /// has less to say.
    func highlights() -> [String] {
        let limit = Self.highlightLimit(language)
        var items: [String] = []
        func add(_ key: String, _ layout: Layout = Layout(listLimit: 3, roleHead: true)) {
            let text = capitalizedStart(fill(pick(key), layout).end)
            if text.count <= limit, !items.contains(text) { items.append(text) }
        }
        func addClause(_ said: Wording.Said) {
            let text = said.phrase.end
            if text.count <= limit, !items.contains(text) { items.append(text) }
        }
        if wording.duration != nil { add(wording.detail == nil ? "highlight.duration" : "highlight.detail") }
        for said in wording.clauses where said.isAsked && items.count < 3 { addClause(said) }
        if !wording.skills.isEmpty {
            for listLimit in [3, 2, 1] {
                let before = items.count
                add("highlight.skills", Layout(listLimit: listLimit, roleHead: true))
                if items.count > before { break }
            }
        }
        if !wording.interests.isEmpty {
            for listLimit in [3, 2, 1] {
                let before = items.count
                add("highlight.interests", Layout(listLimit: listLimit, roleHead: true))
                if items.count > before { break }
            }
        }
        for said in wording.clauses where items.count < 3 { addClause(said) }
        if items.count < 3, wording.roleHead != nil { add("highlight.role") }
        return Array(items.prefix(3))
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
            switch (facts.name, wording.role) {
            case (.some, .some): "bio.nameRole"
            case (.some, nil): "bio.name"
            case (nil, .some): "bio.role"
            case (nil, nil): nil
            }
        if let identityKey { sentences.append(sentence(fill(pick(identityKey), layout))) }
        var clauses: [Phrasebook.Phrase] = []
        // A student's time as one says nothing a bio about a student needs.
        if !dropped.contains("experience"), !wording.roleIsState, wording.duration != nil {
            let detailed = wording.detail != nil && !phrases("bio.detail").isEmpty
            clauses.append(fill(pick(detailed ? "bio.detail" : "bio.duration"), layout))
        }
        if !dropped.contains("skills"), !wording.skills.isEmpty { clauses.append(fill(pick("bio.skills"), layout)) }
        if !dropped.contains("interests"), !wording.interests.isEmpty {
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
                // A state, or a role ending in a name ("the founder & CEO of Loopwise"), takes no "who".
                let listed = wording.roleIsState || identity.end.contains(" of ") || identity.end.contains(" at ")
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
            let subject = (layout.roleHead ? wording.roleHead : wording.role).map { "A " + $0 } ?? "someone"
            sentences = [
                sentence(joining: [Phrasebook.Phrase(end: subject + " who " + clauses[0].end)] + clauses.dropFirst())
            ]
        }
        return sentences
    }
}
