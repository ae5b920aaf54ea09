import EventStream
import IntroductionCore
import IntroductionProviders

/// Chat-completion frames through the real decoding path (`ChatCompletionsDecoder`, as a source uses it): the
/// events are made beforehand, so the figure is decoding alone, not SSE parsing.
enum FrameDecodingBenchmark {
    struct Figures {
        let seconds: Double
        let framesPerSecond: Double
    }

    static func measure(_ data: [String], runs: Int = 5) -> Figures {
        let events = data.map { ServerSentEvent(data: $0) }
        var best = Double.infinity
        for _ in 0..<runs {
            var decoder = ChatCompletionsDecoder()
            var textBytes = 0
            var chunks = 0
            let elapsed = ContinuousClock().measure {
                for event in events {
                    guard let chunk = try! decoder.decode(event).chunk else { continue }
                    chunks += 1
                    textBytes += chunk.content.utf8.count
                }
            }
            precondition(chunks == events.count, "only \(chunks) of \(events.count) frames gave text")
            precondition(textBytes >= events.count, "the frames carried only \(textBytes) bytes of text")
            best = min(best, elapsed.inSeconds)
        }
        return Figures(seconds: best, framesPerSecond: Double(events.count) / best)
    }
}
