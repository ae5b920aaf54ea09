import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `introgen generate` streaming from a loopback service into /dev/null: the whole process's CPU per token (user +
/// system, from the kernel's accounting of the waited-for child).
enum GenerateBenchmark {
    struct Figures {
        var tokens: Int
        var seconds: Double
        var cpu: Double

        var microsecondsPerToken: Double { cpu * 1e6 / Double(tokens) }
    }

    static func run(binary: URL, tokens count: Int) async throws -> Figures {
        let pieces = TUIBenchmark.tokens(count)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        return try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(pieces)) }) { server in
            let process = Process()
            process.executableURL = binary
            process.arguments = [
                "generate", "--provider", "service", "--url", server.url("/api/introduction/stream").absoluteString,
            ]
            process.environment = TUIBenchmark.environment(home: home)
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            var before = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &before)
            let clock = ContinuousClock()
            let start = clock.now
            try process.run()
            process.waitUntilExit()
            let seconds = (clock.now - start).seconds
            var after = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &after)
            guard process.terminationStatus == 0 else {
                throw PseudoTerminal.Failure(description: "generate exited \(process.terminationStatus)")
            }
            func total(_ usage: rusage) -> Double {
                Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
            }
            return Figures(tokens: count, seconds: seconds, cpu: total(after) - total(before))
        }
    }
}
