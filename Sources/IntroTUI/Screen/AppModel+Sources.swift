import SafeText
import Localization

/// The source picker (F3): opened with the executable's menu, ↑ ↓ choose, Enter switches, Esc closes.
extension AppModel {
    /// Item rows the picker can show: the screen less the status line, the box's border and its footer.
    var sourceRows: Int { max(1, lines - 1 - 3) }

    /// Opens the picker on `menu`.
    mutating func showSources(_ menu: SourceMenu) {
        sources = SourcePicker(menu: menu)
    }

    /// A newer menu while the picker is open (a search for local servers ended).
    mutating func sourcesChanged(_ menu: SourceMenu) {
        let rows = sourceRows
        sources?.replace(menu, rows: rows)
    }

    mutating func handleInSources(_ action: KeyAction) -> [AppEffect] {
        guard var picker = sources else { return [] }
        switch action {
        case .up, .down:
            picker.move(by: action == .up ? -1 : 1, rows: sourceRows)
        case .pageUp, .pageDown:
            picker.move(by: (action == .pageUp ? -1 : 1) * max(1, sourceRows - 1), rows: sourceRows)
        case .enter, .nextField:
            sources = nil
            guard let chosen = picker.chosen else { return [] }
            sourceID = chosen.id
            sourceTitle = chosen.title
            message = tr(
                "source: %1$s (%2$s)", TextSanitizer.messageLine(chosen.title), TextSanitizer.messageLine(chosen.detail)
            )
            return [.send(.chooseSource(id: chosen.id)), .draftChanged]
        case .interrupt, .sources:
            sources = nil
            return []
        default:
            break
        }
        sources = picker
        return []
    }

    /// The built-in source's words in the interface's language; a provider's and a model's names stay as they are
    /// (the label itself stays English where it is kept: versions, saved files, `--format json`).
    static func shownSource(_ label: String) -> String {
        switch label {
        case "offline composer": tr("offline composer")
        case "built in": tr("built in")
        default: label
        }
    }

    /// The list as a box over the screen, the chosen item reversed and the one in use marked `*`.
    func drawSources(into frame: inout ScreenFrame) {
        guard let sources, lines >= 5, columns >= 10 else { return }
        let width = min(columns, 80)
        let inner = width - 4
        let left = (columns - width) / 2
        let items = sources.menu.items
        let rows = min(sourceRows, max(1, items.count))
        let top = max(0, (lines - 1 - (rows + 3)) / 2)
        let title = DisplayWidth.truncate(tr(" Source (F3) "), width: width - 2)
        frame.rows[top] = [
            Span(
                column: left,
                text: "┌" + title + String(repeating: "─", count: max(0, width - 2 - DisplayWidth.of(title))) + "┐",
                style: .help)
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
        let titleWidth = max(10, min(inner - 4, (items.map { DisplayWidth.of($0.title) }.max() ?? 0)))
        for offset in 0..<rows {
            let index = sources.top + offset
            guard index < items.count else {
                boxed(top + 1 + offset, "", style: .normal)
                continue
            }
            let item = items[index]
            let chosen = index == sources.selected
            let mark = item.id == sources.menu.currentID ? "* " : "  "
            let name = DisplayWidth.fit(TextSanitizer.messageLine(Self.shownSource(item.title)), width: titleWidth)
            let gap = String(repeating: " ", count: max(1, titleWidth - DisplayWidth.of(name) + 2))
            let line =
                (chosen ? Self.chosenMarker : "  ") + mark + name + gap
                + TextSanitizer.messageLine(Self.shownSource(item.detail))
            boxed(top + 1 + offset, line, style: chosen ? .chosenSectionHeader : .normal)
        }
        boxed(
            top + 1 + rows, DisplayWidth.truncate(TextSanitizer.messageLine(sources.menu.note ?? ""), width: inner),
            style: .placeholder)
        frame.rows[top + 2 + rows] = [
            Span(column: left, text: "└" + String(repeating: "─", count: width - 2) + "┘", style: .help)
        ]
    }
}
