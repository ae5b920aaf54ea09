import EventStream
import Foundation
import IntroductionCore
import Synchronization
import TestSupport

/// `introgen serve` under load, measured from outside: the release binary serving the offline composer, and
/// clients on libcurl (the event-stream client) in this process.
///
/// Concurrent streams: every client posts at once; time to first event is from sending the request to having its
/// first event; events per second count every event every client received over the whole run; the server's peak
/// resident set comes from `/proc/PID/status`. Each stream is checked: one generation, sequences 1…n without a gap,
/// the `completed` frame last, its own profile's name in its text, generations all different (none mixed, none
/// lost). Dropping clients: each reads a random number of events, drops the connection, and resumes with
/// `Last-Event-ID` (by POST or GET, at random) until its generation completes; what it got is compared with the
/// whole generation replayed at the end.
enum ServeBenchmark {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct StreamFigures {
        var streams: Int
        var seconds: Double
        var events: Int
        var firstEvent: [Duration]
        var peakMegabytes: Double
        var problems: [String]
        /// The server's own time to first event (its log lines: from the request's head to the first event handed
        /// to the connection), sorted, in milliseconds.
        var serverFirstEvent: [Int] = []
    }

    static let client = EventStreamClient(
        configuration: EventStreamClient.Configuration(idleTimeout: .seconds(60), connectTimeout: .seconds(60)))

    static func request(_ url: URL, name: String, lastEventID: String? = nil, get: Bool = false) -> HTTPRequest {
        if get {
            return HTTPRequest(url: url, headers: lastEventID.map { [("Last-Event-ID", $0)] } ?? [])
        }
        let body = #"{"name":"\#(name)","role":"engineer","skills":"Swift, SSE","language":"en","length":"medium"}"#
        var request = HTTPRequest(
            url: url, method: "POST", headers: [("Content-Type", "application/json")], body: Data(body.utf8))
        if let lastEventID { request.setHeader("Last-Event-ID", lastEventID) }
        return request
    }

    static func isLast(_ event: ServerSentEvent) -> Bool {
        event.data.contains(#""status":"completed""#) || event.data.contains(#""status":"failed""#)
    }

    static func peakMegabytes(pid: pid_t) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        return kilobytes / 1000
    }

