import Foundation
package import IntroductionCore

/// One fact a hurried profile states: where it was typed, the fragment as typed, and the words that show a text said
/// it in each language. A text must say it (in any section) or report the part it was typed in as unused.
package struct HurriedFact: Sendable, Hashable {
    package var field: ProfileField
    /// The fragment as typed (after the typing habits), always a piece of the field's text.
    package var typed: String
    /// Any of these in an English text says it (case ignored, whole words; an ending such as "s" may follow).
    package var en: [String]
    /// Any of these in a Japanese text says it.
    package var ja: [String]

    package init(field: ProfileField, typed: String = "", en: [String], ja: [String]) {
        self.field = field
        self.typed = typed
        self.en = en
        self.ja = ja
    }

    /// The fact a term states, in `field`.
    package init(_ term: HurriedTerm, _ field: ProfileField) {
        self.init(field: field, en: term.en, ja: term.ja)
    }

    package func forms(_ language: GenerationOptions.Language) -> [String] {
        language == .en ? en : ja
    }
}

/// The languages a field was typed in: one of them, or both within the field (a mixed span).
package enum HurriedFieldLanguage: String, Sendable, Hashable {
    case en, ja, mixed

    /// How the field relates to a text in `language`: "same", "other" or "mixed".
    package func relation(to language: GenerationOptions.Language) -> String {
        switch self {
        case .mixed: "mixed"
        case .en: language == .en ? "same" : "other"
        case .ja: language == .ja ? "same" : "other"
        }
    }
}

/// A profile typed in a hurry, with what the generator knows about it: the facts it states, the names that may appear
/// verbatim in either language, and the shapes and habits it was typed with.
package struct HurriedProfile: Sendable {
    /// The seed that gives exactly this profile (`HurriedGenerator.profile(seed:)`).
    package var seed: UInt64
    package var profile: Profile
    package var facts: [HurriedFact]
    /// People, companies, schools, products, tools, URLs and handles, as typed: they may appear verbatim anywhere.
    package var names: [String]
    /// Phrases of each language a text may hold whole even though a field holds them as typed (a role typed as the
    /// plain title, a Japanese list typed with 、).
    package var verbatim: [GenerationOptions.Language: [String]]
    package var fieldLanguages: [ProfileField: HurriedFieldLanguage]
    package var shapes: Set<HurriedShape>
    /// The role is a status (retired, student, between jobs…), not a job.
    package var isNotAJob: Bool

    /// A profile and what is known about it; `HurriedGenerator` makes them, tests write them by hand.
    package init(
        seed: UInt64 = 0, profile: Profile, facts: [HurriedFact] = [], names: [String] = [],
        verbatim: [GenerationOptions.Language: [String]] = [:],
        fieldLanguages: [ProfileField: HurriedFieldLanguage] = [:], shapes: Set<HurriedShape> = [],
        isNotAJob: Bool = false
    ) {
        self.seed = seed
        self.profile = profile
        self.facts = facts
        self.names = names
        self.verbatim = verbatim
        self.fieldLanguages = fieldLanguages
        self.shapes = shapes
        self.isNotAJob = isNotAJob
    }

    /// The fields a text can be checked against: each non-empty field with its text as typed (skills as the list).
    package var filledFields: [(field: ProfileField, text: String)] {
        let all: [(ProfileField, String)] = [
            (.name, profile.name), (.role, profile.role), (.experience, profile.experience),
            (.skills, profile.skills.joined(separator: ", ")), (.interests, profile.interests), (.notes, profile.notes),
        ]
        return all.filter { !$0.1.isEmpty }
    }

    /// The profile as a person reads it: one line per filled field.
    package var summary: String {
        filledFields.map { "\($0.field.rawValue): \($0.text.replacingOccurrences(of: "\n", with: " ⏎ "))" }
            .joined(separator: "\n")
    }
}

/// The shapes a field can be typed in, and the typing habits, so a test can see each one occurs.
package enum HurriedShape: String, Sendable, Hashable, CaseIterable, Comparable {
    // Role.
    case rolePlain = "role: X", roleAtSign = "role: X @ Y", roleAtWord = "role: X at Y"
    case roleExArrow = "role: ex-X → Y", roleParen = "role: X (Y)", roleSlash = "role: X / Y"
    case roleJapaneseNo = "role: YのX", roleJapaneseParen = "role: X（React）", roleSentence = "role: a sentence"
    case roleField = "role: a field (frontend, 営業)", roleStatus = "role: a status", roleIndustry = "role: X in fintech"
    // Experience.
    case experienceBefore = "experience: 4 yrs, before that X", experiencePerTool = "experience: 2y w/ vue, 1y w/ react"
    case experienceArrow = "experience: 9 yrs (manual → automation)", experienceApprox = "experience: ~3 yrs"
    case experiencePlus = "experience: 6+ years", experienceSince = "experience: since 2019 @ acme"
    case experienceNthYear = "experience: 3年目", experiencePrevious = "experience: 前職は看護師（5年）"
    case experienceThen = "experience: 5 yrs agency-side then in-house", experienceMixed = "experience: mixed languages"
    case experiencePlain = "experience: 5 years", experienceMonths = "experience: months", experienceNewGrad =
        "experience: new grad"
    case experienceSentence = "experience: a sentence"
    // Lists (skills and interests).
    case listComma = "list: ,", listSlash = "list: /", listSpacedSlash = "list: ' / '", listPipe = "list: |"
    case listSemicolon = "list: ;", listTouten = "list: 、", listNakaguro = "list: ・", listAmpersand = "list: & "
    case listEmoji = "list: emoji after items", listSentence = "list: a sentence", listPlace =
        "list: a hobby in a place"
    // Notes.
    case noteMove = "notes: moved to X", noteBased = "notes: based in X", notePlan = "notes: a plan"
    case noteWishPortfolio = "notes: pls mention my portfolio", noteWishMentor = "notes: mention that…"
    case noteRefusal = "notes: don't mention…", noteRequest = "notes: keep it short pls", noteJoke =
        "notes: a joke (lol)"
    case noteDM = "notes: dm me", noteBefore = "notes: b4", noteCaps = "notes: ALL CAPS", noteEmoji = "notes: emoji"
    case noteJapaneseFact = "notes: a Japanese fact", noteSchool = "notes: a school", noteProduct = "notes: a product"
    case noteMixedScript = "notes: mixed scripts", noteNoStop = "notes: no full stop"
    // Typing habits.
    case typingLower = "typing: lower case", typingCapitals = "typing: Capitals", typingCaps = "typing: ALL CAPS"
    case typingShorthand = "typing: shorthand", typingStraySpaces = "typing: stray spaces"
    case typingDoubled = "typing: doubled punctuation", typingFullWidth = "typing: full-width letters"
    case typingHalfWidthKana = "typing: half-width katakana"
    // Whole profiles.
    case profileEnglish = "profile: English", profileJapanese = "profile: Japanese", profileMixed = "profile: mixed"

    package static func < (lhs: HurriedShape, rhs: HurriedShape) -> Bool { lhs.rawValue < rhs.rawValue }
}
