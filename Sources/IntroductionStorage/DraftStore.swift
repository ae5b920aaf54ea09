public import FoundationEssentials
import IntroductionCore
import Localization

/// Keeps the form on disk so that nothing typed is lost: `$XDG_STATE_HOME/introgen/draft.json`.
///
/// Writes are atomic (a reader sees the old draft or the new, never a torn file) and the file
/// is private to the user (0600). Synchronous file I/O; call it off the UI thread's hot path.
public struct DraftStore: Sendable {
    /// Where the draft lives.
    public let fileURL: URL

    /// A store for `draft.json` inside `directory`.
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("draft.json", isDirectory: false)
    }

    /// The store in the XDG state directory.
    public init(directories: XDGDirectories) {
        self.init(directory: directories.state)
    }

    /// The saved draft, or nil when there is none yet.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the file exists but cannot be read or decoded.
    public func load() throws -> Draft? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
            throw SourceError.fileAccess(path: fileURL.path, detail: tr("the draft cannot be read"))
        }
        do {
            return try JSONDecoder().decode(Draft.self, from: data)
        } catch {
            throw SourceError.fileAccess(
                path: fileURL.path, detail: tr("the draft is not valid JSON; move it aside to start afresh"))
        }
    }

    /// Replaces the saved draft in one step.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the folder or file cannot be written.
    public func save(_ draft: Draft) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(draft)
        } catch {
            throw SourceError.fileAccess(path: fileURL.path, detail: tr("the draft cannot be encoded (%s)", "\(error)"))
        }
        try AtomicFile.replace(fileURL, with: data)
    }
}
