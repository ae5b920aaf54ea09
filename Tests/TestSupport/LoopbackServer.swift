public import Foundation
import Glibc
import Synchronization

/// A real HTTP/1.1 server on 127.0.0.1 (port chosen by the kernel) whose answers are scripted by the test.
///
/// Each accepted connection gets its own thread: it reads one request, records it, asks the script for a
/// ``ScriptedResponse`` and plays it, then closes (one request per connection, always `Connection: close`).
/// A `keepAlive` server instead leaves `Connection: close` out and reads the next request on the same
/// connection after a response that ended by its framing (chunked or `Content-Length`), as servers behind
/// which clients reuse connections do; ``RecordedRequest/connection`` tells which requests shared one.
/// Requests and connection ends are recorded with timestamps so tests can assert what went over the wire
/// and when the server saw a client hang up. Use ``withLoopbackServer(ipv6:_:_:)`` so the server is stopped on
/// every path:
///
/// ```swift
/// try await withLoopbackServer({ request in
///     // Resume where the client says it is; answer the third request with "stop".
///     guard request.index < 2 else { return .noContent }
///     let next = (request.header("Last-Event-ID").flatMap(Int.init) ?? 0) + 1
///     return .eventStream([.event(id: "\(next)", data: "chunk \(next)"), .sleep(.milliseconds(5)), .cut])
/// }) { server in
///     // ... point the code under test at server.url("/stream") ...
///     #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "1", "2"])
/// }
/// ```
///
/// Provider transcripts replay the same way: one `.send` (or `.drip`) per captured read, `.text(status:…)`
/// for error bodies.
public final class LoopbackServer: Sendable {
    /// Decides the response from the request (its `index` says which request this is, its headers say
    /// where to resume); called on the connection's thread.
    public typealias Script = @Sendable (RecordedRequest) -> ScriptedResponse

    private struct State: Sendable {
        var requests: [RecordedRequest] = []
        var closes: [ConnectionClose] = []
        var nextRequestIndex = 0
        var acceptedConnections = 0
        var bodyBytesSent = 0
        var openConnections: Set<Int32> = []
        var liveThreads = 0
        var stopping = false
        /// The accept thread closes the listener itself as it ends: closed from another thread while it still polls
        /// it, the socket would stay alive (and accept) as long as that poll holds it.
        var listenerClosed = false
    }

    /// The port the server listens on.
    public let port: Int
    /// The host part of the server's URLs: `127.0.0.1`, or `[::1]` for an IPv6 server.
    public let host: String
    private let listener: Int32
    private let wake: (read: Int32, write: Int32)
    private let script: Script
    private let keepAlive: Bool
    private let state = Mutex(State())

    /// Binds 127.0.0.1:0 (or [::1]:0 when `ipv6`; throws where the host has no IPv6 loopback) and starts
    /// accepting. Prefer ``withLoopbackServer(ipv6:_:_:)``; otherwise call ``stop()``.
    ///
    /// `privateLoopback` binds 127.0.0.2 instead, an address no other test listens on: a test that checks what
    /// happens once the server is gone cannot then meet another test's server on a reused port.
    public init(ipv6: Bool = false, privateLoopback: Bool = false, keepAlive: Bool = false, script: @escaping Script)
        throws
    {
        let (fd, port) = try Socket.listenOnLoopback(
            ipv6: ipv6, loopbackAddress: privateLoopback ? 0x7F00_0002 : 0x7F00_0001)
        host = ipv6 ? "[::1]" : (privateLoopback ? "127.0.0.2" : "127.0.0.1")
        do {
            wake = try Socket.makePipe()
        } catch {
            close(fd)
            throw error
        }
        listener = fd
        self.port = port
        self.script = script
        self.keepAlive = keepAlive
        state.withLock { $0.liveThreads = 1 }
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "loopback-accept"
        thread.start()
    }

    /// `http://127.0.0.1:<port>` (`http://[::1]:<port>` for an IPv6 server).
    public var baseURL: URL { URL(string: "http://\(host):\(port)")! }

    /// `baseURL` with this path (and query) appended; `path` starts with "/".
    public func url(_ path: String = "/") -> URL { URL(string: "http://\(host):\(port)\(path)")! }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { state.withLock { $0.requests } }

    /// Every connection end observed so far, in the order observed.
    public var closes: [ConnectionClose] { state.withLock { $0.closes } }

    /// Waits (polling, bounded by `timeout`) until at least `count` requests arrived; returns them all.
    public func waitForRequests(_ count: Int, timeout: Duration = .seconds(30)) async throws -> [RecordedRequest] {
        try await waitUntil(timeout: timeout) { $0.requests.count >= count }
        return requests
    }

