#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket address the server binds: a numeric IPv4 or IPv6 address and a port.
struct ListenAddress: Sendable {
    private var storage = sockaddr_storage()
    /// Whether it is an IPv6 address.
    let isIPv6: Bool

    /// `host` (numeric; `localhost` is 127.0.0.1) and `port`; nil when `host` is not an address.
    init?(host: String, port: Int) {
        let host = host == "localhost" ? "127.0.0.1" : host
        var ipv4 = sockaddr_in()
        if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
            withUnsafeMutableBytes(of: &storage) { target in
                withUnsafeBytes(of: ipv4) { target.copyMemory(from: $0) }
            }
            isIPv6 = false
            return
        }
        var ipv6 = sockaddr_in6()
        guard inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 else { return nil }
        ipv6.sin6_family = sa_family_t(AF_INET6)
        ipv6.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        withUnsafeMutableBytes(of: &storage) { target in
            withUnsafeBytes(of: ipv6) { target.copyMemory(from: $0) }
        }
        isIPv6 = true
    }

    /// Calls `body` with the address as a `sockaddr`.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafeBytes(of: storage) { bytes in
            body(bytes.baseAddress!.assumingMemoryBound(to: sockaddr.self))
        }
    }
}
