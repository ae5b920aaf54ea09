import Foundation
import IntroductionCore
import IntroductionWriting

/// `make bench`: prints figures, asserts nothing about time. Run from the package root after a release build.
/// `INTROGEN_BENCH_BINARY=/path/to/introgen` measures another build (say, main's) with the same scenarios.
let binary = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["INTROGEN_BENCH_BINARY"] ?? ".build/release/introgen")
let workDirectory = URL(fileURLWithPath: ".bench", isDirectory: true)
try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)

func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// `introgen-bench startup`, `parser`, `frames`, `generate`, `composer`, `tui`, `stop`, `serve` or `peer` runs only
/// that part.
let only = CommandLine.arguments.dropFirst().first
if only == nil || only == "startup" {
    try await runStartupBenchmark()
}
if only == nil || only == "parser" {
    runParserBenchmarks()
}
if only == nil || only == "frames" {
    runFrameDecodingBenchmark()
}
if only == nil || only == "generate" {
    try await runGenerateBenchmarks()
}
if only == nil || only == "composer" {
    try await runComposerPaceBenchmark()
}
if only == nil || only == "tui" {
    try await runTUIBenchmarks()
}
if only == nil || only == "stop" {
    try await runStopBenchmarks()
}
if only == nil || only == "serve" {
    try await runServeBenchmarks()
}
if only == nil || only == "peer" {
    try await runServePeerBenchmark()
}

func runStopBenchmarks() async throws {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
    line("Stop: key pressed on the terminal app until the server sees the connection close (7 runs)")
    for (name, key) in [("Esc (after ncurses' 25 ms ESCDELAY)", "\u{1b}"), ("Ctrl-C", "\u{03}")] {
        let figures = try await StopBenchmark.run(binary: binary, key: key, runs: 7)
        line(
            String(
                format: "  %@: median %.1f ms, max %.1f ms [%@, target ≤ 50]", name, figures[figures.count / 2],
                figures[figures.count - 1], figures[figures.count - 1] <= 50 ? "ok" : "OVER"))
    }
}

func runFrameDecodingBenchmark() {
    line("Frame decoding (release build, ChatCompletionsDecoder on ready-made events, best of 5 runs)")
    let data = Corpus.chatCompletionData(count: 500_000)
    let averageBytes = Double(data.reduce(0) { $0 + $1.utf8.count }) / Double(data.count)
    let figures = FrameDecodingBenchmark.measure(data)
    let verdict = figures.framesPerSecond >= 1_000_000 ? "ok" : "UNDER"
    line(
        String(
            format: "  chat-completion frames ~%.0f B  %12.0f frames/s  [%@, target ≥ 1,000,000]  (%d frames, %.3f s)",
            averageBytes, figures.framesPerSecond, verdict, data.count, figures.seconds
        ))
}

func runGenerateBenchmarks() async throws {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        line("generate: build .build/release/introgen first (make bench does)")
        return
    }
    line("introgen generate (release, 20,000 tokens from a loopback server to a file; CPU of the whole process)")
    for wire in [GenerateBenchmark.Wire.chatCompletions, .service] {
        // Seven runs, the median by CPU; one token shows what starting the process costs on its own.
        var all: [GenerateBenchmark.Figures] = []
        for _ in 0..<7 { all.append(try await GenerateBenchmark.run(binary: binary, wire: wire, tokens: 20_000)) }
        all.sort { $0.microsecondsPerToken < $1.microsecondsPerToken }
        let figures = all[all.count / 2]
        var startup: [Duration] = []
        for _ in 0..<3 { startup.append(try await GenerateBenchmark.run(binary: binary, wire: wire, tokens: 1).cpu) }
        let startupCPU = startup.sorted()[1]
        let marginal = (figures.cpu - startupCPU).inSeconds * 1e6 / Double(figures.tokens)
        let verdict = figures.microsecondsPerToken <= 8 ? "ok" : "OVER"
        var peaks: [Double] = []
        for _ in 0..<3 {
            peaks.append(
                try await GenerateBenchmark.run(binary: binary, wire: wire, tokens: 20_000, measuringMemory: true)
                    .peakMegabytes)
        }
        peaks.sort()
        line(String(format: "  %@: %.2f s wall", wire.rawValue, figures.seconds))
        line(
            String(
                format: "     peak RSS          %6.1f MB [%@, target ≤ 20]  (median of 3; range %.1f–%.1f)",
                peaks[peaks.count / 2], peaks[peaks.count / 2] <= 20 ? "ok" : "OVER", peaks[0], peaks[peaks.count - 1]))
        line(
            String(
                format:
                    "     CPU, whole process %6.2f µs/token [%@, target ≤ 8]  (median of 7: %.0f ms; range %.2f–%.2f)",
                figures.microsecondsPerToken, verdict, figures.cpu.inSeconds * 1e3, all[0].microsecondsPerToken,
                all[all.count - 1].microsecondsPerToken
            ))
        line(
            String(
                format: "     without startup    %6.2f µs/token  (a 1-token run costs %.0f ms of CPU)",
                marginal, startupCPU.inSeconds * 1e3
            ))
    }
}

