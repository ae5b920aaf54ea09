import CNcursesw

/// The attributes and colour pair for each cell style: colours when the terminal has them and
/// NO_COLOR is unset or empty, otherwise a monochrome scheme of reverse, bold and dim.
struct Theme {
    private let table: [CellStyle: (attributes: attr_t, pair: Int16)]

    /// Must be called on the UI thread after the screen exists; starts colours when `useColor`.
    init(useColor: Bool) {
        let bold = introgen_a_bold()
        let reverse = introgen_a_reverse()
        let dim = introgen_a_dim()
        let normal = introgen_a_normal()
        if useColor, has_colors(), start_color() != ERR {
            _ = use_default_colors()
            _ = init_pair(1, Int16(COLOR_CYAN), -1)
            _ = init_pair(2, Int16(COLOR_BLACK), Int16(COLOR_CYAN))
            _ = init_pair(3, Int16(COLOR_WHITE), Int16(COLOR_RED))
            _ = init_pair(4, Int16(COLOR_BLUE), -1)
            _ = init_pair(5, Int16(COLOR_MAGENTA), -1)
            table = [
                .normal: (normal, 0),
                .label: (normal, 0),
                .focusedLabel: (bold, 1),
                .selectedOption: (bold, 2),
                .placeholder: (dim, 0),
                .divider: (normal, 4),
                .sectionHeader: (normal, 4),
                .chosenSectionHeader: (bold, 2),
                .unusedMark: (bold, 5),
                .status: (reverse, 0),
                .statusError: (bold, 3),
                .help: (bold, 0),
            ]
        } else {
            table = [
                .normal: (normal, 0),
                .label: (normal, 0),
                .focusedLabel: (bold | reverse, 0),
                .selectedOption: (reverse, 0),
                .placeholder: (dim, 0),
                .divider: (dim, 0),
                .sectionHeader: (dim, 0),
                .chosenSectionHeader: (bold | reverse, 0),
                .unusedMark: (bold | reverse, 0),
                .status: (reverse, 0),
                .statusError: (bold | reverse, 0),
                .help: (bold, 0),
            ]
        }
    }

    func style(_ style: CellStyle) -> (attributes: attr_t, pair: Int16) {
        table[style] ?? (introgen_a_normal(), 0)
    }

    /// NO_COLOR counts when set to any non-empty value (no-color.org).
    static func colorWanted(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }
}
