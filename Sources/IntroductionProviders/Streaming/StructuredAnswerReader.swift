import IncrementalJSON
import IntroductionCore

/// Reads a model's answer as it streams: the four-part introduction object, or plain text when the model ignored
/// the format (the text then fills the introduction alone).
///
/// Which one is decided on the answer's start. An answer whose first visible character is `{`, or that opens a
/// code fence, is the object. When the server enforced the schema anything else is plain text at once (a model
/// that respects the schema starts with `{`, and plain text should not wait). When the schema was only described
/// in the prompt, a model may write a preamble first: the text is held back until a `{` appears within its first
/// `decisionBytes` bytes (the object, whose preamble the lenient ``IntroductionAssembler`` skips) or that many bytes
/// pass without one, and then released as the introduction. An object that turns out malformed before any part
/// started is read as plain text too, so a stray brace in a plain answer costs nothing; once a part has started
/// (a field's value began, even an empty string), malformed JSON is an error that comes after the edits read
/// before it (see docs/decisions.md).
///
/// Chunk boundaries carry no meaning: the answer may be cut anywhere, inside a key, an escape or a character, and
/// the edits, applied in order, and the failure are the same for every cut (a function of the answer's bytes).
struct StructuredAnswerReader: Sendable {
    /// How much plain text may be held back while looking for the object: a `{` must start before this byte.
    static let decisionBytes = 200
    /// How much of the answer's start an error quotes.
    private static let excerptLength = 80

    /// What one piece of the answer did.
    struct Reading: Sendable, Equatable {
        /// The edits the piece made, in order.
        var edits: [IntroductionEdit]
        /// Malformed JSON after a part started (`SourceError.invalidFrame`): the answer ends after `edits`.
        var failure: SourceError?
    }

    private enum Mode {
        case undecided
        case object
        case text
        case failed(SourceError)
    }

    private var mode = Mode.undecided
    /// What was read while the choice could still go either way: before the decision, and in object mode until
    /// a part started (to fall back to plain text).
    private var held = ""
    /// The answer's first scalars, which an error quotes up to the offending byte (the same whatever the cuts).
    private var start = ""
    /// How many scalars `start` holds, kept here: counting them for every piece cost a quarter of decoding.
    private var startScalars = 0
    private var assembler = IntroductionAssembler(mode: .lenient)
    private var partStarted = false
    /// Whether a preamble may come before the object (the schema was only described in the prompt).
    private let allowsPreamble: Bool

    init(allowsPreamble: Bool) {
        self.allowsPreamble = allowsPreamble
    }

    /// The edits the next piece of the answer makes, and the failure that ends it if the object broke; after a
    /// failure every later piece reports the same failure and no edits.
    mutating func read(_ text: String) -> Reading {
        if startScalars < Self.excerptLength {
            let taken = text.unicodeScalars.prefix(Self.excerptLength - startScalars)
            start.unicodeScalars.append(contentsOf: taken)
            startScalars += taken.count
        }
        switch mode {
        case .failed(let failure):
            return Reading(edits: [], failure: failure)
        case .text:
            return Reading(edits: text.isEmpty ? [] : [.append(.introduction, text)])
        case .object:
            return readObject(text)
        case .undecided:
            held += text
            // Scalars and bytes, not characters: a cut between `{` and a combining mark must not change the choice.
            let visible = held.unicodeScalars.drop { $0.properties.isWhitespace }
            guard let first = visible.first else { return Reading(edits: []) }
            let fence: [Unicode.Scalar] = ["`", "`", "`"]
            if first == "{" || visible.starts(with: fence) || allowsPreamble && bracePrecedesDecision() {
                mode = .object
                let pending = held
                held = ""
                return readObject(pending)
            }
            // A fence's first backticks may still be arriving.
            if fence.starts(with: visible) { return Reading(edits: []) }
            guard allowsPreamble, held.utf8.count < Self.decisionBytes else { return Reading(edits: releaseAsText()) }
            return Reading(edits: [])
        }
    }

    /// The edits still owed when the answer ends: plain text that was held back. An object that never started one
    /// of the four parts (a model that wrote JSON with keys of its own) gives its strings as the introduction,
    /// one paragraph each, so no JSON syntax reaches the screen; text that only began with a brace is given as sent.
    mutating func finish() -> [IntroductionEdit] {
        switch mode {
        case .undecided: return releaseAsText()
        case .object where !partStarted:
            if let strings = Self.strings(inJSON: held), !strings.isEmpty {
                mode = .text
                held = ""
                return [.append(.introduction, strings.joined(separator: "\n\n"))]
            }
            return releaseAsText()
        case .object, .text, .failed: return []
        }
    }

    /// Whether the answer turned out to be plain text rather than the object (known once it ended).
    var isPlainText: Bool {
        if case .text = mode { return true }
        return false
    }

    /// The non-empty strings of one whole JSON value (fences and a preamble skipped), in the order written; nil when
    /// the text is not one.
    private static func strings(inJSON text: String) -> [String]? {
        var reader = JSONValueAssembler(mode: .lenient)
        guard (try? reader.feed(text.utf8)) != nil, let value = try? reader.finish() else { return nil }
        var found: [String] = []
        func collect(_ value: JSONValue) {
            switch value {
            case .string(let text) where !text.trimmed.isEmpty: found.append(text)
            case .array(let items): items.forEach(collect)
            case .object(let members): members.forEach { collect($0.value) }
            default: break
            }
        }
        collect(value)
        return found
    }

    /// Whether a `{` starts within the first `decisionBytes` bytes held.
    private func bracePrecedesDecision() -> Bool {
        held.utf8.prefix(Self.decisionBytes).contains(UInt8(ascii: "{"))
    }

    private mutating func readObject(_ text: String) -> Reading {
        if !partStarted { held += text }
        do {
            let edits = try assembler.edits(for: text.utf8)
            if !edits.isEmpty && !partStarted {
                partStarted = true
                held = ""
            }
            return Reading(edits: edits)
        } catch {
            // The edits this piece made before the error count as a started part as much as earlier pieces' do,
            // so where the answer was cut does not matter.
            let edits = assembler.lastFeedEdits
            guard partStarted || !edits.isEmpty else { return Reading(edits: releaseAsText()) }
            held = ""
            // Only what was read up to the offending byte: the text after it depends on where the answer was cut.
            let read = (error as? JSONReaderError).map { start.utf8.prefix($0.offset + 1) } ?? start.utf8[...]
            let failure = SourceError.invalidFrame(excerpt: String(decoding: read, as: UTF8.self))
            mode = .failed(failure)
            return Reading(edits: edits, failure: failure)
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
