/// Encodes parser output as JSON lines, the format `introgen inspect` prints:
/// `{"event":"<type>","data":"<data>","id":"<last event id>"}` or `{"retry":<ms>}`, each ending in LF.
///
/// It writes into its own byte buffer with plain stores because decoding a capture should cost about as
/// much as parsing it; strings are escaped per RFC 8259 (quote, backslash, C0 controls) and copied as UTF-8.
/// It is a second JSON string escaper beside IncrementalJSON's `JSONValue.writeString` on purpose, for speed: that
/// one builds a `String` scalar by scalar, this one stores bytes into a reused buffer (`make bench` measures `inspect`).
public struct JSONLineEncoder: Sendable {
    private var storage: [UInt8] = []
    /// How many bytes are encoded and not yet taken.
    public private(set) var count = 0

    /// An empty encoder; its buffer grows to the largest batch of lines it held.
    public init() {}

    /// Appends one line for `output`.
    public mutating func encode(_ output: SSEParser.Output) {
        switch output {
        case .event(let event):
            var type = event.type
            var data = event.data
            var id = event.id
            type.withUTF8 { type in
                data.withUTF8 { data in
                    id.withUTF8 { id in
                        let worstCase = 6 * (type.count + data.count + id.count) + 40
                        write(reserving: worstCase) { cursor in
                            cursor.literal(#"{"event":""#)
                            cursor.escaped(type)
                            cursor.literal(#"","data":""#)
                            cursor.escaped(data)
                            cursor.literal(#"","id":""#)
                            cursor.escaped(id)
                            cursor.literal("\"}\n")
                        }
                    }
                }
            }
        case .retry(let milliseconds):
            var digits = String(milliseconds)
            digits.withUTF8 { digits in
                write(reserving: digits.count + 16) { cursor in
                    cursor.literal(#"{"retry":"#)
                    cursor.raw(digits)
                    cursor.literal("}\n")
                }
            }
        }
    }

    /// Lends the encoded bytes (for example to `write(2)`); they stay until `removeAll()`.
    public func withEncodedBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Forgets the encoded bytes, keeping the buffer for the next lines.
    public mutating func removeAll() {
        count = 0
    }

    /// The single line for `output`, without the final LF; convenient for tests and small tools.
    public static func line(for output: SSEParser.Output) -> String {
        var encoder = JSONLineEncoder()
        encoder.encode(output)
        return encoder.withEncodedBytes { String(decoding: $0.dropLast(), as: UTF8.self) }
    }

    private mutating func write(reserving capacity: Int, _ body: (inout Cursor) -> Void) {
        if storage.count < count + capacity {
            storage.append(contentsOf: repeatElement(0, count: max(count + capacity - storage.count, storage.count)))
        }
        let start = count
        count = storage.withUnsafeMutableBufferPointer { buffer in
            var cursor = Cursor(position: buffer.baseAddress! + start)
            body(&cursor)
            return cursor.position - buffer.baseAddress!
        }
    }
}

/// A write position in a buffer already known to be large enough.
private struct Cursor {
    var position: UnsafeMutablePointer<UInt8>

    mutating func literal(_ text: StaticString) {
        position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        position += text.utf8CodeUnitCount
    }

    mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        position.update(from: base, count: bytes.count)
        position += bytes.count
    }

    /// Eight bytes at a time: a word with nothing to escape is stored whole; otherwise the word is stored anyway,
    /// the output advances to its first byte that needs escaping (found exactly from the word mask), that byte
    /// is escaped and the scan continues right after it. Escaping is most of what `inspect` costs.
    mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let source = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            // Little-endian order on every platform, so byte 0 is the lowest and the mask finds it first.
            let word = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            // The buffer holds six bytes per input byte still to come, so storing all eight is always in bounds.
            UnsafeMutableRawPointer(position).storeBytes(of: word.littleEndian, as: UInt64.self)
            let mask = Self.specialBytes(word)
            if mask == 0 {
                position += 8
                index += 8
            } else {
                let first = mask.trailingZeroBitCount / 8
                position += first
                escape(base[index + first])
                index += first + 1
            }
        }
        while index < bytes.count {
            byte(base[index])
            index += 1
        }
    }

    @inline(__always)
    private mutating func byte(_ byte: UInt8) {
        if byte < 0x20 || byte == 0x22 || byte == 0x5C {
            escape(byte)
        } else {
            position.pointee = byte
            position += 1
        }
    }

    /// The high bit of every byte of `word` that is a quote, a backslash or a C0 control. Borrows can flag a
    /// byte wrongly only above a real hit, so the lowest flagged byte is always exact.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quoteZero = (quote &- ones) & ~quote
        let backslashZero = (backslash &- ones) & ~backslash
        return (control | quoteZero | backslashZero) & highs
    }

    private mutating func escape(_ byte: UInt8) {
        position[0] = 0x5C
        let short: UInt8
        switch byte {
        case 0x22: short = 0x22
        case 0x5C: short = 0x5C
        case 0x0A: short = 0x6E
        case 0x0D: short = 0x72
        case 0x09: short = 0x74
        case 0x08: short = 0x62
        case 0x0C: short = 0x66
        default:
            let hex: StaticString = "0123456789abcdef"
            position[1] = 0x75
            position[2] = 0x30
            position[3] = 0x30
            position[4] = hex.utf8Start[Int(byte >> 4)]
            position[5] = hex.utf8Start[Int(byte & 0xF)]
            position += 6
            return
        }
        position[1] = short
        position += 2
    }
}
