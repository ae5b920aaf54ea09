import Foundation
import Synchronization

/// One HTTP/1.1 request over a POSIX socket (through TLS for `https://` where OpenSSL is available), on a
/// thread of its own, pushing the response into an `AsyncThrowingStream`.
///
/// Why not URLSession: on Linux (FoundationNetworking over libcurl) an open streaming response costs
/// about 0.75 of a core while it merely waits, whatever the timeouts; this thread sleeps in `poll` and
/// costs nothing between reads. One connection per request, always `Connection: close`.
///
/// Races it settles: the response ending, a timeout (on the watchdog's task) and the consumer going away
/// (`onTermination`, any thread) can happen in any order. The continuation is finished exactly once
/// (first come wins). Cancelling writes one byte to a wake-up pipe that every `poll` of the thread also
/// watches, so the thread closes the socket within microseconds; the thread alone owns the socket, so no
/// descriptor is ever closed twice or closed under another's feet.
final class SocketHTTPConnection: Sendable {
    typealias Continuation = AsyncThrowingStream<HTTPResponsePart, any Error>.Continuation

    private struct State {
        var continuation: Continuation?
        var watchTask: Task<Void, Never>?
        var cancelled = false
        /// The write end of the wake-up pipe until the thread closes it (-1 after).
        var wakeWrite: Int32
    }

    /// The size of the one buffer a connection reads into, reused for every read.
    static let readBufferSize = 64 * 1024

    private let endpoint: HTTPEndpoint
    private let trustedCAFile: String?
    private let requestBytes: Data
    private let method: String
    private let watchdog: (any TimeoutWatchdog)?
    /// Yields go straight here (yielding after the end is a no-op); finishing goes through `state`.
    private let output: Continuation
    private let wakeRead: Int32
    private let state: Mutex<State>

    private init(
        request: HTTPRequest,
        endpoint: HTTPEndpoint,
        trustedCAFile: String?,
        watchdog: (any TimeoutWatchdog)?,
        continuation: Continuation,
        wake: (read: Int32, write: Int32)
    ) {
        self.endpoint = endpoint
        self.trustedCAFile = trustedCAFile
        requestBytes = request.wireBytes(for: endpoint)
        method = request.method
        self.watchdog = watchdog
        output = continuation
        wakeRead = wake.read
        state = Mutex(State(continuation: continuation, wakeWrite: wake.write))
    }

    /// Starts the request on a new thread; the response arrives through `continuation`.
    ///
    /// `onTermination` is set before the thread starts, so a consumer gone at any moment closes the socket.
    /// `trustedCAFile` replaces the system's trust store for `https://` (a test hook).
    static func start(
        _ request: HTTPRequest,
        endpoint: HTTPEndpoint,
        trustedCAFile: String?,
        watchdog: (any TimeoutWatchdog)?,
        continuation: Continuation
    ) {
        let wake: (read: Int32, write: Int32)
        do {
            wake = try PosixSocket.makeWakePipe()
        } catch {
            continuation.finish(throwing: error)
            return
        }
        let connection = SocketHTTPConnection(
            request: request,
            endpoint: endpoint,
            trustedCAFile: trustedCAFile,
            watchdog: watchdog,
            continuation: continuation,
            wake: wake
        )
        continuation.onTermination = { _ in connection.cancel() }
        connection.startWatching()
        let thread = Thread { connection.run() }
        thread.name = "EventStream HTTP \(endpoint.host):\(endpoint.port)"
        thread.start()
    }

    /// Stops everything; from `onTermination`, whatever ended the stream. Never blocks.
    private func cancel() {
        let watchTask = state.withLock { state in
            defer { state.watchTask = nil }
            state.continuation = nil
            if !state.cancelled && state.wakeWrite >= 0 {
                // Under the lock, so the thread cannot close the pipe in between; one byte never blocks.
                var byte: UInt8 = 1
                _ = write(state.wakeWrite, &byte, 1)
            }
            state.cancelled = true
            return state.watchTask
        }
        watchTask?.cancel()
    }

    /// Ends the stream (once); later calls do nothing.
    private func finish(throwing error: (any Error)?) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        // `finish(throwing: nil)` is a clean end.
        continuation?.finish(throwing: error)
    }

    private func startWatching() {
        guard let watchdog else { return }
        let watchTask = Task { await watchdog.run { self.finish(throwing: $0) } }
        let cancelled = state.withLock { state in
            if !state.cancelled { state.watchTask = watchTask }
            return state.cancelled
        }
        if cancelled { watchTask.cancel() }
    }

    // MARK: - The connection's thread

    private func run() {
        var channel: (any SocketChannel)?
        do {
            // Resolving cannot be interrupted; a consumer gone meanwhile is noticed right after.
            guard !state.withLock({ $0.cancelled }),
                let fd = try PosixSocket.openConnection(host: endpoint.host, port: endpoint.port, wake: wakeRead)
            else { throw CancellationError() }
            channel = PlainSocketChannel(fd: fd, wake: wakeRead)
            if endpoint.usesTLS {
                guard let secure = try secureChannel(fd) else { throw CancellationError() }
                channel = secure
            }
            guard let channel, try channel.sendAll(requestBytes) else { throw CancellationError() }
            try receive(channel)
            finish(throwing: nil)
        } catch {
            finish(throwing: error)
        }
        channel?.closeConnection()
        let wakeWrite = state.withLock { state in
            defer { state.wakeWrite = -1 }
            return state.wakeWrite
        }
        close(wakeWrite)
        close(wakeRead)
    }

    /// The TLS channel over the connected `fd` once the handshake is done; nil when woken first.
    private func secureChannel(_ fd: Int32) throws -> (any SocketChannel)? {
        #if canImport(COpenSSL)
            // OpenSSL writes with plain write(2): a peer gone must give EPIPE, not kill the process. A
            // SIGPIPE raised by this thread's write stays pending on this thread and ends with it.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            let context = try trustedCAFile.map { try TLSContext(trusting: $0) } ?? TLSContext.shared.get()
            return try TLSSocketChannel.handshake(fd: fd, host: endpoint.host, wake: wakeRead, context: context)
        #else
            throw EventStreamError(code: .invalidRequest, detail: "https needs OpenSSL on this platform")
        #endif
    }

    /// Reads and decodes until the body is complete, the server closes, or the connection is cancelled.
    private func receive(_ channel: any SocketChannel) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readBufferSize, alignment: 1)
        defer { buffer.deallocate() }
        var decoder = HTTPResponseDecoder(requestMethod: method)
        var hasHead = false
        while true {
            let outputs: [HTTPResponseDecoder.Output]
            switch channel.read(into: buffer) {
            case .bytes(let count):
                if hasHead { watchdog?.noteActivity() }
                outputs = decoder.feed(Data(bytes: buffer.baseAddress!, count: count))
            case .end:
                outputs = decoder.finish()
            case .woken:
                throw CancellationError()
            case .failed(let reason):
                throw EventStreamError(
                    code: hasHead ? .connectionLost : .cannotConnect,
                    detail: "\(hasHead ? "reading the response" : "waiting for the response"): \(reason)"
                )
            }
            for part in outputs {
                switch part {
                case .head(let status, let headers):
                    watchdog?.noteHead()
                    hasHead = true
                    output.yield(.head(status: status, headers: headers))
                case .body(let data):
                    output.yield(.body(data))
                case .end:
                    return
                case .failure(let error):
                    throw error
                }
            }
        }
    }
}