    /// `count` clients streaming at once from a server writing at full speed; `arguments` are the server's
    /// others (a resume store).
    static func concurrentStreams(binary: URL, count: Int, arguments: [String] = []) async throws -> StreamFigures {
        let server = try await ServeProcess(
            binary: binary,
            arguments: ["--speed", "0", "--max-generations", "\(count * 2)", "--log-format", "json"] + arguments)
        defer { server.stop() }
        let url = server.url()
        let clock = ContinuousClock()
        let start = clock.now
        let results = try await withThrowingTaskGroup(of: (Duration?, [ServerSentEvent], String).self) { group in
            for index in 0..<count {
                group.addTask {
                    let name = "Person\(index)"
                    let sent = clock.now
                    var first: Duration?
                    var events: [ServerSentEvent] = []
                    for try await event in client.events(for: request(url, name: name)) {
                        if first == nil { first = clock.now - sent }
                        events.append(event)
                        if isLast(event) { break }
                    }
                    return (first, events, name)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let seconds = (clock.now - start).inSeconds
        let peak = peakMegabytes(pid: server.pid)
        // The log lines come a moment after the responses end; the bench waits for all of them (at most 5 s).
        var serverFirstEvent: [Int] = []
        for _ in 0..<500 {
            serverFirstEvent = server.log.split(separator: "\n").compactMap { line in
                line.firstMatch(of: /"first_event_ms":(\d+)/).flatMap { Int($0.1) }
            }
            if serverFirstEvent.count >= count { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        var problems: [String] = []
        var generations = Set<String>()
        for (_, events, name) in results {
            let ids = events.map { $0.id.split(separator: ":") }
            let generation = ids.first.map { String($0[0]) } ?? ""
            if !generations.insert(generation).inserted { problems.append("\(name): generation \(generation) twice") }
            if ids.contains(where: { String($0[0]) != generation }) { problems.append("\(name): mixed generations") }
            if ids.map({ Int($0[1]) ?? -1 }) != Array(1...max(1, events.count)) { problems.append("\(name): a gap") }
            if events.last.map(isLast) != true || events.last?.data.contains("completed") != true {
                problems.append("\(name): not completed")
            }
            let text = events.filter { $0.type == "message" }.map(\.data).joined()
            if !text.contains(name) { problems.append("\(name): another's text") }
        }
        return StreamFigures(
            streams: count, seconds: seconds, events: results.reduce(0) { $0 + $1.1.count },
            firstEvent: results.compactMap(\.0).sorted(), peakMegabytes: peak, problems: problems,
            serverFirstEvent: serverFirstEvent.sorted())
    }

    struct ResumeFigures {
        var clients: Int
        var drops: Int
        var events: Int
        var lost: Int
        var duplicated: Int
        var problems: [String]
        var seconds: Double
    }

    /// `count` clients that drop and resume at random until their generation completes.
    static func droppingClients(binary: URL, count: Int) async throws -> ResumeFigures {
        let server = try await ServeProcess(
            binary: binary, arguments: ["--speed", "3000", "--max-generations", "\(count * 2)", "--log-format", "json"])
        defer { server.stop() }
        let url = server.url()
        let clock = ContinuousClock()
        let start = clock.now
        let results = try await withThrowingTaskGroup(of: ([ServerSentEvent], [ServerSentEvent], Int).self) { group in
            for index in 0..<count {
                group.addTask {
                    var random = SystemRandomNumberGenerator()
                    let name = "Person\(index)"
                    var got: [ServerSentEvent] = []
                    var drops = 0
                    // Bounded: 200 connections per client at most.
                    for _ in 0..<200 {
                        let cursor = got.last?.id
                        let byGET = cursor != nil && Bool.random(using: &random)
                        let target =
                            byGET ? url.appendingPathComponent(String(cursor!.split(separator: ":")[0])) : url
                        let take = Int.random(in: 1...12, using: &random)
                        var taken = 0
                        var ended = false
                        for try await event in client.events(
                            for: request(target, name: name, lastEventID: cursor, get: byGET))
                        {
                            got.append(event)
                            taken += 1
                            if isLast(event) {
                                ended = true
                                break
                            }
                            if taken == take { break }
                        }
                        if ended { break }
                        drops += 1
                    }
                    let generation = String(got.first?.id.split(separator: ":").first ?? "")
                    var whole: [ServerSentEvent] = []
                    for try await event in client.events(
                        for: request(url.appendingPathComponent(generation), name: name, get: true))
                    {
                        whole.append(event)
                        if isLast(event) { break }
                    }
                    return (got, whole, drops)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var figures = ResumeFigures(
            clients: count, drops: 0, events: 0, lost: 0, duplicated: 0, problems: [],
            seconds: (clock.now - start).inSeconds)
        for (got, whole, drops) in results {
            figures.drops += drops
            figures.events += got.count
            let ids = got.map(\.id)
            figures.duplicated += ids.count - Set(ids).count
            figures.lost += Set(whole.map(\.id)).subtracting(ids).count
            if got != whole { figures.problems.append("\(whole.first?.id ?? "?"): what arrived is not the generation") }
        }
        return figures
    }
}

func runServeBenchmarks() async throws {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
    line("introgen serve (release, the offline composer at full speed, clients on libcurl in this process)")
    let streams = try await ServeBenchmark.concurrentStreams(binary: binary, count: 500)
    func milliseconds(_ duration: Duration?) -> Double { (duration?.inSeconds ?? .nan) * 1e3 }
    let p50 = streams.firstEvent.isEmpty ? nil : streams.firstEvent[streams.firstEvent.count / 2]
    let p99 =
        streams.firstEvent.isEmpty
        ? nil : streams.firstEvent[min(streams.firstEvent.count - 1, streams.firstEvent.count * 99 / 100)]
    line(
        String(
            format:
                "  %d concurrent streams: first event p50 %.1f ms, p99 %.1f ms; %.0f events/s (%d events in %.2f s)",
            streams.streams, milliseconds(p50), milliseconds(p99), Double(streams.events) / streams.seconds,
            streams.events, streams.seconds))
    let server = streams.serverFirstEvent
    if !server.isEmpty {
        line(
            String(
                format: "     the server's own time to first event (its log): p50 %d ms, p99 %d ms",
                server[server.count / 2], server[min(server.count - 1, server.count * 99 / 100)]))
    }
    line(
        String(
            format: "     server peak RSS %.1f MB; streams mixed or lost: %d%@", streams.peakMegabytes,
            streams.problems.count, streams.problems.isEmpty ? "" : " (\(streams.problems.prefix(3)))"))
    try await ServeStoreBenchmark.run(binary: binary, streams: 200)
    let resumes = try await ServeBenchmark.droppingClients(binary: binary, count: 200)
    line(
        String(
            format:
                "  %d clients dropping and resuming at random: %d drops, %d events; lost %d, duplicated %d%@ (%.2f s)",
            resumes.clients, resumes.drops, resumes.events, resumes.lost, resumes.duplicated,
            resumes.problems.isEmpty ? "" : ", \(resumes.problems.count) streams wrong", resumes.seconds))
}
