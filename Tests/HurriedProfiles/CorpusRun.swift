package import IntroductionCore
package import IntroductionQuality

/// The hard defects the corpus judge counts: the hurried invariants a corpus text must keep too (all but the lost
/// fact, which the corpus judges by its key facts), and what the corpus itself states a text must not do.
package enum CorpusRule: String, CaseIterable, Sendable, Comparable {
    case shorthand = "shorthand or symbol left"
    case pastedField = "field pasted whole"
    case japaneseInEnglish = "Japanese in English text"
    case englishInJapanese = "English phrase in Japanese text"
    case gluedCopula = "verb glued to a copula"
    case quotedBack = "typed text quoted back"
    case noSubject = "English sentence without a subject"
    case never = "a never-string present"
    case hashtag = "hashtag kept"
    case wrongTense = "wrong tense in English"
    case mentionNotSaid = "a mention request not said"
    case avoidedTermPresent = "an avoid request's term present"

    /// The corpus rule for a hurried one; nil for the lost fact.
    package init?(_ rule: HurriedRule) {
        self.init(rawValue: rule.rawValue)
    }

    package static func < (lhs: CorpusRule, rhs: CorpusRule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One hard defect, with what reproduces it: the profile's id and the options (seed 0).
package struct CorpusDefect: Sendable, Hashable, CustomStringConvertible {
    package var rule: CorpusRule
    package var id: String
    package var options: GenerationOptions
    /// "headline", "introduction", "highlight", "bio", or "text" for what no one section holds.
    package var section: String
    package var excerpt: String

    package var description: String {
        "[\(rule.rawValue)] \(id) · \(CorpusRun.label(options)) · \(section): \(excerpt)"
    }
}

/// One text of the corpus and the judge's verdicts on it.
package struct CorpusRun: Sendable {
    /// A key fact and whether the text says it.
    package struct Fact: Sendable, Hashable {
        package var fact: CorpusFact
        package var said: Bool
        /// The form found, when said.
        package var form: String?
    }

    /// A request and whether the text carries it out.
    package struct Request: Sendable, Hashable {
        package var request: CorpusRequest
        package var carried: Bool
        /// What was seen, for the microscope: "4 sentences", "reported not carried out".
        package var seen: String
    }

    package var profile: CorpusProfile
    package var options: GenerationOptions
    package var sections: Introduction
    package var report: CompositionReport
    package var facts: [Fact]
    package var defects: [CorpusDefect]
    /// The requests that apply to the text (`register:polite` only to Japanese ones).
    package var requests: [Request]

    /// The language the text is written in.
    package var language: ComposerLanguage { options.language.composerLanguage ?? .en }

    /// Whether the text is in the language the profile is typed in.
    package var isInOwnLanguage: Bool { language == profile.typedIn }

    /// "en friendly medium".
    package static func label(_ options: GenerationOptions) -> String {
        "\(options.language.rawValue) \(options.tone.rawValue) \(options.length.rawValue)"
    }
}
