import Foundation
import TestSupport

/// `introgen serve` side by side with a FastAPI + sse-starlette peer on uvicorn (two workers) under the same load
/// (issue 37): introductions/s, events/s, time to first event and whole response at p50 and p99, peak resident set,
/// and the ratio of the two, at each number of connections.
///
/// Fair by construction: the peer replays a response introgen itself sent for the bench's profile (captured first),
/// so both send the same events with the same shapes, each as soon as it exists; introgen composes them (the offline
/// composer at full speed), the peer does not compose at all. The two run one after the other, never at once, each
/// a fresh process per run, against the same client (``EventStreamLoad``: two epoll threads, keep-alive, a request
/// in flight on every connection). wrk (Debian's package) then drives each again for introductions/s and whole
/// responses, a check that the client is not what limits either. A peer that cannot start is said, and introgen's
/// figures are printed all the same.
enum ServePeerBenchmark {
    static let profile = #"{"name":"Ada","role":"engineer","skills":"Swift, SSE","language":"en","length":"medium"}"#
    /// `--seed` makes every introduction the same (the composer's work is the same for any seed), so each response
    /// is exactly the captured one the peer replays; without it the count of events varies by a few per response.
    static let serveArguments = ["--speed", "0", "--max-generations", "5000", "--seed", "1"]
    static let path = "/api/introduction/stream"

    enum Server: String, CaseIterable {
        case introgen = "introgen serve"
        case peer = "FastAPI + sse-starlette"
    }

    struct Run {
        var load: EventStreamLoad.Figures
        var peakMegabytes: Double
        /// CPU time the server's processes used during the load (user and system, every thread and worker).
        var cpuSeconds: Double

        /// CPU per whole introduction, in milliseconds: unlike the rates, it hardly depends on what else the
        /// machine runs, nor on how many threads each server has to claim its share of the cores with.
        var cpuMilliseconds: Double { cpuSeconds * 1e3 / Double(max(1, load.introductions)) }
    }

    /// What a run against one server gave: `body`'s value, the peak RSS after it, the CPU time during it.
    private struct Measured<Value> {
        var value: Value
        var peakMegabytes: Double
        var cpuSeconds: Double
    }

    /// The peer's frames: `retry`, then each event's type (nil for a frame) and data.
    private struct Capture: Encodable {
        struct Event: Encodable {
            var event: String?
            var data: String
        }
        var retry: Int
        var events: [Event]
    }

    static func run(binary: URL, levels: [Int], seconds: Int, directory: URL) async throws {
        line(
            "introgen serve against FastAPI + sse-starlette on uvicorn (2 workers), one after the other, the same load")
        let frames = directory.appendingPathComponent("peer-frames.json")
        let count: Int
        do {
            count = try await captureFrames(binary: binary, to: frames)
        } catch {
            line("  skipped: introgen's response for the profile could not be captured (\(error))")
            return
        }
        line(
            "  introgen serve \(serveArguments.joined(separator: " ")); the peer replays introgen's response for the "
                + "profile (\(count) events, retry first) with fresh ids")
        line(
            "  client: 2 epoll threads in this process, keep-alive, one request in flight per connection, \(seconds) s"
        )
        for connections in levels {
            // Other work on the same cores (a build) skews every figure: the load before each table says so.
            let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first
            let cores = ProcessInfo.processInfo.activeProcessorCount
            line("  load average before these runs: \(load ?? "?") on \(cores) cores")
            var runs: [Server: Result<Run, any Error>] = [:]
            for server in Server.allCases {
                do {
                    let measured = try await withServer(server, binary: binary, frames: frames) { port in
                        try await EventStreamLoad.run(
                            EventStreamLoad.Settings(
                                port: port, path: path, body: profile, connections: connections,
                                duration: .seconds(seconds)))
                    }
                    runs[server] = .success(
                        Run(
                            load: measured.value, peakMegabytes: measured.peakMegabytes,
                            cpuSeconds: measured.cpuSeconds))
                } catch {
                    runs[server] = .failure(error)
                }
            }
            report(runs, connections: connections, seconds: seconds, expectedEvents: count)
            guard let wrk = WrkRun.executable else {
                line("     wrk: not installed (make bench installs Debian's wrk)")
                continue
            }
            var views: [String] = []
            for server in Server.allCases {
                do {
                    let figures = try await withServer(server, binary: binary, frames: frames) { port in
                        try await WrkRun.run(
                            wrk: wrk, port: port, path: path, body: profile, connections: connections,
                            seconds: seconds, directory: directory)
                    }
                    let wrk = figures.value
                    views.append(
                        String(
                            format: "%@ %.0f/s, p50 %.0f ms, p99 %.0f ms%@", server.rawValue, wrk.requestsPerSecond,
                            wrk.p50, wrk.p99, wrk.problems.isEmpty ? "" : " (\(wrk.problems))"))
                } catch {
                    views.append("\(server.rawValue): \(error)")
                }
            }
            line("     wrk -t2 -c\(connections) -d\(seconds)s, whole responses only: " + views.joined(separator: "; "))
        }
    }

