/// An ``Introduction`` while it streams: each field is nil until the source starts writing it.
///
/// Snapshots of one generation only grow: a field once present stays present, strings only grow at their end, the
/// highlight list only grows, an earlier item never changes and only the last may still grow. So a screen can draw
/// each snapshot over the previous one, and ``isPrefix(of:)`` checks the rule.
public struct PartialIntroduction: Sendable, Equatable {
    /// The headline so far, nil until started.
    public var headline: String?
    /// The introduction so far, nil until started.
    public var introduction: String?
    /// The highlights so far (the last may still grow), nil until the list started.
    public var highlights: [String]?
    /// The bio so far, nil until started.
    public var bio: String?

    /// A partial introduction; nothing started by default.
    public init(headline: String? = nil, introduction: String? = nil, highlights: [String]? = nil, bio: String? = nil) {
        self.headline = headline
        self.introduction = introduction
        self.highlights = highlights
        self.bio = bio
    }

    /// A finished introduction as the last snapshot of its stream: every field present.
    public init(_ introduction: Introduction) {
        self.init(
            headline: introduction.headline,
            introduction: introduction.introduction,
            highlights: introduction.highlights,
            bio: introduction.bio
        )
    }

    /// A finished introduction with its empty parts left out, as a screen should show it: an introduction that only
    /// has text shows as text alone, without headers for parts it never had.
    public init(omittingEmptyPartsOf introduction: Introduction) {
        self.init(
            headline: introduction.headline.isEmpty ? nil : introduction.headline,
            introduction: introduction.introduction.isEmpty ? nil : introduction.introduction,
            highlights: introduction.highlights.isEmpty ? nil : introduction.highlights,
            bio: introduction.bio.isEmpty ? nil : introduction.bio
        )
    }

    /// Whether nothing has started yet.
    public var isEmpty: Bool { self == PartialIntroduction() }

    /// Whether `later` extends this snapshot under the streaming rule: every field present here is present there;
    /// strings only grew at their end (compared as UTF-8, so an accent arriving after its letter still extends);
    /// every highlight but the last is unchanged and the last only grew.
    public func isPrefix(of later: PartialIntroduction) -> Bool {
        func extends(_ text: String?, _ longer: String?) -> Bool {
            guard let text else { return true }
            guard let longer else { return false }
            return longer.utf8.starts(with: text.utf8)
        }
        guard extends(headline, later.headline), extends(introduction, later.introduction), extends(bio, later.bio)
        else { return false }
        guard let highlights, let last = highlights.indices.last else {
            return highlights == nil || later.highlights != nil
        }
        guard let longer = later.highlights, longer.count >= highlights.count else { return false }
        return highlights[..<last].elementsEqual(longer[..<last]) { $0.utf8.elementsEqual($1.utf8) }
            && extends(highlights[last], longer[last])
    }
}
