import Foundation
import IncrementalJSON
import TestSupport

/// Whether `value` is what Foundation's `JSONSerialization` made of the same text: same types, same numbers,
/// strings equal as UTF-8 (not merely canonically equivalent).
func matchesFoundation(_ value: JSONValue, _ object: Any) -> Bool {
    switch value {
    case .null:
        return object is NSNull
    case .bool(let bool):
        guard let number = object as? NSNumber, String(cString: number.objCType) == "c" else { return false }
        return number.boolValue == bool
    case .number(let number):
        guard let foundation = object as? NSNumber, String(cString: foundation.objCType) != "c" else { return false }
        if let int = number.int, foundation.int64Value != Int64(int) { return false }
        // Foundation reads some long mantissas with exponents through Decimal, a rounding step away from the
        // correctly rounded double: allow a few units in the last place.
        let (ours, theirs) = (number.double, foundation.doubleValue)
        return ours == theirs || abs(ours - theirs) <= max(abs(ours), abs(theirs)) * 8 * Double.ulpOfOne
    case .string(let text):
        guard let string = object as? String else { return false }
        return string.utf8.elementsEqual(text.utf8)
    case .array(let elements):
        guard let array = object as? [Any], array.count == elements.count else { return false }
        return zip(elements, array).allSatisfy { matchesFoundation($0, $1) }
    case .object(let members):
        guard let dictionary = object as? [String: Any], dictionary.count == members.count else { return false }
        return members.allSatisfy { member in
            dictionary[member.key].map { matchesFoundation(member.value, $0) } ?? false
        }
    }
}

/// Foundation's reading of `text` (fragments allowed), or nil when it refuses it.
func foundationObject(_ text: [UInt8]) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])
}

/// Feeds `pieces` to a fresh assembler; returns every partial value (after each feed) and the final value.
func assemble(_ pieces: [[UInt8]], mode: JSONReader.Mode = .strict) throws -> (partials: [JSONValue?], final: JSONValue)
{
    var assembler = JSONValueAssembler(mode: mode)
    var partials: [JSONValue?] = []
    for piece in pieces { partials.append(try assembler.feed(piece)) }
    return (partials, try assembler.finish())
}

/// The whole document read by the fast path (the empty path is the document itself).
func scanWhole(_ bytes: [UInt8]) throws -> JSONValue? {
    var found: JSONValue?
    try bytes.withUnsafeBytes { buffer in
        try JSONPaths([[]]).scan(buffer) { _, value in found = value }
    }
    return found
}

/// Whether each partial value extends the previous one and the last extends to `final`.
func partialsGrow(_ partials: [JSONValue?], to final: JSONValue) -> Bool {
    var previous: JSONValue?
    for partial in partials + [final] {
        guard let partial else {
            if previous != nil { return false }
            continue
        }
        if let previous, !previous.isPrefix(of: partial) { return false }
        previous = partial
    }
    return true
}

/// Random JSON documents with the value they must read as: every kind of value, strings with every escape (some
/// characters escaped as `\u`, astral ones as surrogate pairs), numbers of every shape, whitespace anywhere.
struct RandomJSON {
    var random: TestRandom

    /// Scalars strings are made of: ASCII, the characters that must be escaped, controls, accents (also
    /// combining), Japanese, emoji with modifiers, a line separator and NUL.
    static let scalars: [Unicode.Scalar] = [
        "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{08}", "\u{0C}", "\u{01}", "\u{1B}", "\u{7F}",
        "é", "\u{301}", "あ", "語", "🎉", "👋", "\u{1F3FD}", "\u{2028}", "\u{0}", "\u{FFFD}", "\u{9B}",
    ]

    /// A document and its value.
    mutating func document(depth: Int = 4) -> (text: [UInt8], value: JSONValue) {
        var text = ""
        let value = self.value(depth: depth, into: &text)
        space(&text)
        return (Array(text.utf8), value)
    }

    private mutating func space(_ text: inout String) {
        guard random.chance(30) else { return }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            text += [" ", "\n", "\t", "\r\n"].randomElement(using: &random)!
        }
    }

    private mutating func value(depth: Int, into text: inout String) -> JSONValue {
        space(&text)
        let kind = Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random)
        switch kind {
        case 0:
            text += "null"
            return .null
        case 1:
            let bool = random.chance(50)
            text += bool ? "true" : "false"
            return .bool(bool)
        case 2:
            let number = self.number()
            text += number
            return .number(JSONNumber(validText: number))
        case 3, 4:
            let string = self.string()
            write(string, into: &text)
            return .string(string)
        case 5:
            text += "["
            var elements: [JSONValue] = []
            for index in 0..<Int.random(in: 0...4, using: &random) {
                if index > 0 { text += "," }
                elements.append(value(depth: depth - 1, into: &text))
                space(&text)
            }
            if elements.isEmpty { space(&text) }
            text += "]"
            return .array(elements)
        default:
            text += "{"
            var members: [JSONValue.Member] = []
            var keys: Set<String> = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let key = string(maxLength: 6)
                guard keys.insert(key).inserted else { continue }
                if !members.isEmpty { text += "," }
                space(&text)
                write(key, into: &text)
                space(&text)
                text += ":"
                members.append(JSONValue.Member(key, value(depth: depth - 1, into: &text)))
                space(&text)
            }
            if members.isEmpty { space(&text) }
            text += "}"
            return .object(members)
        }
    }

    private mutating func number() -> String {
        var text = random.chance(30) ? "-" : ""
        text += random.chance(20) ? "0" : String(Int.random(in: 1...999_999_999, using: &random))
        if random.chance(40) { text += "." + String(Int.random(in: 0...99_999, using: &random)) }
        if random.chance(30) {
            text += random.chance(50) ? "e" : "E"
            text += ["", "+", "-"].randomElement(using: &random)!
            text += String(Int.random(in: 0...290, using: &random))
        }
        return text
    }

    private mutating func string(maxLength: Int = 24) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...maxLength, using: &random) {
            scalars.append(Self.scalars.randomElement(using: &random)!)
        }
        return String(scalars)
    }

    /// `string` as a JSON literal, escaping what must be escaped (short forms or `\u`, either case of hex) and
    /// now and then something that need not be.
    private mutating func write(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            let short: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\t": "\\t"
                case "\r": "\\r"
                case "\u{08}": "\\b"
                case "\u{0C}": "\\f"
                case "/" where random.chance(50): "\\/"
                default: nil
                }
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if let short, !random.chance(20) {
                text += short
            } else if mustEscape || random.chance(15) {
                let units = Array(String(scalar).utf16)
                for unit in units {
                    let hex = String(unit, radix: 16, uppercase: random.chance(50))
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
