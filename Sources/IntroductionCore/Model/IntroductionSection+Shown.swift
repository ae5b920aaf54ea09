import Localization

/// A section's name in the interface's language: headers on screen and the sentences that name a section.
extension IntroductionSection {
    /// "Headline", "Introduction"…: ``IntroductionSection/title`` translated.
    public var shownTitle: String {
        switch self {
        case .headline: tr("Headline")
        case .introduction: tr("Introduction")
        case .highlights: tr("Highlights")
        case .bio: tr("Bio")
        }
    }

    /// "headline", "introduction"…, as a sentence names it.
    public var shownName: String {
        switch self {
        case .headline: tr("headline")
        case .introduction: tr("introduction")
        case .highlights: tr("highlights")
        case .bio: tr("bio")
        }
    }
}
