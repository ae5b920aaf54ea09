package import IntroductionCore

/// One profile of the quality table and what a reader expects to find (or never find) in its texts.
///
/// By default a field must appear as typed (case ignored) or as the word list renders it; `en`/`ja` give
/// what it must look like where that differs (a role without its article, a duration in words). `requests`
/// are pieces of the notes that ask the writer for something and must never appear; `facts` are the note
/// sentences about the person that medium and long texts keep.
package struct QualityProfile: Sendable {
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
    package var expected: [GenerationOptions.Language: Expected]
    /// A profile with every field filled: the distinct-variants rule is measured on these.
    package var isFull: Bool

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
        en: Expected? = nil,
        ja: Expected? = nil,
        isFull: Bool = false
    ) {
        self.label = label
        profile = Profile(
            name: name, role: role, skills: skills, experience: experience, interests: interests, notes: notes)
        self.requests = requests
        self.facts = facts
        var expected: [GenerationOptions.Language: Expected] = [:]
        expected[.en] = en
        expected[.ja] = ja
        self.expected = expected
        self.isFull = isFull
    }
}
