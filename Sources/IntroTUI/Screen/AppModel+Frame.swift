import IntroductionCore
import Localization
import SafeText

/// Turning the model into a frame: the form, the result pane, the status line, the help.
extension AppModel {
    /// The F1 box: the keys, then what they do from column 25 (by display width, so a translation lines up too).
    static var helpLines: [String] {
        let keys: [(keys: String, does: String)] = [
            ("Tab / Shift-Tab, ↑ ↓", tr("move between fields")),
            ("Enter", tr("next field")),
            ("← →", tr("move / change an option (or type a language tag)")),
            ("Ctrl-J, Alt-Enter", tr("new line in notes")),
            ("Home/End, Ctrl-A/E", tr("start / end of line")),
            ("Ctrl-K / Ctrl-U", tr("delete to end / start")),
            ("Ctrl-W", tr("delete the word before")),
            ("Ctrl-G, F5", tr("generate")),
            ("Esc, Ctrl-C", tr("stop generating")),
            ("Ctrl-R", tr("regenerate")),
            ("Ctrl-T", tr("change the version shown by an instruction")),
            (tr("Tab after Length, ↓"), tr("into the result")),
            (tr("↑ ↓ in the result"), tr("choose a section")),
            ("Ctrl-P/N, Alt-← →", tr("previous / next version")),
            ("Ctrl-S", tr("save the version shown (Markdown)")),
            ("Ctrl-Y", tr("copy the chosen section (OSC 52)")),
            ("Ctrl-O, F4", tr("edit the chosen section in $EDITOR")),
            ("F2", tr("saved introductions")),
            ("F3", tr("source and model (offline, local, configured)")),
            ("F6", tr("what the text left out of the profile (* marks)")),
            ("PgUp / PgDn", tr("scroll the result")),
            ("Ctrl-Z", tr("suspend (fg resumes)")),
            ("Ctrl-Q", tr("quit")),
        ]
        return keys.map { $0.keys + String(repeating: " ", count: max(1, 24 - DisplayWidth.of($0.keys))) + $0.does }
    }

    /// Builds the frame for the current state. Mutating only because focused editors remember
    /// how far they are scrolled.
    mutating func frame() -> ScreenFrame {
        var frame = ScreenFrame(lines: lines)
        guard lines > 0, columns > 0 else { return frame }
        if layout.arrangement == .tooSmall {
            drawTooSmall(into: &frame)
        } else {
            drawForm(into: &frame)
            drawDivider(into: &frame)
            drawIntroduction(into: &frame)
        }
        drawStatus(into: &frame)
        if layout.arrangement != .tooSmall {
            if isShowingGeneration, caretFollowsText, let caret = caretAtTextEnd() {
                frame.cursor = caret
            } else if isResultFocused {
                frame.cursor = chosenHeaderPosition()
            }
        }
        if history != nil, layout.arrangement != .tooSmall {
            drawHistory(into: &frame)
            frame.cursor = nil
        }
        if sources != nil, layout.arrangement != .tooSmall {
            drawSources(into: &frame)
            frame.cursor = nil
        }
        if reportTop != nil, layout.arrangement != .tooSmall {
            drawReport(into: &frame)
            frame.cursor = nil
        }
        if isHelpVisible, layout.arrangement != .tooSmall {
            drawHelp(into: &frame)
            frame.cursor = nil
        }
        return frame
    }

    /// Just after the last character of the section text is arriving in, when that is in view.
    private func caretAtTextEnd() -> CursorPosition? {
        let rect = Self.introductionTextRect(layout)
        guard let section = snapshot.activeSection ?? result.sections.last, let end = result.end(of: section) else {
            return CursorPosition(row: rect.top, column: rect.left)
        }
        guard end.row >= scroll.top, end.row < scroll.top + rect.height else { return nil }
        return CursorPosition(row: rect.top + end.row - scroll.top, column: min(rect.left + end.column, columns - 1))
    }

    /// On the chosen section's marker, when its header is in view.
    private func chosenHeaderPosition() -> CursorPosition? {
        let rect = Self.introductionTextRect(layout)
        guard result.showsHeaders, let chosenSection, let rows = result.rows(of: chosenSection),
            rows.lowerBound >= scroll.top, rows.lowerBound < scroll.top + rect.height
        else { return nil }
        return CursorPosition(row: rect.top + rows.lowerBound - scroll.top, column: rect.left)
    }

