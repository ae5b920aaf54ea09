import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A bounded, closed-loop load of event-stream POSTs on plain sockets and epoll, the same for every server compared:
/// each of `connections` keeps one request in flight and sends the next on the same connection as soon as a response
/// ends, noting when the request went out, when its first event arrived and when it ended.
///
/// Why not wrk alone: its Lua hooks see a response only once it has ended, so it cannot tell the time to first event,
/// the figure that shows whether a server sends each event as soon as it exists (wrk runs beside this as a check of
/// introductions/s). Why not the libcurl client of the other serve benchmarks: the load shares the server's two
/// cores, and this client costs no more than a read per readiness and a scan of the bytes. Bounded: the run lasts
/// `duration`, then every connection is closed, whatever is in flight.
enum EventStreamLoad {
    struct Settings: Sendable {
        var port: Int
        var path = "/api/introduction/stream"
        var body: String
        var connections: Int
        var duration: Duration
        /// One epoll loop per thread, the connections shared out (as `wrk -t2`).
        var threads = 2

        var request: [UInt8] {
            Array(
                ("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
                    + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8)
        }
    }

    /// What the run saw; times in milliseconds, sorted.
    struct Figures: Sendable {
        var seconds = 0.0
        /// Responses that ended with status 200.
        var introductions = 0
        /// Events received (of responses ended or not).
        var events = 0
        var firstEvent: [Double] = []
        var whole: [Double] = []
        /// The fewest and most events a whole introduction had.
        var eventsPerIntroduction: ClosedRange<Int>?
        /// What went wrong, by kind ("HTTP 503", "reset mid-response"), and how often.
        var failures: [String: Int] = [:]
        /// CPU time the client's own threads used: what it took from the cores the server had.
        var clientCPUSeconds = 0.0

        mutating func merge(_ other: Figures) {
            seconds = max(seconds, other.seconds)
            introductions += other.introductions
            events += other.events
            firstEvent = (firstEvent + other.firstEvent).sorted()
            whole = (whole + other.whole).sorted()
            if let range = other.eventsPerIntroduction {
                eventsPerIntroduction =
                    eventsPerIntroduction.map {
                        min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound)
                    }
                    ?? range
            }
            failures.merge(other.failures, uniquingKeysWith: +)
            clientCPUSeconds += other.clientCPUSeconds
        }
    }

    /// Runs the load, each thread of it off the cooperative pool.
    static func run(_ settings: Settings) async throws -> Figures {
        let threads = max(1, min(settings.threads, settings.connections))
        let request = settings.request
        let deadline =
            nanoseconds() + UInt64(settings.duration.components.seconds) * 1_000_000_000
            + UInt64(settings.duration.components.attoseconds / 1_000_000_000)
        return try await withThrowingTaskGroup(of: Figures.self) { group in
            for thread in 0..<threads {
                let count = settings.connections / threads + (thread < settings.connections % threads ? 1 : 0)
                group.addTask {
                    try await offThePool {
                        LoadLoop(port: settings.port, request: request, connections: count).run(until: deadline)
                    }
                }
            }
            var all = Figures()
            for try await figures in group { all.merge(figures) }
            return all
        }
    }

