/// Writes one introduction from a profile's facts with the phrase material of one language.
///
/// Every choice among variants is `(seed + salt(key)) % count`, so the same seed always gives the
/// same text, and the next seed changes every sentence that has more than one variant: a
/// regeneration (seed + 1) is visibly different. The shape is always greeting → name and role
/// → experience → skills → interests → notes → closing, with sections whose fields are empty
/// left out, and the sentence count kept within the length's band.
struct IntroductionWriter {
    let book: Phrasebook
    let facts: ProfileFacts
    let options: GenerationOptions
    let seed: UInt64

    /// Sentence counts per length, as the product brief sets them.
    static func band(_ length: GenerationOptions.Length) -> ClosedRange<Int> {
        switch length {
        case .short: 2...3
        case .medium: 4...6
        case .long: 7...10
        }
    }

    /// The short form's size limit: words in English, characters in Japanese.
    static func shortLimit(_ language: GenerationOptions.Language) -> Int {
        language == .en ? 60 : 150
    }

    func write() -> String {
        let sentences: [String] =
            switch options.length {
            case .short: short()
            case .medium: medium()
            case .long: long()
            }
        return sentences.joined(separator: book.wordSeparator)
    }

    // MARK: - Lengths

    private func short() -> [String] {
        let opener = opening(split: false)
        let closing = [pick("closing")]
        var candidates: [String?] = []
        if !facts.skills.isEmpty, let experience = facts.experience {
            switch experience {
            case .years: candidates.append(fill(pick("experienceSkills.years"), skillsLimit: 3))
            case .phrase: candidates.append(fill(pick("experienceSkills.phrase"), skillsLimit: 3))
            case .sentence: break
            }
        }
        candidates += [skillsSentence(limit: 3), experienceSentence(), interestsSentence()]
        for candidate in candidates.compactMap({ $0 }) {
            let sentences = opener + [candidate] + closing
            if fitsShortLimit(sentences) { return sentences }
        }
        return opener + closing
    }

    private func medium() -> [String] {
        var body = [experienceSentence(), skillsSentence(limit: 6), interestsSentence()].compactMap { $0 }
        body += notesSentences(max: 1)
        let hasIdentity = facts.name != nil || facts.role != nil
        let opener = opening(split: hasIdentity && body.count + 2 < Self.band(.medium).lowerBound)
        let missing = max(0, Self.band(.medium).lowerBound - (opener.count + body.count + 1))
        return opener + body + fillers(missing) + [pick("closing")]
    }

    private func long() -> [String] {
        let opener = opening(split: true)
        let experience = experienceSentence()
        let skills = skillsSentence(limit: 10)
        let interests = interestsSentence()
        let required = opener.count + [experience, skills, interests].compactMap { $0 }.count + 1
        let band = Self.band(.long)
        var notes = notesSentences(max: 3)
        notes = Array(notes.prefix(max(0, band.upperBound - required)))

        // Bridges tie a section to the next; which ones, and how many, vary with the seed.
        var bridges: [String: String] = [:]
        let available = [
            facts.role != nil ? "bridge.role" : nil,
            skills != nil ? "bridge.skills" : nil,
            interests != nil ? "bridge.interests" : nil,
        ].compactMap { $0 }
        let target = band.lowerBound + 1 + Int(seed % 2)
        var count = required + notes.count
        for index in available.indices where count < target {
            let key = available[(index + Int(seed % UInt64(max(available.count, 1)))) % available.count]
            bridges[key] = fill(pick(key), skillsLimit: 10)
            count += 1
        }
        var sentences = opener
        if let experience { sentences.append(experience) }
        if let bridge = bridges["bridge.role"] { sentences.append(bridge) }
        if let skills { sentences.append(skills) }
        if let bridge = bridges["bridge.skills"] { sentences.append(bridge) }
        if let interests { sentences.append(interests) }
        if let bridge = bridges["bridge.interests"] { sentences.append(bridge) }
        sentences += notes
        sentences += fillers(max(0, band.lowerBound - (sentences.count + 1)))
        sentences.append(pick("closing"))
        return sentences
    }

    // MARK: - Sections

    private var identityKey: String {
        switch (facts.name, facts.role) {
        case (.some, .some): "nameRole"
        case (.some, nil): "name"
        case (nil, .some): "role"
        case (nil, nil): "none"
        }
    }