    private func drawTooSmall(into frame: inout ScreenFrame) {
        let notice = [
            tr("terminal too small"),
            tr(
                "need %1$sx%2$s, have %3$sx%4$s", ScreenLayout.minimumColumns, ScreenLayout.minimumLines, columns,
                lines),
        ]
        let first = max(0, (lines - 1) / 2 - 1)
        for (offset, text) in notice.enumerated() where first + offset < lines - 1 {
            let fitted = DisplayWidth.truncate(text, width: columns)
            let column = max(0, (columns - DisplayWidth.of(fitted)) / 2)
            frame.rows[first + offset] = [Span(column: column, text: fitted, style: .normal)]
        }
    }

    private mutating func drawForm(into frame: inout ScreenFrame) {
        let rect = layout.form
        let labelColumn = rect.left + 1
        let fieldColumn = labelColumn + Self.labelWidth
        let fieldWidth = max(1, rect.width - Self.labelWidth - 2)
        var row = rect.top
        for field in FormField.allCases where !field.isOption {
            let height = field == .notes ? layout.notesRows : 1
            let focused = !isResultFocused && form.focus == field
            if isMarkedUnused(field) {
                frame.rows[row].append(Span(column: rect.left, text: Self.unusedMarker, style: .unusedMark))
            }
            frame.rows[row].append(
                Span(column: labelColumn, text: field.label, style: focused ? .focusedLabel : .label)
            )
            if focused {
                var viewport: (rows: [String], cursorRow: Int, cursorColumn: Int) = ([], 0, 0)
                form.updateEditor(field) { viewport = $0.viewport(width: fieldWidth, height: height) }
                for (offset, text) in viewport.rows.enumerated() where !text.isEmpty {
                    frame.rows[row + offset].append(Span(column: fieldColumn, text: text, style: .normal))
                }
                frame.cursor = CursorPosition(
                    row: row + viewport.cursorRow, column: fieldColumn + viewport.cursorColumn)
            } else if let editor = form.editor(field), editor.characters.isEmpty {
                let hint = DisplayWidth.fit(field.placeholder, width: fieldWidth)
                frame.rows[row].append(Span(column: fieldColumn, text: hint, style: .placeholder))
            } else if let editor = form.editor(field) {
                for (offset, line) in editor.lines.prefix(height).enumerated() {
                    let text = DisplayWidth.fit(line, width: fieldWidth)
                    if !text.isEmpty {
                        frame.rows[row + offset].append(Span(column: fieldColumn, text: text, style: .normal))
                    }
                }
            }
            row += height
        }
        // Language, tone and length share one row; the label names the focused one.
        let optionFocused = !isResultFocused && form.focus.isOption && form.focus != .occasion
        frame.rows[row].append(
            Span(
                column: labelColumn,
                text: optionFocused ? form.focus.label : tr("Options"),
                style: optionFocused ? .focusedLabel : .label
            )
        )
        var column = fieldColumn
        for field in [FormField.language, .tone, .length] {
            let value = form.optionValue(field)
            let focused = !isResultFocused && form.focus == field
            let text = focused ? "‹\(value)›" : " \(value) "
            guard column + DisplayWidth.of(text) <= rect.left + rect.width else { break }
            frame.rows[row].append(Span(column: column, text: text, style: focused ? .selectedOption : .normal))
            column += DisplayWidth.of(text) + 1
        }
        drawOccasion(into: &frame, row: row + 1, labelColumn: labelColumn, fieldColumn: fieldColumn, rect: rect)
    }

    /// The occasion's row: its name, and what it is while there is room ("x  a social profile bio (≤ 160 …").
    private func drawOccasion(into frame: inout ScreenFrame, row: Int, labelColumn: Int, fieldColumn: Int, rect: Rect) {
        guard row < rect.top + rect.height else { return }
        let focused = !isResultFocused && form.focus == .occasion
        frame.rows[row].append(
            Span(column: labelColumn, text: FormField.occasion.label, style: focused ? .focusedLabel : .label))
        let value = form.optionValue(.occasion)
        let text = focused ? "‹\(value)›" : " \(value) "
        let room = rect.left + rect.width - fieldColumn - 1
        guard DisplayWidth.of(text) <= room else { return }
        frame.rows[row].append(Span(column: fieldColumn, text: text, style: focused ? .selectedOption : .normal))
        let summaryColumn = fieldColumn + DisplayWidth.of(text) + 1
        let summary = DisplayWidth.truncate(
            Self.shownSummary(form.options.occasion), width: room - DisplayWidth.of(text) - 1)
        if !summary.isEmpty { frame.rows[row].append(Span(column: summaryColumn, text: summary, style: .placeholder)) }
    }

