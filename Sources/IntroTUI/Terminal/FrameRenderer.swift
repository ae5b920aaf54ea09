import CNcursesw

/// Draws frames into stdscr, touching only rows that differ from the previous frame, then
/// sends the result with one `wnoutrefresh` + `doupdate`. UI thread only.
///
/// Columns are placed as `DisplayWidth` counts them. Where ncurses would count a cluster
/// differently (ZWJ sequences, VS16 emoji: libc widths per scalar), the cluster's first part is
/// written and the cursor is moved to the column our layout expects, so one odd emoji cannot
/// shift the rest of the row.
struct FrameRenderer {
    private var drawn: [[Span]] = []
    private var cursorShown: Bool?

    /// Forgets what is on screen, so the next frame is drawn in full (resize, Ctrl-L, resume).
    mutating func invalidate() {
        drawn = []
        cursorShown = nil
    }

    mutating func draw(_ frame: ScreenFrame, theme: Theme) {
        let window = introgen_stdscr()
        let columns = Int(getmaxx(window))
        let full = drawn.count != frame.rows.count
        if full { _ = werase(window) }
        for (row, spans) in frame.rows.enumerated() where full || spans != drawn[row] {
            _ = wattr_set(window, introgen_a_normal(), 0, nil)
            _ = wmove(window, Int32(row), 0)
            _ = wclrtoeol(window)
            for span in spans {
                let style = theme.style(span.style)
                _ = wattr_set(window, style.attributes, style.pair, nil)
                put(span.text, row: row, column: span.column, limit: columns, window: window)
            }
        }
        _ = wattr_set(window, introgen_a_normal(), 0, nil)
        drawn = frame.rows
        let wantCursor = frame.cursor != nil
        if cursorShown != wantCursor {
            _ = curs_set(wantCursor ? 1 : 0)
            cursorShown = wantCursor
        }
        if let cursor = frame.cursor {
            _ = wmove(window, Int32(cursor.row), Int32(cursor.column))
        }
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    private func put(_ text: String, row: Int, column: Int, limit: Int, window: UnsafeMutablePointer<WINDOW>?) {
        var buffer: [wchar_t] = []
        var bufferColumn = column
        var x = column

        func flush() {
            guard !buffer.isEmpty else { return }
            buffer.append(0)
            _ = mvwaddnwstr(window, Int32(row), Int32(bufferColumn), buffer, -1)
            buffer.removeAll(keepingCapacity: true)
        }

        for character in text {
            let shown = DisplayWidth.displayable(character)
            let width = DisplayWidth.of(shown)
            if x + width > limit { break }
            let scalars = shown.unicodeScalars
            let special =
                scalars.count > 1
                && scalars.contains { $0 == DisplayWidth.zeroWidthJoiner || $0 == DisplayWidth.emojiPresentation }
            if special {
                flush()
                let head = scalars.prefix { $0 != DisplayWidth.zeroWidthJoiner }
                var cluster = head.map { wchar_t(bitPattern: $0.value) }
                cluster.append(0)
                _ = mvwaddnwstr(window, Int32(row), Int32(x), cluster, -1)
                x += width
                bufferColumn = x
            } else {
                if buffer.isEmpty { bufferColumn = x }
                buffer.append(contentsOf: scalars.map { wchar_t(bitPattern: $0.value) })
                x += width
            }
        }
        flush()
    }
}
