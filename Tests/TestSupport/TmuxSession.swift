public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The real `introgen` binary running in a real terminal: a detached tmux session on a private tmux server.
///
/// Each session has its own server socket (`tmux -L <unique>`), so tests never touch the user's tmux and can
/// run side by side. The binary runs with only the environment the test gives plus private XDG folders in a
/// temporary directory, `LANG=C.UTF-8` and `TERM=xterm-256color`. The pane's command is
/// `introgen …; echo EXIT=$?; sleep 30`, so after the app ends the test can read its exit code and see what
/// the shell sees of the restored terminal. Use ``withTmuxSession(_:width:height:environment:_:)`` so the
/// server is killed and the folder removed on every path.
public final class TmuxSession: Sendable {
    /// Why a tmux step failed; the description carries the last screen so a failure shows what was there.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let socket: String
    public let target = "e2e"
    /// The private folder holding `state/`, `data/` and `config/`.
    public let home: URL
    private let started = Mutex(false)
    private let blockedSignals: [Int32]

    public var stateDirectory: URL { home.appendingPathComponent("state/introgen") }
    public var dataDirectory: URL { home.appendingPathComponent("data/introgen") }

    /// `blockedSignals` start the tmux server, and so the pane's shell, with those signals blocked.
    public init(blockedSignals: [Int32] = []) throws {
        self.blockedSignals = blockedSignals
        socket = "introgen-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        home = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        for folder in ["state", "data", "config"] {
            try FileManager.default.createDirectory(
                at: home.appendingPathComponent(folder),
                withIntermediateDirectories: true
            )
        }
    }

    /// The environment the binary sees: nothing from the test process but what is named here.
    public func environment(_ extra: [String: String]) -> [String: String] {
        [
            "HOME": home.path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ].merging(extra) { $1 }
    }

    /// Starts (or, after the app ended, starts again) the binary with `arguments` in a `width`×`height` pane;
    /// `program` runs another program instead (a shell whose completions a test queries), in `directory` if given.
    /// `wrapper` runs it: a command (and its arguments) that the binary's `env -i …` line is appended to. With
    /// `replacingShell` the pane's shell becomes that command (the session leader, as a terminal window's shell is)
    /// and no `EXIT=` line follows.
    public func start(
        _ arguments: [String],
        program: String = IntrogenBinary.url.path,
        directory: URL? = nil,
        width: Int = 100,
        height: Int = 30,
        environment extra: [String: String] = [:],
        wrapper: [String] = [],
        replacingShell: Bool = false
    ) async throws {
        let assignments = environment(extra).sorted { $0.key < $1.key }.map { Self.quote("\($0.key)=\($0.value)") }
        let command =
            (["exec"] + wrapper.map(Self.quote) + ["env", "-i"] + assignments + [Self.quote(program)]
            + arguments.map(Self.quote)).joined(separator: " ")
        let change = directory.map { "cd \(Self.quote($0.path)) && " } ?? ""
        // A subshell so that `exec` replaces only it: the pane's own shell stays to print the exit code.
        let line = replacingShell ? change + command : "(\(change)\(command)); echo EXIT=$?; sleep 30"
        let first = started.withLock { wasStarted in
            defer { wasStarted = true }
            return !wasStarted
        }
        if first {
            try await tmux(["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", line])
            // Without this the window follows the size of the (absent) client once one attaches.
            try await tmux(["set-option", "-t", target, "window-size", "manual"])
        } else {
            try await tmux(["respawn-pane", "-k", "-t", target, line])
        }
    }

    /// Types `text` literally (`send-keys -l`), as a paste of those characters.
    public func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Presses keys by tmux name: `Tab`, `Enter`, `Escape`, `C-g`, `F1`, `PageUp`.
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", target] + keys)
    }

    /// The visible screen, one string per row, trailing spaces removed.
    public func screen() async throws -> [String] {
        let text = try await tmux(["capture-pane", "-p", "-t", target])
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The visible screen as one string.
    public func screenText() async throws -> String {
        try await screen().joined(separator: "\n")
    }

    public func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format value for the pane, such as `#{pane_title}` or `#{alternate_on}`.
    public func display(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .newlines)
    }

    /// The process id of `introgen` itself: the pane's shell runs it in a subshell that `exec`s it.
    public func appProcessID(polling: Bool = true) async throws -> pid_t {
        let shell = try await display("#{pane_pid}")
        let deadline = ContinuousClock.now + (polling ? .seconds(5) : .zero)
        repeat {
            if let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8),
                let first = children.split(separator: " ").first, let pid = pid_t(first)
            {
                return pid
            }
            try await Task.sleep(for: .milliseconds(20))
        } while ContinuousClock.now < deadline
        throw Failure(description: "introgen is not running under the pane's shell \(shell)")
    }

    /// Polls the screen every 50 ms until `predicate` holds, for at most `timeout`; then fails, showing the
    /// last screen.
    @discardableResult
    public func waitForScreen(
        _ what: String,
        timeout: Duration = .seconds(10),
        _ predicate: ([String]) -> Bool
    ) async throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        var last: [String] = []
        for _ in 0..<2_000 {
            last = try await screen()
            if predicate(last) { return last }
            guard ContinuousClock.now < deadline else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(
            description: "timed out after \(timeout) waiting for \(what); the screen was:\n"
                + last.map { "|\($0)" }.joined(separator: "\n")
        )
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
        try await waitForScreen("\"\(text)\"", timeout: timeout) { $0.joined(separator: "\n").contains(text) }
    }

    /// Waits for the shell's `EXIT=n` line after the app ended and returns n.
    public func waitForExit(timeout: Duration = .seconds(10)) async throws -> Int {
        let rows = try await waitForScreen("the app to exit", timeout: timeout) { rows in
            rows.contains { $0.hasPrefix("EXIT=") }
        }
        let line = rows.first { $0.hasPrefix("EXIT=") } ?? ""
        return Int(line.dropFirst("EXIT=".count)) ?? -1
    }

    /// Kills the private tmux server (and with it the app) and removes the private folder.
    public func close() async {
        if let pid = try? await appProcessID(polling: false) { kill(pid, SIGKILL) }
        _ = try? await tmux(["kill-server"])
        try? FileManager.default.removeItem(at: home)
        // A server ended by kill-server leaves its socket file behind.
        let socketFolder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(socketFolder)/tmux-\(getuid())/\(socket)")
    }

    /// Runs one tmux command on the private server and returns its stdout; throws when tmux fails.
    @discardableResult
    public func tmux(_ arguments: [String]) async throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let child = try ChildProcess(
            "/usr/bin/tmux",
            ["-L", socket, "-f", "/dev/null"] + arguments,
            environment: environment,
            blocking: blockedSignals
        )
        child.finishInput()
        let output = await child.wait(timeout: .seconds(10))
        guard output.status == 0 else {
            throw Failure(
                description: "tmux \(arguments.joined(separator: " ")) failed (\(output.status)): \(output.stderr)")
        }
        return output.stdout
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Runs `body` with a fresh private tmux session and kills its server on every path.
public func withTmuxSession<Result>(
    blockedSignals: [Int32] = [],
    _ body: (TmuxSession) async throws -> Result
) async throws -> Result {
    let session = try TmuxSession(blockedSignals: blockedSignals)
    do {
        let result = try await body(session)
        await session.close()
        return result
    } catch {
        await session.close()
        throw error
    }
}
