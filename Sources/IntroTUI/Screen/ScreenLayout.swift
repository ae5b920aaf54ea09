/// A rectangle of terminal cells, origin top left.
struct Rect: Equatable, Sendable {
    var top: Int
    var left: Int
    var height: Int
    var width: Int

    static let empty = Rect(top: 0, left: 0, height: 0, width: 0)
}

/// Where each part of the screen goes for a terminal size.
///
/// At 100 columns or more the form and the introduction sit side by side, separated by a one
/// column rule; narrower, the form is on top and the introduction below a one row rule. Below
/// 40x12 nothing fits and the screen only says so.
struct ScreenLayout: Equatable, Sendable {
    enum Arrangement: Equatable, Sendable {
        case sideBySide
        case stacked
        case tooSmall
    }

    static let minimumColumns = 40
    static let minimumLines = 12
    static let sideBySideColumns = 100

    var arrangement: Arrangement
    var form: Rect
    /// The rule between form and introduction (a column or a row), holding the view's title.
    var divider: Rect
    var introduction: Rect
    var status: Rect
    /// Rows the notes field gets inside the form.
    var notesRows: Int

    /// Rows the form needs: five single-line fields, the notes, one row for language, tone and length, and one for
    /// the occasion (its names are long, and the row says what the chosen one is).
    static func formRows(notesRows: Int) -> Int { 5 + notesRows + 2 }

    init(columns: Int, lines: Int) {
        let status = Rect(top: max(0, lines - 1), left: 0, height: 1, width: max(0, columns))
        self.status = status
        guard columns >= Self.minimumColumns, lines >= Self.minimumLines else {
            arrangement = .tooSmall
            form = .empty
            divider = .empty
            introduction = .empty
            notesRows = 0
            return
        }
        let body = lines - 1
        if columns >= Self.sideBySideColumns {
            arrangement = .sideBySide
            let formWidth = min(60, max(Self.minimumColumns, columns * 2 / 5))
            notesRows = max(1, min(8, body - Self.formRows(notesRows: 0)))
            form = Rect(top: 0, left: 0, height: body, width: formWidth)
            divider = Rect(top: 0, left: formWidth, height: body, width: 1)
            introduction = Rect(top: 0, left: formWidth + 1, height: body, width: columns - formWidth - 1)
        } else {
            arrangement = .stacked
            // Give the introduction at least as many rows as the form keeps for notes beyond one.
            notesRows = body >= 24 ? 3 : 1
            let formHeight = Self.formRows(notesRows: notesRows)
            form = Rect(top: 0, left: 0, height: formHeight, width: columns)
            divider = Rect(top: formHeight, left: 0, height: 1, width: columns)
            introduction = Rect(top: formHeight + 1, left: 0, height: body - formHeight - 1, width: columns)
        }
    }
}
