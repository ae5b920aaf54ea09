/// The fast path of ``JSONPaths/scan(_:maxDepth:found:)``: a recursive descent over one complete document that
/// follows the path tree, builds values only where a path ends, and checks and skips everything else.
///
/// Nothing here is incremental: the whole frame is in `bytes`, so there is no state to keep between pieces and
/// the descent can run straight through. The grammar is ``JSONReader``'s strict mode, and strings that need more
/// than a copy (escapes) go through the same ``JSONStringDecoder``.
struct JSONScanner {
    private let bytes: UnsafeRawBufferPointer
    private let paths: JSONPaths
    private let maxDepth: Int
    private var position = 0

    init(bytes: UnsafeRawBufferPointer, paths: JSONPaths, maxDepth: Int) {
        self.bytes = bytes
        self.paths = paths
        self.maxDepth = maxDepth
    }

    /// The whole document: one value, then only whitespace.
    mutating func document(found: (Int, JSONValue) throws -> Void) throws {
        try value(node: 0, depth: 0, found: found)
        skipWhitespace()
        if position < bytes.count {
            throw JSONReaderError(.textAfterValue(bytes[position]), at: position)
        }
    }

    // MARK: - Following the paths

    /// A value inside `depth` containers, at path node `node` (nil: off every path).
    private mutating func value(node: Int?, depth: Int, found: (Int, JSONValue) throws -> Void) throws {
        skipWhitespace()
        guard position < bytes.count else { throw JSONReaderError(.unexpectedEnd(expected: "a value"), at: position) }
        guard let node else { return try skip(depth: depth) }
        if let path = paths.nodes[node].path {
            return try found(path, try materialize(depth: depth))
        }
        let byte = bytes[position]
        let wantsObject = !paths.nodes[node].keys.isEmpty
        let wantsArray = !paths.nodes[node].indexes.isEmpty
        if wantsObject && byte == UInt8(ascii: "{") {
            try object(node: node, depth: depth, found: found)
        } else if wantsArray && byte == UInt8(ascii: "[") {
            try array(node: node, depth: depth, found: found)
        } else if byte == UInt8(ascii: "n") || !(wantsObject || wantsArray) {
            try skip(depth: depth)
        } else {
            throw JSONReaderError(
                .wrongShape(path: paths.nodes[node].name, expected: wantsObject ? "an object" : "an array"),
                at: position)
        }
    }

