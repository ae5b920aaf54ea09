/// Turns untrusted text (a model's output, a server's error body, a header value) into text that is safe
/// to draw on a terminal or write to stderr: no terminal control survives.
///
/// It lives in EventStream, the lowest layer, because every layer prints server text: the event-stream
/// errors, the sources' sentences, `inspect` and `generate` on stderr, and the terminal app.
///
/// It works incrementally: `feed` may be called with any split of the input, even in the middle
/// of an escape sequence, and the concatenated output is the same as for the whole input. Nothing
/// printable is ever held back, so streamed text reaches the screen at once.
///
/// Removed: every C0 control except newline and tab, DEL, every C1 control (U+0080–U+009F), the
/// sequences they introduce (ESC sequences, CSI, OSC including window-title sets, DCS, SOS, PM,
/// APC, in 7-bit and 8-bit form), carriage returns, and bidirectional override/isolate controls
/// (which would let text reorder what is drawn after it). U+2028/U+2029 become newlines.
/// A control string that never terminates is dropped for at most `maximumSequenceLength` scalars;
/// after that the text shows again, so a stray `ESC ]` cannot hide the rest of an introduction.
public struct TextSanitizer: Sendable {
    static let maximumSequenceLength = 4096

    private enum State {
        case ground
        case escape
        case escapeIntermediate
        case controlSequence
        case controlString
        case controlStringEscape
    }

    private var state = State.ground
    private var sequenceLength = 0

    /// A sanitiser at the start of a text (no sequence open).
    public init() {}

    /// Sanitises one piece of the input, continuing any sequence the previous piece left open.
    public mutating func feed(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var output = String.UnicodeScalarView()
        for scalar in scalars {
            consume(scalar, into: &output)
        }
        return String(output)
    }

    /// Sanitises a complete text in one go.
    public static func sanitize(_ text: some StringProtocol) -> String {
        var sanitizer = TextSanitizer()
        return sanitizer.feed(text.unicodeScalars)
    }

    /// Server text for one line of a message: sanitised, line breaks and tabs as spaces, runs of spaces
    /// collapsed, trimmed, and cut to `limit` characters with "…" when longer.
    public static func singleLine(_ text: some StringProtocol, limit: Int) -> String {
        var line = ""
        var count = 0
        var pendingSpace = false
        for character in sanitize(text) {
            // Whitespace only when every scalar is: a mark on a space (` \u{301}`) is something to show.
            if character.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                pendingSpace = count > 0
                continue
            }
            if count == limit { return line + "…" }
            if pendingSpace {
                // The space and this character do not both fit: the text is longer than the limit.
                if count + 1 >= limit { return line + "…" }
                line.append(" ")
                count += 1
            }
            pendingSpace = false
            line.append(character)
            count += 1
        }
        return line
    }

    private mutating func consume(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView) {
        let value = scalar.value
        switch state {
        case .ground:
            consumeInGround(scalar, into: &output)
        case .escape:
            switch value {
            case 0x5B: enter(.controlSequence)  // [
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: enter(.controlString)  // ] P X ^ _
            case 0x1B: state = .escape
            case 0x20...0x2F: state = .escapeIntermediate
            case 0x30...0x7E: state = .ground
            default:
                state = .ground
                consumeInGround(scalar, into: &output)
            }
        case .escapeIntermediate:
            switch value {
            case 0x20...0x2F: break
            case 0x30...0x7E: state = .ground
            case 0x1B: state = .escape
            default:
                state = .ground
                consumeInGround(scalar, into: &output)
            }
        case .controlSequence:
            switch value {
            case 0x20...0x3F: countSequenceScalar()
            case 0x40...0x7E: state = .ground
            case 0x1B: state = .escape
            default:
                state = .ground
                consumeInGround(scalar, into: &output)
            }
        case .controlString:
            switch value {
            case 0x07, 0x9C: state = .ground
            case 0x1B: state = .controlStringEscape
            default: countSequenceScalar()
            }
        case .controlStringEscape:
            if value == 0x5C {  // backslash: ESC \ is the string terminator
                state = .ground
            } else {
                // A new escape cancels the string, as terminals do.
                state = .escape
                consume(scalar, into: &output)
            }
        }
    }

    private mutating func consumeInGround(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView) {
        switch scalar.value {
        case 0x0A, 0x09: output.append(scalar)
        case 0x1B: state = .escape
        case 0x9B: enter(.controlSequence)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: enter(.controlString)
        case 0x00...0x1F, 0x7F...0x9F: break
        case 0x202A...0x202E, 0x2066...0x2069: break
        case 0x2028, 0x2029: output.append("\n")
        default: output.append(scalar)
        }
    }

    private mutating func enter(_ next: State) {
        state = next
        sequenceLength = 0
    }

    private mutating func countSequenceScalar() {
        sequenceLength += 1
        if sequenceLength > Self.maximumSequenceLength { state = .ground }
    }
}
