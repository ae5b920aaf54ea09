import EventStream
import Foundation
import IntroductionCore

/// Parser throughput: the corpus is fed in 64 KiB reads, as a socket would hand it over.
enum ParserBenchmark {
    struct Figures {
        let seconds: Double
        let megabytesPerSecond: Double
        let eventsPerSecond: Double
    }

    static func measure(_ corpus: [UInt8], expectedEvents: Int, runs: Int = 5) -> Figures {
        var best = Double.infinity
        for _ in 0..<runs {
            let clock = ContinuousClock()
            var dispatched = 0
            var dataBytes = 0
            let elapsed = clock.measure {
                var parser = SSEParser(maxEventSize: 8 * 1024 * 1024)
                corpus.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let end = min(offset + 64 * 1024, buffer.count)
                        try! parser.parse(UnsafeRawBufferPointer(rebasing: buffer[offset..<end])) { output in
                            if case .event(let event) = output {
                                dispatched += 1
                                dataBytes += event.data.utf8.count
                            }
                        }
                        offset = end
                    }
                }
                parser.finish()
            }
            precondition(dispatched == expectedEvents, "parser dispatched \(dispatched), expected \(expectedEvents)")
            precondition(dataBytes > corpus.count / 2, "events carried only \(dataBytes) bytes of data")
            best = min(best, elapsed.inSeconds)
        }
        return Figures(
            seconds: best,
            megabytesPerSecond: Double(corpus.count) / best / 1e6,
            eventsPerSecond: Double(expectedEvents) / best
        )
    }
}
