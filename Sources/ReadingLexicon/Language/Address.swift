/// Addresses people type: a domain or URL ("rinaw.design", "https://carlos.dev/blog"), an e-mail address, a handle
/// ("@kenji_t"). They are names: written as typed in either language, never translated, re-cased or split.
package enum Address {
    /// Whether `text` is one address and nothing else.
    package static func isAddress(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(" "), text.allSatisfy(\.isASCII) else { return false }
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.") { return true }
        // "@kenji_t": a handle.
        if text.first == "@", text.count > 2,
            text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        {
            return true
        }
        // "rinaw.design", "carlos.dev/blog", "me@rina.dev": a dot between letters, and a final part of two letters or more.
        let host = text.split(separator: "/").first.map(String.init) ?? text
        let parts = host.split(separator: ".")
        guard parts.count >= 2, let last = parts.last, last.count >= 2, last.allSatisfy(\.isLetter) else {
            return false
        }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || "-_@".contains($0) }
        }
    }
}
