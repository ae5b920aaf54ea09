/// A finished self-introduction in its four shapes, all from one generation.
///
/// `headline` is one line; `introduction` is the text in the chosen language, tone and length; `highlights` are
/// three short items; `bio` is at most 160 characters (third person is fine there). A source that only has text
/// fills `introduction` alone and leaves the rest empty. The values are what the source wrote: nothing is trimmed
/// or checked here, so a screen must still treat them as untrusted text.
public struct Introduction: Sendable, Equatable {
    /// One line saying who the person is.
    public var headline: String
    /// The introduction itself.
    public var introduction: String
    /// Short items worth remembering about the person (three when the source followed the format).
    public var highlights: [String]
    /// A short bio for a profile page, at most 160 characters when the source followed the format.
    public var bio: String

    /// The longest bio the format asks for, in characters.
    public static let bioLimit = 160

    /// An introduction; every part defaults to empty.
    public init(headline: String = "", introduction: String = "", highlights: [String] = [], bio: String = "") {
        self.headline = headline
        self.introduction = introduction
        self.highlights = highlights
        self.bio = bio
    }

    /// The partial value completed as it stands: every field not started is empty.
    public init(_ partial: PartialIntroduction) {
        self.init(
            headline: partial.headline ?? "",
            introduction: partial.introduction ?? "",
            highlights: partial.highlights ?? [],
            bio: partial.bio ?? ""
        )
    }
}
