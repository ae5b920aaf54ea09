public import Foundation
import Synchronization

/// `introgen serve` run as a child process on 127.0.0.1 and a port the system chose, for tests and benchmarks: its
/// stderr goes to a file (the start line says the port; each request adds a line), and ``stop()``, ``wait(timeout:)``
/// or `deinit` end it.
public final class ServeProcess: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    public let port: Int
    /// The folder holding the log and the private XDG folders; removed when the process is reaped.
    public let directory: URL
    private let reaped = Mutex<Int32?>(nil)

    /// Starts `binary serve --port 0 arguments` with only `environment` (plus private XDG folders), and waits (at
    /// most 30 s) for the line that names the port. Throws with the log when it exits or never says.
    public init(binary: URL, arguments: [String], environment: [String: String] = [:]) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-serve-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("stderr").path
        var environment = environment
        for folder in ["config", "state", "data"] {
            let path = directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            environment["XDG_\(folder.uppercased())_HOME"] = environment["XDG_\(folder.uppercased())_HOME"] ?? path.path
        }
        environment["HOME"] = environment["HOME"] ?? directory.path
        environment["LANG"] = environment["LANG"] ?? "C.UTF-8"
        let pid = try ShellSpawn.spawn(binary.path, ["serve", "--port", "0"] + arguments, environment: environment) {
            actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        self.pid = pid
        self.directory = directory
        var found: Int?
        // Bounded: 3,000 looks 10 ms apart (30 s).
        for _ in 0..<3_000 {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if let match = text.firstMatch(of: /listening on http:\/\/[^ ]*:(\d+)\//), let port = Int(match.1) {
                found = port
                break
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                reaped.withLock { $0 = ShellSpawn.exitCode(status) }
                break
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        guard let found else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if reaped.withLock({ $0 }) == nil { kill(pid, SIGKILL) }
            throw Failure(description: "introgen serve did not start: \(text)")
        }
        port = found
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String = "/api/introduction/stream") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// What the server wrote on stderr so far.
    public var log: String {
        (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
    }

    /// Sends `number` to the server.
    public func signal(_ number: Int32) {
        if reaped.withLock({ $0 }) == nil { kill(pid, number) }
    }

    /// Waits for the server to exit (SIGKILL past `timeout`) and returns its exit status.
    public func wait(timeout: Duration = .seconds(30)) async -> Int32 {
        if let status = reaped.withLock({ $0 }) { return status }
        let pid = pid
        let killer = Task {
            try await Task.sleep(for: timeout)
            kill(pid, SIGKILL)
        }
        defer { killer.cancel() }
        let status = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            Thread.detachNewThread {
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: ShellSpawn.exitCode(raw))
            }
        }
        reaped.withLock { $0 = status }
        return status
    }

    /// Kills the server now (if running) and reaps it on a thread of its own.
    public func stop() {
        guard reaped.withLock({ $0 }) == nil else {
            try? FileManager.default.removeItem(at: directory)
            return
        }
        kill(pid, SIGKILL)
        let pid = pid
        let directory = directory
        Thread.detachNewThread {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            try? FileManager.default.removeItem(at: directory)
        }
        reaped.withLock { $0 = 137 }
    }

    deinit {
        stop()
    }
}
