/// One event of a generation as it is kept for resume and sent to every client: its place, its type and its data.
///
/// The data is one line of JSON (a frame or a section frame), so an event is written as at most three lines:
/// `id:`, `event:` for a section, `data:`.
package struct StreamEvent: Sendable, Equatable {
    /// What kind of event it is: a frame of the three fields, or an optional section event.
    package enum Kind: Sendable, Equatable {
        /// `{"content","status","error"}`, the event type `message` (no `event:` line).
        case frame
        /// `event: section`, ``IntroductionService/sectionFrame(_:text:item:)``.
        case section
    }

    /// The event's place in its generation, from 1.
    package var sequence: Int
    package var kind: Kind
    /// One line of JSON.
    package var data: String
    /// Whether this is the generation's last event (`completed` or `failed`).
    package var isLast: Bool

    package init(sequence: Int, kind: Kind, data: String, isLast: Bool) {
        self.sequence = sequence
        self.kind = kind
        self.data = data
        self.isLast = isLast
    }

    /// The bytes of the event on the wire: `id: <generation>:<sequence>` unless `withID` is false (the `drop_ids`
    /// fault), `event: section` for a section, the data, and the blank line that dispatches it.
    package func wire(generation: GenerationID, withID: Bool = true) -> [UInt8] {
        var text = ""
        if withID { text += "id: \(generation.text):\(sequence)\n" }
        if kind == .section { text += "event: section\n" }
        text += "data: "
        text += data
        text += "\n\n"
        return Array(text.utf8)
    }
}

/// An event before it has its place: what a generation hands its log to append.
package struct EventPayload: Sendable, Equatable {
    package var kind: StreamEvent.Kind
    package var data: String
    package var isLast: Bool

    package init(kind: StreamEvent.Kind, data: String, isLast: Bool = false) {
        self.kind = kind
        self.data = data
        self.isLast = isLast
    }
}