    /// Greeting and introduction: one sentence, or (split) a greeting followed by the introduction.
    private func opening(split: Bool) -> [String] {
        guard split else { return [fill(pick("greetIntro.\(identityKey)"))] }
        let greeting = pick("greeting")
        guard identityKey != "none" else { return [greeting] }
        return [greeting, fill(pick("intro.\(identityKey)"))]
    }

    private func experienceSentence() -> String? {
        switch facts.experience {
        case nil: nil
        case .years: fill(pick(["experience.years"] + (facts.role != nil ? ["experience.yearsRole"] : [])))
        case .phrase: fill(pick("experience.phrase"))
        case .sentence(let sentence): sentence
        }
    }

    private func skillsSentence(limit: Int) -> String? {
        facts.skills.isEmpty ? nil : fill(pick("skills"), skillsLimit: limit)
    }

    private func interestsSentence() -> String? {
        switch facts.interests {
        case nil: nil
        case .list: fill(pick("interests"))
        case .sentence(let sentence): sentence
        }
    }

    /// The first note gets a lead-in ("One more thing: …"); the rest follow as written.
    private func notesSentences(max: Int) -> [String] {
        let notes = Array(facts.notes.prefix(max))
        guard let first = notes.first else { return [] }
        let lead = Self.substitute(["notes": first], into: pick("notes"))
        return [lead] + notes.dropFirst()
    }

    /// `count` different generic sentences that claim nothing about the person.
    private func fillers(_ count: Int) -> [String] {
        let pool = book.templates("filler", tone: options.tone)
        guard count > 0, !pool.isEmpty else { return [] }
        let start = index("filler", count: pool.count)
        return (0..<min(count, pool.count)).map { pool[(start + $0) % pool.count] }
    }

    // MARK: - Choosing and filling

    private func pick(_ key: String) -> String {
        pick([key])
    }

    /// One variant from the pooled variants of `keys`.
    private func pick(_ keys: [String]) -> String {
        let pool = keys.flatMap { book.templates($0, tone: options.tone) }
        guard !pool.isEmpty, let first = keys.first else { return "" }
        return pool[index(first, count: pool.count)]
    }

    private func index(_ key: String, count: Int) -> Int {
        Int((seed % UInt64(count) + Self.salt(key) % UInt64(count)) % UInt64(count))
    }

    /// FNV-1a of the key, so sections do not move in lock-step through their variants.
    private static func salt(_ key: String) -> UInt64 {
        key.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    private func fill(_ template: String, skillsLimit: Int = 10) -> String {
        var values: [String: String] = [:]
        values["name"] = facts.name
        values["role"] = facts.role
        values["a_role"] = facts.role.map { options.language == .en ? ProfileFacts.withArticle($0) : $0 }
        switch facts.experience {
        case .years(let years): values["years"] = years
        case .phrase(let phrase): values["experience"] = phrase
        case .sentence, nil: break
        }
        values["skills"] = naturalList(facts.skills, limit: skillsLimit)
        if case .list(let items) = facts.interests { values["interests"] = naturalList(items, limit: items.count) }
        return Self.substitute(values, into: template)
    }

    /// Replaces each `{slot}` in one pass, so a value that itself contains braces is never re-read.
    static func substitute(_ values: [String: String], into template: String) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// "Swift", "Swift and SwiftUI", "Swift, SwiftUI and SSE", or cut short: "Swift, SwiftUI, SSE and more".
    private func naturalList(_ items: [String], limit: Int) -> String {
        let style = book.list
        guard limit > 0 else { return "" }
        if items.count > limit {
            return Self.substitute(["list": items.prefix(limit).joined(separator: style.separator)], into: style.more)
        }
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return Self.substitute(["a": items[0], "b": items[1]], into: style.two)
        default: return items.dropLast().joined(separator: style.separator) + style.last + items[items.count - 1]
        }
    }

    private func fitsShortLimit(_ sentences: [String]) -> Bool {
        let text = sentences.joined(separator: book.wordSeparator)
        let size = options.language == .en ? text.split(whereSeparator: \.isWhitespace).count : text.count
        return size <= Self.shortLimit(options.language)
    }
}
