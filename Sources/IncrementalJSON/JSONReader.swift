/// An incremental JSON reader: fed bytes in any split, it reports what they complete as ``JSONEvent``s at once,
/// looking at each byte once.
///
/// The state between feeds is a few values (where in the grammar, the open containers, a half-read escape, number,
/// literal or UTF-8 sequence), so a feed costs time in proportion to its own bytes, never to what came before;
/// ``bytesExamined`` counts them so tests can hold the reader to it. Model text streams in pieces of a few bytes,
/// and re-parsing the growing answer on every piece would be quadratic.
///
/// Two modes. **Strict** (frames): the input is exactly one JSON value with whitespace around it. **Lenient**
/// (model text): everything before the first `{` is skipped (a preamble, an opening code fence), everything after
/// the object's closing `}` is ignored (the closing fence, a remark), and raw control characters inside strings
/// are taken as text (models write literal newlines). Inside the object the grammar is RFC 8259's either way.
///
/// Nesting deeper than `maxDepth` is an error. Invalid UTF-8 inside strings becomes U+FFFD, never an error.
/// An error is sticky: every later feed throws it again, and whatever the events already built stays valid.
package struct JSONReader: Sendable {
    /// What surrounds the value: nothing but whitespace (`strict`), or model prose and code fences (`lenient`).
    package enum Mode: Sendable {
        case strict
        case lenient
    }

    /// Where in the grammar the reader is.
    private enum State: Sendable, Equatable {
        /// Lenient only: skipping text until the first `{`.
        case preamble
        case value
        /// Right after `[`: a value or `]`.
        case firstElementOrEnd
        /// Right after `{`: a key or `}`.
        case keyOrEnd
        case key
        case colon
        case commaOrEnd
        case string
        case number
        case literal
        /// The top-level value is complete.
        case done
    }

    /// Which part of a number was read last (RFC 8259 section 6).
    private enum NumberPart: Sendable {
        case sign, zero, integer, point, fraction, exponentMark, exponentSign, exponent

        /// Whether the number may end here.
        var isComplete: Bool {
            switch self {
            case .zero, .integer, .fraction, .exponent: true
            case .sign, .point, .exponentMark, .exponentSign: false
            }
        }
    }

    package let mode: Mode
    /// The deepest nesting accepted; one more `[` or `{` is an error.
    package let maxDepth: Int
    /// Bytes the reader has consumed, each exactly once; bytes ignored after a lenient reader's object are not
    /// counted. After feeding n bytes in any split, this is n (less any ignored tail).
    package private(set) var bytesExamined = 0
    /// Every byte fed so far, examined or not (error positions count from here).
    package private(set) var bytesRead = 0

    private var state: State
    /// Open containers, innermost last: true for an object.
    private var containers: [Bool] = []
    private var strings: JSONStringDecoder
    /// Whether the open string is a key (delivered whole) rather than a value (delivered as it grows).
    private var stringIsKey = false
    private var numberText: [UInt8] = []
    private var numberPart = NumberPart.sign
    private var literalText: [UInt8] = []
    private var literalMatched = 0
    private var failure: (any Error)?

    private static let trueText = Array("true".utf8)
    private static let falseText = Array("false".utf8)
    private static let nullText = Array("null".utf8)

    /// - Parameters:
    ///   - mode: `strict` for frames, `lenient` for a model's answer.
    ///   - maxDepth: the deepest nesting accepted (64 is far beyond any frame or introduction).
    package init(mode: Mode = .strict, maxDepth: Int = 64) {
        self.mode = mode
        self.maxDepth = maxDepth
        state = mode == .lenient ? .preamble : .value
        strings = JSONStringDecoder(allowsControlCharacters: mode == .lenient)
    }

    /// Whether the top-level value has been read completely (a top-level number only at ``finish(into:)``).
    package var isComplete: Bool { state == .done }

    /// Reads `bytes`, the next part of the document, reporting to `sink` everything they complete: structure,
    /// keys, finished values, and the text they add to an open string value.
    ///
    /// - Throws: `JSONReaderError` for malformed input, or whatever `sink` throws; either way the reader stays
    ///   failed and throws it again on every later call.
    package mutating func read(_ bytes: UnsafeRawBufferPointer, into sink: inout some JSONEventSink) throws {
        if let failure { throw failure }
        let start = bytesRead
        bytesRead += bytes.count
        do {
            let examined = try run(bytes, offset: start, sink: &sink)
            bytesExamined += examined
        } catch {
            failure = error
            // What a string had decoded before the bad byte was read too: it is kept like everything else.
            if error is JSONReaderError { try? flushStringText(&sink) }
            throw error
        }
    }

    /// Reads `bytes` (any collection of bytes; contiguous ones are read in place).
    package mutating func read(_ bytes: some Sequence<UInt8>, into sink: inout some JSONEventSink) throws {
        let readInPlace: Void? = try bytes.withContiguousStorageIfAvailable { buffer in
            try read(UnsafeRawBufferPointer(buffer), into: &sink)
        }
        if readInPlace == nil {
            try Array(bytes).withUnsafeBytes { try read($0, into: &sink) }
        }
    }

    /// Declares the input complete: a top-level number ends here, and anything left open is an error.
    ///
    /// - Throws: `JSONReaderError` (`unexpectedEnd`, or `noObject` for lenient text without a `{`).
    package mutating func finish(into sink: inout some JSONEventSink) throws {
        if let failure { throw failure }
        do {
            if state == .number && containers.isEmpty && numberPart.isComplete {
                try endNumber(&sink)
            }
            switch state {
            case .done: return
            case .preamble: throw JSONReaderError(.noObject, at: bytesRead)
            default: throw JSONReaderError(.unexpectedEnd(expected: expectation), at: bytesRead)
            }
        } catch {
            failure = error
            throw error
        }
    }

    /// What the reader is waiting for, in words (for errors).
    private var expectation: String {
        switch state {
        case .preamble: "'{'"
        case .value: "a value"
        case .firstElementOrEnd: "a value or ']'"
        case .keyOrEnd: "a key or '}'"
        case .key: "a key in quotes"
        case .colon: "':' after the key"
        case .commaOrEnd: containers.last == true ? "',' or '}'" : "',' or ']'"
        case .string: "the end of the string"
        case .number: "a digit"
        case .literal: "'\(String(decoding: literalText, as: UTF8.self))'"
        case .done: "nothing more"
        }
    }

    /// The main loop; returns how many bytes were consumed (all but a lenient reader's ignored tail).
    private mutating func run(
        _ bytes: UnsafeRawBufferPointer, offset: Int, sink: inout some JSONEventSink
    ) throws -> Int {
        var index = 0
        let count = bytes.count
        while index < count {
            switch state {
            case .string:
                let (end, closed) = try strings.decode(bytes, from: index, offset: offset)
                index = end
                if closed { try endString(&sink) }
                continue
            case .number:
                let byte = bytes[index]
                if try readNumber(byte, at: offset + index) {
                    index += 1
                } else {
                    try endNumber(&sink)
                }
                continue
            case .literal:
                let byte = bytes[index]
                guard byte == literalText[literalMatched] else {
                    throw JSONReaderError(.unexpectedByte(byte, expected: expectation), at: offset + index)
                }
                literalMatched += 1
                index += 1
                if literalMatched == literalText.count { try endLiteral(&sink) }
                continue
            case .preamble:
                while index < count && bytes[index] != UInt8(ascii: "{") { index += 1 }
                guard index < count else { continue }
                try open(object: true, at: offset + index, sink: &sink)
                index += 1
                continue
            case .done where mode == .lenient:
                return index
            default:
                break
            }
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
                continue
            }
            try structural(byte, at: offset + index, sink: &sink)
            index += 1
        }
        try flushStringText(&sink)
        return index
    }

    /// Hands on the text an open string value gained in this feed.
    private mutating func flushStringText(_ sink: inout some JSONEventSink) throws {
        guard state == .string && !stringIsKey && !strings.output.isEmpty else { return }
        try sink.receive(.stringText(String(decoding: strings.output, as: UTF8.self)))
        strings.output.removeAll(keepingCapacity: true)
    }

    /// A byte that is not whitespace, between tokens.
    private mutating func structural(_ byte: UInt8, at position: Int, sink: inout some JSONEventSink) throws {
        switch state {
        case .value, .firstElementOrEnd:
            switch byte {
            case UInt8(ascii: "{"): try open(object: true, at: position, sink: &sink)
            case UInt8(ascii: "["): try open(object: false, at: position, sink: &sink)
            case UInt8(ascii: "\""):
                try sink.receive(.stringStart)
                startString(isKey: false)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                numberText.removeAll(keepingCapacity: true)
                numberText.append(byte)
                numberPart = byte == UInt8(ascii: "-") ? .sign : byte == UInt8(ascii: "0") ? .zero : .integer
                state = .number
            case UInt8(ascii: "t"): startLiteral(Self.trueText)
            case UInt8(ascii: "f"): startLiteral(Self.falseText)
            case UInt8(ascii: "n"): startLiteral(Self.nullText)
            case UInt8(ascii: "]") where state == .firstElementOrEnd:
                try close(&sink)
            default:
                throw JSONReaderError(.unexpectedByte(byte, expected: expectation), at: position)
            }
        case .keyOrEnd, .key:
            if byte == UInt8(ascii: "\"") {
                startString(isKey: true)
            } else if byte == UInt8(ascii: "}") && state == .keyOrEnd {
                try close(&sink)
            } else {
                throw JSONReaderError(.unexpectedByte(byte, expected: expectation), at: position)
            }
        case .colon:
            guard byte == UInt8(ascii: ":") else {
                throw JSONReaderError(.unexpectedByte(byte, expected: expectation), at: position)
            }
            state = .value
        case .commaOrEnd:
            let inObject = containers.last == true
            if byte == UInt8(ascii: ",") {
                state = inObject ? .key : .value
            } else if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                try close(&sink)
            } else {
                throw JSONReaderError(.unexpectedByte(byte, expected: expectation), at: position)
            }
        case .done:
            throw JSONReaderError(.textAfterValue(byte), at: position)
        case .preamble, .string, .number, .literal:
            preconditionFailure("token states are handled by the main loop")
        }
    }

    private mutating func open(object: Bool, at position: Int, sink: inout some JSONEventSink) throws {
        guard containers.count < maxDepth else { throw JSONReaderError(.tooDeep(limit: maxDepth), at: position) }
        containers.append(object)
        try sink.receive(object ? .objectStart : .arrayStart)
        state = object ? .keyOrEnd : .firstElementOrEnd
    }

    private mutating func close(_ sink: inout some JSONEventSink) throws {
        let object = containers.removeLast()
        try sink.receive(object ? .objectEnd : .arrayEnd)
        valueEnded()
    }

    private mutating func valueEnded() {
        state = containers.isEmpty ? .done : .commaOrEnd
    }

    private mutating func startString(isKey: Bool) {
        strings.reset()
        stringIsKey = isKey
        state = .string
    }

    private mutating func endString(_ sink: inout some JSONEventSink) throws {
        let text = strings.output
        strings.output.removeAll(keepingCapacity: true)
        if stringIsKey {
            try sink.receive(.key(String(decoding: text, as: UTF8.self)))
            state = .colon
        } else {
            if !text.isEmpty { try sink.receive(.stringText(String(decoding: text, as: UTF8.self))) }
            try sink.receive(.stringEnd)
            valueEnded()
        }
    }

    /// Takes `byte` into the number when it continues it; returns false when it is the first byte after it.
    private mutating func readNumber(_ byte: UInt8, at position: Int) throws -> Bool {
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        let next: NumberPart?
        switch numberPart {
        case .sign: next = isDigit ? (byte == UInt8(ascii: "0") ? .zero : .integer) : nil
        case .zero: next = byte == UInt8(ascii: ".") ? .point : (byte | 0x20) == UInt8(ascii: "e") ? .exponentMark : nil
        case .integer:
            next =
                isDigit
                ? .integer
                : byte == UInt8(ascii: ".") ? .point : (byte | 0x20) == UInt8(ascii: "e") ? .exponentMark : nil
        case .point: next = isDigit ? .fraction : nil
        case .fraction: next = isDigit ? .fraction : (byte | 0x20) == UInt8(ascii: "e") ? .exponentMark : nil
        case .exponentMark:
            next = isDigit ? .exponent : (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) ? .exponentSign : nil
        case .exponentSign, .exponent: next = isDigit ? .exponent : nil
        }
        if let next {
            numberPart = next
            numberText.append(byte)
            return true
        }
        // A digit after a leading zero, or a number cut short (`-`, `1.`, `1e`), is malformed; anything else ends
        // the number and is read by the grammar.
        guard numberPart.isComplete && !(numberPart == .zero && isDigit) else {
            throw JSONReaderError(.unexpectedByte(byte, expected: "a digit"), at: position)
        }
        return false
    }

    private mutating func endNumber(_ sink: inout some JSONEventSink) throws {
        try sink.receive(.number(JSONNumber(validText: String(decoding: numberText, as: UTF8.self))))
        valueEnded()
    }

    private mutating func startLiteral(_ text: [UInt8]) {
        literalText = text
        literalMatched = 1
        state = .literal
    }

    private mutating func endLiteral(_ sink: inout some JSONEventSink) throws {
        switch literalText.first {
        case UInt8(ascii: "t"): try sink.receive(.bool(true))
        case UInt8(ascii: "f"): try sink.receive(.bool(false))
        default: try sink.receive(.null)
        }
        valueEnded()
    }
}