    private func drawDivider(into frame: inout ScreenFrame) {
        let rect = layout.divider
        let lineCount = result.lineCount
        let textRect = Self.introductionTextRect(layout)
        let below = max(0, lineCount - scroll.top - textRect.height)
        let above = scroll.top
        var hint = ""
        if above > 0 { hint += " ↑\(above)" }
        if below > 0 { hint += " ↓\(below)" }
        switch layout.arrangement {
        case .sideBySide:
            for row in rect.top..<(rect.top + rect.height) {
                frame.rows[row].append(Span(column: rect.left, text: "│", style: .divider))
            }
            frame.rows[layout.introduction.top] += titleSpans(
                prefix: "", suffix: hint, column: layout.introduction.left + 1, width: layout.introduction.width - 2)
        case .stacked:
            let head = "── " + Self.paneTitle + hint + " "
            let fill = String(repeating: "─", count: max(0, rect.width - DisplayWidth.of(head)))
            frame.rows[rect.top] += titleSpans(
                prefix: "── ", suffix: hint + " " + fill, column: rect.left, width: rect.width)
        case .tooSmall:
            break
        }
    }

    static var paneTitle: String { tr("Introduction") }

    /// The pane's title between rule pieces, cut to `width`; the title itself stands out while the pane has the focus.
    private func titleSpans(prefix: String, suffix: String, column: Int, width: Int) -> [Span] {
        let whole = DisplayWidth.truncate(prefix + Self.paneTitle + suffix, width: width)
        guard isResultFocused, whole.hasPrefix(prefix + Self.paneTitle) else {
            return [Span(column: column, text: whole, style: .divider)]
        }
        var spans: [Span] = []
        if !prefix.isEmpty { spans.append(Span(column: column, text: prefix, style: .divider)) }
        let titleColumn = column + DisplayWidth.of(prefix)
        spans.append(Span(column: titleColumn, text: Self.paneTitle, style: .focusedLabel))
        let rest = String(whole.dropFirst(prefix.count + Self.paneTitle.count))
        if !rest.isEmpty {
            spans.append(Span(column: titleColumn + DisplayWidth.of(Self.paneTitle), text: rest, style: .divider))
        }
        return spans
    }

    private func drawIntroduction(into frame: inout ScreenFrame) {
        let rect = Self.introductionTextRect(layout)
        if result.isEmpty, !result.showsHeaders {
            let hint =
                switch snapshot.state {
                case .generating: "…"
                case .idle: tr("Fill in the profile, then press Ctrl-G to write your introduction.")
                default: ""
                }
            let wrapped = WrappedText(width: rect.width, text: hint).lines
            for (offset, line) in wrapped.prefix(rect.height).enumerated() where !line.text.isEmpty {
                frame.rows[rect.top + offset].append(Span(column: rect.left, text: line.text, style: .placeholder))
            }
            drawFailure(into: &frame, rect: rect, textRows: 0)
            return
        }
        let visible = result.rows(from: scroll.top, count: rect.height)
        for (offset, row) in visible.enumerated() {
            switch row.kind {
            case .gap:
                break
            case .header(let section):
                frame.rows[rect.top + offset].append(header(section, width: rect.width, column: rect.left))
            case .text:
                if !row.text.isEmpty {
                    frame.rows[rect.top + offset].append(Span(column: rect.left, text: row.text, style: .normal))
                }
            case .note:
                frame.rows[rect.top + offset].append(Span(column: rect.left, text: row.text, style: .placeholder))
            }
        }
        drawFailure(into: &frame, rect: rect, textRows: visible.count)
    }

    /// A section's header: quiet, unless it is the chosen section, which carries a marker (seen without colour)
    /// and is reversed while the pane has the focus.
    private func header(_ section: IntroductionSection, width: Int, column: Int) -> Span {
        guard section == chosenSection else {
            return Span(
                column: column, text: DisplayWidth.truncate(section.shownTitle, width: width), style: .sectionHeader)
        }
        let text = DisplayWidth.truncate(Self.chosenMarker + section.shownTitle, width: width)
        return Span(column: column, text: text, style: isResultFocused ? .chosenSectionHeader : .sectionHeader)
    }

    /// Marks the chosen section's header.
    static let chosenMarker = "▸ "

