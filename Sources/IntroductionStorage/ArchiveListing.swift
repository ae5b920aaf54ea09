/// What the archive folder holds: the saved introductions, newest first, and the files that were skipped.
public struct ArchiveListing: Sendable, Equatable {
    /// Newest first: by saved date, then by file name (a later `-2` before the plain name).
    public var entries: [SavedIntroduction]
    /// Damaged or foreign files, by name.
    public var skipped: [SkippedFile]

    /// A listing as given.
    public init(entries: [SavedIntroduction] = [], skipped: [SkippedFile] = []) {
        self.entries = entries
        self.skipped = skipped
    }
}
