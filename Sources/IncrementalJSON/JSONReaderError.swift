/// Why the JSON reader stopped: malformed input, too deep, or a value of the wrong shape at a known path.
///
/// The reader keeps everything read before the error (a partial value stays available) and throws the same
/// error again on every later feed. Frame decoders turn it into `SourceError.invalidFrame`.
package struct JSONReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for code and tests that react to a kind of failure.
    package enum Code: Sendable, Equatable {
        /// A byte that cannot come next; `expected` says what could have.
        case unexpectedByte(UInt8, expected: String)
        /// The input ended inside a value (or before one started).
        case unexpectedEnd(expected: String)
        /// A backslash followed by something that is not a JSON escape.
        case invalidEscape(UInt8)
        /// `\u` not followed by four hex digits; the byte is the first one that is not.
        case invalidUnicodeEscape(UInt8)
        /// A raw control character inside a string (strict mode only).
        case controlCharacter(UInt8)
        /// Nested deeper than the reader's limit.
        case tooDeep(limit: Int)
        /// Strict mode: something other than whitespace after the value.
        case textAfterValue(UInt8)
        /// Lenient mode: the text holds no `{` at all.
        case noObject
        /// A value of the wrong kind where a known path expected an object or an array.
        case wrongShape(path: String, expected: String)
    }

    /// The kind of failure.
    package let code: Code
    /// Where it happened: the number of bytes read before the offending one.
    package let offset: Int

    package init(_ code: Code, at offset: Int) {
        self.code = code
        self.offset = offset
    }

    /// One sentence naming the problem and where it is, counted in bytes (frames and bodies are one line).
    package var description: String {
        "\(problem) (at byte \(offset))"
    }

    /// The problem alone, without where it is: "expected ',' or '}', found '\"'". A file names the place as an
    /// editor does instead (``located(in:)``).
    package var problem: String {
        switch code {
        case .unexpectedByte(let byte, let expected): "expected \(expected), found \(Self.name(byte))"
        case .unexpectedEnd(let expected): "the text ends before \(expected)"
        case .invalidEscape(let byte): "\\\(Self.name(byte, quoted: false)) is not a JSON escape"
        case .invalidUnicodeEscape(let byte): "a \\u escape needs four hex digits, found \(Self.name(byte))"
        case .controlCharacter(let byte): "a raw control character (\(Self.name(byte))) inside a string"
        case .tooDeep(let limit): "the JSON nests deeper than \(limit) levels"
        case .textAfterValue(let byte): "text after the JSON value: \(Self.name(byte))"
        case .noObject: "no JSON object in the text"
        case .wrongShape(let path, let expected): "\(path) is not \(expected)"
        }
    }

    /// "at line 3, column 14: expected ',' or '}', found '\"'": the problem and its place in `bytes` (the document
    /// the error came from), so a person can go to it in an editor.
    package func located(in bytes: some Collection<UInt8>) -> String {
        "at \(JSONTextLocation(offset: offset, in: bytes)): \(problem)"
    }

    /// `'x'` for printable ASCII, `0x1B` for anything else (never the raw byte: input is untrusted).
    private static func name(_ byte: UInt8, quoted: Bool = true) -> String {
        guard byte >= 0x20 && byte < 0x7F else {
            let hex = String(byte, radix: 16, uppercase: true)
            return "0x" + (hex.count == 1 ? "0" + hex : hex)
        }
        let character = String(UnicodeScalar(byte))
        return quoted ? "'\(character)'" : character
    }
}
