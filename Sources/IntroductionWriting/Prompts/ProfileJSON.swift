import ProfileReading
import IncrementalJSON

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

    /// A JSON string literal that holds no raw control character and no `<`, `>` or `&` (JSONValue's writer, with
    /// markup escaped).
    static func string(_ text: String) -> String {
        var result = ""
        JSONValue.writeString(text, escapingMarkup: true, to: &result)
        return result
    }
}
