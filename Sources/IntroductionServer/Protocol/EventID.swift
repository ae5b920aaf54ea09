/// An event's id, `<generation>:<sequence>`: which generation, and the event's place in it (from 1).
///
/// What `Last-Event-ID` carries back: a resume sends every event of that generation after that sequence.
/// `<generation>:0` names the place before the first event.
package struct EventID: Hashable, Sendable, CustomStringConvertible {
    package var generation: GenerationID
    package var sequence: Int

    package init(generation: GenerationID, sequence: Int) {
        self.generation = generation
        self.sequence = sequence
    }

    /// Reads `generation:sequence`; nil for anything else (no colon, a bad generation, a sequence that is not a
    /// whole number from 0).
    package init?(_ text: String) {
        guard let colon = text.utf8.lastIndex(of: UInt8(ascii: ":")),
            let generation = GenerationID(text[..<colon]),
            let sequence = Int(text[text.index(after: colon)...]), sequence >= 0
        else { return nil }
        self.init(generation: generation, sequence: sequence)
    }

    package var description: String { "\(generation.text):\(sequence)" }
}
