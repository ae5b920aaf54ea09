import Foundation
import IncrementalJSON
import IntroductionCore
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `introgen generate` streaming from a loopback server to a file: the CPU time of the whole process (startup
/// included) per token, read from `wait4`'s resource usage when it exits.
enum GenerateBenchmark {
    enum Wire: String {
        case chatCompletions = "OpenAI-style chat completions"
        case service = "introduction service"
    }

    struct Figures {
        var tokens: Int
        var seconds: Double
        var cpu: Duration
        /// The process's peak resident set, in megabytes (0 unless measured).
        var peakMegabytes: Double = 0

        var microsecondsPerToken: Double { cpu.inSeconds * 1e6 / Double(tokens) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The whole response body for `pieces`: role frame, one content frame per piece, finish, usage, `[DONE]`.
    static func chatCompletionsBody(_ pieces: [String]) -> [UInt8] {
        let envelope = #""id":"chatcmpl-bench","object":"chat.completion.chunk","created":1732000000,"model":"bench""#
        func frame(_ delta: String, finish: String = "null") -> String {
            "data: {\(envelope),\"choices\":[{\"index\":0,\"delta\":\(delta),\"finish_reason\":\(finish)}]}\n\n"
        }
        var body = frame(#"{"role":"assistant","content":""}"#)
        for piece in pieces { body += frame("{\"content\":\(JSONValue.string(piece).text)}") }
        body += frame("{}", finish: #""stop""#)
        body +=
            "data: {\(envelope),\"choices\":[],\"usage\":{\"prompt_tokens\":100,\"completion_tokens\":\(pieces.count)}}\n\n"
        body += "data: [DONE]\n\n"
        return Array(body.utf8)
    }

    /// With `measuringMemory`, the process runs under GNU time for its peak resident set (its CPU figures then include
    /// time's own few hundred microseconds).
    static func run(binary: URL, wire: Wire, tokens count: Int, measuringMemory: Bool = false) async throws -> Figures {
        let pieces = TUIBenchmark.tokens(count)
        let body = wire == .service ? ServiceWire.body(pieces) : chatCompletionsBody(pieces)
        let expected = pieces.reduce(0) { $0 + $1.utf8.count } + (pieces.last?.hasSuffix("\n") == true ? 0 : 1)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        return try await withLoopbackServer({ _ in .eventStream([.send(body)]) }) { server in
            let source =
                wire == .service
                ? ["--provider", "service", "--url", server.url("/api/introduction/stream").absoluteString]
                : ["--provider", "openai", "--base-url", server.url("/v1").absoluteString, "--model", "bench"]
            let output = home.appendingPathComponent("out.txt")
            let errors = home.appendingPathComponent("err.txt")
            let clock = ContinuousClock()
            let start = clock.now
            let peakFile = home.appendingPathComponent("peak.txt")
            let (status, cpu) = try spawnAndWait(
                binary.path, ["generate", "--name", "Ada"] + source, peakFile: measuringMemory ? peakFile : nil,
                environment: [
                    "HOME": home.path, "LANG": "C.UTF-8",
                    "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                    "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                    "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                ],
                stdout: output.path, stderr: errors.path
            )
            let seconds = (clock.now - start).inSeconds
            let written = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? -1
            guard status == 0, written == expected else {
                let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                throw Failure(
                    description: "generate exited \(status) after writing \(written) of \(expected) bytes: \(message)")
            }
            let peak = measuringMemory ? try peakMegabytes(in: peakFile) : 0
            return Figures(tokens: count, seconds: seconds, cpu: cpu, peakMegabytes: peak)
        }
    }

    /// Runs `executable` with stdout and stderr written to files, every signal at its default, nothing of ours
    /// inherited; returns its exit status and the CPU time (user + system) it used.
    ///
    /// With `peakFile`, the program runs under GNU time, which writes its peak resident set there in kilobytes. The
    /// spawner's own `ru_maxrss` cannot serve: `posix_spawn` starts the child on the parent's memory (vfork), and Linux
    /// keeps that memory's high-water mark in the child's across `exec`.
    static func spawnAndWait(
        _ executable: String, _ arguments: [String], peakFile: URL? = nil, environment: [String: String],
        stdout: String, stderr: String
    ) throws -> (status: Int32, cpu: Duration) {
        let wrapped = peakFile.map { ["-f", "%M", "-o", $0.path, executable] + arguments } ?? arguments
        let program = peakFile == nil ? executable : "/usr/bin/time"
        let pid = try ShellSpawn.spawn(program, wrapped, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        var raw: Int32 = 0
        var usage = rusage()
        while wait4(pid, &raw, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed: errno \(errno)") }
        }
        let cpu =
            Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return (ShellSpawn.exitCode(raw), cpu)
    }

    /// The kilobytes GNU time wrote, in megabytes.
    static func peakMegabytes(in file: URL) throws -> Double {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Double($0) }) else {
            throw Failure(description: "no peak resident set in \(file.path): \(text)")
        }
        return kilobytes / 1000
    }
}
