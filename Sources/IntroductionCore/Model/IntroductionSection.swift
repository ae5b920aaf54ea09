/// One of the four parts of an ``Introduction``, in reading order.
public enum IntroductionSection: String, CaseIterable, Sendable, Hashable {
    case headline
    case introduction
    case highlights
    case bio

    /// The section's name as a reader sees it, for headers and messages.
    public var title: String {
        switch self {
        case .headline: "Headline"
        case .introduction: "Introduction"
        case .highlights: "Highlights"
        case .bio: "Bio"
        }
    }
}
