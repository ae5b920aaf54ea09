import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libmicrohttpd's daemon: the listening socket, the connections, the HTTP parsing, on threads of its own.
///
/// Started with internal polling threads (epoll on Linux) and suspendable connections: its threads call the
/// ``RequestHandler`` and the streams' content callbacks, which never block, and nothing of it ever runs on Swift's
/// cooperative pool. ``quiesce()`` stops accepting; ``stop()`` closes everything and joins its threads.
final class HTTPDaemon: Sendable {
    /// A pointer libmicrohttpd gave us; used only under the lock below, once each for quiesce and stop.
    private struct Handle: @unchecked Sendable {
        let daemon: OpaquePointer
        let logger: UnsafeMutablePointer<introgen_mhd_logger>
    }

    private struct State {
        var handle: Handle?
        var listener: Int32 = -1
    }

    /// The port it listens on.
    let port: Int
    private let state: Mutex<State>
    private let handler: Unmanaged<RequestHandler>
    private let sink: Unmanaged<LogSink>

    /// Starts listening on `address` with `threads` polling threads.
    ///
    /// - Throws: ``ServerError`` when the socket cannot be bound.
    init(
        address: ListenAddress, host: String, port: Int, threads: Int, connectionLimit: Int, handler: RequestHandler,
        log: @escaping @Sendable (String) -> Void
    ) throws(ServerError) {
        if let failure = introgen_mhd_load_failure() {
            throw .libraryMissing(String(cString: failure))
        }
        let retainedHandler = Unmanaged.passRetained(handler)
        let retainedSink = Unmanaged.passRetained(LogSink(log))
        let logger = UnsafeMutablePointer<introgen_mhd_logger>.allocate(capacity: 1)
        logger.initialize(
            to: introgen_mhd_logger(
                sink: { context, line in
                    let message = String(cString: line!)
                    guard LogSink.isWorthLogging(message) else { return }
                    let sink = Unmanaged<LogSink>.fromOpaque(context!).takeUnretainedValue()
                    sink.write("introgen serve: libmicrohttpd: " + message)
                }, context: retainedSink.toOpaque()))
        let daemon = address.withSocketAddress { socketAddress in
            introgen_mhd_start(
                socketAddress, UInt32(threads), 30, UInt32(connectionLimit), accessHandler,
                retainedHandler.toOpaque(), completionHandler, retainedHandler.toOpaque(), logger)
        }
        guard let daemon else {
            logger.deallocate()
            retainedHandler.release()
            retainedSink.release()
            throw .cannotListen(host: host, port: port)
        }
        self.port = Int(introgen_mhd_port(daemon))
        self.handler = retainedHandler
        self.sink = retainedSink
        state = Mutex(State(handle: Handle(daemon: daemon, logger: logger)))
    }

    /// Stops accepting connections; those open go on.
    func quiesce() {
        state.withLock { state in
            guard let handle = state.handle, state.listener < 0 else { return }
            state.listener = Int32(introgen_mhd_quiesce(handle.daemon))
        }
    }

    /// Closes every connection and stops the threads. No connection may be suspended by then (libmicrohttpd's
    /// rule): the server resumes them all first.
    func stop() {
        let stopped = state.withLock { state -> (Handle, Int32)? in
            guard let handle = state.handle else { return nil }
            state.handle = nil
            return (handle, state.listener)
        }
        guard let (handle, listener) = stopped else { return }
        introgen_mhd_stop(handle.daemon)
        if listener >= 0 { close(listener) }
        handle.logger.deallocate()
        handler.release()
        sink.release()
    }

    /// The libmicrohttpd version as loaded, "libmicrohttpd 0.9.75"; nil when it cannot be loaded.
    static var libraryVersion: String? {
        introgen_mhd_load_failure() == nil ? "libmicrohttpd " + String(cString: introgen_mhd_version()) : nil
    }
}

/// Where libmicrohttpd's own messages go.
private final class LogSink: Sendable {
    let write: @Sendable (String) -> Void

    init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Whether a message of libmicrohttpd's tells the operator something the server's own lines do not: a client
    /// that went away mid-response is ordinary (its request's line says so), and a socket that cannot be bound is
    /// said by the start error in words that name the port.
    static func isWorthLogging(_ message: String) -> Bool {
        let ordinary = [
            "no longer available", "Failed to send", "Failed to receive", "Connection reset", "Failed to bind",
            "closed by remote", "timed out",
        ]
        return !ordinary.contains { message.contains($0) }
    }
}

/// libmicrohttpd's access handler: ``RequestHandler/handle(_:url:method:upload:uploadSize:context:)``.
private let accessHandler: MHD_AccessHandlerCallback = { pointer, connection, url, method, _, upload, size, slot in
    let handler = Unmanaged<RequestHandler>.fromOpaque(pointer!).takeUnretainedValue()
    return handler.handle(
        connection!, url: String(cString: url!), method: String(cString: method!), upload: upload,
        uploadSize: size!, context: slot!)
}

/// libmicrohttpd's completion notice: ``RequestHandler/completed(_:)``.
private let completionHandler: MHD_RequestCompletedCallback = { pointer, _, slot, _ in
    Unmanaged<RequestHandler>.fromOpaque(pointer!).takeUnretainedValue().completed(slot)
}
