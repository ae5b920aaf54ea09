/// A JSON value as the reader produces it: objects keep their members in the order written (duplicates too),
/// numbers keep the text they were written with.
///
/// A partial value (from ``JSONValueAssembler``) has the same shape; only its last open string, array or object
/// may still grow.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One member of an object, in the order it was written.
    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the last member named `key` (the one JSONSerialization and JSONDecoder would keep).
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The text of a string value.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
