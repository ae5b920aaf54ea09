/// A screen captured from tmux, read the way a person reads it: the form, the introduction, the status line.
///
/// It knows the app's layout only as far as a person sees it: side by side the introduction is right of the
/// first `│` on every row below its title; stacked it is every row below the `── Introduction` rule.
public struct CapturedScreen {
    public var rows: [String]

    public init(_ rows: [String]) {
        self.rows = rows
    }

    /// The bottom row, trimmed.
    public var status: String {
        (rows.last ?? "").trimmingSpaces
    }

    /// The introduction's rows as shown (trailing spaces removed, empty rows kept in between).
    public var introductionRows: [String] {
        guard rows.count > 1 else { return [] }
        let body = rows.dropLast()
        var shown: [String] = []
        if let rule = body.firstIndex(where: { $0.hasPrefix("── Introduction") }) {
            shown = body[(rule + 1)...].map(\.trimmingSpaces)
        } else {
            shown = body.dropFirst().map { row in
                guard let bar = row.firstIndex(of: "│") else { return "" }
                return String(row[row.index(after: bar)...]).trimmingSpaces
            }
        }
        while shown.last?.isEmpty == true { shown.removeLast() }
        return shown
    }

    /// The introduction's text as one string: rows joined by `separator` (" " for English, "" for Japanese,
    /// which wraps between characters).
    public func introduction(joinedBy separator: String = " ") -> String {
        introductionRows.filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// The result's sections in screen order, read by their header rows: each title (without the chosen
    /// section's `▸ ` marker), whether it is marked, and its non-empty rows. Empty when the result has no headers.
    public var sections: [(title: String, isChosen: Bool, rows: [String])] {
        let titles = ["Headline", "Introduction", "Highlights", "Bio"]
        var found: [(title: String, isChosen: Bool, rows: [String])] = []
        for row in introductionRows {
            let isChosen = row.hasPrefix("▸ ")
            let title = isChosen ? String(row.dropFirst(2)) : row
            if titles.contains(title) {
                found.append((title, isChosen, []))
            } else if !found.isEmpty, !row.isEmpty {
                found[found.count - 1].rows.append(row)
            }
        }
        return found
    }

    /// Display columns of `text` as a terminal counts them: East Asian wide and fullwidth characters and
    /// emoji are two columns, everything else one.
    public static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
                total + 2
            case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F:
                total
            default:
                total + 1
            }
        }
    }
}

extension String {
    public var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        while text.first == " " { text.removeFirst() }
        return String(text)
    }
}
