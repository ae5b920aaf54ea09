public import FoundationEssentials
import IntroductionCore
public import IntroductionStorage
import SafeText

/// One line per saved introduction, as `introgen history` prints them and F2 lists them:
/// `number  YYYY-MM-DD HH:MM  name  language  first words`.
///
/// The date is local time; names are padded to the longest of the list (at most 20 columns, longer ones cut with
/// `…`), so the columns line up. Everything from the file is sanitised and put on one line (it holds model output).
/// Cut to a width, the first words end at a whole word followed by `…`; widths are display columns (CJK and emoji
/// take two).
public struct SavedListFormat: Sendable {
    private static let longestName = 20
    private static let localeReady: Bool = TerminalLocale.prepare()

    private let entries: [SavedIntroduction]
    private let numberWidth: Int
    private let nameWidth: Int
    private let timeZone: TimeZone?

    /// A format for `entries`, numbered from 1 in this order; dates in `timeZone` (the local one when nil).
    public init(entries: [SavedIntroduction], timeZone: TimeZone? = nil) {
        _ = Self.localeReady
        self.entries = entries
        self.timeZone = timeZone
        numberWidth = String(max(1, entries.count)).count
        nameWidth = min(Self.longestName, entries.map { DisplayWidth.of(Self.name(of: $0)) }.max() ?? 1)
    }

    /// The line for entry `index` (0 is number 1), cut to `width` display columns when given.
    public func line(_ index: Int, width: Int? = nil) -> String {
        let saved = entries[index]
        let number = String(index + 1)
        let name = DisplayWidth.truncate(Self.name(of: saved), width: nameWidth)
        let fixed =
            String(repeating: " ", count: numberWidth - number.count) + number + "  "
            + Self.localDate(
                saved.entry.date, timeZone: timeZone) + "  " + name
            + String(repeating: " ", count: max(0, nameWidth - DisplayWidth.of(name))) + "  "
            + saved.entry.options.language.rawValue + Self.purpose(of: saved.entry) + "  "
        let words = TextSanitizer.singleLine(saved.opening, limit: 400)
        guard let width else { return fixed + words }
        let room = width - DisplayWidth.of(fixed)
        guard room >= 2 else { return DisplayWidth.truncate(fixed.trimmed, width: width) }
        return fixed + Self.wholeWords(words, width: room)
    }

    /// `YYYY-MM-DD HH:MM` in `timeZone` (the local one when nil).
    public static func localDate(_ date: Date, timeZone: TimeZone? = nil) -> String {
        SavedDateFormat.listed.string(from: date, timeZone: timeZone)
    }

    /// " linkedin", " refined", " speaker refined": what sets the entry apart from a meetup introduction written afresh.
    private static func purpose(of entry: ArchivedIntroduction) -> String {
        (entry.options.occasion == .meetup ? "" : " " + entry.options.occasion.rawValue)
            + (entry.refinement == nil ? "" : " refined")
    }

    private static func name(of saved: SavedIntroduction) -> String {
        let name = TextSanitizer.singleLine(saved.entry.profile.name, limit: 200)
        return name.isEmpty ? "-" : name
    }

    /// As many whole words of `text` as fit in `width` columns with `…` after them when some are left out; a first
    /// word longer than the room is cut inside.
    private static func wholeWords(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) + 1 > width { break }
            line = candidate
        }
        return line.isEmpty ? DisplayWidth.truncate(text, width: width) : line + "…"
    }
}
