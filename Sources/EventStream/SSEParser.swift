import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An incremental parser for `text/event-stream` bytes, following the WHATWG "Server-sent events"
/// interpretation exactly.
///
/// It is a synchronous value: feed it bytes as they arrive and it hands back each event the moment its
/// terminating blank line is read. Read boundaries carry no meaning: a line ending (CRLF, LF or CR, including
/// a CR that ends one read and an LF that starts the next), a UTF-8 character or the leading BOM may be split
/// anywhere. Text is decoded per field as UTF-8 with U+FFFD for invalid bytes, which matches decoding the whole
/// stream first, because every separator is ASCII and so ends any partial sequence.
///
/// Memory is bounded by `maxEventSize`: an event (or a single line) that grows past it ends parsing with
/// ``EventStreamError/Code-swift.struct/eventTooLarge`` instead of growing without limit.
public struct SSEParser: Sendable {
    /// What the parser reports, in stream order.
    public enum Output: Sendable, Equatable {
        /// An event, dispatched by a blank line.
        case event(ServerSentEvent)
        /// An accepted `retry` field: the reconnection time in milliseconds, reported when read.
        case retry(Int)
    }

    /// The most an event's data (or one pending line) may grow to before the stream is refused.
    public let maxEventSize: Int

    /// The id of the last dispatched event: what a reconnecting client sends as `Last-Event-ID`.
    public private(set) var lastEventID: String

    /// The "last event ID buffer": set by an `id` line at once, but only becomes `lastEventID` on dispatch.
    private var idBuffer: String
    private var data: [UInt8] = []
    private var eventType: String?
    /// Bytes of a line whose ending has not arrived yet.
    private var pendingLine: [UInt8] = []
    /// The previous read ended in CR, so an LF at the start of the next read belongs to that line ending.
    private var skipLeadingLF = false
    /// How many bytes of a leading UTF-8 BOM (EF BB BF) have been matched so far; nil once decided.
    private var bomMatched: Int? = 0

    /// A parser for a new connection; `lastEventID` is the resume cursor it starts from ("" for none).
    public init(maxEventSize: Int = 8 * 1024 * 1024, lastEventID: String = "") {
        self.maxEventSize = maxEventSize
        self.lastEventID = lastEventID
        self.idBuffer = lastEventID
    }

    /// Feeds the next bytes of the stream and calls `handle` for every event and retry they complete, in order.
    ///
    /// Throws ``EventStreamError`` (`.eventTooLarge`) when an event outgrows `maxEventSize`; after that the
    /// parser must not be fed again. Errors thrown by `handle` stop parsing and are rethrown.
    public mutating func parse(_ bytes: UnsafeRawBufferPointer, _ handle: (Output) throws -> Void) throws {
        guard var cursor = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let end = cursor + bytes.count
        if bomMatched != nil {
            cursor = skipBOM(from: cursor, to: end)
            if bomMatched != nil { return }
        }
        if skipLeadingLF, cursor < end {
            skipLeadingLF = false
            if cursor.pointee == lf { cursor += 1 }
        }
        while cursor < end {
            guard let lineEnd = Self.findLineEnd(from: cursor, to: end) else {
                try holdPartialLine(UnsafeBufferPointer(start: cursor, count: end - cursor))
                return
            }
            let terminator = lineEnd.pointee
            if pendingLine.isEmpty {
                // The limit a held line meets, so a line's fate does not depend on whether a read split it.
                guard lineEnd - cursor <= maxEventSize else { throw tooLarge() }
                try processLine(UnsafeBufferPointer(start: cursor, count: lineEnd - cursor), handle)
            } else {
                try holdPartialLine(UnsafeBufferPointer(start: cursor, count: lineEnd - cursor))
                let line = pendingLine
                pendingLine.removeAll(keepingCapacity: true)
                try line.withUnsafeBufferPointer { try processLine($0, handle) }
            }
            cursor = lineEnd + 1
            if terminator == cr {
                if cursor == end {
                    skipLeadingLF = true
                } else if cursor.pointee == lf {
                    cursor += 1
                }
            }
        }
    }

    /// Feeds bytes from any collection and returns what they complete; convenient for tests and small inputs.
    public mutating func parse(_ bytes: some Sequence<UInt8>) throws -> [Output] {
        var outputs: [Output] = []
        let contiguous = Array(bytes)
        try contiguous.withUnsafeBytes { buffer in
            try parse(buffer) { outputs.append($0) }
        }
        return outputs
    }

