public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started the way a shell starts one (``ShellSpawn``), with its stdin a pipe the test writes
/// and its output collected on threads of their own; `wait` never holds a cooperative thread.
public final class ChildProcess: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public let pid: pid_t
    private let stdoutData: Task<Data, Never>
    private let stderrData: Task<Data, Never>
    private let stdinWriter: Int32
    /// The reading end of an `.unreadPipe`, closed once the child has ended; -1 otherwise.
    private let unreadStdout: Int32

    /// Where the child's stdout goes.
    public enum Destination: Sendable {
        /// A pipe the test reads to the end (the default).
        case pipe
        /// This file, opened for writing (`/dev/full`: every write fails with ENOSPC).
        case file(String)
        /// A pipe whose reading end is closed before the child writes: its first write raises SIGPIPE.
        case closedPipe
        /// A pipe nobody reads until the child has ended: once its 64 KiB are full, every write(2) blocks.
        case unreadPipe
    }

    /// Starts `executable` with exactly `arguments` and `environment`; stdin is a pipe the caller may write.
    /// `blocking` lists signals the child starts with blocked (to reproduce odd parents); none by default.
    public init(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        blocking: [Int32] = [],
        stdout destination: Destination = .pipe
    ) throws {
        // Close-on-exec from the start: a sibling child that kept our pipes open would hide a closed stdout.
        let stdinPipe = try ShellSpawn.pipeClosedOnExec()
        let stdoutPipe = try ShellSpawn.pipeClosedOnExec()
        let stderrPipe = try ShellSpawn.pipeClosedOnExec()

        let spawned: Result<pid_t, any Error> = Result {
            try ShellSpawn.spawn(executable, arguments, environment: environment, blocking: blocking) { actions in
                posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
                if case .file(let path) = destination {
                    posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
                } else {
                    posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
                }
                posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
            }
        }
        close(stdinPipe.read)
        close(stdoutPipe.write)
        close(stderrPipe.write)
        guard case .success(let child) = spawned else {
            close(stdinPipe.write)
            close(stdoutPipe.read)
            close(stderrPipe.read)
            throw Failure(description: "cannot start \(executable): \(spawned)")
        }
        pid = child
        stdinWriter = stdinPipe.write
        switch destination {
        case .closedPipe:
            close(stdoutPipe.read)
            unreadStdout = -1
            stdoutData = Task { Data() }
        case .unreadPipe:
            unreadStdout = stdoutPipe.read
            stdoutData = Task { Data() }
        case .pipe, .file:
            unreadStdout = -1
            stdoutData = Self.readToEnd(stdoutPipe.read)
        }
        stderrData = Self.readToEnd(stderrPipe.read)
    }

    /// Writes `data` to the child's stdin and closes it.
    public func finishInput(_ data: Data = Data()) {
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

    public func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Waits for the child (SIGKILL past `timeout`) and returns its exit status (128 + n for signal n) and output.
    public func wait(timeout: Duration = .seconds(20)) async -> Output {
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
        if unreadStdout >= 0 { close(unreadStdout) }
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
