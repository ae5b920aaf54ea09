import Foundation
import IntroductionCore
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// How long a stop takes to reach the server: the release app on a pseudo-terminal streams slowly from a loopback
/// service; the key is written to the terminal and the clock stops when the server sees the connection close.
enum StopBenchmark {
    /// Milliseconds from the key to the close, one figure per run.
    static func run(binary: URL, key: String, runs: Int) async throws -> [Double] {
        var figures: [Double] = []
        for _ in 0..<runs {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent(
                "introgen-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: home) }
            let pieces = (1...500).map { "word\($0) " }
            let milliseconds = try await withLoopbackServer({ _ in
                .eventStream(ServiceWire.steps(pieces, every: .milliseconds(20)))
            }) { server in
                let terminal = try PseudoTerminal(
                    executable: binary.path,
                    arguments: [
                        "--provider", "service", "--url", server.url("/api/introduction/stream").absoluteString,
                    ],
                    environment: [
                        "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
                        "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                        "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                    ],
                    columns: 100,
                    lines: 30
                )
                try terminal.waitFor("ready", timeout: .seconds(10))
                terminal.type("Ada\u{07}")  // a name, then Ctrl-G
                // No space after it: when the word ends a screen row, a cursor move follows it.
                try terminal.waitFor("word10", timeout: .seconds(10))
                let pressed = ContinuousClock.now
                terminal.type(key)
                let closes = try await server.waitForCloses(1, timeout: .seconds(10))
                guard let close = closes.first else { throw PseudoTerminal.Failure(description: "no close seen") }
                terminal.type("\u{11}")  // Ctrl-Q
                _ = terminal.wait(timeout: .seconds(10))
                return (close.at - pressed).inSeconds * 1000
            }
            figures.append(milliseconds)
        }
        return figures.sorted()
    }
}
