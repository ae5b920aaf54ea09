/// Services the executable provides to the screen: where drafts and introductions are stored.
///
/// Every closure is called on the UI thread except `saveDraft`, which runs on a private serial
/// queue (drafts are saved in order, debounced, and once more, synchronously, when the app ends).
/// None of them may block for long; they do small local file writes.
public struct TerminalServices: Sendable {
    /// The draft saved by a previous run, if any; called once at start.
    public var loadDraft: @Sendable () -> FormDraft?
    /// Stores the form after edits (debounced by the screen).
    public var saveDraft: @Sendable (FormDraft) -> Void
    /// Stores the introduction text (already stripped of terminal control) and returns the path
    /// written; a thrown error's description is shown in the status line.
    public var saveIntroduction: @Sendable (_ text: String, _ draft: FormDraft) throws -> String

    public init(
        loadDraft: @escaping @Sendable () -> FormDraft? = { nil },
        saveDraft: @escaping @Sendable (FormDraft) -> Void = { _ in },
        saveIntroduction: @escaping @Sendable (_ text: String, _ draft: FormDraft) throws -> String
    ) {
        self.loadDraft = loadDraft
        self.saveDraft = saveDraft
        self.saveIntroduction = saveIntroduction
    }
}

/// How the terminal app is set up.
public struct TerminalAppConfiguration: Sendable {
    public var services: TerminalServices
    /// Quiet time after the last edit before the draft is saved.
    public var draftSaveDelay: Duration
    /// Whether to use colours; nil means "unless NO_COLOR is set to a non-empty value".
    public var useColor: Bool?

    public init(services: TerminalServices, draftSaveDelay: Duration = .milliseconds(500), useColor: Bool? = nil) {
        self.services = services
        self.draftSaveDelay = draftSaveDelay
        self.useColor = useColor
    }
}

/// How the terminal app ended.
public enum ExitStatus: Sendable, Equatable {
    /// The person quit (Ctrl-Q).
    case quit
    /// A signal (SIGTERM, SIGHUP, SIGINT) ended the app after the terminal was restored.
    case interrupted(signal: Int32)

    /// The process exit code: 0 for quit, 130 for SIGINT, 128 + the signal number otherwise.
    public var code: Int32 {
        switch self {
        case .quit: 0
        case .interrupted(let signal): 128 + signal
        }
    }
}
