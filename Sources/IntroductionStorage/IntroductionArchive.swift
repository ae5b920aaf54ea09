public import FoundationEssentials
public import IntroductionCore
import SafeText
import TextBasics

/// Saves introductions as Markdown files in `$XDG_DATA_HOME/introgen/`, and lists, reads and removes them.
///
/// Each save creates a new file named after its date (`introduction-2026-11-30-143012.md`, with `-2`, `-3`… when
/// that name is taken); an existing file is never overwritten, and a file appears whole or not at all. The
/// introduction comes first, as ``Introduction/markdown`` writes it (the headline as a heading, the introduction,
/// the highlights as a list, the bio; a text-only introduction is just its paragraphs), so the file can be pasted as
/// it is. Below it one HTML comment holds the metadata as JSON (format 2: source, date, options, the whole profile,
/// the four parts and, when the source left some out, the unused parts of the profile and why), which Markdown viewers hide and a program can read back (`ArchiveMetadata`). Control characters
/// are removed from the text; the JSON escapes them. Reading also understands earlier saves: format 1 Markdown
/// (metadata without the parts) and the first release's `.txt` files (see ``list()``).
public struct IntroductionArchive: Sendable {
    /// Where introductions are saved, one file each.
    public let directory: URL
    /// For file names and the date line; nil for the local time zone, read from the C library when a file is named
    /// or dated (ICU's time-zone data, which `TimeZone.current` loaded, is not in the binary).
    private let timeZone: TimeZone?

    /// - Parameters:
    ///   - directory: the folder to save into (created on first save, private to the user).
    ///   - timeZone: for file names and the date line; the local zone (nil) unless a test fixes one.
    public init(directory: URL, timeZone: TimeZone? = nil) {
        self.directory = directory
        self.timeZone = timeZone
    }

    /// The archive in the XDG data directory.
    public init(directories: XDGDirectories) {
        self.init(directory: directories.data)
    }

    /// The saved introduction a file's text holds (Markdown with introgen's details), or nil when it is not one: what
    /// `generate --from` refines with the profile and options it was written from.
    public static func entry(inMarkdown text: String) -> ArchivedIntroduction? {
        guard case .read(let entry, _) = SavedFileReader.read(text, fileName: "introduction.md") else { return nil }
        return entry
    }

    /// Writes `entry` to a new file and returns its URL.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the folder or file cannot be written.
    @discardableResult
    public func save(_ entry: ArchivedIntroduction) throws -> URL {
        let stem = "introduction-\(SavedDateFormat.fileName.string(from: entry.date, timeZone: timeZone))"
        let candidates = [stem + ".md"] + (2...999).map { "\(stem)-\($0).md" }
        let urls = candidates.map { directory.appendingPathComponent($0, isDirectory: false) }
        return try AtomicFile.create(Data(try render(entry).utf8), atFirstFreeOf: urls)
    }

    /// The file's text: the Markdown, a blank line, then the metadata comment.
    func render(_ entry: ArchivedIntroduction) throws -> String {
        let introduction = entry.introduction
        let cleaned = Introduction(
            headline: Self.clean(introduction.headline, keepingLines: true),
            introduction: Self.clean(introduction.introduction, keepingLines: true),
            highlights: introduction.highlights.map { Self.clean($0, keepingLines: true) },
            bio: Self.clean(introduction.bio, keepingLines: true)
        )
        let metadata = ArchiveMetadata(
            source: Self.clean(entry.sourceLabel, keepingLines: false),
            date: entry.date,
            options: entry.options,
            profile: entry.profile,
            introduction: cleaned,
            refined: entry.refinement.map { Self.clean($0, keepingLines: false) },
            report: entry.report
        )
        let markdown = cleaned.markdown
        return markdown + (markdown.isEmpty ? "" : "\n") + (try metadata.comment(timeZone: timeZone))
    }

    /// Model output is untrusted: no escape sequence or other terminal control reaches the file (the one
    /// sanitiser removes whole sequences, not just their first byte), so `cat` on a saved file is safe.
    private static func clean(_ text: String, keepingLines: Bool) -> String {
        guard keepingLines else { return TextSanitizer.singleLine(text, limit: 1000) }
        return TextSanitizer.sanitize(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
