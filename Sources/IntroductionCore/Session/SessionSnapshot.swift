import Localization

/// An immutable picture of the session, published after every change; the UI renders only these.
///
/// It shows one version: the one generating, or the one the person stepped to (``position``); a generation may run on
/// meanwhile (``generatingVersion``).
public struct SessionSnapshot: Sendable, Equatable {
    /// Identifies what is shown: every generation, edit or opened introduction gets a new number (the
    /// ``IntroductionVersion/id``). The same number as the previous snapshot means the content only grew since.
    public var generation: Int
    /// Where the shown version stands.
    public var state: SessionState
    /// The shown version's four parts so far, exactly as the source sent them (the screen sanitises what it shows);
    /// while one version is shown, each snapshot extends the previous one.
    public var content: PartialIntroduction
    /// The part the source wrote into last: where text is arriving while generating.
    public var activeSection: IntroductionSection?
    /// Timing and throughput of this generation.
    public var metrics: GenerationMetrics
    /// The source's label, for the status line.
    public var sourceLabel: String
    /// Set while the source waits to reconnect (until text arrives again or the generation ends).
    public var reconnecting: ReconnectProgress?
    /// The shown version's place among the versions; nil before the first.
    public var position: VersionPosition?
    /// Whether the shown version is the person's edit of another.
    public var isEdited = false
    /// What the shown version was written from (profile, options, seed), for saving it; nil before the first.
    public var request: IntroductionRequest?
    /// The number (as in ``position``) of a version that is generating while another one is shown.
    public var generatingVersion: Int?
    /// The model stopped at its length limit: the screen and `generate` say "cut short by the model's length
    /// limit" after the text.
    public var isCutShort = false
    /// The server sent the whole answer at once instead of streaming it: the status says "(not streamed)".
    public var arrivedWhole = false
    /// The sections were asked for but the model wrote plain text: the screen and `generate` say
    /// ``sectionsMissingNote``.
    public var sectionsMissing = false
    /// What the source left out of the profile and why (the offline composer's report, or a service's section events
    /// of it); nil when the source said nothing, as models do. The screen marks the form's fields from it.
    public var report: CompositionReport?
    /// Why the person's last intent changed nothing (an instruction too long, or one the source cannot carry out), on
    /// the one snapshot published in answer to it; nil on every other.
    public var notice: String?

    /// A snapshot as given; the session publishes them, tests build them.
    public init(
        generation: Int = 0,
        state: SessionState = .idle,
        content: PartialIntroduction = PartialIntroduction(),
        metrics: GenerationMetrics = GenerationMetrics(),
        sourceLabel: String = "",
        reconnecting: ReconnectProgress? = nil
    ) {
        self.generation = generation
        self.state = state
        self.content = content
        self.metrics = metrics
        self.sourceLabel = sourceLabel
        self.reconnecting = reconnecting
    }

    /// A snapshot whose only part is the introduction `text` (what text-only sources write).
    public init(
        generation: Int = 0,
        state: SessionState = .idle,
        text: String,
        metrics: GenerationMetrics = GenerationMetrics(),
        sourceLabel: String = ""
    ) {
        let content = text.isEmpty ? PartialIntroduction() : PartialIntroduction(introduction: text)
        self.init(generation: generation, state: state, content: content, metrics: metrics, sourceLabel: sourceLabel)
    }

    /// The introduction so far; empty until it started.
    public var text: String { content.introduction ?? "" }

    /// What is said after the text when the model stopped at its length limit.
    public static var cutShortNote: String { tr("cut short by the model's length limit") }

    /// What is said when the model wrote plain text instead of the four parts.
    public static var sectionsMissingNote: String {
        tr("the sections did not come (the server did not keep the model to them)")
    }

    /// What is said of a completed generation: "done", or "done (not streamed)" when the server sent the whole answer
    /// at once. Every front end says it in these words (the accessible mode as a sentence).
    public static func doneNote(arrivedWhole: Bool) -> String {
        arrivedWhole ? tr("done (not streamed)") : tr("done")
    }

    /// Whether a generation is running, shown or not (Esc stops it).
    public var isGenerating: Bool { state == .generating || generatingVersion != nil }
}
