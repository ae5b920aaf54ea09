import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The FastAPI + sse-starlette peer (`Tests/Peer/fastapi_peer.py`) on uvicorn with two workers, as a session of its own: on
/// a free loopback port, ready once both workers say their application started, measured as the peak resident sets
/// of every process in the session added up (uvicorn's master and its workers), stopped with the session.
///
/// The Python comes from the venv `make bench` makes (`.build/bench-peer/venv`), or `INTROGEN_BENCH_PEER_PYTHON`.
final class PeerProcess: Sendable {
    static let script = "Tests/Peer/fastapi_peer.py"

    static var python: String {
        ProcessInfo.processInfo.environment["INTROGEN_BENCH_PEER_PYTHON"] ?? ".build/bench-peer/venv/bin/python"
    }

    let pid: pid_t
    let port: Int
    private let directory: URL

    /// Starts the peer replaying the capture in `frames`; throws with the reason (and its log) when it cannot.
    init(frames: URL) async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            throw LoadFailure(description: "no \(Self.python) (make bench makes that venv)")
        }
        guard FileManager.default.fileExists(atPath: Self.script) else {
            throw LoadFailure(description: "no \(Self.script) (run from the package root)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-peer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("log").path
        let port = try Self.freePort()
        var environment = ["LANG": "C.UTF-8", "HOME": directory.path, "PYTHONDONTWRITEBYTECODE": "1"]
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let pid = try ShellSpawn.spawn(
            Self.python, [Self.script, "\(port)", frames.path], environment: environment, newSession: true
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        (self.pid, self.port, self.directory) = (pid, port, directory)
        // Bounded: 3,000 looks 10 ms apart (30 s).
        for _ in 0..<3_000 {
            let text = self.log
            if text.components(separatedBy: "Application startup complete.").count > 2 { return }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                throw LoadFailure(description: "the peer exited (\(ShellSpawn.exitCode(status))): \(text.suffix(600))")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        await stop()
        throw LoadFailure(description: "the peer did not start in 30 s")
    }

    /// What the peer wrote (uvicorn's start lines; a traceback if something failed).
    var log: String {
        (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? ""
    }

    /// The peak resident sets (VmHWM) of every process of the peer's session added up, in megabytes.
    func peakMegabytes() -> Double {
        members().reduce(0) { $0 + ServeBenchmark.peakMegabytes(pid: $1) }
    }

    /// The processes whose session is the peer's: uvicorn's master and its workers.
    func members() -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let member = pid_t(entry), let fields = Self.statFields(member) else { return nil }
            return fields.count > 3 && pid_t(fields[3]) == pid ? member : nil
        }
    }

    /// The user and system CPU time `pids` have used (every thread of each), in seconds.
    static func cpuSeconds(_ pids: [pid_t]) -> Double {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return pids.reduce(0) { total, pid in
            guard let fields = statFields(pid), fields.count > 12 else { return total }
            return total + ((Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)) / ticks
        }
    }

    /// `/proc/PID/stat` after the command's closing parenthesis: the state is field 0, the session 3, utime 11.
    private static func statFields(_ pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: end)...].split(separator: " ")
    }

    /// SIGTERM to the session (uvicorn stops its workers), up to 10 s for the master to exit, then SIGKILL to
    /// whatever of the session is left; the waiting happens off the cooperative pool.
    func stop() async {
        let pid = pid
        _ = try? await offThePool {
            kill(-pid, SIGTERM)
            var status: Int32 = 0
            var reaped = false
            // Bounded: 1,000 looks 10 ms apart.
            for _ in 0..<1_000 where !reaped {
                reaped = waitpid(pid, &status, WNOHANG) == pid
                if !reaped { usleep(10_000) }
            }
            kill(-pid, SIGKILL)
            if !reaped { _ = waitpid(pid, &status, 0) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// A port on 127.0.0.1 nobody listens on now: TestSupport's bound, never-listened port, let go at once so the
    /// peer binds it a moment later.
    private static func freePort() throws -> Int {
        try RefusingPort().port
    }
}
