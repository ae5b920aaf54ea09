package import IntroductionCore

/// One profile of the quality table and what a reader expects to find (or never find) in its texts.
///
/// By default a field must appear as typed (case ignored) or as the word list renders it; `en`/`ja` give
/// what it must look like where that differs (a role without its article, a duration in words). `requests`
/// are pieces of the notes that ask the writer for something and must never appear; `facts` are the note
/// sentences about the person that medium and long texts keep.
///
/// The realistic set (issue 16) adds what a reader of a notes request expects: `requested` facts the notes ask
/// to be said, `refused` content they ask to leave out, `names` that stay as typed in either language, and
/// whether the role is not a job (a student, a retiree…), so "I work as" is wrong for it.
package struct QualityProfile: Sendable {
    /// A fact the notes ask the writer to say: one of `en` must appear in English texts, one of `ja` in Japanese
    /// ones (a few distinctive words each, case ignored; either list may hold the other language's words, for a
    /// sentence the composer can only keep as typed).
    package struct Requested: Sendable {
        package var en: [String]
        package var ja: [String]

        package init(en: [String], ja: [String]) {
            self.en = en
            self.ja = ja
        }

        /// The same words in both languages (a name, a number, a product).
        package init(_ both: String...) {
            en = both
            ja = both
        }

        package func forms(_ language: ComposerLanguage) -> [String] { language == .en ? en : ja }
    }

    /// What a field must look like in one language, where it is not simply as typed.
    package struct Expected: Sendable {
        package var role: [String]?
        package var experience: [String]?
        package var skills: [String]?
        package var interests: [String]?

        /// Overrides; nil keeps the default (as typed, or as the word list renders it).
        package init(
            role: [String]? = nil, experience: [String]? = nil, skills: [String]? = nil, interests: [String]? = nil
        ) {
            self.role = role
            self.experience = experience
            self.skills = skills
            self.interests = interests
        }
    }

    package var label: String
    package var profile: Profile
    package var requests: [String]
    package var facts: [String]
    package var expected: [ComposerLanguage: Expected]
    /// A profile with every field filled: the distinct-variants rule is measured on these.
    package var isFull: Bool
    /// Facts the notes ask to be said.
    package var requested: [Requested]
    /// Content the notes ask to leave out: it must appear in no section, even where a field holds it.
    package var refused: [String]
    /// Names of people, companies and products: they stay as typed, whatever the script.
    package var names: [String]
    /// The role is what the person is, not a job they hold: no "I work as", 「として働いています」.
    package var isNotAJob: Bool

    /// One row of the table.
    package init(
        _ label: String,
        name: String = "",
        role: String = "",
        skills: [String] = [],
        experience: String = "",
        interests: String = "",
        notes: String = "",
        requests: [String] = [],
        facts: [String] = [],
        requested: [Requested] = [],
        refused: [String] = [],
        names: [String] = [],
        en: Expected? = nil,
        ja: Expected? = nil,
        isFull: Bool = false,
        isNotAJob: Bool = false
    ) {
        self.label = label
        profile = Profile(
            name: name, role: role, skills: skills, experience: experience, interests: interests, notes: notes)
        self.requests = requests
        self.facts = facts
        var expected: [ComposerLanguage: Expected] = [:]
        expected[.en] = en
        expected[.ja] = ja
        self.expected = expected
        self.isFull = isFull
        self.requested = requested
        self.refused = refused
        self.names = names
        self.isNotAJob = isNotAJob
    }
}
