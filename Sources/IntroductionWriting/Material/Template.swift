import ProfileReading

/// Fills `{slot}` placeholders in phrase material and prompt templates.
enum Template {
    /// Replaces each `{slot}` that has a value in one pass, so a value that itself holds braces (typed by the
    /// person) is never read as a slot; a slot without a value is left as it is.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// The slot names a template uses, in order.
    static func slots(in template: String) -> [String] {
        var slots: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            slots.append(String(rest[afterOpen..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return slots
    }
}
