import Foundation

/// The JSON both ways for network sources: request bodies out, frames in.
enum SourceJSON {
    /// A request body: sorted keys (stable bytes, readable captures), slashes and non-ASCII left as they are.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw SourceError.invalidConfiguration("The request could not be written as JSON: \(error).")
        }
    }

    /// One frame's data as `type`; anything else (not JSON, or not that shape) is `.invalidFrame`
    /// naming the start of the frame.
    static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        do {
            return try frameDecoder.decode(type, from: Data(text.utf8))
        } catch {
            throw SourceError.invalidFrame(excerpt: text)
        }
    }

    /// Frames arrive by the thousand: one decoder with default settings serves them all (it holds no state
    /// between calls), instead of one allocated per frame.
    private static let frameDecoder = JSONDecoder()

    /// Whether a frame's data is only whitespace (keep-alive padding), checked on the bytes: Foundation's
    /// trimming goes through UTF-16 and showed up in profiles at thousands of frames a second.
    static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy(isASCIIWhitespace)
    }

    /// `text` without leading and trailing ASCII whitespace, cut on the bytes for the same reason.
    static func trimmed(_ text: String) -> Substring {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isASCIIWhitespace($0) }),
            let last = bytes.lastIndex(where: { !isASCIIWhitespace($0) })
        else { return "" }
        // ASCII bytes are always on scalar boundaries, so these indices are valid string indices.
        return text[first...last]
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
