import Foundation
import Glibc

/// One server-side connection: reads a request, plays a scripted response. Used on one thread only.
final class LoopbackConnection {
    struct RequestHead {
        var method: String
        var path: String
        var headers: [(name: String, value: String)]
        var body: [UInt8]
    }

    private let fd: Int32
    private let wake: Int32
    /// Told how many body bytes each write put on the wire.
    private let onSent: (Int) -> Void
    private var buffer: [UInt8] = []
    private(set) var stopping = false

    init(fd: Int32, wake: Int32, onSent: @escaping (Int) -> Void = { _ in }) {
        self.fd = fd
        self.wake = wake
        self.onSent = onSent
    }

    // MARK: - Reading the request

    /// Reads one request; nil when the client closed first or the server is stopping.
    func readRequest() -> RequestHead? {
        guard let headerEnd = readUntil(separator: [13, 10, 13, 10]) else { return nil }
        let headText = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", maxSplits: 2).map(String.init)
        guard requestLine.count >= 2 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            headers.append((name, value))
        }
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name }?.value
        }
        if header("expect")?.lowercased() == "100-continue" {
            _ = Socket.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        var body: [UInt8] = []
        if header("transfer-encoding")?.lowercased().contains("chunked") == true {
            guard let chunked = readChunkedBody() else { return nil }
            body = chunked
        } else if let length = header("content-length").flatMap(Int.init), length > 0 {
            guard fill(to: length) else { return nil }
            body = Array(buffer[0..<length])
            buffer.removeFirst(length)
        }
        return RequestHead(method: requestLine[0], path: requestLine[1], headers: headers, body: body)
    }

    private func readChunkedBody() -> [UInt8]? {
        var body: [UInt8] = []
        while true {
            guard let lineEnd = readUntil(separator: [13, 10]) else { return nil }
            let sizeText = String(decoding: buffer[0..<lineEnd], as: UTF8.self)
            buffer.removeFirst(lineEnd + 2)
            let sizeField = sizeText.split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeField.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            if size == 0 {
                // Trailers (usually none) end with an empty line.
                while let end = readUntil(separator: [13, 10]) {
                    buffer.removeFirst(end + 2)
                    if end == 0 { return body }
                }
                return nil
            }
            guard fill(to: size + 2) else { return nil }
            body += buffer[0..<size]
            buffer.removeFirst(size + 2)
        }
    }

    private func readUntil(separator: [UInt8]) -> Int? {
        var searchFrom = 0
        while true {
            if buffer.count >= separator.count {
                let last = buffer.count - separator.count
                if searchFrom <= last {
                    for start in searchFrom...last
                    where buffer[start..<start + separator.count].elementsEqual(separator) {
                        return start
                    }
                    searchFrom = last + 1
                }
            }
            guard readMore() else { return nil }
        }
    }

    private func fill(to count: Int) -> Bool {
        while buffer.count < count {
            guard readMore() else { return false }
        }
        return true
    }

    private func readMore() -> Bool {
        let (readable, woken) = Socket.poll(fd, wake: wake, timeoutMilliseconds: 10_000)
        if woken {
            stopping = true
            return false
        }
        guard readable, let bytes = Socket.receive(fd) else { return false }
        buffer += bytes
        return true
    }

    // MARK: - Playing the response

    /// Plays the response; returns how the connection should be recorded as ended.
    /// With `keepAlive`, the head leaves out `Connection: close` and the connection can serve another request.
    func play(_ response: ScriptedResponse, keepAlive: Bool = false) -> ConnectionClose.Cause {
        if response.headDelay > .zero, let cause = wait(response.headDelay) { return cause }
        if response.framing != .raw {
            guard Socket.sendAll(fd, head(for: response, keepAlive: keepAlive)) else { return .client }
        }
        let chunked = response.framing == .chunked
        func sendBody(_ bytes: [UInt8]) -> Bool {
            guard !bytes.isEmpty else { return true }
            var sent: Bool
            if chunked {
                let size = Array((String(bytes.count, radix: 16) + "\r\n").utf8)
                sent = Socket.sendAll(fd, size + bytes + [13, 10])
            } else {
                sent = Socket.sendAll(fd, bytes)
            }
            if sent { onSent(bytes.count) }
            return sent
        }
        for step in response.steps {
            switch step {
            case .send(let bytes):
                guard sendBody(bytes) else { return .client }
            case .sleep(let duration):
                if let cause = wait(duration) { return cause }
            case .drip(let bytes, let chunkSize, let interval):
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + max(1, chunkSize))
                    guard sendBody(Array(bytes[offset..<end])) else { return .client }
                    offset = end
                    if offset < bytes.count, let cause = wait(interval) { return cause }
                }
            case .cut:
                // Let the peer acknowledge what was written, so the reset cannot discard it in flight.
                let deadline = ContinuousClock.now + .seconds(1)
                while Socket.unacknowledgedBytes(fd) > 0 && ContinuousClock.now < deadline {
                    usleep(500)
                }
                return .serverCut
            case .close:
                return .server
            case .stall:
                return wait(nil) ?? .serverStopped
            case .wait(let gate):
                // Bounded: 10 s of 1 ms looks, watching the socket meanwhile.
                for _ in 0..<10_000 where !gate.isOpen {
                    if let cause = wait(.milliseconds(1)) { return cause }
                }
            }
        }
        if chunked {
            guard Socket.sendAll(fd, Array("0\r\n\r\n".utf8)) else { return .client }
        }
        return .server
    }

    /// Sleeps for `duration` (forever when nil) while watching the socket; returns a cause if the
    /// connection ended meanwhile.
    private func wait(_ duration: Duration?) -> ConnectionClose.Cause? {
        let deadline = duration.map { ContinuousClock.now + $0 }
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let remaining = deadline - ContinuousClock.now
                if remaining <= .zero { return nil }
                let milliseconds =
                    remaining.components.seconds * 1000
                    + (remaining.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                timeout = Int32(clamping: milliseconds)
            }
            let (readable, woken) = Socket.poll(fd, wake: wake, timeoutMilliseconds: timeout)
            if woken { return .serverStopped }
            if readable {
                // The client sends nothing after its request: readable means it closed (or reset).
                if Socket.receive(fd) == nil { return .client }
            }
        }
    }

    private func head(for response: ScriptedResponse, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(response.status) \(response.reason ?? Self.reason(response.status))\r\n"
        for (name, value) in response.headers {
            text += "\(name): \(value)\r\n"
        }
        let hasBody = response.status >= 200 && response.status != 204 && response.status != 304
        switch response.framing {
        case .chunked:
            text += "Transfer-Encoding: chunked\r\n"
        case .contentLength where hasBody:
            let length = response.steps.reduce(0) { total, step in
                switch step {
                case .send(let bytes), .drip(let bytes, _, _): total + bytes.count
                default: total
                }
            }
            text += "Content-Length: \(length)\r\n"
        case .contentLength, .closeDelimited, .raw:
            break
        }
        text += keepAlive ? "\r\n" : "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
