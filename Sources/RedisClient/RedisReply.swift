/// A reply from Redis, copied out of hiredis's reply object (so it outlives it and may cross threads).
package enum RedisReply: Sendable, Equatable {
    /// A bulk string: any bytes.
    case string([UInt8])
    /// A simple status, such as `OK`.
    case status(String)
    case integer(Int)
    case array([RedisReply])
    /// A nil bulk string or array: nothing there (a key that does not exist, a blocking read that timed out).
    case null
    /// The server refused the command; the message starts with its kind (`ERR`, `WRONGTYPE`, `NOAUTH`…).
    case error(String)

    /// The bytes of a bulk string or status as text; nil for anything else.
    package var text: String? {
        switch self {
        case .string(let bytes): String(decoding: bytes, as: UTF8.self)
        case .status(let text): text
        default: nil
        }
    }

    /// The elements of an array; empty for anything else.
    package var elements: [RedisReply] {
        if case .array(let elements) = self { return elements }
        return []
    }
}
