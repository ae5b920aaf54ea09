public import FoundationEssentials
import Localization

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
    public var description: String { tr("skipped %1$s: %2$s", file.lastPathComponent, reason) }
}
