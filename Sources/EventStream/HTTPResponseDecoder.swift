import Foundation

/// Turns the bytes of one HTTP/1.1 response, in reads of any size, into a head and de-framed body pieces.
///
/// A synchronous value fed by the connection thread (the swift-nio decoder model), so it is tested by
/// feeding bytes whole, one at a time and split at every offset, without a network. Interim `1xx`
/// responses are skipped; the body is framed by `Transfer-Encoding: chunked`, `Content-Length` or the
/// end of the connection, and has no bytes after `HEAD` or a `204`/`304`. A failure is the last output,
/// after everything decoded before it (a head and a bad chunk can share one read): `.cannotConnect`
/// while no head was decoded, `.connectionLost` after.
struct HTTPResponseDecoder {
    /// What one read produced, in order.
    enum Output {
        /// The final response head; names are lowercased, repeated fields joined with ", ".
        case head(status: Int, headers: [String: String])
        /// The next de-chunked body bytes (never empty).
        case body(Data)
        /// The body is complete; later bytes are ignored.
        case end
        /// The response is unusable; later bytes are ignored.
        case failure(EventStreamError)
    }

    private enum Framing {
        case length(remaining: Int)
        case chunked(ChunkState)
        case untilClose
    }

    private enum ChunkState {
        /// Collecting a chunk-size line (size, optional extensions).
        case size(line: [UInt8])
        case data(remaining: Int)
        /// The CRLF after a chunk's data; `sawCR` once the CR went by.
        case dataEnd(sawCR: Bool)
        /// Trailer fields after the last chunk, up to an empty line.
        case trailers(line: [UInt8], total: Int)
    }

    private enum Phase {
        case head
        case body(Framing)
        case done
    }

    /// The largest response head (status line and fields) accepted, and the cap on trailers.
    let maxHeadSize: Int
    private let isHeadRequest: Bool
    private var phase = Phase.head
    private var headBuffer: [UInt8] = []
    /// Where the search for the blank line ending the head resumes.
    private var headScanned = 0

    /// A chunk-size line longer than this (extensions included) is treated as garbage.
    private static let maxChunkLine = 4096

    init(requestMethod: String, maxHeadSize: Int = 64 * 1024) {
        isHeadRequest = requestMethod.uppercased() == "HEAD"
        self.maxHeadSize = maxHeadSize
    }

    /// True once the whole body arrived (the connection can be closed).
    var isComplete: Bool {
        if case .done = phase { return true }
        return false
    }

    /// Decodes the next bytes the server sent.
    mutating func feed(_ data: Data) -> [Output] {
        let data = data.startIndex == 0 ? data : Data(data)
        var outputs: [Output] = []
        var offset = 0
        do {
            while offset < data.count {
                switch phase {
                case .done:
                    return outputs
                case .head:
                    offset = try consumeHead(data, from: offset, into: &outputs)
                case .body(let framing):
                    offset = try consumeBody(data, from: offset, framing: framing, into: &outputs)
                }
            }
        } catch {
            phase = .done
            outputs.append(.failure(error))
        }
        return outputs
    }

    /// The server closed the connection: ends a close-delimited body, fails anything unfinished.
    mutating func finish() -> [Output] {
        let failure: EventStreamError
        switch phase {
        case .done:
            return []
        case .body(.untilClose):
            phase = .done
            return [.end]
        case .head:
            let detail =
                headBuffer.isEmpty
                ? "the server closed the connection without answering"
                : "the server closed the connection in the middle of the response head"
            failure = EventStreamError(code: .cannotConnect, detail: detail)
        case .body(.length(let remaining)):
            failure = EventStreamError(
                code: .connectionLost,
                detail: "the server closed the connection \(remaining) bytes before the end of the body"
            )
        case .body(.chunked):
            failure = EventStreamError(
                code: .connectionLost,
                detail: "the server closed the connection before the last chunk"
            )
        }
        phase = .done
        return [.failure(failure)]
    }

    // MARK: - Head

