/// Writes the profile block of a prompt: one flat JSON object, one field per line.
///
/// Every string is escaped so that it stays on its line and inside its quotes whatever was typed: quotes,
/// backslashes and every control character (line breaks included) as JSON escapes, and `<`, `>`, `&`,
/// U+2028 and U+2029 as `\u` escapes, so a typed `</profile>` or a line starting "SYSTEM:" is still just
/// characters inside a JSON string. The result is valid JSON that decodes to exactly the values given.
enum ProfileJSON {
    enum Value: Equatable {
        case text(String)
        case list([String])
    }

    /// `{` … `}` over several lines, fields in the given order; nil when there is no field.
    static func object(_ fields: [(String, Value)]) -> String? {
        guard !fields.isEmpty else { return nil }
        let lines = fields.map { key, value in
            let encoded: String =
                switch value {
                case .text(let text): string(text)
                case .list(let items): "[" + items.map(string).joined(separator: ", ") + "]"
                }
            return "  " + string(key) + ": " + encoded
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }

    /// A JSON string literal that holds no raw control character and no `<`, `>` or `&`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                result += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += unicodeEscape(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
