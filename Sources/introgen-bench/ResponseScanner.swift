/// Reads one HTTP/1.1 response to an event-stream request as its bytes arrive, in any split: the status line and
/// headers, then the body (chunked, with a length, or up to the connection's end), counting the Server-Sent Events
/// in it as each one is complete.
///
/// The load generator needs to know three moments per request without keeping the body: the first event, every
/// later event, and the response's end (so the next request can go out on the same connection). An event counts when
/// the blank line that dispatches it arrives and it had a `data:` line, as an EventSource dispatches it: `retry`
/// alone and comment lines (pings) are no event. With `keepingBody` the de-chunked body is kept too, for capturing a
/// response to replay.
struct ResponseScanner {
    /// What one call of ``feed(_:)`` found.
    struct Progress {
        /// Events completed by these bytes.
        var events = 0
        /// The response has ended (bytes after its end are ignored: one request at a time per connection).
        var complete = false
    }

    private enum Part {
        case head
        /// A chunk-size line: its hex value so far; after `;` the extension is skipped.
        case chunkSize(Int, inExtension: Bool)
        case chunkData(remaining: Int)
        /// The CRLF after a chunk's data.
        case chunkEnd
        /// After the last chunk: trailer lines until an empty one.
        case trailer(lineLength: Int)
        case lengthBody(remaining: Int)
        case untilClose
        case done
    }

    private static let dataPrefix = Array("data:".utf8)

    private var part = Part.head
    private var head: [UInt8] = []
    /// The status code (0 until the head is read).
    private(set) var status = 0
    /// The server said `Connection: close` (or spoke HTTP/1.0): no further request on this connection.
    private(set) var closes = false
    private(set) var body: [UInt8] = []
    private let keepingBody: Bool
    // The event scanner: bytes on the current line, how much of "data:" its start matched, and whether the event
    // being read has a data line.
    private var lineLength = 0
    private var prefixMatched = 0
    private var eventHasData = false

    init(keepingBody: Bool = false) {
        self.keepingBody = keepingBody
    }

    /// Whether the response has ended.
    var isComplete: Bool {
        if case .done = part { return true }
        return false
    }

    /// Whether the body runs until the connection closes (no length, not chunked): its end is the end of the
    /// response.
    var endsWithConnection: Bool {
        if case .untilClose = part { return true }
        return false
    }

    /// Takes the next bytes of the response.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) -> Progress {
        var progress = Progress()
        var index = 0
        while index < bytes.count {
            switch part {
            case .head:
                head.append(bytes[index])
                index += 1
                if head.count >= 4 && head[head.count - 4..<head.count].elementsEqual([13, 10, 13, 10]) {
                    readHead()
                }
            case .chunkSize(let value, let inExtension):
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    part = value == 0 ? .trailer(lineLength: 0) : .chunkData(remaining: value)
                } else if byte == UInt8(ascii: ";") || inExtension {
                    part = .chunkSize(value, inExtension: true)
                } else if let digit = Self.hexDigit(byte) {
                    part = .chunkSize(value * 16 + digit, inExtension: false)
                }
            case .chunkData(let remaining):
                let count = min(remaining, bytes.count - index)
                progress.events += scan(UnsafeRawBufferPointer(rebasing: bytes[index..<index + count]))
                index += count
                part = remaining == count ? .chunkEnd : .chunkData(remaining: remaining - count)
            case .chunkEnd:
                if bytes[index] == UInt8(ascii: "\n") { part = .chunkSize(0, inExtension: false) }
                index += 1
            case .trailer(let lineLength):
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    part = lineLength == 0 ? .done : .trailer(lineLength: 0)
                } else if byte != UInt8(ascii: "\r") {
                    part = .trailer(lineLength: lineLength + 1)
                }
            case .lengthBody(let remaining):
                let count = min(remaining, bytes.count - index)
                progress.events += scan(UnsafeRawBufferPointer(rebasing: bytes[index..<index + count]))
                index += count
                part = remaining == count ? .done : .lengthBody(remaining: remaining - count)
            case .untilClose:
                progress.events += scan(UnsafeRawBufferPointer(rebasing: bytes[index...]))
                index = bytes.count
            case .done:
                index = bytes.count
            }
        }
        progress.complete = isComplete
        return progress
    }

    /// The status line and the three headers that say how the body ends.
    private mutating func readHead() {
        let text = String(decoding: head, as: UTF8.self).lowercased()
        let lines = text.split(separator: "\r\n")
        let statusLine = lines.first?.split(separator: " ") ?? []
        status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        closes = statusLine.first == "http/1.0"
        var chunked = false
        var length: Int?
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon]
            let value = line[line.index(after: colon)...].trimmingPrefix(" ")
            switch name {
            case "transfer-encoding": chunked = value.contains("chunked")
            case "content-length": length = Int(value)
            case "connection": closes = closes || value.contains("close")
            default: break
            }
        }
        head = []
        if chunked {
            part = .chunkSize(0, inExtension: false)
        } else if let length {
            part = length == 0 ? .done : .lengthBody(remaining: length)
        } else {
            closes = true
            part = .untilClose
        }
    }

    /// Counts the events that `bytes` of the body complete.
    private mutating func scan(_ bytes: UnsafeRawBufferPointer) -> Int {
        if keepingBody { body.append(contentsOf: bytes) }
        var events = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if lineLength == 0 {
                    if eventHasData { events += 1 }
                    eventHasData = false
                } else if prefixMatched == Self.dataPrefix.count {
                    eventHasData = true
                }
                lineLength = 0
                prefixMatched = 0
            } else if byte != UInt8(ascii: "\r") {
                if lineLength == prefixMatched && prefixMatched < Self.dataPrefix.count
                    && byte == Self.dataPrefix[prefixMatched]
                {
                    prefixMatched += 1
                }
                lineLength += 1
            }
        }
        return events
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
