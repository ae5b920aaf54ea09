import Foundation
import TestSupport
import Testing

/// Output that cannot be written is never success: with stdout on the real `/dev/full` (every write fails with
/// ENOSPC) each command exits 1 with one sentence naming what it could not write; a reader that went away still
/// ends the process with SIGPIPE (141), as it ends `cat`.
@Suite("introgen with stdout that cannot be written")
struct UnwrittenOutputTests {
    /// A private, empty XDG home so no real configuration, draft or saved introduction is read.
    static func environment() -> [String: String] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "introgen-unwritten-\(UUID().uuidString)"
        )
        .path
        return [
            "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
            "XDG_DATA_HOME": home + "/data", "LANG": "C.UTF-8",
        ]
    }

    /// A capture of a few events, in a file of its own.
    static func capture() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).sse")
        try Data("event: greeting\ndata: hello\nid: 1\n\ndata: world\n\n".utf8).write(to: file)
        return file
    }

    static let generate = ["generate", "--provider", "offline", "--name", "Ada", "--lang", "en", "--seed", "1"]

    static let full = "No space left on device"

    @Test(arguments: [
        (generate, "the introduction"),
        (generate + ["--format", "json"], "the introduction (json)"),
        (generate + ["--format", "jsonl"], "the introduction (jsonl)"),
        (["history", "--format", "json"], "the list of saved introductions"),
        (["completions", "bash"], "the bash completion script"),
        (["--help"], "the usage"),
        (["generate", "--help"], "the usage"),
        (["--version"], "the version"),
    ])
    func aFullDeviceIsExitOneWithOneSentence(arguments: [String], subject: String) async throws {
        let result = try await IntrogenBinary.run(
            arguments, environment: Self.environment(), stdout: .file("/dev/full"))
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stderr == "introgen: could not write \(subject) to standard output: \(Self.full)\n")
    }

    @Test func inspectOfAFileOrOfStdinIntoAFullDeviceIsExitOne() async throws {
        let file = try Self.capture()
        defer { try? FileManager.default.removeItem(at: file) }
        let sentence = "introgen: could not write the decoded events to standard output: \(Self.full)\n"
        let fromFile = try await IntrogenBinary.run(
            ["inspect", file.path], environment: Self.environment(), stdout: .file("/dev/full"))
        #expect(fromFile.status == 1)
        #expect(fromFile.stderr == sentence)
        let fromStdin = try await IntrogenBinary.run(
            ["inspect"], input: try Data(contentsOf: file), environment: Self.environment(), stdout: .file("/dev/full"))
        #expect(fromStdin.status == 1)
        #expect(fromStdin.stderr == sentence)
    }

    /// The same commands into a pipe nobody reads any more: SIGPIPE, not a sentence, as for `cat`.
    @Test(arguments: [generate, ["completions", "bash"], ["--help"], ["history", "--format", "json"]])
    func aClosedPipeStillEndsWithSIGPIPE(arguments: [String]) async throws {
        let result = try await IntrogenBinary.run(arguments, environment: Self.environment(), stdout: .closedPipe)
        #expect(result.status == 141, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func inspectIntoAClosedPipeEndsWithSIGPIPE() async throws {
        let file = try Self.capture()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await IntrogenBinary.run(
            ["inspect", file.path], environment: Self.environment(), stdout: .closedPipe)
        #expect(result.status == 141, "stderr: \(result.stderr)")
    }

    /// The output still arrives whole when it can be written: the writer thread loses nothing at exit.
    @Test func everyByteHandedOverIsWrittenBeforeTheProcessEnds() async throws {
        let result = try await IntrogenBinary.run(["completions", "bash"], environment: Self.environment())
        let script = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/introgen/completions/introgen.bash"),
            encoding: .utf8)
        #expect(result.status == 0)
        #expect(result.stdout == script)
    }
}