    /// The whole error sentence, wrapped, under the text: the status line may have to cut it, and it says what
    /// to do. With no room left below the text it takes the last rows (at most three); PgUp shows what it hides.
    private func drawFailure(into frame: inout ScreenFrame, rect: Rect, textRows: Int) {
        guard case .failed(let reason) = snapshot.state, rect.height > 0 else { return }
        let sentence = TextSanitizer.messageLine(describing: reason)
        let wrapped = WrappedText(width: rect.width, text: sentence).lines
        let room = rect.height - textRows - (textRows > 0 ? 1 : 0)
        let shown = wrapped.prefix(room > 0 ? room : min(3, rect.height))
        let first = room > 0 ? rect.top + rect.height - room : rect.top + rect.height - shown.count
        for (offset, line) in shown.enumerated() {
            frame.rows[first + offset] = frame.rows[first + offset].filter { $0.column < rect.left }
            frame.rows[first + offset].append(Span(column: rect.left, text: line.text, style: .statusError))
        }
    }

    private mutating func drawStatus(into frame: inout ScreenFrame) {
        let rect = layout.status
        if instruction != nil { return drawInstruction(into: &frame, rect: rect) }
        let safeMessage = (question?.prompt ?? message).map { TextSanitizer.messageLine($0) }
        var shown = snapshot
        if isShowingGeneration {
            shown.metrics.elapsed += timeSinceSnapshot
            shown.metrics = statusMetrics(shown.metrics)
        }
        // Before the first generation the source the next one will use is named (the one chosen with F3).
        let label = snapshot.state == .idle ? sourceTitle ?? snapshot.sourceLabel : snapshot.sourceLabel
        shown.sourceLabel = TextSanitizer.messageLine(Self.shownSource(label))
        let text = " " + StatusLine.text(snapshot: shown, message: safeMessage, keys: statusKeys, width: rect.width - 2)
        let padded = text + String(repeating: " ", count: max(0, rect.width - DisplayWidth.of(text)))
        var isError = false
        if case .failed = snapshot.state { isError = true }
        frame.rows[rect.top] = [Span(column: 0, text: padded, style: isError ? .statusError : .status)]
    }

    /// The Ctrl-T prompt over the whole status row, with the cursor in the instruction; a message (why the instruction
    /// was not sent) comes first when there is one.
    private mutating func drawInstruction(into frame: inout ScreenFrame, rect: Rect) {
        let lead = " " + (message.map { TextSanitizer.messageLine($0) + " · " } ?? "") + instructionLabel
        let label = DisplayWidth.truncate(lead, width: max(0, rect.width - 8))
        let column = DisplayWidth.of(label)
        var viewport: (rows: [String], cursorRow: Int, cursorColumn: Int) = ([], 0, 0)
        if var editor = instruction {
            viewport = editor.viewport(width: max(1, rect.width - column - 1), height: 1)
            instruction = editor
        }
        let text = label + (viewport.rows.first ?? "")
        let padded = text + String(repeating: " ", count: max(0, rect.width - DisplayWidth.of(text)))
        frame.rows[rect.top] = [Span(column: 0, text: padded, style: .status)]
        frame.cursor = CursorPosition(row: rect.top, column: column + viewport.cursorColumn)
    }

    /// While streaming, the figures change once per displayed tenth of a second, not with every chunk: the
    /// numbers stay readable and the status row is not rewritten for each token. Held by the elapsed time as shown,
    /// so the figures change exactly when the shown time does.
    private mutating func statusMetrics(_ metrics: GenerationMetrics) -> GenerationMetrics {
        let elapsed = metrics.elapsed.formattedSeconds()
        if let held = heldStatusMetrics, held.generation == snapshot.generation, held.elapsed == elapsed {
            return held.metrics
        }
        heldStatusMetrics = (snapshot.generation, elapsed, metrics)
        return metrics
    }

    private func drawHelp(into frame: inout ScreenFrame) {
        let available = lines - 1
        let innerWidth = min(columns - 4, Self.helpLines.map { DisplayWidth.of($0) }.max() ?? 0)
        guard available >= 3, innerWidth > 0 else { return }
        let body = Array(Self.helpLines.prefix(available - 2))
        let top = max(0, (available - body.count - 2) / 2)
        let left = max(0, (columns - innerWidth - 4) / 2)
        let title = tr(" Keys (any key closes) ")
        let titleFill = max(0, innerWidth + 2 - DisplayWidth.of(title))
        var boxRows = [
            "┌" + DisplayWidth.truncate(title, width: innerWidth + 2) + String(repeating: "─", count: titleFill) + "┐"
        ]
        for line in body {
            let fitted = DisplayWidth.fit(line, width: innerWidth)
            boxRows.append("│ " + fitted + String(repeating: " ", count: innerWidth - DisplayWidth.of(fitted)) + " │")
        }
        boxRows.append("└" + String(repeating: "─", count: innerWidth + 2) + "┘")
        for (offset, text) in boxRows.enumerated() {
            frame.rows[top + offset] = [Span(column: left, text: text, style: .help)]
        }
    }
}
