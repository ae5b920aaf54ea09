import FoundationEssentials
import SafeText

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
    /// Terminal control goes as ``TextSanitizer`` removes it (the one cleaner for untrusted text: controls,
    /// the escape sequences they introduce, bidirectional overrides). Then tabs become spaces and runs of spaces
    /// one; line breaks (CR LF, a lone CR, U+2028/U+2029) become one `\n` when `keepingLines`, else a space;
    /// blank lines are dropped either way.
    public static func printable(_ text: String, keepingLines: Bool = false) -> String {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var pendingSpace = false

        func endLine() {
            if !line.isEmpty { lines.append(String(line)) }
            line = String.UnicodeScalarView()
            pendingSpace = false
        }

        // A lone CR ends a line too (pasted from old files); the sanitiser would drop it.
        let unified = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        for scalar in TextSanitizer.sanitize(unified).unicodeScalars {
            if scalar == "\n" {
                if keepingLines { endLine() } else { pendingSpace = !line.isEmpty }
            } else if scalar.properties.isWhitespace {
                pendingSpace = !line.isEmpty
            } else {
                if pendingSpace { line.append(" ") }
                pendingSpace = false
                line.append(scalar)
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
}
