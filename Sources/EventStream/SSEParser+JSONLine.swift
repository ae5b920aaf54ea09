extension SSEParser.Output {
    /// One JSON object on one line (with the final LF), the format `introgen inspect` prints:
    /// `{"event":"<type>","data":"<data>","id":"<last event id>"}` or `{"retry":<ms>}`.
    ///
    /// Written straight into a byte buffer because inspecting a capture should cost about as much as parsing it.
    public func appendJSONLine(to output: inout [UInt8]) {
        switch self {
        case .event(let event):
            output.append(contentsOf: JSONLine.eventPrefix)
            JSONLine.appendEscaped(event.type, to: &output)
            output.append(contentsOf: JSONLine.dataKey)
            JSONLine.appendEscaped(event.data, to: &output)
            output.append(contentsOf: JSONLine.idKey)
            JSONLine.appendEscaped(event.id, to: &output)
            output.append(contentsOf: JSONLine.eventSuffix)
        case .retry(let milliseconds):
            output.append(contentsOf: JSONLine.retryPrefix)
            output.append(contentsOf: String(milliseconds).utf8)
            output.append(contentsOf: JSONLine.retrySuffix)
        }
    }

    /// The JSON line as a string, without the final LF.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        appendJSONLine(to: &bytes)
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }
}

private enum JSONLine {
    static let eventPrefix = Array(#"{"event":""#.utf8)
    static let dataKey = Array(#"","data":""#.utf8)
    static let idKey = Array(#"","id":""#.utf8)
    static let eventSuffix = Array("\"}\n".utf8)
    static let retryPrefix = Array(#"{"retry":"#.utf8)
    static let retrySuffix = Array("}\n".utf8)
    static let hexDigits = Array("0123456789abcdef".utf8)

    /// RFC 8259 string escaping: quote, backslash and C0 controls; everything else is copied as UTF-8 in runs.
    static func appendEscaped(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case 0x22: output.append(contentsOf: [0x5C, 0x22])
                case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: output.append(contentsOf: [0x5C, 0x72])
                case 0x09: output.append(contentsOf: [0x5C, 0x74])
                case 0x08: output.append(contentsOf: [0x5C, 0x62])
                case 0x0C: output.append(contentsOf: [0x5C, 0x66])
                default:
                    output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
