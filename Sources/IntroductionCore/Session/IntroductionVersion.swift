public import FoundationEssentials

/// One introduction the person had on screen: a generation (running, done, stopped or failed with its partial text),
/// an edited copy of one, or a saved introduction opened again; with everything it was made from.
///
/// The session keeps every version of a run (``IntroductionSession``) and the last ones between runs
/// (``VersionStore``). Holds no key material: the source is its status-line label.
public struct IntroductionVersion: Sendable, Equatable {
    /// Identifies the version within one run; it is the ``SessionSnapshot/generation`` of snapshots showing it.
    /// Not kept on disk: restored versions are numbered afresh.
    public var id: Int
    /// The four parts as far as they were written, exactly as the source sent them (or as the person edited them).
    public var content: PartialIntroduction
    /// The profile, options and seed it was written from.
    public var request: IntroductionRequest
    /// The source's status-line label ("offline composer", "openai gpt-4o-mini").
    public var sourceLabel: String
    /// When it was made: the start of its generation, the end of the edit, the saving of an opened file.
    public var date: Date
    /// How it ended (`.generating` while its stream runs); an edited or opened version is `.completed`.
    public var state: SessionState
    /// Whether the person changed it in an editor (it is then a copy of another version with that change).
    public var isEdited: Bool
    /// The figures of its generation in this run; zero for edited, opened and restored versions.
    public var metrics: GenerationMetrics
    /// Whether the model stopped at its length limit (this run only; not kept on disk, like the metrics).
    public var isCutShort = false
    /// Whether the server sent the answer whole instead of streaming it (this run only).
    public var arrivedWhole = false
    /// Whether the model wrote plain text where the four parts were asked for (this run only).
    public var sectionsMissing = false
    /// What its source left out of the profile and why; kept on disk and in saved files, so stepping back to a
    /// version, or opening it in a later run, marks the form as it was marked then. Nil for an edited version: its
    /// text is the person's, and the report was about the source's.
    public var report: CompositionReport?

    /// A version as given; the session makes them, the store restores them.
    public init(
        id: Int,
        content: PartialIntroduction,
        request: IntroductionRequest,
        sourceLabel: String,
        date: Date,
        state: SessionState,
        isEdited: Bool = false,
        metrics: GenerationMetrics = GenerationMetrics()
    ) {
        self.id = id
        self.content = content
        self.request = request
        self.sourceLabel = sourceLabel
        self.date = date
        self.state = state
        self.isEdited = isEdited
        self.metrics = metrics
    }

    /// Whether any part holds text (a version that ended without any is not worth keeping).
    public var hasText: Bool {
        [content.headline, content.introduction, content.bio].contains { $0?.isEmpty == false }
            || content.highlights?.contains { !$0.isEmpty } == true
    }
}
