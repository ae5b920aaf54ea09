/// Reads a model's answer as it streams: the four-part introduction object, or plain text when the model ignored
/// the format (the text then fills the introduction alone).
///
/// Which one is decided on the answer's start. An answer whose first visible character is `{`, or that opens a
/// code fence, is the object. When the server enforced the schema anything else is plain text at once (a model
/// that respects the schema starts with `{`, and plain text should not wait). When the schema was only described
/// in the prompt, a model may write a preamble first: the text is held back until a `{` appears (the object, whose
/// preamble the lenient ``IntroductionAssembler`` skips) or `decisionBytes` pass without one, and then released as
/// the introduction. An object that turns out malformed before any part started is read as plain text too, so a
/// stray brace in a plain answer costs nothing; once a part has started, malformed JSON is an error (the parts so
/// far are kept by the session).
///
/// Chunk boundaries carry no meaning: the answer may be cut anywhere, inside a key, an escape or a character.
struct StructuredAnswerReader: Sendable {
    /// How much plain text may be held back while looking for the object.
    static let decisionBytes = 200

    private enum Mode {
        case undecided
        case object
        case text
    }

    private var mode = Mode.undecided
    /// What was read while the choice could still go either way: before the decision, and in object mode until
    /// a part started (to fall back to plain text).
    private var held = ""
    private var assembler = IntroductionAssembler(mode: .lenient)
    private var partStarted = false
    /// Whether a preamble may come before the object (the schema was only described in the prompt).
    private let allowsPreamble: Bool

    init(allowsPreamble: Bool) {
        self.allowsPreamble = allowsPreamble
    }

    /// The edits the next piece of the answer makes.
    ///
    /// - Throws: `SourceError.invalidFrame` when the object is malformed after a part started.
    mutating func read(_ text: String) throws -> [IntroductionEdit] {
        switch mode {
        case .text:
            return text.isEmpty ? [] : [.append(.introduction, text)]
        case .object:
            return try readObject(text)
        case .undecided:
            held += text
            let start = held.drop { $0.isWhitespace }
            guard let first = start.first else { return [] }
            if first == "{" || (allowsPreamble && held.contains("{")) || start.hasPrefix("```") {
                mode = .object
                let pending = held
                held = ""
                return try readObject(pending)
            }
            // A fence's first backticks may still be arriving.
            if "```".hasPrefix(start) { return [] }
            guard allowsPreamble, held.utf8.count < Self.decisionBytes else { return releaseAsText() }
            return []
        }
    }

    /// The edits still owed when the answer ends: plain text that was held back.
    mutating func finish() -> [IntroductionEdit] {
        switch mode {
        case .undecided: return releaseAsText()
        case .object: return partStarted ? [] : releaseAsText()
        case .text: return []
        }
    }

    private mutating func readObject(_ text: String) throws -> [IntroductionEdit] {
        if !partStarted { held += text }
        do {
            let edits = try assembler.edits(for: text.utf8)
            if !edits.isEmpty && !partStarted {
                partStarted = true
                held = ""
            }
            return edits
        } catch {
            guard partStarted else { return releaseAsText() }
            throw SourceError.invalidFrame(excerpt: String(text.prefix(80)))
        }
    }

    /// Gives up on the object: everything held back is the introduction's start, exactly as the model wrote it.
    private mutating func releaseAsText() -> [IntroductionEdit] {
        mode = .text
        let text = held
        held = ""
        return text.isEmpty ? [] : [.append(.introduction, text)]
    }
}
