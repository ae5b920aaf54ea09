import Foundation

@testable import IncrementalJSON

/// The incremental JSON reader: the value (or the error, where it is and the partial value before it) is the
/// same whole and in any split, in both modes; in strict mode it agrees with Foundation's `JSONSerialization`
/// on validity and values, except for the differences listed in Tests/Fuzz/README.md, each named where it is
/// excused below.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = inputBytes(start, count)
    for mode in [JSONReader.Mode.strict, .lenient] {
        let whole = FuzzSplits.requireSameWhole(bytes, seed: bytes, context: "\(mode)") { read($0, mode: mode) }
        if mode == .strict { compareWithFoundation(bytes, whole) }
    }
    return 0
}

private struct Outcome: Equatable {
    /// The value's JSON text (bytes, so canonically equivalent strings still differ).
    var value: [UInt8]?
    var failure: JSONReaderError?
    /// What the reader had built when it failed.
    var partial: [UInt8]?
}

private func read(_ pieces: [ArraySlice<UInt8>], mode: JSONReader.Mode) -> Outcome {
    var assembler = JSONValueAssembler(mode: mode)
    do {
        for piece in pieces { try assembler.feed(piece) }
        return Outcome(value: Array(try assembler.finish().text.utf8))
    } catch {
        let failure = error as? JSONReaderError
        require(failure != nil, "not a JSONReaderError: \(error)")
        return Outcome(failure: failure, partial: assembler.value.map { Array($0.text.utf8) })
    }
}

private func compareWithFoundation(_ bytes: [UInt8], _ outcome: Outcome) {
    // README difference 1: Foundation guesses UTF-16 or UTF-32 from NUL bytes and byte order marks.
    if bytes.prefix(4).contains(0) || bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF])
        || bytes.starts(with: [0xFF, 0xFE])
    {
        return
    }
    // README difference 2: the reader reads invalid UTF-8 as U+FFFD, Foundation refuses the document.
    if String(validating: bytes, as: UTF8.self) == nil { return }
    let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    let value = strict(bytes)
    switch (value, foundation) {
    case (let value?, let object?):
        require(same(value, object), "values differ: reader \(value.text), Foundation \(object)")
    case (nil, nil):
        break
    case (let value?, nil) where hasUnrepresentableNumber(value):
        // README difference 3: numbers stay text; Foundation refuses one beyond Double's range.
        break
    case (let value?, nil) where value.text.unicodeScalars.contains("\u{FFFD}") && !containsReplacement(bytes):
        // README difference 6: a lone surrogate escape (`"\\ud800"`) is U+FFFD to the reader (the input is valid
        // UTF-8 without a literal U+FFFD here, so that is where it came from); Foundation refuses the document.
        break
    case (let value?, nil):
        require(false, "reader accepts what Foundation refuses: \(value.text)")
    case (nil, let object?) where strict(withoutTrailingCommas(bytes)).map({ same($0, object) }) == true:
        // README difference 5: Foundation accepts a comma before `]` or `}`; RFC 8259 does not.
        break
    case (nil, _?) where outcome.failure?.code == .tooDeep(limit: 64):
        // README difference 7: the reader stops at 64 levels (its maxDepth), Foundation at 512.
        break
    case (nil, let object?):
        require(false, "reader refuses (\(String(describing: outcome.failure))) what Foundation accepts: \(object)")
    }
}

private func same(_ value: JSONValue, _ object: Any) -> Bool {
    switch value {
    case .null:
        return object is NSNull
    case .bool(let bool):
        return (object as? Bool) == bool
    case .number(let number):
        guard let foundation = object as? NSNumber else { return false }
        let double = number.double
        guard foundation is NSDecimalNumber else { return double == foundation.doubleValue }
        // README difference 4: Foundation reads a long integer as a Decimal (38 digits) whose Double is close.
        return abs(double - foundation.doubleValue) <= abs(double) * 1e-12
    case .string(let text):
        guard let foundation = object as? String else { return false }
        if Array(text.utf8) == Array(foundation.utf8) { return true }
        // README difference 8: Foundation drops a U+FEFF that starts a string or follows an escape in it.
        let withoutMarks = text.unicodeScalars.filter { $0 != "\u{FEFF}" }
        return text.unicodeScalars.contains("\u{FEFF}")
            && Array(String(String.UnicodeScalarView(withoutMarks)).utf8)
                == Array(String(foundation.unicodeScalars.filter { $0 != "\u{FEFF}" }).utf8)
    case .array(let elements):
        guard let foundation = object as? [Any], foundation.count == elements.count else { return false }
        return zip(elements, foundation).allSatisfy { same($0, $1) }
    case .object(let members):
        guard let foundation = object as? [String: Any] else { return false }
        let keys = Set(members.map(\.key))
        guard keys.count == foundation.count else { return false }
        // Keys carry difference 8 too: a key that starts with U+FEFF is another key to Foundation.
        if keys.contains(where: { $0.unicodeScalars.contains("\u{FEFF}") }) { return true }
        return keys.allSatisfy { key in foundation[key].map { same(value[key]!, $0) } ?? false }
    }
}

/// Whether the input holds U+FFFD written out (EF BF BD), as opposed to one the reader made of an escape.
private func containsReplacement(_ bytes: [UInt8]) -> Bool {
    bytes.indices.dropLast(2).contains { bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBF && bytes[$0 + 2] == 0xBD }
}

private func hasUnrepresentableNumber(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): !number.double.isFinite
    case .array(let elements): elements.contains(where: hasUnrepresentableNumber)
    case .object(let members): members.contains { hasUnrepresentableNumber($0.value) }
    case .null, .bool, .string: false
    }
}

/// The value of a strict document read whole, nil when malformed.
private func strict(_ bytes: [UInt8]) -> JSONValue? {
    var reader = JSONValueAssembler(mode: .strict)
    return try? { () throws -> JSONValue in
        try reader.feed(bytes)
        return try reader.finish()
    }()
}

/// The document with every comma outside a string that only whitespace separates from a `]` or `}` removed.
private func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var inString = false
    var escaped = false
    var pendingComma: Int?
    for byte in bytes {
        if inString {
            output.append(byte)
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == 0x22 {
                inString = false
            }
            continue
        }
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D:
            output.append(byte)
            continue
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            if let comma = pendingComma { output.remove(at: comma) }
        case UInt8(ascii: ","):
            pendingComma = output.count
            output.append(byte)
            continue
        case 0x22:
            inString = true
        default:
            break
        }
        pendingComma = nil
        output.append(byte)
    }
    return output
}
