import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A program running on a pseudo-terminal of a fixed size, with every byte it writes to the terminal counted.
///
/// The child starts in a new session whose controlling terminal is the pty (so its `/dev/tty` is ours), with the
/// pty as stdin, stdout and stderr, every signal unblocked and at its default action. A reader thread drains the
/// master side as a terminal would, counting bytes and remembering when the last one arrived.
final class PseudoTerminal: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct Output {
        var bytes = 0
        var lastByte = ContinuousClock.now
        var tail: [UInt8] = []
        var ended = false
    }

    /// The pty calls (behind _XOPEN_SOURCE) are hidden by the Glibc module; libc has them.
    struct PTYCalls: Sendable {
        let openpt: @convention(c) (Int32) -> Int32
        let grantpt: @convention(c) (Int32) -> Int32
        let unlockpt: @convention(c) (Int32) -> Int32
        let ptsname: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    }

    static let libc: PTYCalls = {
        func load<F>(_ name: String, as type: F.Type) -> F {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                fatalError("libc has no \(name)")
            }
            return unsafeBitCast(symbol, to: type)
        }
        return PTYCalls(
            openpt: load("posix_openpt", as: (@convention(c) (Int32) -> Int32).self),
            grantpt: load("grantpt", as: (@convention(c) (Int32) -> Int32).self),
            unlockpt: load("unlockpt", as: (@convention(c) (Int32) -> Int32).self),
            ptsname: load("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
        )
    }()

    let pid: pid_t
    private let master: Int32
    private let output = Mutex(Output())

    init(executable: String, arguments: [String], environment: [String: String], columns: Int, lines: Int) throws {
        let master = Self.libc.openpt(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, Self.libc.grantpt(master) == 0, Self.libc.unlockpt(master) == 0,
            Self.libc.ptsname(master, &name, name.count) == 0
        else {
            throw Failure(description: "no pseudo-terminal: errno \(errno)")
        }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var size = winsize(ws_row: UInt16(lines), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            close(master)
            throw Failure(description: "cannot size the pseudo-terminal: errno \(errno)")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)

        let child: pid_t
        do {
            // Opened after setsid (glibc runs file actions last), so the pty becomes the controlling terminal.
            child = try ShellSpawn.spawn(executable, arguments, environment: environment, newSession: true) {
                actions in
                posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
                posix_spawn_file_actions_adddup2(&actions, 0, 1)
                posix_spawn_file_actions_adddup2(&actions, 0, 2)
            }
        } catch {
            close(master)
            throw error
        }
        pid = child
        self.master = master
        let thread = Thread { [self] in readLoop() }
        thread.name = "pty-reader"
        thread.start()
    }

    /// Bytes the program has written to the terminal so far.
    var bytesWritten: Int { output.withLock { $0.bytes } }

    /// Whether the last `count` bytes written contain `text` (for waiting on a word of the screen).
    func recentOutputContains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        return output.withLock { state in
            state.tail.count >= needle.count
                && state.tail.indices.dropLast(needle.count - 1).contains { start in
                    state.tail[start..<(start + needle.count)].elementsEqual(needle)
                }
        }
    }

    /// Types `text` (keys as the terminal sends them: "\u{07}" is Ctrl-G).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until the program has written nothing for `quiet`, at most `timeout`; returns whether it went quiet.
    @discardableResult
    func waitForQuiet(_ quiet: Duration, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let last = output.withLock { $0.lastByte }
            if ContinuousClock.now - last >= quiet { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits until `predicate` holds on the recent output, at most `timeout`.
    func waitFor(_ text: String, timeout: Duration) throws {
        let deadline = ContinuousClock.now + timeout
        while !recentOutputContains(text) {
            guard ContinuousClock.now < deadline else {
                let tail = output.withLock { String(decoding: $0.tail.suffix(400), as: UTF8.self) }
                throw Failure(
                    description: "\"\(text)\" never appeared; the terminal's last bytes: \(tail.debugDescription)")
            }
            usleep(5_000)
        }
    }

    /// CPU time (user + system) of the program's live threads, in nanoseconds, from `/proc/PID/task/*/schedstat`;
    /// only those whose name is `threadName` when given.
    /// The program's peak resident set so far (`VmHWM`), in megabytes; 0 when it cannot be read.
    func peakMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return kilobytes / 1000
    }

    func cpuNanoseconds(threadName: String? = nil) -> UInt64 {
        var tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        if let threadName {
            tasks = tasks.filter { task in
                let name = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8)
                return name?.trimmingCharacters(in: .newlines) == threadName
            }
        }
        return tasks.reduce(0) { total, task in
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let value = UInt64(first)
            else { return total }
            return total + value
        }
    }

    /// CPU time (user + system) of the whole process, dead threads included, in clock ticks (10 ms) as nanoseconds.
    func cpuTicksAsNanoseconds() -> UInt64 {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime field 14, stime field 15 (1-based over the whole line).
        guard fields.count > 13, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return 0 }
        return (user + system) * 1_000_000_000 / UInt64(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits for the program to end (SIGKILL after `timeout`) and returns its exit status and total CPU time.
    func wait(timeout: Duration) -> (status: Int32, cpu: Duration) {
        let deadline = ContinuousClock.now + timeout
        var raw: Int32 = 0
        var usage = rusage()
        while true {
            let result = wait4(pid, &raw, WNOHANG, &usage)
            if result == pid { break }
            if result < 0 && errno != EINTR { return (-1, .zero) }
            if ContinuousClock.now > deadline { kill(pid, SIGKILL) }
            usleep(10_000)
        }
        close(master)
        let cpu =
            Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return (ShellSpawn.exitCode(raw), cpu)
    }

    private func readLoop() {
        // INTROGEN_BENCH_DUMP=FILE keeps a copy of the terminal output, to see what a frame costs.
        let dump = ProcessInfo.processInfo.environment["INTROGEN_BENCH_DUMP"].map {
            open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        defer { if let dump, dump >= 0 { close(dump) } }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }  // EIO once the program and its session are gone
            if let dump, dump >= 0 { _ = write(dump, buffer, count) }
            output.withLock { state in
                state.bytes += count
                state.lastByte = .now
                state.tail.append(contentsOf: buffer[0..<count])
                if state.tail.count > 8_192 { state.tail.removeFirst(state.tail.count - 4_096) }
            }
        }
        output.withLock { $0.ended = true }
    }
}
