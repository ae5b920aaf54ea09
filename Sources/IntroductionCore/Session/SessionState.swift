/// Where a generation stands, as the session reports it to the screen.
public enum SessionState: Sendable, Equatable {
    case idle
    case generating
    case completed
    case stopped
    /// The generation failed; the text generated so far is kept in the snapshot.
    case failed(GenerationFailure)
}
