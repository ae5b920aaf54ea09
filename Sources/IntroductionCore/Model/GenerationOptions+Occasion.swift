extension GenerationOptions {
    /// What the introduction is for: where it will be said or posted. It decides who speaks (a speaker bio is in the
    /// third person), the shape (a GitHub README is Markdown) and the limits the text must keep (``TextLimit``).
    public enum Occasion: String, Codable, Sendable, CaseIterable {
        /// Said at a meetup or an event: the default.
        case meetup
        /// A post introducing yourself to a new team.
        case team
        /// The spoken opening of a job interview (面接の自己紹介).
        case interview
        /// A LinkedIn About section and its headline.
        case linkedin
        /// A bio printed in a conference programme, in the third person.
        case speaker
        /// A social profile bio of at most 160 characters, without a greeting.
        case x
        /// A GitHub profile README, in Markdown.
        case github

        /// One line for `--help`, the man page and the completions.
        public var summary: String {
            switch self {
            case .meetup: "said at a meetup or event (the default)"
            case .team: "a post introducing you to a new team"
            case .interview: "the spoken opening of a job interview (about 30 s, 1 min, 2 min)"
            case .linkedin: "a LinkedIn About section and headline (headline ≤ 220, About ≤ 2,600 characters)"
            case .speaker: "a speaker bio for a conference programme, third person (≤ 100 words)"
            case .x: "a social profile bio (≤ 160 characters, no greeting)"
            case .github: "a GitHub profile README in Markdown"
            }
        }

        /// Whether the text is meant to be spoken: the status line then estimates the speaking time.
        public var isSpoken: Bool { self == .meetup || self == .interview }

        /// Whether the text speaks of the person in the third person (a programme prints it, the person does not say
        /// it).
        public var isThirdPerson: Bool { self == .speaker }
    }
}
