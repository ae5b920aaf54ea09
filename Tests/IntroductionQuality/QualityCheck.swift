package import IntroductionCore

/// One writing rule of issue 7 that the harness checks on every text.
package enum QualityCheck: String, CaseIterable, Sendable {
    case placeholderLeak = "placeholder leaks"
    case repeatedSentence = "repeated sentences"
    case repeatedRole = "repeated role"
    case repeatedStockWord = "stock phrase twice"
    case registerMixing = "register mixing"
    case commaSplice = "comma splices"
    case article = "a/an"
    case gluedLanguage = "glued English"
    case requestSentence = "request sentences"
    case inventedNumber = "invented numbers"
    case inventedFeeling = "invented feelings"
    case droppedField = "dropped fields"
    case lengthBand = "length bands"
    case padding = "padding"
    case sectionShape = "section shape"
    case distinctVariants = "distinct variants"
}

/// A text that breaks one rule, with everything needed to reproduce it.
package struct QualityDefect: Sendable, CustomStringConvertible {
    package var check: QualityCheck
    package var profile: String
    package var options: GenerationOptions
    package var seed: UInt64
    /// "introduction", "headline", "highlights" or "bio".
    package var section: String
    package var detail: String
    package var text: String

    package var description: String {
        "[\(check.rawValue)] \(profile) · \(options.language.rawValue) \(options.tone.rawValue) \(options.length.rawValue)"
            + " · seed \(seed) · \(section): \(detail)\n    \(text)"
    }
}
