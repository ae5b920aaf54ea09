import Foundation
package import IntroductionCore

/// Issue 17's checks: an occasion's limits kept (a social bio's 160 characters, a speaker bio's 100 words, a LinkedIn
/// headline's 220), and its shape: a social bio of fragments with no greeting, a speaker bio in the third person, a
/// README opening with its heading, a LinkedIn About without a greeting.
extension QualityInspector {
    /// The occasion's checks, then the rules of every text that do not depend on the meetup's shape (placeholders,
    /// repeats, register, splices, articles, glued languages, requests, invented facts).
    package func inspectOccasion(_ sections: Introduction) -> [QualityDefect] {
        var found: [QualityDefect] = []
        func add(_ check: QualityCheck, _ section: String, _ text: String, _ problems: [String]) {
            found += defects(check, section, text, problems)
        }
        let intro = sections.introduction
        add(.occasionLimit, "introduction", intro, occasionLimits(sections))
        add(.occasionShape, "introduction", intro, occasionShape(sections))
        let running = options.occasion == .github ? readmeParagraphs(intro) : intro
        add(
            .placeholderLeak, "introduction", intro,
            placeholderLeaks(intro.split(separator: "\n").joined(separator: " ")))
        add(.repeatedSentence, "introduction", running, repeatedSentences(running))
        // A social bio's fragments have no sentence endings to hold to a register.
        if options.occasion != .x {
            add(.registerMixing, "introduction", running, registerMixing(running, sentences: true, introduction: false))
        }
        add(.article, "introduction", intro, articles(intro))
        add(.gluedLanguage, "introduction", intro, gluedLanguage(intro))
        add(.requestSentence, "introduction", intro, requestSentences(intro))
        add(.inventedNumber, "introduction", intro, inventedNumbers(intro))
        add(.inventedFeeling, "introduction", intro, inventedFeelings(intro))
        if options.occasion != .x { add(.commaSplice, "introduction", running, commaSplices(running)) }
        return found
    }

    /// Each of the occasion's limits, counted as the app counts them.
    func occasionLimits(_ sections: Introduction) -> [String] {
        options.limits.compactMap { limit in
            let text = limit.section == .headline ? sections.headline : sections.introduction
            let count = limit.count(in: text)
            return count > limit.maximum ? "\(limit.section.rawValue): \(count) over \(limit.maximum)" : nil
        }
    }

    /// What the occasion's shape forbids or requires.
    func occasionShape(_ sections: Introduction) -> [String] {
        let intro = sections.introduction
        var problems: [String] = []
        // A name or a role the composer did not report left out is something to write.
        let hasAnything =
            (!typedName.isEmpty && !isReported(.name))
            || (!ProfileText.printable(profile.role).isEmpty && !isWhollyReported(.role, profile.role))
        if hasAnything, intro.isEmpty { problems.append("nothing written") }
        let greetings =
            language == .en
            ? ["Hi ", "Hi,", "Hi!", "Hello", "Hey ", "Hey,", "Hey!", "Greetings", "Nice to meet"]
            : ["はじめまして", "こんにちは", "初めまして", "みなさん", "皆様"]
        switch options.occasion {
        case .x:
            if intro.contains("\n") { problems.append("a line break") }
            if greetings.contains(where: intro.hasPrefix) { problems.append("a greeting") }
            if !(sections.headline.isEmpty && sections.highlights.isEmpty && sections.bio.isEmpty) {
                problems.append("sections besides the bio")
            }
        case .speaker:
            problems += firstPerson(intro).map { "first person: \($0)" }
        case .github:
            if !intro.hasPrefix("# ") { problems.append("no heading") }
            let lines = intro.split(separator: "\n").filter { $0.hasPrefix("- ") }
            if lines.count != Set(lines).count { problems.append("a line twice") }
        case .linkedin:
            if greetings.contains(where: intro.hasPrefix) { problems.append("a greeting") }
        case .meetup, .team, .interview:
            break
        }
        return problems
    }

    /// Words that speak as the person ("I", "my", 「私」, 「申します」).
    func firstPerson(_ text: String) -> [String] {
        switch language {
        case .en:
            let words = text.split { !($0.isLetter || $0 == "'" || $0 == "’") }.map(String.init)
            return words.filter { ["I", "I'm", "I've", "I'd", "I'll", "my", "My", "me", "mine"].contains($0) }
        case .ja:
            return ["私", "僕", "わたし", "申します", "おります"].filter { text.contains($0) }
        }
    }

    /// A README's running text: its paragraphs without the heading and the lines.
    func readmeParagraphs(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("- ") }
            .joined(separator: language == .en ? " " : "")
    }
}
