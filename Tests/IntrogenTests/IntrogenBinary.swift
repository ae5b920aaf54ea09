import Foundation
import Synchronization

/// The real `introgen` executable that `swift build` put beside the test bundle, run as a child process.
enum IntrogenBinary {
    static var url: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("introgen")
    }

    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs introgen to completion with `input` on stdin, only the given environment, and a hard time limit
    /// (the process is killed past it, so no test can hang on it).
    static func run(
        _ arguments: [String],
        input: Data = Data(),
        environment: [String: String] = [:],
        timeout: Duration = .seconds(20)
    ) async throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let processID = process.processIdentifier
        let killer = Task {
            try await Task.sleep(for: timeout)
            kill(processID, SIGKILL)
        }
        defer { killer.cancel() }
        async let output = readToEnd(stdout.fileHandleForReading)
        async let errors = readToEnd(stderr.fileHandleForReading)
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let (outputData, errorData) = await (output, errors)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Reads on a thread of its own so that a blocking read never holds a cooperative thread.
    private static func readToEnd(_ handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: handle.readDataToEndOfFile())
            }
        }
    }
}
