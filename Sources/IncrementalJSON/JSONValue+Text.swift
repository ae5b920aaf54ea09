extension JSONValue {
    /// The value as compact JSON, members in their order: schemas and introductions keep the order they are
    /// written in (a model writes an object's members in its schema's order, so the schema's order is the order
    /// the sections fill in). Strings escape quote, backslash and every C0 and C1 control character, so the text
    /// is safe to print on a terminal.
    package var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the JSON text of this value to `output`.
    package func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let number): output += number.text
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// `text` as a JSON string literal, quotes included: the one JSON string writer above the byte-level
    /// `JSONLineEncoder`.
    ///
    /// With `escapingMarkup`, `<`, `>`, `&`, U+2028 and U+2029 become `\u` escapes too, so the literal can stand
    /// between markup tags (a prompt's `<profile>` block: a typed `</profile>` stays characters) and never breaks a
    /// line for readers that take U+2028/U+2029 as line ends. The JSON decodes to the same text either way.
    package static func writeString(_ text: String, escapingMarkup: Bool = false, to output: inout String) {
        output += "\""
        var run = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            let escape: String
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\u{08}": escape = "\\b"
            case "\u{0C}": escape = "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                escape = unicodeEscape(scalar)
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                guard escapingMarkup else { continue }
                escape = unicodeEscape(scalar)
            default:
                continue
            }
            output.unicodeScalars.append(contentsOf: scalars[run..<index])
            output += escape
            run = scalars.index(after: index)
        }
        output.unicodeScalars.append(contentsOf: scalars[run...])
        output += "\""
    }

    /// `\u003c`: four lowercase hex digits.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
