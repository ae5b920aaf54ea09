import Glibc

/// Thin, blocking POSIX socket calls for the loopback server; every failure is a `SocketError`.
struct SocketError: Error, CustomStringConvertible {
    var call: String
    var errno: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
}

/// How a wait on a connection ended.
enum SocketWait {
    case timedOut
    /// The peer sent FIN or RST (or data we do not want, which is drained and ignored).
    case peerClosed
    /// The server is stopping (the wake pipe became readable).
    case stopping
}

enum Socket {
    /// Listens on 127.0.0.1 (another 127.x.y.z when `loopbackAddress` says so, or ::1 when `ipv6`), on a port the
    /// kernel picks.
    static func listenOnLoopback(ipv6: Bool = false, loopbackAddress: UInt32 = 0x7F00_0001) throws -> (
        fd: Int32, port: Int
    ) {
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(call: "socket", errno: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = 0
            address.sin6_addr = in6addr_loopback
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = loopbackAddress.bigEndian
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind", errno: code)
        }
        guard listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "listen", errno: code)
        }
        // sin_port and sin6_port sit at the same offset, so one sockaddr_in6 reads either family's port.
        var bound6 = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        _ = withUnsafeMutablePointer(to: &bound6) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: bound6.sin6_port)))
    }

    static func makePipe() throws -> (read: Int32, write: Int32) {
        do { return try ShellSpawn.pipeClosedOnExec() } catch { throw SocketError(call: "pipe2", errno: errno) }
    }

    static func setNoDelay(_ fd: Int32) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Waits until `fd` is readable, `wake` is readable, or `timeoutMilliseconds` pass (-1: forever).
    /// Returns (fdReadable, woken).
    static func poll(_ fd: Int32, wake: Int32, timeoutMilliseconds: Int32) -> (readable: Bool, woken: Bool) {
        var fds = [
            pollfd(fd: fd, events: Int16(POLLIN) | 0x2000 /* POLLRDHUP */, revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        var result: Int32
        repeat {
            result = Glibc.poll(&fds, 2, timeoutMilliseconds)
        } while result < 0 && errno == EINTR
        guard result > 0 else { return (false, false) }
        return (fds[0].revents != 0, fds[1].revents != 0)
    }

    /// Writes all bytes; false when the peer is gone.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads what is available (blocking until something is); nil on end-of-file or error.
    static func receive(_ fd: Int32, max: Int = 65536) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, max, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(buffer[0..<count])
        }
    }

    /// Bytes written but not yet acknowledged by the peer.
    static func unacknowledgedBytes(_ fd: Int32) -> Int {
        var pending: Int32 = 0
        // TIOCOUTQ (SIOCOUTQ) on a TCP socket: unsent + unacknowledged bytes.
        guard ioctl(fd, 0x5411, &pending) == 0 else { return 0 }
        return Int(pending)
    }

    /// Closes with a TCP reset instead of a FIN.
    static func abort(_ fd: Int32) {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(fd)
    }
}