func runParserBenchmarks() {
    line("SSE parser (release build, 64 KiB reads, best of 5 runs)")
    let size = 64 * 1024 * 1024
    let corpora = [
        ("a) chat-completion frames ~150 B", Corpus.chatCompletionFrames(totalBytes: size), "frames.sse"),
        ("b) 64 KiB multi-line events     ", Corpus.largeMultiLineEvents(totalBytes: size), "large.sse"),
    ]
    for (name, corpus, fileName) in corpora {
        let figures = ParserBenchmark.measure(corpus.bytes, expectedEvents: corpus.events)
        line(
            String(
                format: "  %@  %7.1f MB/s  %12.0f events/s  (%d events, %.1f MiB, %.3f s)",
                name, figures.megabytesPerSecond, figures.eventsPerSecond, corpus.events,
                Double(corpus.bytes.count) / 1_048_576, figures.seconds
            ))
        let file = workDirectory.appendingPathComponent(fileName)
        try? Data(corpus.bytes).write(to: file)
        if FileManager.default.isExecutableFile(atPath: binary.path),
            let seconds = try? InspectBenchmark.measure(binary: binary, corpusFile: file)
        {
            let megabytesPerSecond = Double(corpus.bytes.count) / seconds / 1e6
            // The multi-line case has a target of its own: 1 GB/s from file to JSON lines.
            let target =
                fileName == "large.sse"
                ? (megabytesPerSecond >= 1000 ? " [ok, target ≥ 1000]" : " [UNDER, target ≥ 1000]") : ""
            line(
                String(
                    format:
                        "     introgen inspect FILE > /dev/null: %7.1f MB/s%@  %12.0f events/s  (%.2fx the parser's time)",
                    megabytesPerSecond, target, Double(corpus.events) / seconds, seconds / figures.seconds
                ))
        }
    }
}

