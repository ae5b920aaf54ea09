public import IntroductionCore

/// The form as it is kept between runs: the profile and the chosen options; it holds no secrets.
public struct Draft: Codable, Sendable, Equatable {
    /// The fields as typed, trimmed; skills already split at commas.
    public var profile: Profile
    /// Language, tone and length as chosen in the form.
    public var options: GenerationOptions
    /// The source chosen in the app's picker (F3), as the executable names it; nil when none was chosen. Absent
    /// from drafts written before the picker.
    public var source: String?

    /// An empty form with default options unless told otherwise.
    public init(profile: Profile = Profile(), options: GenerationOptions = GenerationOptions(), source: String? = nil) {
        self.profile = profile
        self.options = options
        self.source = source
    }
}
