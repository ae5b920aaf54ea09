import ProfileReading
import IntroductionCore

/// The occasions whose text is not a spoken introduction: a speaker bio in the third person, a social bio of
/// fragments, a GitHub profile README in Markdown, and a LinkedIn headline. Each keeps its occasion's limit by
/// leaving facts out, never by cutting words.
extension IntroductionWriter {
    /// How much a speaker bio of each length holds (English words, Japanese characters); long is the programme's
    /// limit, 100 words or 200 characters.
    static func speakerLimit(_ length: GenerationOptions.Length, _ language: ComposerLanguage) -> Int {
        let words = length == .short ? 50 : length == .medium ? 80 : 100
        return language == .en ? words : words * 2
    }

    /// "Ada Lovelace is an iOS engineer who has 8 years of experience building streaming APIs, works with Swift…":
    /// the person as a programme prints them. Notes are the person's own first-person words and stay out.
    func speakerBio() -> String {
        let limit = Self.speakerLimit(options.length, language)
        let size: (String) -> Int = { text in
            language == .en ? text.split(whereSeparator: \.isWhitespace).count : text.count
        }
        return thirdPerson(fitting: limit, counting: size) ?? facts.name ?? ""
    }

    /// The most characters a social bio holds.
    static let socialLimit = 160

    /// "iOS engineer · 8 years of experience · Works with Swift, SwiftUI and SSE": the role and the highlights as
    /// fragments, no greeting, as many as the length allows (2, 3, 4) and 160 characters hold.
    func socialBio() -> String {
        let separator = pick("separator").end
        var fragments: [String] = []
        if let role = wording.roleBare { fragments.append(capitalizedStart(role)) }
        for item in highlights() where !fragments.contains(item) { fragments.append(item) }
        if fragments.isEmpty, let name = facts.name { fragments = [name] }
        let most = options.length == .short ? 2 : options.length == .medium ? 3 : 4
        // A fragment longer than the whole bio (a role of many words) is left out rather than cut.
        fragments = Array(fragments.filter { $0.count <= Self.socialLimit }.prefix(most))
        while fragments.joined(separator: separator).count > Self.socialLimit, fragments.count > 1 {
            fragments.removeLast()
        }
        return fragments.joined(separator: separator)
    }

    /// A GitHub profile README: a heading with the name, a short paragraph (experience and notes), then lines for
    /// what the profile gives: currently (the role), learning (a note saying so), ask me about (the skills),
    /// interests.
    func readme() -> String {
        var blocks: [String] = []
        let heading =
            facts.name != nil ? fill(pick("readme.heading.name"), Layout()).end : pick("readme.heading.none").end
        blocks.append("# " + heading)
        let paragraph = spoken()
        if !paragraph.isEmpty { blocks.append(paragraph) }
        var lines: [String] = []
        if wording.role != nil { lines.append(fill(pick("readme.currently"), Layout()).end) }
        if wording.clauses.contains(where: { $0.learning != nil }) {
            lines.append(fill(pick("readme.learning"), Layout()).end)
        }
        if !wording.skills.isEmpty { lines.append(fill(pick("readme.ask"), Layout(listLimit: 8)).end) }
        if !wording.interests.isEmpty { lines.append(fill(pick("readme.interests"), Layout(listLimit: 6)).end) }
        if !lines.isEmpty { blocks.append(lines.map { "- " + $0 }.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n")
    }

    /// The most characters a LinkedIn headline holds.
    static let linkedInHeadlineLimit = 220

    /// "iOS engineer | Swift, SwiftUI, SSE": the role and the first skills, as many as 220 characters hold.
    func linkedInHeadline() -> String {
        let separator = pick("separator").end
        guard let role = wording.roleBare.map(capitalizedStart) ?? facts.name else { return headline() }
        let skills = wording.skills
        for count in stride(from: min(skills.count, 5), through: 0, by: -1) {
            let parts = [role] + (count > 0 ? [skills.prefix(count).joined(separator: book.list.separator)] : [])
            let text = parts.joined(separator: separator)
            if text.count <= Self.linkedInHeadlineLimit { return text }
        }
        return wording.roleHead.map(capitalizedStart) ?? headline()
    }
}
