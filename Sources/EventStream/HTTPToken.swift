/// What HTTP allows in a method, a header name and a header value, checked before anything is sent: a line
/// break in any of them would let a caller (or a configuration file) inject fields into the request.
public enum HTTPToken {
    /// A method or header name: one or more token characters (RFC 9110 §5.6.2: letters, digits and
    /// ``!#$%&'*+-.^_`|~``).
    public static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenByte)
    }

    /// A header value: anything but CR, LF and NUL (tabs and non-ASCII text are fine).
    public static func isValidFieldValue(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
