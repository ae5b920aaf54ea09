import Foundation

/// The few POSIX socket calls the socket HTTP connection needs (plain or under TLS), for Linux and Darwin alike.
///
/// Every descriptor is non-blocking and close-on-exec; every wait is a `poll` on the descriptor and a
/// wake-up pipe, so a cancelled connection's thread returns at once instead of sleeping in a system call.
enum PosixSocket {
    /// How a wait ended.
    enum Readiness {
        /// The descriptor is ready (or failed: the next call reports how).
        case ready
        /// The wake-up pipe became readable: the connection is being cancelled.
        case woken
    }

    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        /// A peer that closed first must give EPIPE, never a process-killing SIGPIPE.
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// A pipe whose read end wakes a waiting thread once anything is written to it.
    static func makeWakePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw failure(.cannotConnect, "cannot create a pipe", errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Resolves `host` and connects to the first address that accepts, trying each in turn (so
    /// `localhost` works whether the server listens on `::1` or `127.0.0.1`). Nil when woken.
    static func openConnection(host: String, port: Int, wake: Int32) throws -> Int32? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let list else {
            let reason = status == EAI_SYSTEM ? String(cString: strerror(errno)) : String(cString: gai_strerror(status))
            throw EventStreamError(code: .cannotConnect, detail: "cannot resolve \(host): \(reason)")
        }
        defer { freeaddrinfo(list) }
        var lastError: Int32 = ECONNREFUSED
        var next: UnsafeMutablePointer<addrinfo>? = list
        while let info = next?.pointee {
            next = info.ai_next
            let fd = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
            guard fd >= 0 else {
                lastError = errno
                continue
            }
            configure(fd)
            if connect(fd, info.ai_addr, info.ai_addrlen) == 0 { return fd }
            var code = errno
            if code == EINPROGRESS {
                guard wait(fd, for: POLLOUT, wake: wake) == .ready else {
                    close(fd)
                    return nil
                }
                var length = socklen_t(MemoryLayout<Int32>.size)
                code = 0
                if getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length) != 0 { code = errno }
                if code == 0 { return fd }
            }
            lastError = code
            close(fd)
        }
        throw failure(.cannotConnect, "cannot connect to \(host) port \(port)", lastError)
    }

    /// Writes all of `data`; false when woken first. Throws when the peer is gone.
    static func sendAll(_ fd: Int32, _ data: Data, wake: Int32) throws -> Bool {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = send(fd, bytes.baseAddress! + offset, bytes.count - offset, sendFlags)
                if written >= 0 {
                    offset += written
                    continue
                }
                let code = errno
                if code == EINTR { continue }
                guard code == EAGAIN || code == EWOULDBLOCK else {
                    throw failure(.cannotConnect, "cannot send the request", code)
                }
                guard wait(fd, for: POLLOUT, wake: wake) == .ready else { return false }
            }
            return true
        }
    }

    /// Sleeps in `poll` until `fd` has `events` (or an error or hang-up) or `wake` is readable; no timeout,
    /// because the timeout watchdog ends a connection through `wake`.
    static func wait(_ fd: Int32, for events: Int32, wake: Int32) -> Readiness {
        var fds = [
            pollfd(fd: fd, events: Int16(events), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let result = poll(&fds, 2, -1)
            if result < 0 && errno == EINTR { continue }
            // Woken wins over ready: a cancelled connection must not read or yield any more. A failing
            // poll (ENOMEM) ends the connection too, rather than spinning on it.
            if result < 0 || fds[1].revents != 0 { return .woken }
            if fds[0].revents != 0 { return .ready }
        }
    }

    /// An error of `code` with the system's words for `errno`.
    static func failure(_ code: EventStreamError.Code, _ what: String, _ errorNumber: Int32) -> EventStreamError {
        EventStreamError(code: code, detail: "\(what): \(String(cString: strerror(errorNumber)))")
    }

    private static func configure(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
