import Foundation

/// What a saved introduction was made from, kept as a JSON comment at the end of its Markdown file.
///
/// The comment is `<!-- introgen` on a line of its own, the JSON pretty-printed with sorted keys, then `-->` on a line
/// of its own. Inside strings `<` and `>` are written as `\u003c` and `\u003e`, so no profile text can end the comment
/// early, and JSON escapes every control character. The profile is kept exactly as typed, so a later reader (a history
/// list) can reload it; `format` numbers this layout for such readers.
struct ArchiveMetadata: Codable, Equatable, Sendable {
    static let opening = "<!-- introgen"
    static let closing = "-->"
    static let currentFormat = 1

    /// The layout of this comment; 1 so far.
    var format: Int
    /// The status-line label of the source; never holds key material.
    var source: String
    /// When the introduction was saved, with the local UTC offset (`2026-11-30T14:30:12+09:00`).
    var date: Date
    var options: GenerationOptions
    var profile: Profile

    init(source: String, date: Date, options: GenerationOptions, profile: Profile) {
        format = Self.currentFormat
        self.source = source
        self.date = date
        self.options = options
        self.profile = profile
    }

    /// The comment as it ends a file, final newline included; the date written in `timeZone`.
    func comment(timeZone: TimeZone) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .formatted(Self.dateFormatter(timeZone: timeZone))
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw SourceError.fileAccess(path: "(introduction)", detail: "its details cannot be encoded (\(error))")
        }
        let json = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
        return Self.opening + "\n" + json + "\n" + Self.closing + "\n"
    }

    /// The metadata in a saved file's text (its last introgen comment); nil when there is none or it is damaged.
    init?(fileText: String) {
        let lines = fileText.split(separator: "\n", omittingEmptySubsequences: false)
        guard let opening = lines.lastIndex(where: { $0 == Self.opening }),
            let closing = lines[opening...].firstIndex(where: { $0 == Self.closing })
        else { return nil }
        let json = lines[(opening + 1)..<closing].joined(separator: "\n")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(Self.dateFormatter(timeZone: TimeZone(identifier: "UTC") ?? .current))
        guard let metadata = try? decoder.decode(Self.self, from: Data(json.utf8)) else { return nil }
        self = metadata
    }

    private static func dateFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxxxx"
        return formatter
    }
}
