extension TextSanitizer {
    /// The most characters a message line keeps: far more than a terminal row holds, so only a runaway sentence (a
    /// server's whole error page) is cut here; the place that shows the line fits it to its own width.
    public static let messageLimit = 2000

    /// A message as it reaches a person at the edge (the status line, a list's footer, stderr, the accessible mode):
    /// one line of safe text, at most ``messageLimit`` characters, as ``singleLine(_:limit:)`` makes it.
    ///
    /// Every front end shows its messages through this one rule, so a sentence reads the same everywhere.
    public static func messageLine(_ text: some StringProtocol) -> String {
        singleLine(text, limit: messageLimit)
    }

    /// The sentence `subject` describes itself with (an error's `description`) as a ``messageLine(_:)``.
    ///
    /// Errors stay typed until they are shown and become this one human sentence only there.
    public static func messageLine<Subject>(describing subject: Subject) -> String {
        messageLine(String(describing: subject))
    }
}
