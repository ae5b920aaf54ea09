import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started the way a shell starts one: every signal unblocked and at its default action.
///
/// `Process` would hand the child the mask of the thread that spawns it, and Swift's concurrency threads block
/// every signal; a tmux server started that way ignores `kill-server` (its SIGTERM stays blocked) and so does
/// every shell in its panes, and an `introgen` started that way could not be interrupted the way a person
/// interrupts it. Output is collected on threads of their own; `wait` never holds a cooperative thread.
final class ChildProcess: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Output: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), a GNU extension the Glibc module hides.
    private static let addCloseFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 =
        {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { fatalError("glibc 2.34 or later is needed (posix_spawn_file_actions_addclosefrom_np)") }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
            )
        }()

    let pid: pid_t
    private let stdoutData: Task<Data, Never>
    private let stderrData: Task<Data, Never>
    private let stdinWriter: Int32

    /// Starts `executable` with exactly `arguments` and `environment`; stdin is a pipe the caller may write.
    /// `blocking` lists signals the child starts with blocked (to reproduce odd parents); none by default.
    init(_ executable: String, _ arguments: [String], environment: [String: String], blocking: [Int32] = []) throws {
        var stdinPipe: [Int32] = [0, 0]
        var stdoutPipe: [Int32] = [0, 0]
        var stderrPipe: [Int32] = [0, 0]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw Failure(description: "pipe failed: errno \(errno)")
        }
        // Glibc's module does not export pipe2; without close-on-exec a sibling child could keep our pipes open.
        for fd in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        // Other tests in this process open sockets without close-on-exec; a child (a tmux server lives on as a
        // daemon) that inherited one would keep that connection open after the test closed it.
        _ = Self.addCloseFrom(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        for signal in blocking { sigaddset(&empty, signal) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard result == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw Failure(description: "cannot start \(executable): errno \(result)")
        }
        pid = child
        stdinWriter = stdinPipe[1]
        stdoutData = Self.readToEnd(stdoutPipe[0])
        stderrData = Self.readToEnd(stderrPipe[0])
    }

    /// Writes `data` to the child's stdin and closes it.
    func finishInput(_ data: Data = Data()) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(stdinWriter, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        close(stdinWriter)
    }

    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Waits for the child (SIGKILL past `timeout`) and returns its exit status (128 + n for signal n) and output.
    func wait(timeout: Duration = .seconds(20)) async -> Output {
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
                let signal = raw & 0x7F
                continuation.resume(returning: signal == 0 ? (raw >> 8) & 0xFF : 128 + signal)
            }
        }
        let output = await stdoutData.value
        let errors = await stderrData.value
        return Output(
            status: status,
            stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self)
        )
    }

    /// Reads on a thread of its own, so a blocking read never holds a cooperative thread.
    private static func readToEnd(_ fd: Int32) -> Task<Data, Never> {
        Task {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    var data = Data()
                    var buffer = [UInt8](repeating: 0, count: 65_536)
                    while true {
                        let count = read(fd, &buffer, buffer.count)
                        if count < 0 && errno == EINTR { continue }
                        if count <= 0 { break }
                        data.append(contentsOf: buffer[0..<count])
                    }
                    close(fd)
                    continuation.resume(returning: data)
                }
            }
        }
    }
}
