package import IncrementalJSON
package import IntroductionCore

/// Turns the JSON of an introduction object, fed in pieces as a model writes it, into ``PartialIntroduction``
/// snapshots that obey the streaming rule (each extends the previous one).
///
/// Fed the text of `{"headline":…,"introduction":…,"highlights":[…],"bio":…}` in any split (a model's content
/// deltas, or Anthropic's `partial_json` pieces), it reads with ``JSONReader`` and applies each event to the
/// snapshot, so a feed costs time in proportion to its own bytes. In lenient mode (the default) a preamble and
/// code fences around the object are skipped.
///
/// What it keeps and what it ignores:
/// - a field appears when its value starts (a string as `""`, the highlight list as `[]`) and grows from there;
/// - unknown keys, and anything nested below the fields, are ignored;
/// - **a field whose value has the wrong type is ignored** (left absent), as is a highlight that is not a string:
///   the four sections are independent, and a model that wrote a number for the bio should not cost the person
///   the three good ones; the screen shows the section empty and regenerating is one key away;
/// - `null` leaves a field absent (models write it for "nothing to say");
/// - a field written a second time is ignored: the first one may already be on screen, and replacing it would
///   break the streaming rule.
/// A top-level value that is not an object (strict mode) is an error; malformed JSON is an error that keeps the
/// snapshot read so far.
package struct IntroductionAssembler: Sendable {
    private var reader: JSONReader
    private var builder = Builder()

    /// - Parameter mode: `lenient` for a model's answer (preamble, fences), `strict` for text known to be bare JSON
    ///   (a tool's input).
    package init(mode: JSONReader.Mode = .lenient) {
        reader = JSONReader(mode: mode, maxDepth: 32)
    }

    /// The snapshot so far; still available after an error.
    package var partial: PartialIntroduction { builder.partial }

    /// Bytes the reader has consumed so far (see ``JSONReader/bytesExamined``).
    package var bytesExamined: Int { reader.bytesExamined }

    /// The edits the last ``edits(for:)`` made, also when it threw (they are applied to ``partial`` either way).
    package var lastFeedEdits: [IntroductionEdit] { builder.edits }

    /// Whether the object's closing brace has been read.
    package var isComplete: Bool { reader.isComplete }

    /// Reads the next piece; returns the new snapshot when the piece changed it, nil when it did not.
    ///
    /// - Throws: `JSONReaderError` for malformed JSON or a value that is not an object; ``partial`` keeps what
    ///   was read before.
    package mutating func feed(_ bytes: some Sequence<UInt8>) throws -> PartialIntroduction? {
        try edits(for: bytes).isEmpty ? nil : builder.partial
    }

    /// Reads the next piece and returns what it changed, as edits that extend the snapshot (see
    /// ``IntroductionEdit``): what a source streams, without copying the text written so far.
    ///
    /// - Throws: `JSONReaderError` as ``feed(_:)`` does; the edits read before the error are applied to
    ///   ``partial`` but not returned.
    package mutating func edits(for bytes: some Sequence<UInt8>) throws -> [IntroductionEdit] {
        builder.edits.removeAll(keepingCapacity: true)
        try reader.read(bytes, into: &builder)
        return builder.edits
    }

    /// Reads the next piece of text (see ``feed(_:)``).
    package mutating func feed(_ text: String) throws -> PartialIntroduction? {
        try feed(text.utf8)
    }

    /// Ends the input and returns the introduction, every field not written empty.
    ///
    /// - Throws: `JSONReaderError` when the object is incomplete (``partial`` keeps what was read).
    package mutating func finish() throws -> Introduction {
        try reader.finish(into: &builder)
        return Introduction(builder.partial)
    }

    /// Applies events to the snapshot, tracking depth so that only the four fields are read.
    private struct Builder: JSONEventSink {
        var partial = PartialIntroduction()
        /// The edits made by the current feed, already applied to `partial`.
        var edits: [IntroductionEdit] = []
        /// Open containers around the current event (1: inside the introduction object).
        private var depth = 0
        /// The field whose value comes next, at depth 1; nil for an unknown or repeated key.
        private var field: IntroductionSection?
        /// The text field whose string is streaming.
        private var streaming: IntroductionSection?
        /// Whether the highlight list is open (depth 2 is inside it), and whether one of its items is streaming.
        private var inHighlights = false
        private var streamingItem = false
        /// Fields that took a value; a second one is ignored.
        private var written: Set<String> = []

        mutating func receive(_ event: JSONEvent) throws {
            guard depth > 0 else {
                guard event == .objectStart else {
                    throw JSONReaderError(.wrongShape(path: "the answer", expected: "an object"), at: 0)
                }
                depth = 1
                return
            }
            // Only a value directly inside the object can belong to a field; whatever it is, the key is used up.
            let field = depth == 1 ? self.field : nil
            if depth == 1 && !Self.isKey(event) { self.field = nil }
            switch event {
            case .key(let key):
                if depth == 1 { self.field = written.contains(key) ? nil : IntroductionSection(rawValue: key) }
            case .arrayStart:
                if field == .highlights {
                    written.insert(IntroductionSection.highlights.rawValue)
                    inHighlights = true
                    make(.startHighlights)
                }
                depth += 1
            case .objectStart:
                depth += 1
            case .objectEnd, .arrayEnd:
                depth -= 1
                if depth == 1 { inHighlights = false }
            case .stringStart:
                if let field, field != .highlights {
                    written.insert(field.rawValue)
                    streaming = field
                    make(.append(field, ""))
                } else if depth == 2 && inHighlights {
                    streamingItem = true
                    make(.startHighlight)
                }
            case .stringText(let text):
                if let streaming {
                    make(.append(streaming, text))
                } else if streamingItem {
                    make(.append(.highlights, text))
                }
            case .stringEnd:
                streaming = nil
                streamingItem = false
            case .number, .bool, .null:
                // A wrong type (or null) leaves the field absent, and free for a later, well-typed value.
                break
            }
        }

        private static func isKey(_ event: JSONEvent) -> Bool {
            if case .key = event { return true }
            return false
        }

        /// Applies in place: the snapshot handed out last shares the strings, so only the first append after a
        /// snapshot copies one.
        private mutating func make(_ edit: IntroductionEdit) {
            partial.apply(edit)
            edits.append(edit)
        }
    }
}
