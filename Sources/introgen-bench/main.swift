import Foundation

/// `make bench`: prints figures, asserts nothing about time. Run from the package root after a release build.
let binary = URL(fileURLWithPath: ".build/release/introgen")
let workDirectory = URL(fileURLWithPath: ".bench", isDirectory: true)
try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)

func line(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

line("SSE parser (release build, 64 KiB reads, best of 5 runs)")
let size = 64 * 1024 * 1024
let corpora = [
    ("a) chat-completion frames ~150 B", Corpus.chatCompletionFrames(totalBytes: size), "frames.sse"),
    ("b) 64 KiB multi-line events     ", Corpus.largeMultiLineEvents(totalBytes: size), "large.sse"),
]
for (name, corpus, fileName) in corpora {
    let figures = ParserBenchmark.measure(corpus.bytes, expectedEvents: corpus.events)
    line(String(
        format: "  %@  %7.1f MB/s  %12.0f events/s  (%d events, %.1f MiB, %.3f s)",
        name, figures.megabytesPerSecond, figures.eventsPerSecond, corpus.events,
        Double(corpus.bytes.count) / 1_048_576, figures.seconds
    ))
    let file = workDirectory.appendingPathComponent(fileName)
    try Data(corpus.bytes).write(to: file)
    if FileManager.default.isExecutableFile(atPath: binary.path) {
        let seconds = try InspectBenchmark.measure(binary: binary, corpusFile: file)
        line(String(
            format: "     introgen inspect FILE > /dev/null: %7.1f MB/s  %12.0f events/s  (%.2fx the parser's time)",
            Double(corpus.bytes.count) / seconds / 1e6, Double(corpus.events) / seconds, seconds / figures.seconds
        ))
    }
}
