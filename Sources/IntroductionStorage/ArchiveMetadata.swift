import FoundationEssentials
import IntroductionCore
import Localization

/// What a saved introduction was made from, kept as a JSON comment at the end of its Markdown file.
///
/// The comment is `<!-- introgen` on a line of its own, the JSON pretty-printed with sorted keys, then `-->` on a line
/// of its own. Inside strings `<` and `>` are written as `\u003c` and `\u003e`, so no profile text can end the comment
/// early, and JSON escapes every control character. The profile is kept exactly as typed, so a history list can
/// reload it. `format` numbers the layout: 1 had no `introduction`; 2 adds the four parts as saved, so an entry opens
/// exactly as it was rather than read back from its Markdown. Format 2 files may also hold `unused` (the parts of the
/// profile the text leaves out, ``StoredUnusedParts``) and `shortfall`, each only when there is something to say:
/// a release that does not know them ignores them, and a file without them has nothing to report.
struct ArchiveMetadata: Codable, Equatable, Sendable {
    static let opening = "<!-- introgen"
    static let closing = "-->"
    static let currentFormat = 2

    /// The four parts as saved (format 2 and later).
    struct Parts: Codable, Equatable, Sendable {
        var headline: String
        var introduction: String
        var highlights: [String]
        var bio: String

        init(_ introduction: Introduction) {
            headline = introduction.headline
            self.introduction = introduction.introduction
            highlights = introduction.highlights
            bio = introduction.bio
        }

        /// Missing keys are empty: a part a later release leaves out is simply not there.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            headline = try container.decodeIfPresent(String.self, forKey: .headline) ?? ""
            introduction = try container.decodeIfPresent(String.self, forKey: .introduction) ?? ""
            highlights = try container.decodeIfPresent([String].self, forKey: .highlights) ?? []
            bio = try container.decodeIfPresent(String.self, forKey: .bio) ?? ""
        }

        var value: Introduction {
            Introduction(headline: headline, introduction: introduction, highlights: highlights, bio: bio)
        }
    }

    /// The layout of this comment.
    var format: Int
    /// The status-line label of the source; never holds key material.
    var source: String
    /// When the introduction was saved, with the local UTC offset (`2026-11-30T14:30:12+09:00`).
    var date: Date
    var options: GenerationOptions
    var profile: Profile
    /// Nil in format 1 files.
    var introduction: Parts?
    /// The instruction that made it from another version ("shorter"); absent for a version written afresh.
    var refined: String?
    /// The parts of the profile the text leaves out; absent when none.
    var unused: StoredUnusedParts?
    /// The sentence saying the profile held less than the length asked; absent when it did not.
    var shortfall: String?

    init(
        source: String, date: Date, options: GenerationOptions, profile: Profile, introduction: Introduction,
        refined: String? = nil, report: CompositionReport? = nil
    ) {
        format = Self.currentFormat
        self.source = source
        self.date = date
        self.options = options
        self.profile = profile
        self.introduction = Parts(introduction)
        self.refined = refined
        unused = StoredUnusedParts(report)
        shortfall = report?.shortfall
    }

    /// What the source left out of the profile, as the file says; nil when it says nothing.
    var report: CompositionReport? { StoredUnusedParts.report(unused, shortfall: shortfall) }

    /// The comment as it ends a file, final newline included; the date written in `timeZone` (the local one when nil).
    func comment(timeZone: TimeZone?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(SavedDateFormat.iso8601.string(from: date, timeZone: timeZone))
        }
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw SourceError.fileAccess(
                path: "(introduction)", detail: tr("its details cannot be encoded (%s)", "\(error)"))
        }
        // Escaping by replacing after the encoder is exact: outside strings this JSON holds only its fixed keys,
        // numbers and punctuation, so every `<` and `>` byte is inside a string (a byte, not a character: a `>` with
        // a combining mark after it would still end the comment for a Markdown viewer). Kept rather than writing through
        // JSONValue, because saved files must keep JSONEncoder's pretty-printed layout byte for byte.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(data.count)
        for byte in data {
            switch byte {
            case UInt8(ascii: "<"): escaped.append(contentsOf: #"\u003c"#.utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: #"\u003e"#.utf8)
            default: escaped.append(byte)
            }
        }
        let json = String(decoding: escaped, as: UTF8.self)
        return Self.opening + "\n" + json + "\n" + Self.closing + "\n"
    }

    /// What a saved file's text holds at its end.
    enum Reading: Equatable {
        /// The metadata, and the text before its comment (the Markdown as saved, blank lines before the comment
        /// removed, ending in one newline unless empty).
        case found(ArchiveMetadata, markdown: String)
        /// No introgen comment at all.
        case missing
        /// A comment whose JSON is not introgen metadata.
        case damaged
    }

    /// Reads the file's last introgen comment.
    static func read(fileText: String) -> Reading {
        let lines = fileText.split(separator: "\n", omittingEmptySubsequences: false)
        guard let opening = lines.lastIndex(where: { $0 == Self.opening }),
            let closing = lines[opening...].firstIndex(where: { $0 == Self.closing })
        else { return .missing }
        let json = lines[(opening + 1)..<closing].joined(separator: "\n")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = SavedDateFormat.iso8601.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a saved date: \(text)")
            }
            return date
        }
        guard let metadata = try? decoder.decode(Self.self, from: Data(json.utf8)) else { return .damaged }
        var body = lines[..<opening]
        while body.last?.allSatisfy(\.isWhitespace) == true { body.removeLast() }
        let markdown = body.isEmpty ? "" : body.joined(separator: "\n") + "\n"
        return .found(metadata, markdown: markdown)
    }

    /// The metadata in a saved file's text (its last introgen comment); nil when there is none or it is damaged.
    init?(fileText: String) {
        guard case .found(let metadata, _) = Self.read(fileText: fileText) else { return nil }
        self = metadata
    }
}
