#if canImport(Glibc)
    import Glibc
#endif

/// Linux's epoll for the load generator, which the Glibc module does not export: the three calls found with
/// `dlsym` (as `ShellSpawn` finds `pipe2`), the event records laid out by hand.
///
/// Why not poll(2): with 250 connections per thread and an event on one of them every few microseconds, poll made the
/// kernel look at every descriptor on every wake, and the client (on the same two cores as the server) became what
/// limited the figures: `introgen serve` used 0.8 of a core while wrk, on epoll, drove it more than twice as fast.
/// Level-triggered, one instance per load thread, used only on that thread.
final class EPoll {
    static let input: UInt32 = 0x001
    static let output: UInt32 = 0x004
    static let error: UInt32 = 0x008
    static let hangUp: UInt32 = 0x010

    private typealias Create = @convention(c) (Int32) -> Int32
    private typealias Control = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32
    private typealias Wait = @convention(c) (Int32, UnsafeMutableRawPointer?, Int32, Int32) -> Int32

    private static func find<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name)") }
        return unsafeBitCast(symbol, to: type)
    }

    private static let create = find("epoll_create1", as: Create.self)
    private static let control = find("epoll_ctl", as: Control.self)
    private static let wait = find("epoll_wait", as: Wait.self)

    /// `struct epoll_event`: `uint32_t events`, then `uint64_t data`; packed on x86_64.
    #if arch(x86_64)
        private static let dataOffset = 4
        private static let stride = 12
    #else
        private static let dataOffset = 8
        private static let stride = 16
    #endif

    private let descriptor: Int32
    private let capacity = 256
    private let ready: UnsafeMutableRawPointer

    init() {
        descriptor = Self.create(O_CLOEXEC)
        ready = .allocate(byteCount: capacity * Self.stride, alignment: 8)
    }

    deinit {
        close(descriptor)
        ready.deallocate()
    }

    /// Watches `fd` for `events`, reported with `token`; `modify` when it is watched already.
    func watch(_ fd: Int32, events: UInt32, token: Int, modify: Bool) {
        var record = [UInt8](repeating: 0, count: Self.stride)
        record.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: events, toByteOffset: 0, as: UInt32.self)
            bytes.storeBytes(of: UInt64(token), toByteOffset: Self.dataOffset, as: UInt64.self)
            _ = Self.control(descriptor, modify ? 3 : 1, fd, bytes.baseAddress)
        }
    }

    /// Waits up to `milliseconds` and calls `body` with each ready descriptor's token and events.
    func wait(milliseconds: Int32, _ body: (Int, UInt32) -> Void) {
        let count = Self.wait(descriptor, ready, Int32(capacity), milliseconds)
        for index in 0..<max(0, Int(count)) {
            let record = ready + index * Self.stride
            let events = record.loadUnaligned(as: UInt32.self)
            let token = record.loadUnaligned(fromByteOffset: Self.dataOffset, as: UInt64.self)
            body(Int(token), events)
        }
    }
}
