/// A JSON number, kept as the text it was written with (valid JSON number grammar), so nothing is rounded
/// until someone asks for a Swift number.
package struct JSONNumber: Sendable, Equatable, CustomStringConvertible {
    /// The number exactly as written, for example `-12.5e3`.
    package let text: String

    /// A number already known to be valid JSON number text (the reader checked the grammar).
    package init(validText text: String) {
        self.text = text
    }

    /// An integer.
    package init(_ value: Int) {
        text = String(value)
    }

    /// The value as an `Int` when it is written as an integer (no fraction, no exponent) that fits.
    package var int: Int? { Int(text) }

    /// The value as the nearest `Double` (infinite when the exponent is out of range).
    package var double: Double { Double(text) ?? .nan }

    /// The text as written.
    package var description: String { text }
}