    private mutating func consumeHead(_ data: Data, from offset: Int, into outputs: inout [Output])
        throws(EventStreamError) -> Int
    {
        var start = offset
        if headBuffer.isEmpty {
            // Clients ignore empty lines before a status line (RFC 9112, 2.2).
            while start < data.count && (data[start] == Self.cr || data[start] == Self.lf) { start += 1 }
        }
        headBuffer.append(contentsOf: data[start...])
        guard let end = Self.blankLineEnd(in: headBuffer, from: headScanned) else {
            if headBuffer.count > maxHeadSize { throw Self.headTooLarge(maxHeadSize) }
            // The search looks back from each LF, so a terminator split across reads is still found.
            headScanned = headBuffer.count
            return data.count
        }
        guard end <= maxHeadSize else { throw Self.headTooLarge(maxHeadSize) }
        let leftover = headBuffer.count - end
        let (status, headers) = try Self.parseHead(headBuffer[0..<end])
        headBuffer.removeAll(keepingCapacity: true)
        headScanned = 0
        if (100..<200).contains(status) && status != 101 {
            // An interim response (100 Continue, 103 Early Hints): the real head follows.
            return data.count - leftover
        }
        let framing = try Self.framing(status: status, headers: headers, isHeadRequest: isHeadRequest)
        outputs.append(.head(status: status, headers: headers))
        if case .length(0) = framing {
            phase = .done
            outputs.append(.end)
        } else {
            phase = .body(framing)
        }
        return data.count - leftover
    }

