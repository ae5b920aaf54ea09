public import IntroductionCore

/// The form as it is kept between runs: the profile and the chosen options; it holds no secrets.
public struct Draft: Codable, Sendable, Equatable {
    /// The fields as typed, trimmed; skills already split at commas.
    public var profile: Profile
    /// Language, tone and length as chosen in the form.
    public var options: GenerationOptions

    /// An empty form with default options unless told otherwise.
    public init(profile: Profile = Profile(), options: GenerationOptions = GenerationOptions()) {
        self.profile = profile
        self.options = options
    }
}
