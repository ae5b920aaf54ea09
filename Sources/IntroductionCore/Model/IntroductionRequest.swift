/// Everything a source needs to write one introduction.
public struct IntroductionRequest: Sendable, Equatable {
    /// What the person told us about themselves.
    public var profile: Profile
    /// Language, tone and length.
    public var options: GenerationOptions
    /// Chooses among variants where a source has them; a new seed per regeneration gives a new text.
    public var seed: UInt64
    /// Set when the text is a shown version changed by an instruction rather than written afresh.
    public var refinement: Refinement?

    /// A request; the seed picks the variant where a source has variants.
    public init(profile: Profile, options: GenerationOptions, seed: UInt64 = 0, refinement: Refinement? = nil) {
        self.profile = profile
        self.options = options
        self.seed = seed
        self.refinement = refinement
    }
}
