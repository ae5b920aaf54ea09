/// Decodes the inside of a JSON string as its bytes arrive, split anywhere: inside an escape, between the halves
/// of a `\uD83C\uDF89` surrogate pair, inside a multi-byte UTF-8 sequence.
///
/// `output` only ever holds finished characters as valid UTF-8: an escape, a high surrogate or a UTF-8 sequence
/// still waiting for its next byte is held back, so text taken from `output` between feeds is never revised.
/// Invalid UTF-8 becomes U+FFFD the way Swift's `String(decoding:as:)` replaces it (one replacement per maximal
/// ill-formed subpart, Unicode's recommended practice), so the split never changes the text. A lone surrogate
/// escape becomes U+FFFD too; Foundation refuses the whole document there, but model text should not fail
/// over one character.
struct JSONStringDecoder: Sendable {
    /// Decoded text not yet taken by the owner, always whole characters of valid UTF-8.
    var output: [UInt8] = []
    /// Lenient readers take raw control characters (a model's literal newline) as text; strict ones refuse them.
    let allowsControlCharacters: Bool

    private enum Escape: Sendable {
        case none
        case backslash
        case unicode(digits: Int, value: UInt32)
    }

    private var escape = Escape.none
    /// A `\uD800`–`\uDBFF` escape waiting for its low half (0: none).
    private var highSurrogate: UInt32 = 0
    /// A UTF-8 sequence in progress: continuation bytes still needed, the range the next one must fall in, and
    /// the bytes held so far (lowest byte first).
    private var needed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF
    private var held: UInt32 = 0
    private var heldCount = 0

    init(allowsControlCharacters: Bool) {
        self.allowsControlCharacters = allowsControlCharacters
    }

    /// Ready for the next string (the owner has taken `output`).
    mutating func reset() {
        output.removeAll(keepingCapacity: true)
        escape = .none
        highSurrogate = 0
        dropSequence()
    }

    /// Decodes `bytes[start...]` up to and including the closing quote.
    ///
    /// - Parameter offset: how many bytes of the document came before `bytes`, for error positions.
    /// - Returns: the index after the last byte consumed, and whether that byte was the closing quote.
    mutating func decode(
        _ bytes: UnsafeRawBufferPointer, from start: Int, offset: Int
    ) throws(JSONReaderError) -> (end: Int, closed: Bool) {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if needed > 0 {
                if byte >= lower && byte <= upper {
                    hold(byte)
                    needed -= 1
                    lower = 0x80
                    upper = 0xBF
                    if needed == 0 { releaseHeld() }
                    index += 1
                } else {
                    // The sequence so far is one maximal ill-formed subpart; this byte starts afresh.
                    appendReplacement()
                    dropSequence()
                }
                continue
            }
            switch escape {
            case .backslash:
                try readEscape(byte, at: offset + index)
                index += 1
                continue
            case .unicode(let digits, let value):
                guard let digit = Self.hexValue(byte) else {
                    throw JSONReaderError(.invalidUnicodeEscape(byte), at: offset + index)
                }
                if digits == 3 {
                    escape = .none
                    appendCodeUnit(value << 4 | digit)
                } else {
                    escape = .unicode(digits: digits + 1, value: value << 4 | digit)
                }
                index += 1
                continue
            case .none:
                break
            }
            if byte == UInt8(ascii: "\"") {
                resolveHighSurrogate()
                return (index + 1, true)
            }
            if byte == UInt8(ascii: "\\") {
                // A pending high surrogate waits: this may be the `\u` of its low half.
                escape = .backslash
                index += 1
                continue
            }
            resolveHighSurrogate()
            if byte < 0x20 {
                guard allowsControlCharacters else {
                    throw JSONReaderError(.controlCharacter(byte), at: offset + index)
                }
                output.append(byte)
                index += 1
            } else if byte < 0x80 {
                // Plain ASCII runs are most text: copy them whole.
                var end = index + 1
                while end < count {
                    let next = bytes[end]
                    if next < 0x20 || next >= 0x80 || next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") { break }
                    end += 1
                }
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<end]))
                index = end
            } else {
                startSequence(byte)
                index += 1
            }
        }
        return (index, false)
    }

    /// The byte after a backslash.
    private mutating func readEscape(_ byte: UInt8, at position: Int) throws(JSONReaderError) {
        let unit: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unit = byte
        case UInt8(ascii: "b"): unit = 0x08
        case UInt8(ascii: "f"): unit = 0x0C
        case UInt8(ascii: "n"): unit = 0x0A
        case UInt8(ascii: "r"): unit = 0x0D
        case UInt8(ascii: "t"): unit = 0x09
        case UInt8(ascii: "u"):
            escape = .unicode(digits: 0, value: 0)
            return
        default:
            throw JSONReaderError(.invalidEscape(byte), at: position)
        }
        escape = .none
        resolveHighSurrogate()
        output.append(unit)
    }

    /// A lead byte: starts a sequence with the range its first continuation byte must fall in (Unicode table 3-7),
    /// or is replaced at once when no sequence starts with it.
    private mutating func startSequence(_ byte: UInt8) {
        switch byte {
        case 0xC2...0xDF: needed = 1
        case 0xE0:
            needed = 2
            lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: needed = 2
        case 0xED:
            needed = 2
            upper = 0x9F
        case 0xF0:
            needed = 3
            lower = 0x90
        case 0xF1...0xF3: needed = 3
        case 0xF4:
            needed = 3
            upper = 0x8F
        default:
            appendReplacement()
            return
        }
        hold(byte)
    }

    private mutating func dropSequence() {
        needed = 0
        lower = 0x80
        upper = 0xBF
        held = 0
        heldCount = 0
    }

    private mutating func hold(_ byte: UInt8) {
        held |= UInt32(byte) << (8 * UInt32(heldCount))
        heldCount += 1
    }

    private mutating func releaseHeld() {
        for position in 0..<heldCount { output.append(UInt8(truncatingIfNeeded: held >> (8 * UInt32(position)))) }
        held = 0
        heldCount = 0
    }

    /// One UTF-16 code unit from a `\u` escape: pairs surrogates, replaces lone ones.
    private mutating func appendCodeUnit(_ unit: UInt32) {
        if highSurrogate != 0 {
            if (0xDC00...0xDFFF).contains(unit) {
                appendScalar(0x10000 + ((highSurrogate - 0xD800) << 10) + (unit - 0xDC00))
                highSurrogate = 0
                return
            }
            appendReplacement()
            highSurrogate = 0
        }
        switch unit {
        case 0xD800...0xDBFF: highSurrogate = unit
        case 0xDC00...0xDFFF: appendReplacement()
        default: appendScalar(unit)
        }
    }

    /// A high surrogate followed by anything but its low half stands alone: U+FFFD.
    private mutating func resolveHighSurrogate() {
        guard highSurrogate != 0 else { return }
        highSurrogate = 0
        appendReplacement()
    }

    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }

    private mutating func appendReplacement() {
        output.append(0xEF)
        output.append(0xBF)
        output.append(0xBD)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
