public import FoundationEssentials
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
