import Foundation
import TestSupport

/// Debian's `wrk` driving the same POSTs, as a check of the bench's own client: its introductions/s and
/// whole-response latency (all wrk can see of an event stream) should agree with the client's.
///
/// The request comes from a Lua script that sets the method, headers and body; `--timeout 10s`, since wrk's default
/// of 2 s would count a slow whole introduction as an error. `--latency` gives the percentiles.
enum WrkRun {
    struct Figures {
        var requestsPerSecond: Double
        /// Whole response, in milliseconds.
        var p50: Double
        var p99: Double
        /// Responses other than 2xx/3xx, and socket errors (connect, read, write, timeout) as wrk prints them.
        var problems: String
    }

    /// The `wrk` on `PATH`, if any.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/wrk" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `wrk -t2 -c connections -d seconds` against `port` and reads its report.
    static func run(
        wrk: String, port: Int, path: String, body: String, connections: Int, seconds: Int, directory: URL
    ) async throws -> Figures {
        let script = directory.appendingPathComponent("wrk-post.lua")
        let quoted = body.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try Data(
            """
            wrk.method = "POST"
            wrk.body = "\(quoted)"
            wrk.headers["Content-Type"] = "application/json"
            wrk.headers["Accept"] = "text/event-stream"

            """.utf8
        ).write(to: script)
        let child = try ChildProcess(
            wrk,
            [
                "-t2", "-c\(connections)", "-d\(seconds)s", "--timeout", "10s", "--latency", "-s", script.path,
                "http://127.0.0.1:\(port)\(path)",
            ], environment: ["LANG": "C.UTF-8"])
        child.finishInput()
        let output = await child.wait(timeout: .seconds(seconds + 30))
        guard output.status == 0, let figures = parse(output.stdout) else {
            throw LoadFailure(
                description: "wrk failed (\(output.status)): \(output.stderr) \(output.stdout.suffix(400))")
        }
        return figures
    }

    /// The figures in wrk's report (latencies written as `512.34ms`, `1.20s`, `850.00us`).
    static func parse(_ report: String) -> Figures? {
        func milliseconds(_ percent: String) -> Double? {
            for line in report.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 2, fields[0] == "\(percent)%" else { continue }
                let unit = fields[1].drop(while: { "0123456789.".contains($0) })
                guard let value = Double(fields[1].dropLast(unit.count)) else { return nil }
                let scale: [Substring: Double] = ["us": 1e-3, "ms": 1, "s": 1e3, "m": 60e3]
                return scale[unit].map { value * $0 }
            }
            return nil
        }
        guard let rate = report.firstMatch(of: /Requests\/sec:\s+([0-9.]+)/).flatMap({ Double($0.1) }),
            let p50 = milliseconds("50"), let p99 = milliseconds("99")
        else { return nil }
        var problems: [String] = []
        if let non2xx = report.firstMatch(of: /Non-2xx or 3xx responses: (\d+)/) {
            problems.append("\(non2xx.1) non-2xx")
        }
        if let socket = report.firstMatch(of: /Socket errors: ([^\n]+)/) {
            problems.append("socket errors: \(socket.1)")
        }
        return Figures(requestsPerSecond: rate, p50: p50, p99: p99, problems: problems.joined(separator: "; "))
    }
}
