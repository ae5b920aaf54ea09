import Foundation
import TestSupport

/// What the shared resume log costs: the same 200 concurrent streams from `introgen serve` with its resume log in
/// memory and in Redis (Debian's redis-server on loopback, nothing saved), alternating, each three times; the
/// median run of each by events per second is compared.
///
/// With Redis, every event is written there (`XADD` and `PEXPIRE`, pipelined with the other generations' writes)
/// before the server's own clients are sent it, so the added time to first event is one round trip to Redis for
/// the opening event, and events per second show what the writes cost in all.
enum ServeStoreBenchmark {
    static func run(binary: URL, streams: Int) async throws {
        let redis: RedisServer
        do {
            redis = try await RedisServer()
        } catch {
            line("  resume log in Redis: skipped (\(error))")
            return
        }
        var memory: [ServeBenchmark.StreamFigures] = []
        var shared: [ServeBenchmark.StreamFigures] = []
        for _ in 0..<3 {
            memory.append(try await ServeBenchmark.concurrentStreams(binary: binary, count: streams))
            shared.append(
                try await ServeBenchmark.concurrentStreams(
                    binary: binary, count: streams, arguments: ["--resume-store", redis.url]))
        }
        func median(_ runs: [ServeBenchmark.StreamFigures]) -> ServeBenchmark.StreamFigures {
            runs.sorted { rate($0) < rate($1) }[runs.count / 2]
        }
        let (inMemory, inRedis) = (median(memory), median(shared))
        line("  \(streams) concurrent streams, the resume log in memory against in Redis (median of 3 runs each):")
        for (name, figures) in [("memory", inMemory), ("Redis ", inRedis)] {
            line(
                String(
                    format:
                        "     %@  first event p50 %.1f ms, p99 %.1f ms (the server's own p50 %d ms); %.0f events/s; "
                        + "streams wrong: %d",
                    name, milliseconds(percentile(figures.firstEvent, 50)),
                    milliseconds(percentile(figures.firstEvent, 99)), percentile(figures.serverFirstEvent, 50) ?? -1,
                    rate(figures), figures.problems.count))
        }
        line(
            String(
                format: "     Redis adds %+.1f ms to the first event at p50, %+.1f ms at p99; events/s %+.0f%%",
                milliseconds(percentile(inRedis.firstEvent, 50)) - milliseconds(percentile(inMemory.firstEvent, 50)),
                milliseconds(percentile(inRedis.firstEvent, 99)) - milliseconds(percentile(inMemory.firstEvent, 99)),
                (rate(inRedis) / rate(inMemory) - 1) * 100))
    }

    static func rate(_ figures: ServeBenchmark.StreamFigures) -> Double {
        Double(figures.events) / figures.seconds
    }

    static func percentile<Value>(_ sorted: [Value], _ percent: Int) -> Value? {
        sorted.isEmpty ? nil : sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }

    static func milliseconds(_ duration: Duration?) -> Double {
        (duration.map { Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18 } ?? .nan) * 1e3
    }
}
