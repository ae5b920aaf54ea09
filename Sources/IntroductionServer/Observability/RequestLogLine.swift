package import FoundationEssentials
import IncrementalJSON
package import IntroductionConfiguration
import SafeText

/// The one line the server logs per request: when, method, path, status, generation, time to first event, duration
/// and events sent. Never a header, a query, a body or a token: no profile and no key ever reaches the log.
package struct RequestLogLine: Sendable, Equatable {
    package var time: Date
    package var method: String
    package var path: String
    package var status: Int
    package var generation: String?
    package var firstEvent: Duration?
    package var duration: Duration
    package var events: Int

    package init(
        time: Date, method: String, path: String, status: Int, generation: String? = nil, firstEvent: Duration? = nil,
        duration: Duration, events: Int = 0
    ) {
        self.time = time
        self.method = method
        self.path = path
        self.status = status
        self.generation = generation
        self.firstEvent = firstEvent
        self.duration = duration
        self.events = events
    }

    /// The line in `format`, without its newline. The method and path come from the client, so they are cut and
    /// cleaned of anything a terminal would act on.
    package func text(_ format: ServeSettings.LogFormat) -> String {
        let method = TextSanitizer.singleLine(method, limit: 16)
        let path = TextSanitizer.singleLine(path, limit: 200)
        let stamp = time.formatted(.iso8601)
        switch format {
        case .text:
            var line = "\(stamp) \(method) \(path) \(status)"
            if let generation { line += " generation=\(generation)" }
            if let firstEvent { line += " first_event=\(Self.milliseconds(firstEvent))ms" }
            line += " duration=\(Self.milliseconds(duration))ms"
            if events > 0 { line += " events=\(events)" }
            return line
        case .json:
            var members: [JSONValue.Member] = [
                .init("time", .string(stamp)), .init("method", .string(method)), .init("path", .string(path)),
                .init("status", .number(JSONNumber(status))),
            ]
            if let generation { members.append(.init("generation", .string(generation))) }
            if let firstEvent {
                members.append(.init("first_event_ms", .number(JSONNumber(Self.milliseconds(firstEvent)))))
            }
            members.append(.init("duration_ms", .number(JSONNumber(Self.milliseconds(duration)))))
            members.append(.init("events", .number(JSONNumber(events))))
            return JSONValue.object(members).text
        }
    }

    /// Whole milliseconds, rounded.
    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int((attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000)
    }
}
