public import IntroductionKit

/// The form's content as it is kept between runs: the profile and the chosen options.
public struct FormDraft: Codable, Sendable, Equatable {
    public var profile: Profile
    public var options: GenerationOptions

    public init(profile: Profile = Profile(), options: GenerationOptions = GenerationOptions()) {
        self.profile = profile
        self.options = options
    }
}
