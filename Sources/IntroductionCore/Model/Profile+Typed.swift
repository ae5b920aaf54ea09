extension Profile {
    /// Sets `field` from text a person typed: a form field, an answer in the accessible mode, a flag of `generate`.
    ///
    /// The one rule for all of them, so a profile reads the same whichever front end took it: surrounding whitespace
    /// (spaces, full-width spaces, tabs, line breaks) is trimmed, because nobody means the space left after a name and
    /// a polished tool does not keep it; what lies inside is kept exactly as typed. Skills are split into items
    /// (``ProfileText/items(_:)``), which trims each. A profile file and a request body are read through it too
    /// (``init(json:)``: people write those by hand); a saved draft is the form's own and is kept as saved.
    package mutating func set(_ field: ProfileLimits.Field, typed text: String) {
        switch field {
        case .name: name = text.trimmed
        case .role: role = text.trimmed
        case .skills: skills = ProfileText.items(text)
        case .experience: experience = text.trimmed
        case .interests: interests = text.trimmed
        case .notes: notes = text.trimmed
        }
    }
}