    /// Prints one table: a row per server, then their ratio.
    private static func report(
        _ runs: [Server: Result<Run, any Error>], connections: Int, seconds: Int, expectedEvents: Int
    ) {
        line(
            "  \(connections) connections".padding(toLength: 30, withPad: " ", startingAt: 0)
                + "intros/s  events/s  first event p50/p99   whole p50/p99        CPU/intro cores  peak RSS")
        var measured: [Server: Run] = [:]
        for server in Server.allCases {
            let name = ("    " + server.rawValue).padding(toLength: 30, withPad: " ", startingAt: 0)
            switch runs[server] {
            case .success(let run)?:
                measured[server] = run
                let load = run.load
                line(
                    name
                        + String(
                            format: "%8.0f %9.0f  %6.1f / %6.1f ms  %7.1f / %7.1f ms  %6.2f ms %5.2f  %5.1f MB",
                            rate(load.introductions, load), rate(load.events, load),
                            percentile(load.firstEvent, 50), percentile(load.firstEvent, 99),
                            percentile(load.whole, 50), percentile(load.whole, 99), run.cpuMilliseconds,
                            run.cpuSeconds / max(load.seconds, 1e-9), run.peakMegabytes))
                // What the client took of the same cores, to tell a server's limit from the client's.
                var notes = [
                    String(format: "the client used %.2f cores", load.clientCPUSeconds / max(load.seconds, 1e-9))
                ]
                if let range = load.eventsPerIntroduction, range != expectedEvents...expectedEvents {
                    notes.append(
                        "events per introduction \(range.lowerBound)–\(range.upperBound), not \(expectedEvents)")
                }
                if !load.failures.isEmpty {
                    notes.append(
                        "failures: "
                            + load.failures.sorted { $0.value > $1.value }.map { "\($0.value) × \($0.key)" }
                            .joined(separator: ", "))
                }
                line("        " + notes.joined(separator: "; "))
            case .failure(let error)?:
                line(name + "not measured: \(error)")
            case nil:
                break
            }
        }
        guard let ours = measured[.introgen], let theirs = measured[.peer] else { return }
        func ratio(_ value: (Run) -> Double) -> Double { value(ours) / value(theirs) }
        let introductions = ratio { rate($0.load.introductions, $0.load) }
        line(
            "    introgen / peer".padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(
                    format: "%7.2fx %8.2fx  %5.2fx / %5.2fx     %6.2fx / %6.2fx     %6.2fx          %5.2fx",
                    introductions, ratio { rate($0.load.events, $0.load) },
                    ratio { percentile($0.load.firstEvent, 50) }, ratio { percentile($0.load.firstEvent, 99) },
                    ratio { percentile($0.load.whole, 50) }, ratio { percentile($0.load.whole, 99) },
                    ratio(\.cpuMilliseconds), ratio(\.peakMegabytes)))
        if connections >= 500 {
            line(
                String(
                    format: "     introductions/s at %d connections: %.2fx the peer's [%@, target ≥ 2]", connections,
                    introductions, introductions >= 2 ? "ok" : "UNDER"))
        }
    }

    /// Runs `body` against a fresh `server` on its port: what it gave, the server's peak RSS after it and the CPU
    /// time its processes used meanwhile.
    private static func withServer<Value>(
        _ server: Server, binary: URL, frames: URL, _ body: (Int) async throws -> Value
    ) async throws -> Measured<Value> {
        switch server {
        case .introgen:
            let process = try await ServeProcess(binary: binary, arguments: serveArguments)
            defer { process.stop() }
            let before = PeerProcess.cpuSeconds([process.pid])
            let value = try await body(process.port)
            return Measured(
                value: value, peakMegabytes: ServeBenchmark.peakMegabytes(pid: process.pid),
                cpuSeconds: PeerProcess.cpuSeconds([process.pid]) - before)
        case .peer:
            let process = try await PeerProcess(frames: frames)
            do {
                let before = PeerProcess.cpuSeconds(process.members())
                let value = try await body(process.port)
                let measured = Measured(
                    value: value, peakMegabytes: process.peakMegabytes(),
                    cpuSeconds: PeerProcess.cpuSeconds(process.members()) - before)
                await process.stop()
                return measured
            } catch {
                await process.stop()
                throw error
            }
        }
    }

    /// Captures one introgen response for the profile and writes it as the peer's frames; returns how many events.
    private static func captureFrames(binary: URL, to file: URL) async throws -> Int {
        let server = try await ServeProcess(binary: binary, arguments: serveArguments)
        defer { server.stop() }
        let response = try await EventStreamLoad.capture(
            EventStreamLoad.Settings(port: server.port, path: path, body: profile, connections: 1, duration: .zero))
        guard response.status == 200 else { throw LoadFailure(description: "HTTP \(response.status)") }
        var capture = Capture(retry: 1000, events: [])
        for block in String(decoding: response.body, as: UTF8.self).components(separatedBy: "\n\n") {
            var event = Capture.Event(event: nil, data: "")
            var hasData = false
            for field in block.split(separator: "\n") {
                if field.hasPrefix("retry: ") { capture.retry = Int(field.dropFirst(7)) ?? capture.retry }
                if field.hasPrefix("event: ") { event.event = String(field.dropFirst(7)) }
                if field.hasPrefix("data: ") { (event.data, hasData) = (String(field.dropFirst(6)), true) }
            }
            if hasData { capture.events.append(event) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        try encoder.encode(capture).write(to: file)
        return capture.events.count
    }

    private static func rate(_ count: Int, _ load: EventStreamLoad.Figures) -> Double {
        Double(count) / max(load.seconds, 1e-9)
    }

    private static func percentile(_ sorted: [Double], _ percent: Int) -> Double {
        ServeStoreBenchmark.percentile(sorted, percent) ?? .nan
    }
}

/// `introgen-bench peer [CONNECTIONS…]`: the side-by-side at 100 and 500 connections unless others are given.
func runServePeerBenchmark() async throws {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
    let levels = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    try await ServePeerBenchmark.run(
        binary: binary, levels: levels.isEmpty ? [100, 500] : levels, seconds: 10, directory: workDirectory)
}
