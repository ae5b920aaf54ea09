public import FoundationEssentials

/// One introduction worth keeping, with what it was made from. Holds no key material.
public struct ArchivedIntroduction: Sendable, Equatable {
    /// The introduction as shown (terminal control removed); sections not written are empty.
    public var introduction: Introduction
    /// The profile it was written from.
    public var profile: Profile
    /// The options it was written with.
    public var options: GenerationOptions
    /// The status-line label of the source ("offline composer", "openai gpt-4o-mini").
    public var sourceLabel: String
    /// When it was saved.
    public var date: Date
    /// The instruction that made it from another version ("shorter"), when it is a refinement.
    public var refinement: String?
    /// What its source left out of the profile and why, when it said (the offline composer does); nil otherwise.
    public var report: CompositionReport?

    /// An entry to save; the date defaults to now.
    public init(
        introduction: Introduction,
        profile: Profile,
        options: GenerationOptions,
        sourceLabel: String,
        date: Date = Date(),
        refinement: String? = nil,
        report: CompositionReport? = nil
    ) {
        self.introduction = introduction
        self.profile = profile
        self.options = options
        self.sourceLabel = sourceLabel
        self.date = date
        self.refinement = refinement
        self.report = report
    }
}
