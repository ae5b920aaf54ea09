import IntroductionCore
import Localization

/// What the shown version left out of the profile: the marks beside the form's labels, the status line's count and
/// the list F6 opens.
///
/// Everything here reads the shown snapshot's report, so it follows the version on screen: stepping to a version
/// that reports nothing clears the marks, stepping back brings them again. The list is drawn from the report each
/// frame (a report that arrives while it is open shows at once); any key closes it, except the arrows and PgUp/PgDn
/// while it holds more than fits.
extension AppModel {
    /// Beside the label of a field with a part left out: a character of its own, so the mark is there without
    /// colour, on a braille display and in a screen capture (the style adds reverse or colour where it can).
    static let unusedMarker = "*"
    /// How much of a typed part the list quotes; the field itself holds the rest.
    static let reportQuoteLimit = 120
    /// The widest the list's box gets on a wide terminal, for lines a person can read.
    static let reportMaxWidth = 76

    /// The report of the shown version, when it has something to say.
    var shownReport: CompositionReport? {
        guard let report = snapshot.report, !report.isEmpty else { return nil }
        return report
    }

    /// Whether the form marks `field`: the shown version left a part of it out.
    func isMarkedUnused(_ field: FormField) -> Bool {
        guard let report = shownReport, let profileField = Self.profileField(field) else { return false }
        return report.unusedFields.contains(profileField)
    }

    /// F6: opens the list, or says why there is nothing to list.
    mutating func openReport() -> [AppEffect] {
        if shownReport != nil {
            reportTop = 0
        } else if result.isEmpty && snapshot.report == nil {
            message = tr("nothing written yet · Ctrl-G writes one")
        } else if snapshot.report == nil {
            message = tr("no report for this version · the offline composer says what it leaves out")
        } else {
            message = tr("this version uses every part of the profile")
        }
        return []
    }

    /// A key while the list is open: the arrows and PgUp/PgDn scroll a list longer than its box, anything else
    /// closes it (and does nothing else, as with the help).
    mutating func handleInReport(_ action: KeyAction) -> [AppEffect] {
        guard let top = reportTop else { return [] }
        let rows = reportRows.body
        let longest = max(0, reportLines(width: reportInnerWidth).count - rows)
        let step: Int? =
            switch action {
            case .up: -1
            case .down: 1
            case .pageUp: -max(1, rows - 1)
            case .pageDown: max(1, rows - 1)
            default: nil
            }
        guard let step, longest > 0 else {
            reportTop = nil
            return []
        }
        reportTop = min(max(0, top + step), longest)
        return []
    }

    /// The list as a box over the screen: one line per part (wrapped), then the shortfall; a hint in the bottom
    /// border when some of it is out of view.
    func drawReport(into frame: inout ScreenFrame) {
        guard let top = reportTop else { return }
        let inner = reportInnerWidth
        let rows = reportRows
        guard inner > 0, rows.body > 0 else { return }
        let lines = reportLines(width: inner)
        let first = min(top, max(0, lines.count - rows.body))
        let shown = lines.isEmpty ? [tr("Nothing was left out.")] : Array(lines.dropFirst(first).prefix(rows.body))
        let height = shown.count + 2
        let boxTop = max(0, (lines.count > rows.body ? 0 : (rows.available - height) / 2))
        let left = max(0, (columns - inner - 4) / 2)
        func rule(_ open: String, _ label: String, _ close: String) -> String {
            let fitted = DisplayWidth.truncate(label, width: inner + 2)
            return open + fitted + String(repeating: "─", count: max(0, inner + 2 - DisplayWidth.of(fitted))) + close
        }
        frame.rows[boxTop] = [Span(column: left, text: rule("┌", tr(" Not used (any key closes) "), "┐"), style: .help)]
        for (offset, line) in shown.enumerated() {
            let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(line)))
            frame.rows[boxTop + 1 + offset] = [Span(column: left, text: "│ " + line + padding + " │", style: .help)]
        }
        var hint = ""
        if first > 0 { hint += " ↑\(first)" }
        let below = lines.count - first - shown.count
        if below > 0 { hint += " ↓\(below)" }
        frame.rows[boxTop + height - 1] = [
            Span(column: left, text: rule("└", hint.isEmpty ? "" : hint + " ", "┘"), style: .help)
        ]
    }

    /// The list's text, wrapped to `width`: each line of the report on rows of its own.
    private func reportLines(width: Int) -> [String] {
        guard let report = shownReport else { return [] }
        return report.shownLines(limit: Self.reportQuoteLimit).flatMap { line in
            WrappedText(width: width, text: line).lines.map(\.text)
        }
    }

    /// The box's inner width: the longest line, within the terminal (two columns of border and margin each side)
    /// and ``reportMaxWidth``.
    private var reportInnerWidth: Int {
        let widest = shownReport?.shownLines(limit: Self.reportQuoteLimit).map { DisplayWidth.of($0) }.max() ?? 0
        return max(0, min(columns - 4, Self.reportMaxWidth, max(widest, 27)))
    }

    /// Rows above the status line, and how many of them the list's text may take inside the box's borders.
    private var reportRows: (available: Int, body: Int) {
        let available = lines - 1
        return (available, max(0, available - 2))
    }

    private static func profileField(_ field: FormField) -> ProfileField? {
        switch field {
        case .name: .name
        case .role: .role
        case .skills: .skills
        case .experience: .experience
        case .interests: .interests
        case .notes: .notes
        case .language, .tone, .length, .occasion: nil
        }
    }
}
