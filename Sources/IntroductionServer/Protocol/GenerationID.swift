/// The name of one generation, the part of every event id before the colon.
///
/// 96 random bits written as 24 lowercase hex digits: unique across processes and machines without any
/// coordination (several instances sharing one resume log need that), and nothing a client could guess to read
/// another client's introduction.
package struct GenerationID: Hashable, Sendable, CustomStringConvertible {
    /// The id as it appears in event ids and paths.
    package let text: String

    /// A new random id.
    package static func random() -> GenerationID {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        for _ in 0..<3 {
            let word = String(generator.next() as UInt32, radix: 16)
            text += String(repeating: "0", count: 8 - word.count) + word
        }
        return GenerationID(checked: text)
    }

    /// An id from a client (a path, a `Last-Event-ID`): 1 to 64 letters, digits, `-` or `_`; nil otherwise.
    package init?(_ text: some StringProtocol) {
        guard (1...64).contains(text.utf8.count),
            text.utf8.allSatisfy({ byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x2D || byte == 0x5F
            })
        else { return nil }
        self.text = String(text)
    }

    private init(checked text: String) {
        self.text = text
    }

    package var description: String { text }
}
