package import IntroductionCore

/// One profile of the reading corpus (Tests/ReadingCorpus/README.md): a profile shaped like a real public
/// self-introduction, with the facts any good introduction of the person must say, the strings no text may hold and
/// what the notes ask of the text.
///
/// Made by `CorpusProfile.load(part:)`, which decodes and validates the README's format, or by hand in tests. The
/// kinds and effects are enums here, so a judge never meets a kind it does not know: the loader turns an unknown one
/// into a sentence naming the file and the profile.
package struct CorpusProfile: Sendable, Hashable {
    /// Unique in the whole corpus: `<source>-<language>-<number>`.
    package var id: String
    /// The family the shape comes from ("slack", "connpass").
    package var source: String
    /// Which real shape it follows, in one line.
    package var shape: String
    /// The language most of the profile is typed in.
    package var typedIn: ComposerLanguage
    /// The six fields of the form, as a person would fill them from such a post.
    package var profile: Profile
    /// The facts any good introduction must say: 2 to 6.
    package var keyFacts: [CorpusFact]
    /// What no text may hold.
    package var never: CorpusNever
    /// What the notes ask of the text itself.
    package var requests: [CorpusRequest]
    /// People, companies, schools, products, tools, URLs, emails and handles as typed: they may appear verbatim.
    package var names: [String]
    /// The file it was read from, relative to the package ("Tests/ReadingCorpus/tuning/slack-en.json"); empty for a
    /// profile made by hand.
    package var file: String

    package init(
        id: String, source: String = "", shape: String = "", typedIn: ComposerLanguage, profile: Profile,
        keyFacts: [CorpusFact], never: CorpusNever = CorpusNever(), requests: [CorpusRequest] = [],
        names: [String] = [], file: String = ""
    ) {
        self.id = id
        self.source = source
        self.shape = shape
        self.typedIn = typedIn
        self.profile = profile
        self.keyFacts = keyFacts
        self.never = never
        self.requests = requests
        self.names = names
        self.file = file
    }

    /// The text of `field` as typed; the skills as one list, items joined with ", ".
    package func text(of field: ProfileField) -> String {
        switch field {
        case .name: profile.name
        case .role: profile.role
        case .skills: profile.skills.joined(separator: ", ")
        case .experience: profile.experience
        case .interests: profile.interests
        case .notes: profile.notes
        }
    }
}

/// A fact any good introduction of the person must say, and the ways each language says it.
package struct CorpusFact: Sendable, Hashable {
    /// What the fact is about; the figures are split by it.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case job, employer, place, contact
        case formerJob = "former_job"
        case school, study, state, duration

        package static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    package var kind: Kind
    /// The field it was typed in.
    package var field: ProfileField
    /// The fragment as typed, a piece of the field.
    package var typed: String
    /// Any of these in an English text says it (whole words, case ignored, a plural "s" allowed).
    package var en: [String]
    /// Any of these in a Japanese text says it (as a substring after width folding).
    package var ja: [String]

    package init(kind: Kind, field: ProfileField, typed: String, en: [String], ja: [String]) {
        self.kind = kind
        self.field = field
        self.typed = typed
        self.en = en
        self.ja = ja
    }

    /// The forms that say it in a text written in `language`.
    package func forms(_ language: ComposerLanguage) -> [String] {
        language == .en ? en : ja
    }
}

/// Strings that must never appear: in English texts, in Japanese texts, in either.
package struct CorpusNever: Sendable, Hashable {
    package var en: [String]
    package var ja: [String]
    package var any: [String]

    package init(en: [String] = [], ja: [String] = [], any: [String] = []) {
        self.en = en
        self.ja = ja
        self.any = any
    }

    /// Every string a text in `language` must not hold.
    package func strings(_ language: ComposerLanguage) -> [String] {
        (language == .en ? en : ja) + any
    }
}

/// What the notes ask of the text itself, with the words that asked it.
package struct CorpusRequest: Sendable, Hashable {
    /// What carrying it out means (the README's `effect`).
    package enum Effect: String, Sendable, Hashable, CaseIterable, Comparable {
        case lengthShort = "length:short"
        case lengthLong = "length:long"
        case toneCasual = "tone:casual"
        case toneFormal = "tone:formal"
        /// A Japanese text in です・ます.
        case registerPolite = "register:polite"
        /// Nothing of `terms`, in any language.
        case avoid
        /// One of the forms for the text's language.
        case mention
        case noExclamation = "no_exclamation"

        package static func < (lhs: Effect, rhs: Effect) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The request's words as typed in the notes.
    package var typed: String
    package var effect: Effect
    /// For `avoid`: what no text may hold, in any language.
    package var terms: [String]
    /// For `mention`: the forms that say it in each language.
    package var en: [String]
    package var ja: [String]

    package init(typed: String, effect: Effect, terms: [String] = [], en: [String] = [], ja: [String] = []) {
        self.typed = typed
        self.effect = effect
        self.terms = terms
        self.en = en
        self.ja = ja
    }

    /// For `mention`: the forms that say it in `language`.
    package func forms(_ language: ComposerLanguage) -> [String] {
        language == .en ? en : ja
    }
}
