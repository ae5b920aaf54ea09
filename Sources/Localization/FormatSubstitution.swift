/// Replaces `%s`, `%N$s` and `%%` in a c-format string, as `printf` would for string arguments.
///
/// Only what the catalogue's messages use: a conversion other than `s` (or a malformed one) is copied as written,
/// so a stray `%` in a translation never loses text. Plain `%s` takes the values in order, positional ones the
/// N-th value (1-based); C forbids mixing the two in one string and `msgfmt --check-format` refuses it.
package enum FormatSubstitution {
    package static func fill(_ format: String, with values: [String]) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var result = ""
        var next = 0
        var scalars = format.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            result.unicodeScalars.append(contentsOf: scalars[..<percent])
            let rest = scalars[scalars.index(after: percent)...]
            if rest.first == "%" {
                result.append("%")
                scalars = rest.dropFirst()
            } else if rest.first == "s" {
                result.append(next < values.count ? values[next] : "%s")
                next += 1
                scalars = rest.dropFirst()
            } else if let (position, after) = positional(rest), position >= 1, position <= values.count {
                result.append(values[position - 1])
                scalars = after
            } else {
                result.append("%")
                scalars = rest
            }
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// `N$s` at the start of `text`: N and what follows the `s`.
    private static func positional(
        _ text: Substring.UnicodeScalarView
    ) -> (Int, Substring.UnicodeScalarView)? {
        var position = 0
        var digits = 0
        var index = text.startIndex
        while index < text.endIndex, ("0"..."9").contains(text[index]), digits < 3 {
            position = position * 10 + Int(text[index].value - 48)
            digits += 1
            index = text.index(after: index)
        }
        guard digits > 0, index < text.endIndex, text[index] == "$" else { return nil }
        index = text.index(after: index)
        guard index < text.endIndex, text[index] == "s" else { return nil }
        return (position, text[text.index(after: index)...])
    }
}
