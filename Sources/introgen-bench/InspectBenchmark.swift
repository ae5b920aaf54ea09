import Foundation
import IntroductionCore

/// Times `introgen inspect FILE > /dev/null` as a whole process, best of several runs.
enum InspectBenchmark {
    static func measure(binary: URL, corpusFile: URL, runs: Int = 3) throws -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["inspect", corpusFile.path]
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            let clock = ContinuousClock()
            let elapsed = try clock.measure {
                try process.run()
                process.waitUntilExit()
            }
            guard process.terminationStatus == 0 else {
                throw CocoaError(
                    .executableLoad,
                    userInfo: [NSLocalizedDescriptionKey: "inspect exited \(process.terminationStatus)"])
            }
            best = min(best, elapsed.inSeconds)
        }
        return best
    }
}
