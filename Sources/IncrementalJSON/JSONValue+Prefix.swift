extension JSONValue {
    /// Whether `later` could be this partial value read further: strings only grow at their end (compared as
    /// UTF-8, so `e` is a prefix of `é` written as `e` plus a combining accent), arrays and objects only gain
    /// elements and members at their end, every element and member but the last is unchanged, and the last may
    /// still grow. Scalars must be equal.
    package func isPrefix(of later: JSONValue) -> Bool {
        switch (self, later) {
        case (.string(let text), .string(let longer)):
            return longer.utf8.starts(with: text.utf8)
        case (.array(let elements), .array(let longer)):
            return Self.isPrefix(elements, of: longer) { $0.isPrefix(of: $1) }
        case (.object(let members), .object(let longer)):
            return Self.isPrefix(members, of: longer) { $0.key == $1.key && $0.value.isPrefix(of: $1.value) }
        default:
            return self == later
        }
    }

    private static func isPrefix<Element: Equatable>(
        _ shorter: [Element], of longer: [Element], lastGrows: (Element, Element) -> Bool
    ) -> Bool {
        guard let last = shorter.indices.last else { return true }
        guard longer.count >= shorter.count else { return false }
        return shorter[..<last] == longer[..<last] && lastGrows(shorter[last], longer[last])
    }
}
