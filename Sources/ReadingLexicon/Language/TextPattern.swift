/// Text with slots, as the word list writes its clauses and times: "I run {x}", 「{x}を運営しています」, "on {x:day}s".
///
/// A slot is `{name}`, `{name:kind}` (the word in it must be of that kind: "pet", "person", "day"…), or in English
/// `{a_name}` (said with its article) and `{names}` (said in the plural); all three fill the slot `name`. Matching
/// ignores case, fills every slot with at least one character, and takes the shortest reading that matches the
/// whole text, so "I teach {x} to {y}" reads "I teach Japanese to people from abroad" as x = "Japanese".
package struct TextPattern: Sendable, Equatable {
    /// How an English slot is said.
    package enum Form: Sendable, Equatable {
        case plain, article, plural
    }

    package enum Part: Sendable, Equatable {
        case text(String)
        case slot(name: String, kind: String?, form: Form)
    }

    package let parts: [Part]

    package init(_ source: String) {
        var parts: [Part] = []
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            var name = String(rest[rest.index(after: open)..<close])
            var kind: String?
            if let colon = name.firstIndex(of: ":") {
                kind = String(name[name.index(after: colon)...])
                name = String(name[..<colon])
            }
            var form = Form.plain
            if name.hasPrefix("a_") {
                name = String(name.dropFirst(2))
                form = .article
            } else if name.count == 2, name.hasSuffix("s") {
                name = String(name.dropLast())
                form = .plural
            }
            parts.append(.slot(name: name, kind: kind, form: form))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    /// The slots' texts when the pattern matches the whole of `text`, or nil.
    package func match(_ text: String) -> [String: String]? {
        // Most patterns fail at an end: checked first, the search below runs for few of them.
        let lower = text.lowercased()
        if case .text(let first) = parts.first, !lower.hasPrefix(first.lowercased()) { return nil }
        if case .text(let last) = parts.last, !lower.hasSuffix(last.lowercased()) { return nil }
        let characters = Array(text)
        var captures: [String: String] = [:]
        func reads(_ part: Int, _ start: Int) -> Bool {
            guard part < parts.count else { return start == characters.count }
            switch parts[part] {
            case .text(let literal):
                let wanted = Array(literal)
                guard start + wanted.count <= characters.count,
                    zip(wanted, characters[start...]).allSatisfy(Self.sameIgnoringCase)
                else { return false }
                return reads(part + 1, start + wanted.count)
            case .slot(let name, _, _):
                guard start < characters.count else { return false }
                for end in (start + 1)...characters.count {
                    captures[name] = String(characters[start..<end])
                    if reads(part + 1, end) { return true }
                }
                captures[name] = nil
                return false
            }
        }
        return reads(0, 0) ? captures : nil
    }

    /// The pattern with every slot filled from `values` (a missing value leaves the slot empty).
    package func fill(_ values: [String: String]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .slot(let name, _, _): values[name] ?? ""
            }
        }
        .joined()
    }

    /// The slots of the pattern, in order.
    package var slots: [(name: String, kind: String?, form: Form)] {
        parts.compactMap { part in
            if case .slot(let name, let kind, let form) = part { return (name, kind, form) }
            return nil
        }
    }

    private static func sameIgnoringCase(_ pair: (Character, Character)) -> Bool {
        pair.0 == pair.1 || pair.0.lowercased() == pair.1.lowercased()
    }
}
