/// Encodes Server-Sent Events as a server would write them, for scripting responses and feeding parsers.
public enum SSEWire {
    /// The bytes of one event: optional `id:`, `event:`, `retry:` lines, one `data:` line per line of `data`,
    /// then the blank line that dispatches it.
    public static func event(id: String? = nil, event: String? = nil, data: String, retry: Int? = nil) -> [UInt8] {
        var text = ""
        if let id { text += "id: \(id)\n" }
        if let event { text += "event: \(event)\n" }
        if let retry { text += "retry: \(retry)\n" }
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        text += "\n"
        return Array(text.utf8)
    }

    /// The bytes of numbered events `ids` (each `id: n`, `data: <prefix>n`), concatenated.
    public static func numberedEvents(_ ids: some Sequence<Int>, dataPrefix: String = "event ") -> [UInt8] {
        ids.flatMap { event(id: String($0), data: "\(dataPrefix)\($0)") }
    }
}
