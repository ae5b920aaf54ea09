import Foundation
import IntroductionCore
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal app's cost per streamed token: the real release binary on a pseudo-terminal, streaming from an
/// introduction service on loopback, its CPU time and the bytes it writes to the terminal while generating.
enum TUIBenchmark {
    struct Scenario {
        var name: String
        var tokens: Int
        /// Pause between frames; zero means as fast as the server can write.
        var every: Duration
        /// Silence before the first frame (a model thinking), to see what waiting costs.
        var silence: Duration = .zero
        /// What the server speaks: the introduction service's frames, or OpenAI-style chat completions (a JSON
        /// document per token for the app to read).
        var wire: GenerateBenchmark.Wire = .service
    }

    struct Figures {
        var tokens: Int
        var tokenBytes: Int
        var seconds: Double
        /// CPU of the app's live threads while generating (schedstat, nanosecond precision).
        var cpu: Duration
        /// The same from /proc/PID/stat (dead threads included, 10 ms ticks).
        var cpuTicks: Duration
        /// CPU of the UI thread alone (ncurses, layout, wrapping, drawing).
        var uiCPU: Duration
        var terminalBytes: Int
        /// The app's peak resident set once the text is done (`VmHWM`), in megabytes.
        var peakMegabytes: Double

        var microsecondsPerToken: Double { cpu.inSeconds * 1e6 / Double(tokens) }
        var tickMicrosecondsPerToken: Double { cpuTicks.inSeconds * 1e6 / Double(tokens) }
        var uiMicrosecondsPerToken: Double { uiCPU.inSeconds * 1e6 / Double(tokens) }
        /// CPU milliseconds per second of wall time: the load while streaming.
        var processLoad: Double { cpu.inSeconds * 1e3 / seconds }
        var uiLoad: Double { uiCPU.inSeconds * 1e3 / seconds }
        var bytesPerToken: Double { Double(terminalBytes) / Double(tokens) }
        var averageTokenBytes: Double { Double(tokenBytes) / Double(tokens) }
        /// The target: at most twice the token's own bytes plus 16 (a cursor move and a status update).
        var byteBudget: Double { 2 * averageTokenBytes + 16 }
    }

    /// Model-like tokens: English words with their leading space, punctuation, Japanese pieces, an emoji.
    static let vocabulary = [
        " I", "'m", " an", " iOS", " engineer", " who", " loves", " streaming", " text", ",", " and", " building",
        " fast", " terminal", " apps", ".", " はじめまして", "、", "山田", "です", "。", " Swift", " 🙂", " the",
        " with", " for", " SSE", " clients", " on", " mobile", " and", " servers", " team", " years",
    ]

    /// A deterministic but unperiodic token sequence (so scrolled rows never repeat the rows above them),
    /// with a paragraph break about every 120 tokens.
    static func tokens(_ count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            if index % 120 == 119 { return "\n\n" }
            return vocabulary[Int((state >> 33) % UInt64(vocabulary.count))]
        }
    }

    static func run(binary: URL, scenario: Scenario, columns: Int = 100, lines: Int = 30) async throws -> Figures {
        let pieces = tokens(scenario.tokens)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let steps: [ScriptedResponse.Step] =
            scenario.wire == .service
            ? ServiceWire.steps(pieces, every: scenario.every)
            : [.send(GenerateBenchmark.chatCompletionsBody(pieces))]
        return try await withLoopbackServer({ _ in .eventStream([.sleep(scenario.silence)] + steps) }) { server in
            let source =
                scenario.wire == .service
                ? ["--provider", "service", "--url", server.url("/api/introduction/stream").absoluteString]
                : ["--provider", "openai", "--base-url", server.url("/v1").absoluteString, "--model", "bench"]
            let terminal = try PseudoTerminal(
                executable: binary.path,
                arguments: source,
                environment: [
                    "HOME": home.path,
                    "LANG": "C.UTF-8",
                    "TERM": "xterm-256color",
                    "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                    "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                    "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                ],
                columns: columns,
                lines: lines
            )
            try terminal.waitFor("ready", timeout: .seconds(10))
            terminal.type("Ada")
            terminal.waitForQuiet(.milliseconds(300), timeout: .seconds(5))

            let clock = ContinuousClock()
            let bytesBefore = terminal.bytesWritten
            let cpuBefore = terminal.cpuNanoseconds()
            let ticksBefore = terminal.cpuTicksAsNanoseconds()
            let uiBefore = terminal.cpuNanoseconds(threadName: "introgen-ui")
            let start = clock.now
            terminal.type("\u{07}")  // Ctrl-G
            let closes = try await server.waitForCloses(1, timeout: .seconds(600))
            guard closes.count == 1 else { throw PseudoTerminal.Failure(description: "the stream never ended") }
            // A body that fits in the socket's buffers is all sent (and the connection closed) long before the app
            // has read it: the end is "done" on the status line, then a quiet terminal (the last frame).
            try terminal.waitFor("done", timeout: .seconds(60))
            terminal.waitForQuiet(.milliseconds(300), timeout: .seconds(10))
            let end = clock.now - .milliseconds(300)
            let cpu = Duration.nanoseconds(Int64(terminal.cpuNanoseconds() - cpuBefore))
            let ticks = Duration.nanoseconds(Int64(terminal.cpuTicksAsNanoseconds() - ticksBefore))
            let ui = Duration.nanoseconds(Int64(terminal.cpuNanoseconds(threadName: "introgen-ui") - uiBefore))
            let seconds = (end - start).inSeconds
            let bytes = terminal.bytesWritten - bytesBefore
            let peak = terminal.peakMegabytes()

            terminal.type("\u{11}")  // Ctrl-Q
            let exit = terminal.wait(timeout: .seconds(10))
            guard exit.status == 0 else {
                throw PseudoTerminal.Failure(description: "the app ended with \(exit.status)")
            }
            return Figures(
                tokens: pieces.count,
                tokenBytes: pieces.reduce(0) { $0 + $1.utf8.count },
                seconds: seconds,
                cpu: cpu,
                cpuTicks: ticks,
                uiCPU: ui,
                terminalBytes: bytes,
                peakMegabytes: peak
            )
        }
    }
}
