import IntroductionCore
import IntroductionStorage
import SafeText
import Localization

/// The saved introductions list on screen: keys and drawing.
extension AppModel {
    /// Rows the list can give entries at the current size (the box's borders and footer take three).
    var historyRows: Int { max(1, lines - 1 - 3) }

    /// Opens the list with what the folder holds.
    mutating func showHistory(_ listing: ArchiveListing) {
        history = HistoryOverlay(listing: listing)
    }

    /// A key while the list is open.
    mutating func handleInHistory(_ action: KeyAction) -> [AppEffect] {
        guard var overlay = history else { return [] }
        defer { if history != nil { history = overlay } }
        overlay.note = nil
        if overlay.confirmingDelete {
            switch action {
            case .edit(.insert(let text)) where text.lowercased() == "y":
                overlay.confirmingDelete = false
                if let chosen = overlay.chosen { return [.deleteSaved(chosen)] }
            case .edit(.insert(let text)) where text.lowercased() == "n":
                overlay.confirmingDelete = false
            case .interrupt:
                overlay.confirmingDelete = false
            default:
                break
            }
            return []
        }
        switch action {
        case .up, .down:
            overlay.move(by: action == .up ? -1 : 1, rows: historyRows)
        case .pageUp, .pageDown:
            overlay.move(by: (action == .pageUp ? -1 : 1) * max(1, historyRows - 1), rows: historyRows)
        case .enter:
            guard let chosen = overlay.chosen else { return [] }
            history = nil
            question = .loadProfile(Draft(profile: chosen.entry.profile, options: chosen.entry.options))
            return [.send(.open(chosen.entry))]
        case .edit(.deleteForward), .edit(.insert("d")), .edit(.insert("D")):
            overlay.confirmingDelete = overlay.chosen != nil
        case .interrupt, .history:
            history = nil
        default:
            overlay.note =
                overlay.listing.entries.isEmpty ? nil : tr("↑ ↓ choose · Enter opens · d deletes · Esc closes")
        }
        return []
    }

    /// After a deletion: the fresh listing and what happened.
    mutating func historyChanged(_ listing: ArchiveListing?, note: String) {
        guard history != nil else { return }
        if let listing { history?.replace(listing) }
        history?.note = note
    }

    /// The list as a box over the screen, the chosen entry reversed.
    func drawHistory(into frame: inout ScreenFrame) {
        guard let history, lines >= 5, columns >= 10 else { return }
        let width = min(columns, 110)
        let inner = width - 4
        let left = (columns - width) / 2
        let entries = history.listing.entries
        let rows = min(historyRows, max(1, entries.count))
        let top = max(0, (lines - 1 - (rows + 3)) / 2)
        let title = tr(" Saved introductions (%s) ", entries.count)
        let fittedTitle = DisplayWidth.truncate(title, width: width - 2)
        frame.rows[top] = [
            Span(
                column: left,
                text: "┌" + fittedTitle
                    + String(repeating: "─", count: max(0, width - 2 - DisplayWidth.of(fittedTitle)))
                    + "┐", style: .help)
        ]
        func boxed(_ row: Int, _ text: String, style: CellStyle) {
            let fitted = DisplayWidth.fit(text, width: inner)
            let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(fitted)))
            frame.rows[row] = [
                Span(column: left, text: "│ ", style: .help),
                Span(column: left + 2, text: fitted + padding, style: style),
                Span(column: left + 2 + inner, text: " │", style: .help),
            ]
        }
        if entries.isEmpty {
            boxed(top + 1, tr("No saved introductions yet · Ctrl-S saves the one shown"), style: .placeholder)
        } else {
            let format = SavedListFormat(entries: entries)
            for offset in 0..<rows {
                let index = history.top + offset
                guard index < entries.count else {
                    boxed(top + 1 + offset, "", style: .normal)
                    continue
                }
                let chosen = index == history.selected
                let line = (chosen ? Self.chosenMarker : "  ") + format.line(index, width: inner - 2)
                boxed(top + 1 + offset, line, style: chosen ? .chosenSectionHeader : .normal)
            }
        }
        let footer = TextSanitizer.messageLine(history.footer)
        boxed(
            top + 1 + rows, DisplayWidth.truncate(footer, width: inner),
            style: history.confirmingDelete ? .help : .placeholder)
        frame.rows[top + 2 + rows] = [
            Span(column: left, text: "└" + String(repeating: "─", count: width - 2) + "┘", style: .help)
        ]
    }
}
