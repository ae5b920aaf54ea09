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
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw SourceError.invalidFrame(excerpt: text)
        }
    }
}
