import Localization

/// A network source is reconnecting: which attempt in a row, out of how many allowed.
///
/// A chunk carries it (with no text) just before the source waits to reconnect, and the session's snapshot keeps
/// it until the next text arrives, so the status line can say "reconnecting, 2 of 3…" while the wait lasts.
public struct ReconnectProgress: Codable, Sendable, Equatable {
    /// From 1.
    public var attempt: Int
    /// The attempts allowed in a row before the generation fails.
    public var maxAttempts: Int

    /// Progress as given.
    public init(attempt: Int, maxAttempts: Int) {
        self.attempt = attempt
        self.maxAttempts = maxAttempts
    }

    /// "reconnecting, 2 of 3…": how every front end says it while the wait lasts (the accessible mode as a sentence).
    public var note: String { tr("reconnecting, %1$s of %2$s…", attempt, maxAttempts) }
}
