import Foundation
import IntroductionCore
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `introgen --version` as a whole process against hello programs compiled here with the release build's flags:
/// the wall time from spawn to exit and the peak resident set, the median of runs taken in turn.
enum StartupBenchmark {
    struct Figure {
        var name: String
        var milliseconds: Double
        var peakMegabytes: Double
    }

    static let foundationHello = "hello, import Foundation"

    private static let hellos = [
        (
            foundationHello, "foundation",
            "import Foundation\nprint(\"hello \\(ProcessInfo.processInfo.processIdentifier > 0)\")\n"
        ),
        (
            "hello, import FoundationEssentials", "essentials",
            "import FoundationEssentials\nprint(\"hello \\(ProcessInfo.processInfo.processIdentifier > 0)\")\n"
        ),
        ("hello, the standard library only", "stdlib", "print(\"hello\")\n"),
    ]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(binary: URL, workDirectory: URL, runs: Int) throws -> [Figure] {
        var programs = [("introgen --version", binary.path, ["--version"])]
        for (name, file, source) in hellos {
            let sourceFile = workDirectory.appendingPathComponent("hello-\(file).swift")
            let executable = workDirectory.appendingPathComponent("hello-\(file)")
            try Data(source.utf8).write(to: sourceFile)
            let (status, _) = try GenerateBenchmark.spawnAndWait(
                "/usr/bin/env",
                ["swiftc", "-O", "-static-stdlib", "-use-ld=lld", sourceFile.path, "-o", executable.path],
                environment: ProcessInfo.processInfo.environment, stdout: "/dev/null", stderr: "/dev/null")
            guard status == 0 else { throw Failure(description: "swiftc could not build \(sourceFile.path)") }
            programs.append((name, executable.path, []))
        }
        var times = [[Double]](repeating: [], count: programs.count)
        var peaks = [[Double]](repeating: [], count: programs.count)
        for _ in 0..<runs {
            for (index, (_, path, arguments)) in programs.enumerated() {
                let clock = ContinuousClock()
                let start = clock.now
                let (status, _) = try GenerateBenchmark.spawnAndWait(
                    path, arguments, environment: ["LANG": "C.UTF-8"], stdout: "/dev/null", stderr: "/dev/null")
                guard status == 0 else { throw Failure(description: "\(path) exited \(status)") }
                times[index].append((clock.now - start).inSeconds * 1e3)
                // Timed bare; the peak comes from a second run under GNU time.
                let peakFile = workDirectory.appendingPathComponent("peak.txt")
                _ = try GenerateBenchmark.spawnAndWait(
                    path, arguments, peakFile: peakFile, environment: ["LANG": "C.UTF-8"], stdout: "/dev/null",
                    stderr: "/dev/null")
                peaks[index].append(try GenerateBenchmark.peakMegabytes(in: peakFile))
            }
        }
        return programs.indices.map { index in
            Figure(
                name: programs[index].0, milliseconds: times[index].sorted()[runs / 2],
                peakMegabytes: peaks[index].sorted()[runs / 2])
        }
    }
}
