import FoundationEssentials
import IntroductionCore
import TextBasics
import Localization

/// Reads one saved file's text in any layout introgen has written; the reason as a clause when it cannot.
///
/// - Markdown with metadata format 2 or later: the parts come from the metadata, exactly as saved.
/// - Markdown with format 1 metadata (no parts): the Markdown is taken apart when it has the shape introgen writes
///   (a `# ` heading, paragraphs, then optionally a `- ` list and one final paragraph), otherwise it is all
///   introduction.
/// - The first release's `.txt`: the text, a blank line, `---`, then `Source:`, `Date:`, `Language: …, tone: …,
///   length: …` and the profile's `Name:`… lines (`Notes:` followed by lines indented two spaces). The text is the
///   introduction.
enum SavedFileReader {
    enum Outcome: Equatable {
        case read(ArchivedIntroduction, text: String)
        case skipped(String)
    }

    static func read(_ text: String, fileName: String) -> Outcome {
        if fileName.hasSuffix(".md") { return readMarkdown(text) }
        if fileName.hasSuffix(".txt") { return readLegacyText(text) }
        return .skipped(tr("it is not a saved introduction (not .md or .txt)"))
    }

    // MARK: - Markdown

    private static func readMarkdown(_ text: String) -> Outcome {
        switch ArchiveMetadata.read(fileText: text) {
        case .missing:
            return .skipped(tr("it has no introgen details (not saved by introgen)"))
        case .damaged:
            return .skipped(tr("its introgen details are damaged"))
        case .found(let metadata, let markdown):
            let introduction = metadata.introduction?.value ?? parts(ofMarkdown: markdown)
            let entry = ArchivedIntroduction(
                introduction: introduction, profile: metadata.profile, options: metadata.options,
                sourceLabel: metadata.source, date: metadata.date, refinement: metadata.refined,
                report: metadata.report)
            return .read(entry, text: markdown)
        }
    }

    /// The four parts of Markdown in the shape ``Introduction/markdown`` writes; all introduction otherwise.
    static func parts(ofMarkdown markdown: String) -> Introduction {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Blocks of consecutive non-blank lines, as ranges of line indices.
        var blocks: [Range<Int>] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            let blank = line.allSatisfy(\.isWhitespace)
            if blank, let open = start {
                blocks.append(open..<index)
                start = nil
            } else if !blank, start == nil {
                start = index
            }
        }
        if let open = start { blocks.append(open..<lines.count) }
        let whole = Introduction(introduction: markdown.trimmingCharacters(in: .whitespacesAndNewlines))
        guard let first = blocks.first, first.count == 1, lines[first.lowerBound].hasPrefix("# "), blocks.count >= 2
        else { return whole }
        func text(_ range: Range<Int>) -> String {
            lines[range].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let headline = String(lines[first.lowerBound].dropFirst(2)).trimmingCharacters(in: .whitespaces)
        let isList = { (block: Range<Int>) in lines[block].allSatisfy { $0.hasPrefix("- ") } }
        guard let listIndex = blocks.indices.dropFirst(2).last(where: { isList(blocks[$0]) }) else {
            return Introduction(headline: headline, introduction: text(first.upperBound..<lines.count))
        }
        guard blocks.count - listIndex <= 2 else { return whole }
        let list = blocks[listIndex]
        return Introduction(
            headline: headline,
            introduction: text(first.upperBound..<list.lowerBound),
            highlights: lines[list].map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) },
            bio: blocks.count - listIndex == 2 ? text(blocks[listIndex + 1]) : ""
        )
    }

    // MARK: - The first release's text files

    private static func readLegacyText(_ text: String) -> Outcome {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard
            let separator = lines.indices.last(where: { index in
                lines[index] == "---" && index + 1 < lines.count && lines[index + 1].hasPrefix("Source: ")
            })
        else { return .skipped(tr("it has no introgen details (not saved by introgen)")) }
        var fields: [String: String] = [:]
        var notes: [String] = []
        var inNotes = false
        for line in lines[(separator + 1)...] where !line.isEmpty {
            if inNotes, line.hasPrefix("  ") {
                notes.append(String(line.dropFirst(2)))
                continue
            }
            inNotes = false
            if line == "Notes:" {
                inNotes = true
            } else if let colon = line.firstRange(of: ": ") {
                fields[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
            } else {
                return .skipped(tr("its introgen details are damaged"))
            }
        }
        guard let dateText = fields["Date"], let date = SavedDateFormat.legacy.date(from: dateText) else {
            return .skipped(tr("its introgen details are damaged (no date)"))
        }
        let introduction = lines[..<separator].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let profile = Profile(
            name: fields["Name"] ?? "",
            role: fields["Role"] ?? "",
            skills: (fields["Skills"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty },
            experience: fields["Experience"] ?? "",
            interests: fields["Interests"] ?? "",
            notes: notes.joined(separator: "\n")
        )
        let entry = ArchivedIntroduction(
            introduction: Introduction(introduction: introduction),
            profile: profile,
            options: legacyOptions(fields["Language"] ?? ""),
            sourceLabel: fields["Source"] ?? "",
            date: date)
        return .read(entry, text: introduction.isEmpty ? "" : introduction + "\n")
    }

    /// `en, tone: friendly, length: medium` (what follows `Language: `); an unknown value keeps the default.
    private static func legacyOptions(_ text: String) -> GenerationOptions {
        var options = GenerationOptions()
        for (index, part) in text.components(separatedBy: ", ").enumerated() {
            let value = index == 0 ? part : String(part.split(separator: " ").last ?? "")
            if index == 0, let language = GenerationOptions.Language(rawValue: value) { options.language = language }
            if part.hasPrefix("tone: "), let tone = GenerationOptions.Tone(rawValue: value) { options.tone = tone }
            if part.hasPrefix("length: "), let length = GenerationOptions.Length(rawValue: value) {
                options.length = length
            }
        }
        return options
    }
}