    /// The monotonic clock in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// 127.0.0.1:`port`.
    static func loopback(_ port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// A TCP socket, non-blocking or not, close-on-exec, Nagle off (an event is never held back for the next).
    static func tcpSocket(blocking: Bool) -> Int32 {
        let flags = SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | (blocking ? 0 : SOCK_NONBLOCK.rawValue)
        let fd = socket(AF_INET, Int32(flags), 0)
        var one: Int32 = 1
        if fd >= 0 { setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size)) }
        return fd
    }

    static func connect(_ fd: Int32, port: Int) -> Int32 {
        var address = loopback(port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// One whole response to `settings`' request, its body kept (blocking, on a thread of its own; 30 s at most).
    static func capture(_ settings: Settings) async throws -> ResponseScanner {
        let request = settings.request
        return try await offThePool {
            let fd = tcpSocket(blocking: true)
            defer { close(fd) }
            var timeout = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard fd >= 0, connect(fd, port: settings.port) == 0,
                request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count
            else { throw LoadFailure(description: "cannot send to 127.0.0.1:\(settings.port): errno \(errno)") }
            var scanner = ResponseScanner(keepingBody: true)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while !scanner.isComplete {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                _ = buffer.withUnsafeBytes { scanner.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            }
            guard scanner.isComplete || scanner.endsWithConnection else {
                throw LoadFailure(description: "the response to the capture ended early (status \(scanner.status))")
            }
            return scanner
        }
    }
}

struct LoadFailure: Error, CustomStringConvertible {
    var description: String
}

/// One thread's share of the load: its connections on one epoll instance. Lives and dies on that thread.
private final class LoadLoop {
    private struct Connection {
        var fd: Int32 = -1
        var connecting = true
        /// Whether epoll reports writability too (while connecting, and while a request is partly written).
        var watchingOutput = true
        var written = 0
        var sentAt: UInt64 = 0
        var events = 0
        var scanner = ResponseScanner()
    }

    private let port: Int
    private let request: [UInt8]
    private var connections: [Connection]
    private let epoll = EPoll()
    /// Connections to open again after a pause (their connect failed), and when.
    private var reopen: [Int] = []
    private var reopenAt: UInt64 = 0
    private var figures = EventStreamLoad.Figures()
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    init(port: Int, request: [UInt8], connections count: Int) {
        self.port = port
        self.request = request
        connections = Array(repeating: Connection(), count: count)
    }

    func run(until deadline: UInt64) -> EventStreamLoad.Figures {
        let start = EventStreamLoad.nanoseconds()
        let startCPU = Self.threadCPUSeconds()
        for index in connections.indices { open(index) }
        while true {
            let now = EventStreamLoad.nanoseconds()
            guard now < deadline else { break }
            if !reopen.isEmpty && now >= reopenAt {
                let due = reopen
                reopen = []
                for index in due { open(index) }
            }
            let wait = Int32(min((deadline - now) / 1_000_000 + 1, reopen.isEmpty ? 100 : 10))
            epoll.wait(milliseconds: wait) { index, events in handle(index, events) }
        }
        figures.seconds = Double(EventStreamLoad.nanoseconds() - start) / 1e9
        figures.clientCPUSeconds = Self.threadCPUSeconds() - startCPU
        for connection in connections where connection.fd >= 0 { close(connection.fd) }
        figures.firstEvent.sort()
        figures.whole.sort()
        return figures
    }

    private func open(_ index: Int) {
        let fd = EventStreamLoad.tcpSocket(blocking: false)
        guard fd >= 0 else { return fail(index, "socket: errno \(errno)", retry: true) }
        connections[index] = Connection(fd: fd)
        if EventStreamLoad.connect(fd, port: port) != 0 && errno != EINPROGRESS {
            return fail(index, "connect: \(String(cString: strerror(errno)))", retry: true)
        }
        epoll.watch(fd, events: EPoll.input | EPoll.output, token: index, modify: false)
    }

    /// The CPU time of the calling thread, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func handle(_ index: Int, _ events: UInt32) {
        guard index < connections.count, connections[index].fd >= 0 else { return }
        if connections[index].connecting {
            guard events & (EPoll.output | EPoll.error | EPoll.hangUp) != 0 else { return }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(connections[index].fd, SOL_SOCKET, SO_ERROR, &error, &length)
            guard error == 0 else { return fail(index, "connect: \(String(cString: strerror(error)))", retry: true) }
            connections[index].connecting = false
            return send(index)
        }
        if connections[index].written < request.count {
            if events & EPoll.output != 0 { send(index) }
            return
        }
        receive(index)
    }

    /// Writes (the rest of) the request; the first write starts its clock.
    private func send(_ index: Int) {
        let fd = connections[index].fd
        if connections[index].written == 0 {
            connections[index].sentAt = EventStreamLoad.nanoseconds()
            connections[index].events = 0
            connections[index].scanner = ResponseScanner()
        }
        let offset = connections[index].written
        let sent = request.withUnsafeBytes { bytes in
            Glibc.send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        }
        if sent < 0 && errno != EAGAIN { return fail(index, "send: \(String(cString: strerror(errno)))") }
        connections[index].written += max(0, sent)
        // Writing done: only reads wake this connection now (and, until then, writability too).
        let writing = connections[index].written < request.count
        if writing != connections[index].watchingOutput {
            connections[index].watchingOutput = writing
            epoll.watch(fd, events: EPoll.input | (writing ? EPoll.output : 0), token: index, modify: true)
        }
    }

    private func receive(_ index: Int) {
        let fd = connections[index].fd
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno != EAGAIN && errno != EINTR { fail(index, "read: \(String(cString: strerror(errno)))") }
            return
        }
        if count == 0 {
            let scanner = connections[index].scanner
            if scanner.endsWithConnection && scanner.status == 200 { return finish(index) }
            return fail(index, scanner.status == 0 ? "closed before answering" : "closed mid-response")
        }
        let progress = buffer.withUnsafeBytes {
            connections[index].scanner.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]))
        }
        if progress.events > 0 {
            figures.events += progress.events
            if connections[index].events == 0 {
                figures.firstEvent.append(Double(EventStreamLoad.nanoseconds() - connections[index].sentAt) / 1e6)
            }
            connections[index].events += progress.events
        }
        if progress.complete { finish(index) }
    }

    /// A response ended: count it, then the next request (on a new connection when this one closes).
    private func finish(_ index: Int) {
        let connection = connections[index]
        let status = connection.scanner.status
        if status == 200 {
            figures.introductions += 1
            figures.whole.append(Double(EventStreamLoad.nanoseconds() - connection.sentAt) / 1e6)
            let events = connection.events
            figures.eventsPerIntroduction =
                figures.eventsPerIntroduction.map { min($0.lowerBound, events)...max($0.upperBound, events) }
                ?? events...events
        } else {
            figures.failures["HTTP \(status)", default: 0] += 1
        }
        guard status == 200, !connection.scanner.closes else {
            close(connection.fd)
            connections[index].fd = -1
            return open(index)
        }
        connections[index].written = 0
        send(index)
    }

    /// Counts `reason`, closes the connection and opens another (after a pause when `retry`: a refused connect
    /// would otherwise spin).
    private func fail(_ index: Int, _ reason: String, retry: Bool = false) {
        figures.failures[reason, default: 0] += 1
        if connections[index].fd >= 0 { close(connections[index].fd) }
        connections[index].fd = -1
        guard retry else { return open(index) }
        if reopen.isEmpty { reopenAt = EventStreamLoad.nanoseconds() + 10_000_000 }
        reopen.append(index)
    }
}