func runTUIBenchmarks() async throws {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        line("terminal app: build .build/release/introgen first (make bench does)")
        return
    }
    line("Terminal app (release introgen on a 100x30 pseudo-terminal, service or chat completions on loopback)")
    // (scenario, runs): the full-speed run lasts a fifth of a second, so one run is mostly scheduling noise;
    // its figures are the median run (by CPU per token) of seven, with the spread printed.
    let scenarios = [
        (TUIBenchmark.Scenario(name: "20,000 tokens, full speed", tokens: 20_000, every: .zero), 7),
        (
            TUIBenchmark.Scenario(
                name: "20,000 tokens, full speed, chat completions", tokens: 20_000, every: .zero,
                wire: .chatCompletions), 7
        ),
        (TUIBenchmark.Scenario(name: "500 tokens at 50/s", tokens: 500, every: .milliseconds(20)), 1),
        (TUIBenchmark.Scenario(name: "3 s of silence, then 1 token", tokens: 1, every: .zero, silence: .seconds(3)), 1),
    ]
    // `introgen-bench tui N` runs only the N-th scenario (1-based).
    let chosen = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init)
    for (index, (scenario, runs)) in scenarios.enumerated() where chosen == nil || chosen == index + 1 {
        var all: [TUIBenchmark.Figures] = []
        for run in 1...runs {
            // A failed run (the check that "done" reached the screen reads ncurses' output, which may skip
            // unchanged cells) is reported, and the other runs still give figures.
            do {
                all.append(try await TUIBenchmark.run(binary: binary, scenario: scenario))
            } catch {
                line("  \(scenario.name): run \(run) of \(runs) FAILED: \(error)")
            }
        }
        guard !all.isEmpty else { continue }
        all.sort { $0.microsecondsPerToken < $1.microsecondsPerToken }
        let figures = all[all.count / 2]
        // The CPU target is for tokens at full speed; at a slow pace each token is a frame of its own, so the
        // per-token figure is the cost of a frame, and the load line above is what matters.
        let paced = scenario.every > .zero
        func verdict(_ value: Double) -> String {
            paced
                ? "a frame per token; the target is for full speed"
                : value <= 8 ? "ok, target ≤ 8" : "OVER, target ≤ 8"
        }
        let cpuVerdict = verdict(figures.microsecondsPerToken)
        let uiVerdict = verdict(figures.uiMicrosecondsPerToken)
        let byteVerdict = figures.bytesPerToken <= figures.byteBudget ? "ok" : "OVER"
        line(
            String(
                format: "  %@: %.2f s; CPU load %.0f ms/s (UI thread %.0f ms/s)",
                scenario.name, figures.seconds, figures.processLoad, figures.uiLoad
            ))
        // Per-token figures mean nothing for the silence scenario: its load line above is the figure.
        guard figures.tokens >= 100 else { continue }
        if all.count > 1 {
            line(
                String(
                    format: "     median of %d runs; CPU per token ranged %.1f–%.1f µs",
                    all.count, all[0].microsecondsPerToken, all[all.count - 1].microsecondsPerToken
                ))
        }
        line(
            String(
                format: "     CPU, whole process %8.1f µs/token [%@]  (/proc/PID/stat ticks: %.0f)",
                figures.microsecondsPerToken, cpuVerdict, figures.tickMicrosecondsPerToken
            ))
        let peaks = all.map(\.peakMegabytes).sorted()
        line(
            String(
                format: "     peak RSS           %8.1f MB       [%@, target ≤ 25]  (range %.1f–%.1f)",
                peaks[peaks.count / 2], peaks[peaks.count / 2] <= 25 ? "ok" : "OVER", peaks[0], peaks[peaks.count - 1]))
        line(
            String(
                format: "     CPU, UI thread     %8.1f µs/token [%@]",
                figures.uiMicrosecondsPerToken, uiVerdict
            ))
        line(
            String(
                format: "     terminal output    %8.1f B/token  [%@, target ≤ %.1f = 2 × %.2f token bytes + 16]",
                figures.bytesPerToken, byteVerdict, figures.byteBudget, figures.averageTokenBytes
            ))
    }
}

func runStartupBenchmark() async throws {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
    line("Start: introgen --version against Swift hellos built here (release, static stdlib; median of 21 runs each)")
    let figures = try StartupBenchmark.run(binary: binary, workDirectory: workDirectory, runs: 21)
    for figure in figures {
        line(
            String(
                format: "  %@ %6.2f ms  peak RSS %5.1f MB",
                figure.name.padding(toLength: 34, withPad: " ", startingAt: 0),
                figure.milliseconds, figure.peakMegabytes))
    }
    guard let introgen = figures.first,
        let hello = figures.first(where: { $0.name == StartupBenchmark.foundationHello })
    else { return }
    let ratio = introgen.milliseconds / hello.milliseconds
    line(
        String(
            format:
                "  --version: %.2fx the Foundation hello's time [%@, target ≤ 2]; peak RSS %.1f MB [%@, target ≤ 15]",
            ratio, ratio <= 2 ? "ok" : "OVER", introgen.peakMegabytes, introgen.peakMegabytes <= 15 ? "ok" : "OVER"))
}

func runComposerPaceBenchmark() async throws {
    line(
        "Offline composer at its default pace (\(Int(OfflineComposer.defaultSpeed)) characters a second), full profiles, medium"
    )
    for figure in try await ComposerPaceBenchmark.run() {
        line(
            String(
                format: "  %@: %d characters in %.2f s [%@, target ≤ 2.5]", figure.name, figure.characters,
                figure.seconds,
                figure.seconds <= 2.5 ? "ok" : "OVER"))
    }
}
