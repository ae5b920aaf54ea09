public import Foundation

/// The real `introgen` executable that `swift build` put beside the test bundle, run as a child process.
public enum IntrogenBinary {
    public static var url: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("introgen")
    }

    /// A private, empty XDG home so no real configuration or key is read, with `extra` on top.
    public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-home-\(UUID().uuidString)")
            .path
        return ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "LANG": "C.UTF-8"].merging(extra) { $1 }
    }

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs introgen to completion with `input` on stdin, only the given environment, and a hard time limit
    /// (the process is killed past it, so no test can hang on it).
    ///
    /// Started and waited for as a ``ChildProcess``, whose waiting happens on threads of its own: `Process`'s
    /// `waitUntilExit()` spins the calling thread's run loop, and with a few of those at once every cooperative
    /// thread of a two-core machine was held, stalling unrelated tests for seconds.
    public static func run(
        _ arguments: [String],
        input: Data = Data(),
        environment: [String: String] = [:],
        timeout: Duration = .seconds(20),
        stdout: ChildProcess.Destination = .pipe
    ) async throws -> Result {
        let child = try ChildProcess(url.path, arguments, environment: environment, stdout: stdout)
        child.finishInput(input)
        let output = await child.wait(timeout: timeout)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }
}
