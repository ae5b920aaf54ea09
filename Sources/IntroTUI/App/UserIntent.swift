public import IntroductionCore

/// What the person asked for, sent from the UI thread to whoever owns the session.
///
/// The closure that receives intents is called on the UI thread and must return at once
/// (hand the work to the session actor in a task); it never blocks on the network.
public enum UserIntent: Sendable, Equatable {
    /// Start a generation; one that is already running is replaced.
    case generate(IntroductionRequest)
    /// Stop the running generation and keep its partial text.
    case stop
    /// Generate again from the (possibly edited) form with a new seed, for a different text.
    case regenerate(IntroductionRequest)
    /// Show the version `offset` places later (negative: earlier) than the shown one; a generation runs on.
    case stepVersion(by: Int)
    /// Keep the person's edit of version `of` (a snapshot's `generation`) as a new version at the end, marked edited.
    case keepEdit(of: Int, content: PartialIntroduction)
    /// Open a saved introduction as a new version at the end.
    case open(ArchivedIntroduction)
    /// Write with the source of this ``SourceMenu/Item/id`` from the next generation on.
    case chooseSource(id: String)
    /// Write a new version from the shown one changed by an instruction ("shorter", 「丁寧に」); a refusal comes back
    /// as the next snapshot's notice.
    case refine(String)
    /// The app is closing: cancel everything.
    case quit
}
