public import IntroductionKit

/// Services the executable provides to the screen: where drafts and introductions are stored.
///
/// Every closure is called on the UI thread except `saveDraft`, which runs on a private serial
/// queue (drafts are saved in order, debounced, and once more, synchronously, when the app ends).
/// None of them may block for long; they do small local file writes.
public struct TerminalServices: Sendable {
    /// The draft saved by a previous run, if any; called once at start.
    public var loadDraft: @Sendable () -> Draft?
    /// Stores the form after edits (debounced by the screen).
    public var saveDraft: @Sendable (Draft) -> Void
    /// Stores the introduction, all its sections as drawn (terminal control already removed; sections not
    /// started are empty), with the form it was written from, and returns the path written; a thrown error's
    /// description is shown in the status line.
    public var saveIntroduction: @Sendable (_ introduction: Introduction, _ draft: Draft) throws -> String

    /// Only `saveIntroduction` has no sensible default; drafts default to not being kept.
    public init(
        loadDraft: @escaping @Sendable () -> Draft? = { nil },
        saveDraft: @escaping @Sendable (Draft) -> Void = { _ in },
        saveIntroduction: @escaping @Sendable (_ introduction: Introduction, _ draft: Draft) throws -> String
    ) {
        self.loadDraft = loadDraft
        self.saveDraft = saveDraft
        self.saveIntroduction = saveIntroduction
    }
}