    /// Body bytes the server has managed to write so far, over every connection (a slow reader's backpressure
    /// shows here as a count that stops growing).
    public var bodyBytesSent: Int { state.withLock { $0.bodyBytesSent } }

    /// Connections accepted so far (whether or not a request arrived on them).
    public var acceptedConnections: Int { state.withLock { $0.acceptedConnections } }

    /// Waits (polling, bounded by `timeout`) until at least `count` connections were accepted.
    public func waitForConnections(_ count: Int, timeout: Duration = .seconds(30)) async throws {
        try await waitUntil(timeout: timeout) { $0.acceptedConnections >= count }
    }

    /// Waits (polling, bounded by `timeout`) until at least `count` connection ends were observed.
    public func waitForCloses(_ count: Int, timeout: Duration = .seconds(30)) async throws -> [ConnectionClose] {
        try await waitUntil(timeout: timeout) { $0.closes.count >= count }
        return closes
    }

    private func waitUntil(timeout: Duration, _ done: (State) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !state.withLock({ done($0) }) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Stops accepting, ends every open connection, and waits (bounded) for the server threads to finish.
    /// Safe to call more than once.
    public func stop() async {
        let alreadyStopping = state.withLock { state in
            defer { state.stopping = true }
            for fd in state.openConnections { shutdown(fd, Int32(SHUT_RDWR)) }
            return state.stopping
        }
        if !alreadyStopping {
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
        let deadline = ContinuousClock.now + .seconds(5)
        while state.withLock({ $0.liveThreads > 0 }) && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        // Normally the accept thread has closed it; here only when that thread did not end in time.
        closeListener()
    }

    /// Closes the listener once, whoever comes first.
    private func closeListener() {
        let close = state.withLock { state in
            defer { state.listenerClosed = true }
            return !state.listenerClosed
        }
        if close { Glibc.close(listener) }
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    // MARK: - Threads

    private func acceptLoop() {
        defer { state.withLock { $0.liveThreads -= 1 } }
        while true {
            let (readable, woken) = Socket.poll(listener, wake: wake.read, timeoutMilliseconds: -1)
            if woken { return closeListener() }
            guard readable else { continue }
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { continue }
            let admitted: Int? = state.withLock { state in
                guard !state.stopping else { return nil }
                defer { state.acceptedConnections += 1 }
                state.openConnections.insert(fd)
                state.liveThreads += 1
                return state.acceptedConnections
            }
            guard let connection = admitted else {
                close(fd)
                return closeListener()
            }
            let thread = Thread { [self] in serve(fd, connection: connection) }
            thread.name = "loopback-connection"
            thread.start()
        }
    }

    private func serve(_ fd: Int32, connection number: Int) {
        defer { state.withLock { $0.liveThreads -= 1 } }
        Socket.setNoDelay(fd)
        let connection = LoopbackConnection(fd: fd, wake: wake.read) { [self] count in
            state.withLock { $0.bodyBytesSent += count }
        }
        var lastIndex: Int?
        while true {
            guard let head = connection.readRequest() else {
                finish(fd, requestIndex: lastIndex, cause: connection.stopping ? .serverStopped : .client)
                return
            }
            let request = state.withLock { state in
                defer { state.nextRequestIndex += 1 }
                let request = RecordedRequest(
                    index: state.nextRequestIndex,
                    method: head.method,
                    path: head.path,
                    headers: head.headers,
                    body: Data(head.body),
                    receivedAt: .now,
                    connection: number
                )
                state.requests.append(request)
                return request
            }
            lastIndex = request.index
            let response = script(request)
            let cause = connection.play(response, keepAlive: keepAlive)
            let reusable = response.framing == .chunked || response.framing == .contentLength
            guard keepAlive, reusable, cause == .server else {
                finish(fd, requestIndex: request.index, cause: cause)
                return
            }
        }
    }

    /// Records the end of a connection and releases its descriptor (under the lock, so `stop()` never
    /// shuts down a descriptor number that was already reused).
    private func finish(_ fd: Int32, requestIndex: Int?, cause: ConnectionClose.Cause) {
        let now = ContinuousClock.now
        state.withLock { state in
            state.closes.append(ConnectionClose(requestIndex: requestIndex, cause: cause, at: now))
            state.openConnections.remove(fd)
            if cause == .serverCut {
                Socket.abort(fd)
            } else {
                shutdown(fd, Int32(SHUT_WR))
                close(fd)
            }
        }
    }
}

/// Runs `body` with a started server and stops the server on every path (return, throw, cancellation).
public func withLoopbackServer<Result>(
    ipv6: Bool = false,
    keepAlive: Bool = false,
    _ script: @escaping LoopbackServer.Script,
    _ body: (LoopbackServer) async throws -> Result
) async throws -> Result {
    let server = try LoopbackServer(ipv6: ipv6, keepAlive: keepAlive, script: script)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