    /// Ends the stream: an event not terminated by a blank line is discarded, as the specification requires.
    ///
    /// `lastEventID` keeps the id of the last dispatched event, so the parser can be reused for a resumed
    /// connection; an `id` read in the discarded event is forgotten.
    public mutating func finish() {
        data.removeAll(keepingCapacity: true)
        pendingLine.removeAll(keepingCapacity: true)
        eventType = nil
        idBuffer = lastEventID
        skipLeadingLF = false
        bomMatched = 0
    }

    // MARK: - Lines

    private static func findLineEnd(
        from start: UnsafePointer<UInt8>,
        to end: UnsafePointer<UInt8>
    ) -> UnsafePointer<UInt8>? {
        // memchr is vectorised; a stream without CR pays one extra scan of each line, which is cheap.
        let count = end - start
        let newline = memchr(start, Int32(lf), count)
        let searchLength = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(start) } ?? count
        if let carriageReturn = memchr(start, Int32(cr), searchLength) {
            return UnsafePointer(carriageReturn.assumingMemoryBound(to: UInt8.self))
        }
        return newline.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
    }

    private mutating func holdPartialLine(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard pendingLine.count + bytes.count <= maxEventSize else { throw tooLarge() }
        pendingLine.append(contentsOf: bytes)
    }

    private mutating func processLine(_ line: UnsafeBufferPointer<UInt8>, _ handle: (Output) throws -> Void) throws {
        guard let first = line.first else {
            try dispatch(handle)
            return
        }
        if first == colon { return }
        let nameEnd = line.firstIndex(of: colon) ?? line.count
        var valueStart = nameEnd + 1
        if valueStart < line.count, line[valueStart] == space { valueStart += 1 }
        let name = UnsafeBufferPointer(rebasing: line[0..<nameEnd])
        let value = UnsafeBufferPointer(rebasing: line[min(valueStart, line.count)...])
        switch name.count {
        case 4 where name.elementsEqual(Field.data):
            guard data.count + value.count + 1 <= maxEventSize else { throw tooLarge() }
            data.append(contentsOf: value)
            data.append(lf)
        case 5 where name.elementsEqual(Field.event):
            eventType = String(decoding: value, as: UTF8.self)
        case 2 where name.elementsEqual(Field.id):
            if !value.contains(0) { idBuffer = String(decoding: value, as: UTF8.self) }
        case 5 where name.elementsEqual(Field.retry):
            if let milliseconds = Self.decimal(value) { try handle(.retry(milliseconds)) }
        default:
            break
        }
    }

    private mutating func dispatch(_ handle: (Output) throws -> Void) throws {
        lastEventID = idBuffer
        guard !data.isEmpty else {
            eventType = nil
            return
        }
        let text = data.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0.dropLast()), as: UTF8.self)
        }
        let event = ServerSentEvent(
            type: eventType.flatMap { $0.isEmpty ? nil : $0 } ?? "message", data: text, id: idBuffer)
        data.removeAll(keepingCapacity: data.capacity <= 1 << 20)
        eventType = nil
        try handle(.event(event))
    }

    /// A `retry` value counts only when it is all ASCII digits; one too large to represent is ignored.
    private static func decimal(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(Int(byte - 0x30))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }

    private mutating func skipBOM(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> UnsafePointer<
        UInt8
    > {
        var cursor = start
        while let matched = bomMatched, cursor < end {
            if cursor.pointee == Self.bom[matched] {
                cursor += 1
                bomMatched = matched + 1 == Self.bom.count ? nil : matched + 1
            } else {
                // Not a BOM after all: the bytes taken so far are ordinary line content.
                bomMatched = nil
                pendingLine.append(contentsOf: Self.bom[0..<matched])
            }
        }
        return cursor
    }

    private func tooLarge() -> EventStreamError {
        .eventTooLarge(limit: maxEventSize)
    }

    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    private enum Field {
        static let data = Array("data".utf8)
        static let event = Array("event".utf8)
        static let id = Array("id".utf8)
        static let retry = Array("retry".utf8)
    }
}

private let lf: UInt8 = 0x0A
private let cr: UInt8 = 0x0D
private let colon: UInt8 = 0x3A
private let space: UInt8 = 0x20
