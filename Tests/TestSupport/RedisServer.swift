public import Foundation
import Synchronization

/// Debian's `redis-server` on 127.0.0.1 and a free port, for tests and benchmarks: nothing saved (`--save ""`,
/// `--appendonly no`), so a restart starts empty, as a Redis without persistence does. ``stop()`` and ``start()``
/// take it down and up again on the same port; `deinit` ends it.
///
/// The port is held for the server's whole life by a socket of ours, bound (with `SO_REUSEADDR`, as Redis binds)
/// and never listening: while Redis is stopped, nothing else can take the port — another test's server would
/// otherwise answer in its place — and connecting to it is refused, as to a Redis that is down.
public final class RedisServer: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let port: Int
    /// The password clients must send (`--requirepass`); nil for none.
    public let password: String?
    /// The folder holding its log (and its working directory); removed by `deinit`.
    public let directory: URL
    private let holder: Int32
    private let pid = Mutex<pid_t?>(nil)

    /// `redis://127.0.0.1:PORT`.
    public var url: String { "redis://127.0.0.1:\(port)" }

    /// Starts a server, requiring `password` when given; waits (at most 30 s) until it accepts connections.
    public init(password: String? = nil) async throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw Failure(description: "cannot hold a loopback port: errno \(errno)")
        }
        holder = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        self.password = password
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-redis-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try await start()
    }

    /// Starts Redis (again) on the port, empty; waits (at most 30 s) until it accepts connections.
    public func start() async throws {
        let executable = "/usr/bin/redis-server"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(description: "\(executable) is missing: install redis-server (make deps)")
        }
        let log = directory.appendingPathComponent("redis.log")
        try? FileManager.default.removeItem(at: log)
        var arguments = [
            "--port", "\(port)", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no",
            "--dir", directory.path, "--logfile", log.path,
        ]
        if let password { arguments += ["--requirepass", password] }
        let started = try ShellSpawn.spawn(executable, arguments, environment: ["PATH": "/usr/bin:/bin"]) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        pid.withLock { $0 = started }
        // Bounded: 3,000 looks 10 ms apart (30 s).
        for _ in 0..<3_000 {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if text.contains("Ready to accept connections") { return }
            var status: Int32 = 0
            if waitpid(started, &status, WNOHANG) == started {
                pid.withLock { $0 = nil }
                throw Failure(description: "redis-server exited at start: \(text.suffix(600))")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw Failure(description: "redis-server did not get ready in 30 s")
    }

    /// Kills Redis (everything it held is gone) and returns once it has exited.
    public func stop() async {
        guard
            let running = pid.withLock({ pid in
                defer { pid = nil }; return pid
            })
        else { return }
        kill(running, SIGKILL)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(running, &status, 0) < 0 && errno == EINTR {}
                continuation.resume()
            }
        }
    }

    deinit {
        if let running = pid.withLock({ $0 }) {
            kill(running, SIGKILL)
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(running, &status, 0) < 0 && errno == EINTR {}
            }
        }
        close(holder)
        try? FileManager.default.removeItem(at: directory)
    }
}
