import Glibc

/// A loopback port that refuses every connection for as long as this value lives: bound, never listened on.
///
/// A port freed by stopping a server can be taken by another test's server at once (tests run in parallel), which
/// then answers instead of refusing. A bound socket that does not listen keeps the port ours, and the kernel
/// answers each connection attempt with a reset, which clients see as "connection refused".
public final class RefusingPort: Sendable {
    public let port: Int
    private let fd: Int32

    public init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(call: "socket", errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: bound == 0 ? "getsockname" : "bind", errno: code)
        }
        self.fd = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(fd) }
}
