/// The four sections of an introduction as the offline composer writes them.
///
/// Structured output (issue 9) will carry the same four sections from every source; until then only the
/// composer makes them, and the quality harness reads them with `package` access.
package struct ComposedIntroduction: Sendable, Equatable {
    /// One line without a full stop: "Ada Lovelace, iOS engineer".
    package var headline: String
    /// The introduction itself: exactly what `OfflineComposer.compose(_:)` returns.
    package var introduction: String
    /// Exactly three short items, fewer only when the profile has less to say.
    package var highlights: [String]
    /// At most 160 characters, third person allowed; empty for an empty profile.
    package var bio: String

    /// The four sections.
    package init(headline: String, introduction: String, highlights: [String], bio: String) {
        self.headline = headline
        self.introduction = introduction
        self.highlights = highlights
        self.bio = bio
    }
}
