public import Foundation

/// One introduction worth keeping, with what it was made from. Holds no key material.
public struct ArchivedIntroduction: Sendable, Equatable {
    /// The introduction as shown (terminal control removed).
    public var text: String
    /// The profile it was written from.
    public var profile: Profile
    /// The options it was written with.
    public var options: GenerationOptions
    /// The status-line label of the source ("offline composer", "openai gpt-4o-mini").
    public var sourceLabel: String
    /// When it was saved.
    public var date: Date

    /// An entry to save; the date defaults to now.
    public init(text: String, profile: Profile, options: GenerationOptions, sourceLabel: String, date: Date = Date()) {
        self.text = text
        self.profile = profile
        self.options = options
        self.sourceLabel = sourceLabel
        self.date = date
    }
}

/// Saves introductions as readable text files in `$XDG_DATA_HOME/introgen/`.
///
/// Each save creates a new file named after its date (`introduction-2026-11-30-143012.txt`, with
/// `-2`, `-3`… when that name is taken); an existing file is never overwritten, and a file
/// appears whole or not at all. The introduction comes first so the file can be pasted as it is;
/// the profile and options follow below a separator. Control characters are removed.
public struct IntroductionArchive: Sendable {
    /// Where introductions are saved, one file each.
    public let directory: URL
    private let timeZone: TimeZone

    /// - Parameters:
    ///   - directory: the folder to save into (created on first save, private to the user).
    ///   - timeZone: for file names and the date line; the local zone unless a test fixes one.
    public init(directory: URL, timeZone: TimeZone = .current) {
        self.directory = directory
        self.timeZone = timeZone
    }

    /// The archive in the XDG data directory.
    public init(directories: XDGDirectories) {
        self.init(directory: directories.data)
    }

    /// Writes `entry` to a new file and returns its URL.
    ///
    /// - Throws: `SourceError` (code `.fileAccess`) when the folder or file cannot be written.
    @discardableResult
    public func save(_ entry: ArchivedIntroduction) throws -> URL {
        let stem = "introduction-\(format(entry.date, "yyyy-MM-dd-HHmmss"))"
        let candidates = [stem + ".txt"] + (2...999).map { "\(stem)-\($0).txt" }
        return try AtomicFile.create(
            Data(render(entry).utf8),
            atFirstFreeOf: candidates.map { directory.appendingPathComponent($0, isDirectory: false) }
        )
    }

    /// The file's text.
    func render(_ entry: ArchivedIntroduction) -> String {
        let profile = entry.profile
        let skills = profile.skills.map(Self.clean).filter { !$0.isEmpty }.joined(separator: ", ")
        var lines = [Self.clean(entry.text, keepingLines: true), "", "---"]
        lines.append("Source: \(Self.clean(entry.sourceLabel))")
        lines.append("Date: \(format(entry.date, "yyyy-MM-dd HH:mm:ss xxx"))")
        lines.append(
            "Language: \(entry.options.language.rawValue), tone: \(entry.options.tone.rawValue), "
                + "length: \(entry.options.length.rawValue)"
        )
        for (label, value) in [
            ("Name", profile.name), ("Role", profile.role), ("Skills", skills),
            ("Experience", profile.experience), ("Interests", profile.interests),
        ] {
            let cleaned = Self.clean(value)
            if !cleaned.isEmpty { lines.append("\(label): \(cleaned)") }
        }
        let notes = Self.clean(profile.notes, keepingLines: true)
        if !notes.isEmpty {
            lines.append("Notes:")
            lines += notes.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// Model output is untrusted: no escape sequences or other control characters reach the file.
    private static func clean(_ text: String) -> String {
        clean(text, keepingLines: false)
    }

    private static func clean(_ text: String, keepingLines: Bool) -> String {
        let scalars = text.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            if keepingLines, scalar == "\n" || scalar == "\t" { return scalar }
            if scalar == "\r" { return nil }
            return scalar.properties.generalCategory == .control ? (keepingLines ? nil : " ") : scalar
        }
        return String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
