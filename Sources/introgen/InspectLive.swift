import EventStream
import Foundation

/// `introgen inspect --url`: the same JSON lines for a live stream, reconnecting as a browser's EventSource does.
enum InspectLive {
    static func run(_ parsed: ParsedArguments, maxEventSize: Int, usage: String) async -> Int32 {
        guard parsed.positionals.isEmpty else {
            return CLI.usageFailure(UsageError("--url and a capture file cannot be combined"), usage: usage)
        }
        guard let text = parsed.value("url"), let url = URL(string: text), url.scheme == "http" || url.scheme == "https"
        else {
            return CLI.usageFailure(UsageError("--url needs an http:// or https:// URL"), usage: usage)
        }
        var maxReconnects: Int?
        if let value = parsed.value("max-reconnects") {
            guard let count = Int(value), count >= 0 else {
                return CLI.usageFailure(UsageError("--max-reconnects must be a number, 0 or more"), usage: usage)
            }
            maxReconnects = count
        }
        let body = parsed.value("data").map { Data($0.utf8) }
        var request = HTTPRequest(
            url: url, method: parsed.value("method") ?? (body == nil ? "GET" : "POST"), body: body)
        for header in parsed.all("header") {
            guard let colon = header.firstIndex(of: ":"), colon != header.startIndex else {
                return CLI.usageFailure(UsageError("--header must look like 'Name: value'"), usage: usage)
            }
            let name = header[..<colon].trimmingCharacters(in: .whitespaces)
            let value = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            request.headers.append((name, value))
        }
        let policy: ReconnectPolicy =
            parsed.has("no-reconnect")
            ? .none
            : .resume(maxAttempts: 5, requireEventIDs: false, maxReconnects: maxReconnects)
        let client = EventStreamClient(
            configuration: EventStreamClient.Configuration(maxEventSize: maxEventSize, reconnect: policy)
        )
        var encoder = JSONLineEncoder()
        do {
            for try await output in client.outputs(for: request) {
                encoder.encode(output)
                encoder.withEncodedBytes { StandardStreams.write($0) }
                encoder.removeAll()
            }
            return 0
        } catch is CancellationError {
            return 130
        } catch {
            StandardStreams.error("introgen inspect: \(error)")
            return 1
        }
    }
}