    /// The index just past the first empty line (CRLF CRLF, or bare LFs), searching from `start`.
    private static func blankLineEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == lf {
                // An empty line is LF preceded by LF, or by CR LF.
                if index >= 1 && bytes[index - 1] == lf { return index + 1 }
                if index >= 2 && bytes[index - 1] == cr && bytes[index - 2] == lf { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    private static func parseHead(_ bytes: ArraySlice<UInt8>) throws(EventStreamError) -> (Int, [String: String]) {
        let lines = bytes.split(separator: lf, omittingEmptySubsequences: false).map { line in
            line.last == cr ? line.dropLast() : line
        }
        guard let statusLine = lines.first else { throw malformed("an empty response head") }
        let status = try parseStatusLine(statusLine)
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            if line.first == space || line.first == tab {
                // Obsolete line folding: the line continues the previous field's value.
                guard !fields.isEmpty else { continue }
                let more = trimmed(line)
                if !more.isEmpty {
                    fields[fields.count - 1].value += fields[fields.count - 1].value.isEmpty ? more : " " + more
                }
                continue
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = trimmed(line[line.startIndex..<colon]).lowercased()
            guard !name.isEmpty else { continue }
            fields.append((name, trimmed(line[(colon + 1)...])))
        }
        var headers: [String: String] = [:]
        for (name, value) in fields {
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return (status, headers)
    }

    /// `HTTP/1.1 200 OK` → 200; the reason phrase is optional and ignored.
    private static func parseStatusLine(_ line: ArraySlice<UInt8>) throws(EventStreamError) -> Int {
        let text = String(decoding: line, as: UTF8.self)
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3, let status = Int(parts[1]),
            status >= 100
        else {
            throw malformed("an invalid status line \"\(text.prefix(80))\"")
        }
        return status
    }

    private static func framing(status: Int, headers: [String: String], isHeadRequest: Bool) throws(EventStreamError)
        -> Framing
    {
        if isHeadRequest || status == 204 || status == 304 || (100..<200).contains(status) {
            return .length(remaining: 0)
        }
        if let codings = headers["transfer-encoding"] {
            let last = codings.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
            // Anything but a final "chunked" can only end with the connection (RFC 9112, 6.3).
            return last?.lowercased() == "chunked" ? .chunked(.size(line: [])) : .untilClose
        }
        if let lengths = headers["content-length"] {
            // Repeats ("5, 5") are allowed only when they agree.
            let values = Set(lengths.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            guard values.count == 1, let text = values.first, !text.isEmpty,
                text.utf8.allSatisfy({ (48...57).contains($0) }),
                let length = Int(text)
            else {
                throw malformed("an invalid Content-Length \"\(lengths.prefix(80))\"")
            }
            return .length(remaining: length)
        }
        return .untilClose
    }

    // MARK: - Body

    private mutating func consumeBody(
        _ data: Data,
        from offset: Int,
        framing: Framing,
        into outputs: inout [Output]
    ) throws(EventStreamError) -> Int {
        switch framing {
        case .untilClose:
            outputs.append(.body(Self.piece(of: data, from: offset, count: data.count - offset)))
            return data.count
        case .length(let remaining):
            let count = min(remaining, data.count - offset)
            outputs.append(.body(Self.piece(of: data, from: offset, count: count)))
            if count == remaining {
                phase = .done
                outputs.append(.end)
            } else {
                phase = .body(.length(remaining: remaining - count))
            }
            return offset + count
        case .chunked(let state):
            return try consumeChunked(data, from: offset, state: state, into: &outputs)
        }
    }

    private mutating func consumeChunked(
        _ data: Data,
        from offset: Int,
        state: ChunkState,
        into outputs: inout [Output]
    ) throws(EventStreamError) -> Int {
        switch state {
        case .size(var line):
            var index = offset
            while index < data.count && data[index] != Self.lf { index += 1 }
            line.append(contentsOf: data[offset..<index])
            guard line.count <= Self.maxChunkLine else { throw Self.badChunk("a chunk-size line that never ends") }
            guard index < data.count else {
                phase = .body(.chunked(.size(line: line)))
                return data.count
            }
            let size = try Self.chunkSize(line)
            phase = .body(.chunked(size == 0 ? .trailers(line: [], total: 0) : .data(remaining: size)))
            return index + 1
        case .data(let remaining):
            let count = min(remaining, data.count - offset)
            outputs.append(.body(Self.piece(of: data, from: offset, count: count)))
            phase = .body(.chunked(count == remaining ? .dataEnd(sawCR: false) : .data(remaining: remaining - count)))
            return offset + count
        case .dataEnd(let sawCR):
            switch data[offset] {
            case Self.cr where !sawCR:
                phase = .body(.chunked(.dataEnd(sawCR: true)))
            case Self.lf:
                phase = .body(.chunked(.size(line: [])))
            default:
                throw Self.badChunk("chunk data longer than its size")
            }
            return offset + 1
        case .trailers(var line, let total):
            var index = offset
            while index < data.count && data[index] != Self.lf { index += 1 }
            line.append(contentsOf: data[offset..<index])
            let seen = total + index - offset
            guard seen <= maxHeadSize else { throw Self.badChunk("trailers larger than \(maxHeadSize) bytes") }
            guard index < data.count else {
                phase = .body(.chunked(.trailers(line: line, total: seen)))
                return data.count
            }
            if line.isEmpty || line == [Self.cr] {
                phase = .done
                outputs.append(.end)
            } else {
                // A trailer field: nothing here needs one, so it is skipped.
                phase = .body(.chunked(.trailers(line: [], total: seen + 1)))
            }
            return index + 1
        }
    }

    /// The size of a chunk-size line: hex digits in either case, then optional whitespace and extensions.
    private static func chunkSize(_ line: [UInt8]) throws(EventStreamError) -> Int {
        var size = 0
        var digits = 0
        for byte in line {
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
            default: value = -1
            }
            guard value >= 0 else { break }
            // Fifteen hex digits stay far below Int.max; more is an absurd size.
            guard digits < 15 else { throw badChunk("a chunk size too large") }
            size = size * 16 + value
            digits += 1
        }
        guard digits > 0 else {
            throw badChunk("an invalid chunk size \"\(String(decoding: line.prefix(40), as: UTF8.self))\"")
        }
        // After the digits: optional whitespace, then the end of the line or ";" and extensions (ignored).
        let rest = line.dropFirst(digits).drop { $0 == space || $0 == tab }
        guard rest.isEmpty || rest.first == UInt8(ascii: ";") || rest.elementsEqual([cr]) else {
            throw badChunk("an invalid chunk size \"\(String(decoding: line.prefix(40), as: UTF8.self))\"")
        }
        return size
    }

    // MARK: - Helpers

    /// `count` bytes from `offset`, sharing the read's storage when the piece is the whole read.
    private static func piece(of data: Data, from offset: Int, count: Int) -> Data {
        if offset == 0 && count == data.count { return data }
        return data.subdata(in: offset..<offset + count)
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, first == space || first == tab { slice.removeFirst() }
        while let last = slice.last, last == space || last == tab || last == cr { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }

    private static func malformed(_ what: String) -> EventStreamError {
        EventStreamError(code: .cannotConnect, detail: "the server sent \(what)")
    }

    private static func headTooLarge(_ limit: Int) -> EventStreamError {
        EventStreamError(code: .cannotConnect, detail: "the response head is larger than \(limit) bytes")
    }

    private static func badChunk(_ what: String) -> EventStreamError {
        EventStreamError(code: .connectionLost, detail: "the server sent \(what)")
    }

    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}
