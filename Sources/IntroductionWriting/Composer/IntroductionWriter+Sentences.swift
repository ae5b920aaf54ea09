import IntroductionCore
import ProfileReading
import ReadingLexicon
import TextBasics

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
        "Name's", "Beyond", "Allow", "Please", "Or", "As", "Also", "Every", "Most", "From", "Since", "Until", "Before",
        "After", "Starting", "Next", "Last", "Before",
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
        // "Outside work", 「仕事以外」 say nothing true of someone without a job: those variants are left out; "I work
        // as" nothing true of someone looking for work.
        let all = material(wording.roleIsState ? Self.statusKeys[key] ?? key : key)
        if wording.isBetweenJobs {
            let kept = all.filter { phrase in !Self.workingWords.contains { phrase.end.lowercased().contains($0) } }
            if !kept.isEmpty { return kept }
        }
        // A student or a retiree works only where a job is said to go on now.
        let works = wording.roleIsState ? facts.jobs.contains { $0.tense == .present } : wording.role != nil || !facts.jobs.isEmpty
        guard !works else { return all }
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

    /// Words that say the person works now.
    private static let workingWords = [
        "work as", "working as", "by profession", "by trade", "として働", "として勤務", "をしています", "を務め", "をやって", "をして",
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
        // The role with its organization ("a backend engineer at Mercari", 「Mercariのバックエンドエンジニア」), or its
        // head alone where room is short (headlines).
        values["role"] = layout.roleHead ? wording.roleHead : wording.roleBare
        values["a_role"] = layout.roleHead ? wording.roleHead : wording.role
        values["duration"] = wording.duration
        values["detail"] = wording.detail
        let learning = wording.clauses.compactMap(\.learning)
        if !learning.isEmpty { values["learning"] = list(learning) }
        values["skills"] = list(wording.skills, limit: layout.listLimit)
        if !wording.interests.isEmpty { values["interests"] = list(wording.interests, limit: layout.listLimit) }
        return values
    }

    /// Terms as a list: "Swift, SwiftUI and SSE"; cut to `limit` items it says so ("…, among others"; 「…など」).
    func list(_ items: [String], limit: Int? = nil) -> String {
        let style = book.list
        if let limit, limit > 0, items.count > limit {
            return Template.fill(style.cut, ["list": items.prefix(limit).joined(separator: style.separator)])
        }
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return Template.fill(style.two, ["a": items[0], "b": items[1]])
        default: return items.dropLast().joined(separator: style.separator) + style.last + items[items.count - 1]
        }
    }
}
