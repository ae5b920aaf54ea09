import FoundationEssentials
import IncrementalJSON
import IntroductionCore

/// The JSON both ways for network sources: request bodies out (`JSONEncoder`), frames in (``JSONPaths``).
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

    /// Hands the values at `paths` in one frame's data to `found` (``JSONPaths/scan(_:maxDepth:found:)``, the
    /// reader's fast path for complete frames). Data that is not one JSON value, or that has the wrong shape on
    /// the way down a path, is `.invalidFrame` naming the start of the frame.
    static func scan(_ text: String, _ paths: JSONPaths, found: (Int, JSONValue) throws -> Void) throws {
        do {
            try paths.scan(text, found: found)
        } catch is JSONReaderError {
            throw SourceError.invalidFrame(excerpt: String(trimmed(text)))
        }
    }

    /// A string field of a frame: nil when absent or null; any other type is `.invalidFrame`.
    static func string(_ value: JSONValue?, in text: String) throws -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let string)?: return string
        default: throw SourceError.invalidFrame(excerpt: String(trimmed(text)))
        }
    }

    /// An integer field of a frame (`3` or `3.0`): nil when absent or null; anything else is `.invalidFrame`.
    static func int(_ value: JSONValue?, in text: String) throws -> Int? {
        if value == nil || value == .null { return nil }
        guard case .number(let number)? = value, let int = number.int ?? Int(exactly: number.double) else {
            throw SourceError.invalidFrame(excerpt: String(trimmed(text)))
        }
        return int
    }

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
