/// How introgen reads text a person typed into a profile: the one cleaner and the one list splitter.
///
/// Profile text is untrusted (it may be pasted from anywhere, and it ends up on screen, in prompts and in
/// saved files), so everything that reads a profile field goes through ``printable(_:keepingLines:)``
/// first. Lists typed into one field (skills) are split by ``items(_:)``; the offline composer also
/// splits at list-joining words ("and", 「と」) when it understands the profile, which the input side
/// must not do (it would cut "Research and Development" in the saved profile).
public enum ProfileText {
    /// The text without anything a terminal would act on, trimmed.
    ///
    /// Removed: C0 and C1 controls and DEL together with the escape sequences they introduce (CSI, and
    /// OSC/DCS strings up to their terminator), and bidirectional overrides and isolates. Tabs become
    /// spaces and runs of spaces become one. Line breaks (including U+2028/U+2029 and CR LF) become one
    /// `\n` when `keepingLines`, else a space; blank lines are dropped either way.
    public static func printable(_ text: String, keepingLines: Bool = false) -> String {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var pendingSpace = false
        var skipping = Skip.none

        func endLine() {
            if !line.isEmpty { lines.append(String(line)) }
            line = String.UnicodeScalarView()
            pendingSpace = false
        }

        for scalar in text.unicodeScalars {
            if skipping != .none {
                skipping = skipping.after(scalar)
                continue
            }
            switch scalar.value {
            case 0x1B:
                skipping = .escape
            case 0x9B:
                skipping = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipping = .controlString
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                if keepingLines { endLine() } else { pendingSpace = !line.isEmpty }
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFEFF:
                if scalar == "\t" { pendingSpace = !line.isEmpty }
            default:
                if scalar.properties.isWhitespace {
                    pendingSpace = !line.isEmpty
                } else {
                    if pendingSpace { line.append(" ") }
                    pendingSpace = false
                    line.append(scalar)
                }
            }
        }
        endLine()
        return lines.joined(separator: keepingLines ? "\n" : " ")
    }

    /// The items of a list typed into one field, in order: split at commas (`,` `、` `，`), semicolons
    /// (`;` `；`) and line breaks, each item made printable; empty items dropped. Duplicates are kept
    /// (the profile keeps what was typed; writers de-duplicate).
    public static func items(_ text: String) -> [String] {
        printable(text, keepingLines: true)
            .split(whereSeparator: { ",、，;；\n".contains($0) })
            .map { printable(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// Where an escape sequence being skipped has got to.
    private enum Skip: Equatable {
        case none
        /// After ESC: one more character decides what follows.
        case escape
        /// Inside CSI: parameters until a final byte in `@`…`~`.
        case controlSequence
        /// Inside OSC, DCS, SOS, PM or APC: until BEL, ST or ESC `\`.
        case controlString
        case controlStringEscape

        func after(_ scalar: Unicode.Scalar) -> Skip {
            let value = scalar.value
            switch self {
            case .none: return .none
            case .escape:
                switch value {
                case 0x5B: return .controlSequence
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return .controlString
                case 0x20...0x2F: return .escape
                default: return .none
                }
            case .controlSequence:
                return (0x20...0x3F).contains(value) ? .controlSequence : .none
            case .controlString:
                switch value {
                case 0x07, 0x9C: return .none
                case 0x1B: return .controlStringEscape
                default: return .controlString
                }
            case .controlStringEscape:
                return .none
            }
        }
    }
}
