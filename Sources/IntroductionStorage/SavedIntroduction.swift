public import Foundation
public import IntroductionCore

/// One saved introduction found in the archive folder, read back.
///
/// The texts are what the file holds: written by introgen, but from model output, so a screen must still sanitise
/// them before drawing.
public struct SavedIntroduction: Sendable, Equatable {
    /// The file it was read from.
    public var file: URL
    /// The introduction, profile, options, source and date, as saved.
    public var entry: ArchivedIntroduction
    /// The file's text as saved, without introgen's details: the Markdown above the metadata comment, or the text
    /// above the `---` lines of a first-release `.txt` file. Ends with one newline unless empty.
    public var text: String

    /// A read entry; the archive makes them.
    public init(file: URL, entry: ArchivedIntroduction, text: String) {
        self.file = file
        self.entry = entry
        self.text = text
    }

    /// The first words worth showing in a list: the introduction, else the headline, else the bio, else the first
    /// highlight; lines joined with spaces.
    public var opening: String {
        let introduction = entry.introduction
        let candidates =
            [introduction.introduction, introduction.headline, introduction.bio]
            + introduction.highlights
        let text = candidates.first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// A file in the archive folder that is not a saved introduction this release can read.
public struct SkippedFile: Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var file: URL
    /// Why it was skipped, as a clause ("it has no introgen details").
    public var reason: String

    /// A skipped file and why.
    public init(file: URL, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// One sentence: the file's name and why it was skipped.
    public var description: String { "skipped \(file.lastPathComponent): \(reason)" }
}

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
