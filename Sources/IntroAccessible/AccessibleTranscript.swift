import IntroTUI
import IntroductionCore
import SafeText

/// A generation written as plain lines that only ever grow: what the accessible mode prints while a source writes.
///
/// Each snapshot's new text is written after what was written before, never over it (no cursor movement), so a
/// screen reader or a braille display reads every piece once, in order. Text-only sources write the introduction
/// alone, without a label, exactly as streamed; once a source writes another section, each section comes under a
/// label line ("Headline:"), and each highlight on a line of its own starting "- ". Sections are followed in reading
/// order; a model that adds to a section it already left gets that section's label again. Model text goes through
/// one ``TextSanitizer`` per section, so no control sequence reaches the terminal, however it is split.
struct AccessibleTranscript {
    /// Where the text is being written: a section, and for the highlights which item.
    private struct Place: Equatable {
        var section: IntroductionSection
        var item: Int
    }

    /// What has been written of one section's text (or one highlight's).
    private struct Progress {
        /// UTF-8 bytes of the source text already written (snapshots only append to a section).
        var bytes = 0
        var sanitizer = TextSanitizer()
    }

    private var generation: Int?
    private var labelled = false
    private var place: Place?
    private var progress: [IntroductionSection: Progress] = [:]
    private var items: [Progress] = []
    /// Whether the last character written ended a line.
    private(set) var atLineStart = true

    /// The text to write for `snapshot`: whatever its sections gained since the last call. A snapshot of another
    /// generation starts over.
    mutating func update(_ snapshot: SessionSnapshot) -> String {
        if snapshot.generation != generation {
            self = AccessibleTranscript()
            generation = snapshot.generation
        }
        let content = snapshot.content
        if content.headline != nil || content.highlights != nil || content.bio != nil { labelled = true }
        var output = ""
        for section in IntroductionSection.allCases {
            if section == .highlights {
                for (index, item) in (content.highlights ?? []).enumerated() {
                    var itemProgress = index < items.count ? items[index] : Progress()
                    write(item, of: &itemProgress, at: Place(section: .highlights, item: index), into: &output)
                    if index < items.count { items[index] = itemProgress } else { items.append(itemProgress) }
                }
            } else if let text = content.text(of: section) {
                var sectionProgress = progress[section] ?? Progress()
                write(text, of: &sectionProgress, at: Place(section: section, item: 0), into: &output)
                progress[section] = sectionProgress
            }
        }
        return output
    }

    /// A line break when the text so far does not end with one, so what follows starts on a line of its own.
    mutating func endLine() -> String {
        guard !atLineStart else { return "" }
        atLineStart = true
        return "\n"
    }

    /// Something else ended the line (a terminal's "^C" echo and the line break after it).
    mutating func lineEnded() {
        atLineStart = true
    }

    private mutating func write(_ text: String, of progress: inout Progress, at here: Place, into output: inout String)
    {
        let utf8 = text.utf8
        guard utf8.count > progress.bytes else { return }
        // Sections only grow, by whole strings, so the old end is a scalar boundary.
        let start = utf8.index(utf8.startIndex, offsetBy: progress.bytes)
        let piece = progress.sanitizer.feed(text.unicodeScalars[start...])
        progress.bytes = utf8.count
        guard !piece.isEmpty else { return }
        if place != here {
            output += endLine()
            if labelled && place?.section != here.section {
                output += here.section.shownTitle + ":\n"
            }
            if here.section == .highlights { output += ResultText.bullet }
            place = here
        }
        // A highlight is one item: its line breaks would read as new items.
        let text = here.section == .highlights ? piece.replacingNewlinesWithSpaces() : piece
        output += text
        atLineStart = text.hasSuffix("\n")
    }
}
