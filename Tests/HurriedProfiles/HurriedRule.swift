package import IntroductionCore

/// The hard invariants every section of every text keeps, whatever the profile: zero once the composer reads hurried
/// profiles (issue 36).
package enum HurriedRule: String, CaseIterable, Sendable, Comparable {
    case shorthand = "shorthand or symbol left"
    case pastedField = "field pasted whole"
    case japaneseInEnglish = "Japanese in English text"
    case englishInJapanese = "English phrase in Japanese text"
    case gluedCopula = "verb glued to a copula"
    case quotedBack = "typed text quoted back"
    case noSubject = "English sentence without a subject"
    case lostFact = "fact neither said nor reported"

    package static func < (lhs: HurriedRule, rhs: HurriedRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One break of a rule, with everything needed to reproduce it: `HurriedGenerator.profile(seed:)` and the options.
package struct HurriedDefect: Sendable, CustomStringConvertible {
    package var rule: HurriedRule
    package var seed: UInt64
    package var options: GenerationOptions
    /// "headline", "introduction", "highlight", "bio", or "report" for a fact.
    package var section: String
    /// The offending excerpt, or the fact that was lost.
    package var excerpt: String

    package var description: String {
        "[\(rule.rawValue)] seed \(seed) · \(options.language.rawValue) \(options.tone.rawValue) "
            + "\(options.length.rawValue) \(options.occasion.rawValue) · \(section): \(excerpt)"
    }
}
