public import IntroductionCore
public import IntroductionStorage

/// Services the executable provides to the screen: where drafts and introductions are stored.
///
/// Every closure is called on the UI thread except `saveDraft`, which runs on a private serial
/// queue (drafts are saved in order, debounced, and once more, synchronously, when the app ends).
/// None of them may block for long; they do small local file work.
public struct TerminalServices: Sendable {
    /// The draft saved by a previous run, if any; called once at start.
    public var loadDraft: @Sendable () -> Draft?
    /// Stores the form after edits (debounced by the screen).
    public var saveDraft: @Sendable (Draft) -> Void
    /// Stores the shown version: its sections as drawn (terminal control already removed; sections not started are
    /// empty) with the profile, options and source it was written from; returns the path written. A thrown error's
    /// description is shown in the status line.
    public var saveIntroduction: @Sendable (ArchivedIntroduction) throws -> String
    /// The saved introductions, newest first, and the files skipped (F2).
    public var listSaved: @Sendable () throws -> ArchiveListing
    /// Removes a saved introduction's file (after the person confirmed).
    public var deleteSaved: @Sendable (SavedIntroduction) throws -> Void
    /// Takes the sentence of the latest file the executable could not write in the background (the draft, the kept
    /// versions: a full disk), or nil; the screen polls it and shows it in the status line, the accessible mode
    /// writes it as a line. Called on the UI thread.
    public var takeStorageProblem: @Sendable () -> String?
    /// The sources to switch to (F3) as known now; called on the UI thread when the picker opens and after each
    /// notice, so it must return at once (a search for servers runs elsewhere and only fills this in).
    public var sourceMenu: @Sendable () -> SourceMenu
    /// Takes the latest news about sources ("local: Ollama, llama3.2:3b at 127.0.0.1:11434 · F3 to use it"), or
    /// nil; polled on the UI thread like ``takeStorageProblem`` and shown in the status line.
    public var takeSourceNotice: @Sendable () -> String?

    /// Only `saveIntroduction` has no sensible default; drafts default to not being kept, the saved list to empty.
    public init(
        loadDraft: @escaping @Sendable () -> Draft? = { nil },
        saveDraft: @escaping @Sendable (Draft) -> Void = { _ in },
        saveIntroduction: @escaping @Sendable (ArchivedIntroduction) throws -> String,
        listSaved: @escaping @Sendable () throws -> ArchiveListing = { ArchiveListing() },
        deleteSaved: @escaping @Sendable (SavedIntroduction) throws -> Void = { _ in },
        takeStorageProblem: @escaping @Sendable () -> String? = { nil },
        sourceMenu: @escaping @Sendable () -> SourceMenu = { SourceMenu() },
        takeSourceNotice: @escaping @Sendable () -> String? = { nil }
    ) {
        self.loadDraft = loadDraft
        self.saveDraft = saveDraft
        self.saveIntroduction = saveIntroduction
        self.listSaved = listSaved
        self.deleteSaved = deleteSaved
        self.takeStorageProblem = takeStorageProblem
        self.sourceMenu = sourceMenu
        self.takeSourceNotice = takeSourceNotice
    }
}