    private mutating func object(node: Int?, depth: Int, found: (Int, JSONValue) throws -> Void) throws {
        try enter(depth)
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try expect(UInt8(ascii: "\""), "a key in quotes")
            let child = try key(in: node)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            try value(node: child, depth: depth + 1, found: found)
            skipWhitespace()
            guard position < bytes.count else {
                throw JSONReaderError(.unexpectedEnd(expected: "',' or '}'"), at: position)
            }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ",") { continue }
            if byte == UInt8(ascii: "}") { return }
            throw JSONReaderError(.unexpectedByte(byte, expected: "',' or '}'"), at: position - 1)
        }
    }

    private mutating func array(node: Int?, depth: Int, found: (Int, JSONValue) throws -> Void) throws {
        try enter(depth)
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return
        }
        var index = 0
        while true {
            var child: Int?
            if let node, let found = paths.nodes[node].indexes.firstIndex(of: index) {
                child = paths.nodes[node].indexTargets[found]
            }
            try value(node: child, depth: depth + 1, found: found)
            skipWhitespace()
            guard position < bytes.count else {
                throw JSONReaderError(.unexpectedEnd(expected: "',' or ']'"), at: position)
            }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "]") { return }
            throw JSONReaderError(.unexpectedByte(byte, expected: "',' or ']'"), at: position - 1)
        }
    }

    /// Reads a key (the opening quote already consumed) and returns the node it leads to from `node`.
    private mutating func key(in node: Int?) throws -> Int? {
        let start = position
        if let end = plainStringEnd(from: start) {
            position = end + 1
            guard let node else { return nil }
            return paths.child(of: node, key: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        }
        let decoded = try decodeString(from: start)
        guard let node else { return nil }
        return decoded.withUnsafeBytes { paths.child(of: node, key: $0) }
    }

    // MARK: - Building values

    /// The value at `position` as a ``JSONValue``, nested containers included.
    private mutating func materialize(depth: Int) throws -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw JSONReaderError(.unexpectedEnd(expected: "a value"), at: position) }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            try enter(depth)
            position += 1
            var members: [JSONValue.Member] = []
            skipWhitespace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                try expect(UInt8(ascii: "\""), "a key in quotes")
                let key = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                members.append(JSONValue.Member(key, try materialize(depth: depth + 1)))
                skipWhitespace()
                if try endOfContainer(UInt8(ascii: "}")) { return .object(members) }
            }
        case UInt8(ascii: "["):
            try enter(depth)
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                elements.append(try materialize(depth: depth + 1))
                skipWhitespace()
                if try endOfContainer(UInt8(ascii: "]")) { return .array(elements) }
            }
        case UInt8(ascii: "\""):
            position += 1
            return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            try skipNumber()
            let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
            return .number(JSONNumber(validText: String(decoding: text, as: UTF8.self)))
        default:
            return try literal()
        }
    }

    /// After an element: true after the closing `close`, false after a comma.
    private mutating func endOfContainer(_ close: UInt8) throws -> Bool {
        let expected = close == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'"
        guard position < bytes.count else { throw JSONReaderError(.unexpectedEnd(expected: expected), at: position) }
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: ",") { return false }
        if byte == close { return true }
        throw JSONReaderError(.unexpectedByte(byte, expected: expected), at: position - 1)
    }

    /// A string's text (the opening quote already consumed).
    private mutating func string() throws -> String {
        let start = position
        if let end = plainStringEnd(from: start) {
            position = end + 1
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return String(decoding: try decodeString(from: start), as: UTF8.self)
    }

    /// The closing quote's index when the string from `start` has no escape and no control character (its bytes
    /// are its text, and `String(decoding:)` repairs bad UTF-8 exactly as the decoder does); nil otherwise.
    private func plainStringEnd(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// Decodes the string from `start` (just after its quote) through the incremental decoder.
    private mutating func decodeString(from start: Int) throws -> [UInt8] {
        var decoder = JSONStringDecoder(allowsControlCharacters: false)
        let (end, closed) = try decoder.decode(bytes, from: start, offset: 0)
        guard closed else { throw JSONReaderError(.unexpectedEnd(expected: "the end of the string"), at: end) }
        position = end
        return decoder.output
    }

    // MARK: - Skipping

    /// Checks the value at `position` and moves past it without building anything.
    private mutating func skip(depth: Int) throws {
        switch bytes[position] {
        case UInt8(ascii: "{"): try object(node: nil, depth: depth, found: { _, _ in })
        case UInt8(ascii: "["): try array(node: nil, depth: depth, found: { _, _ in })
        case UInt8(ascii: "\""):
            position += 1
            try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: _ = try literal()
        }
    }

    /// Moves past a string (the opening quote already consumed), checking its escapes.
    private mutating func skipString() throws {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte < 0x20 { throw JSONReaderError(.controlCharacter(byte), at: position - 1) }
            guard byte == UInt8(ascii: "\\") else { continue }
            guard position < bytes.count else { break }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                for _ in 0..<4 {
                    guard position < bytes.count else { break }
                    guard JSONStringDecoder.hexValue(bytes[position]) != nil else {
                        throw JSONReaderError(.invalidUnicodeEscape(bytes[position]), at: position)
                    }
                    position += 1
                }
            default:
                throw JSONReaderError(.invalidEscape(escaped), at: position - 1)
            }
        }
        throw JSONReaderError(.unexpectedEnd(expected: "the end of the string"), at: position)
    }

    /// Moves past a number, checking RFC 8259's grammar; the byte after it is left to the caller.
    private mutating func skipNumber() throws {
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw numberError() }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count && isDigit(bytes[position]) { throw numberError() }
        } else {
            skipDigits()
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw numberError() }
            skipDigits()
        }
        if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { throw numberError() }
            skipDigits()
        }
    }

    private func numberError() -> JSONReaderError {
        guard position < bytes.count else { return JSONReaderError(.unexpectedEnd(expected: "a digit"), at: position) }
        return JSONReaderError(.unexpectedByte(bytes[position], expected: "a digit"), at: position)
    }

    private mutating func skipDigits() {
        while position < bytes.count && isDigit(bytes[position]) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `true`, `false` or `null` at `position`.
    private mutating func literal() throws -> JSONValue {
        let (text, value): (StaticString, JSONValue) =
            switch bytes[position] {
            case UInt8(ascii: "t"): ("true", .bool(true))
            case UInt8(ascii: "f"): ("false", .bool(false))
            case UInt8(ascii: "n"): ("null", .null)
            default: throw JSONReaderError(.unexpectedByte(bytes[position], expected: "a value"), at: position)
            }
        for offset in 0..<text.utf8CodeUnitCount {
            guard position < bytes.count else {
                throw JSONReaderError(.unexpectedEnd(expected: "'\(text)'"), at: position)
            }
            guard bytes[position] == text.utf8Start[offset] else {
                throw JSONReaderError(.unexpectedByte(bytes[position], expected: "'\(text)'"), at: position)
            }
            position += 1
        }
        return value
    }

    // MARK: - Small steps

    private mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    /// Moves past `byte`, which must be next. `description` is an autoclosure so that the common case, the byte
    /// found, makes no string (this runs for every key's quote and colon).
    @inline(__always)
    private mutating func expect(_ byte: UInt8, _ description: @autoclosure () -> String) throws {
        guard position < bytes.count, bytes[position] == byte else { throw missing(description()) }
        position += 1
    }

    private func missing(_ description: String) -> JSONReaderError {
        guard position < bytes.count else {
            return JSONReaderError(.unexpectedEnd(expected: description), at: position)
        }
        return JSONReaderError(.unexpectedByte(bytes[position], expected: description), at: position)
    }

    private func enter(_ depth: Int) throws {
        guard depth < maxDepth else { throw JSONReaderError(.tooDeep(limit: maxDepth), at: position) }
    }
}
