import EventStream
import FoundationEssentials
import SafeText
import Localization

/// `introgen inspect --url`: the same JSON lines for a live stream, reconnecting as a browser's EventSource does.
enum InspectLive {
    static func run(_ parsed: ParsedArguments, maxEventSize: Int) async -> Int32 {
        guard parsed.positionals.isEmpty else {
            return CLI.usageFailure(UsageError("--url and a capture file cannot be combined"), command: "inspect")
        }
        guard let text = parsed.value("url"), let url = URL(string: text),
            ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false
        else {
            return CLI.usageFailure(UsageError("--url needs an http:// or https:// URL"), command: "inspect")
        }
        var maxReconnects: Int?
        if let value = parsed.value("max-reconnects") {
            guard let count = Int(value), count >= 0 else {
                return CLI.usageFailure(UsageError("--max-reconnects must be a number, 0 or more"), command: "inspect")
            }
            maxReconnects = count
        }
        let body = parsed.value("data").map { Data($0.utf8) }
        let method = parsed.value("method") ?? (body == nil ? "GET" : "POST")
        guard HTTPToken.isValid(method) else {
            return CLI.usageFailure(
                UsageError("--method must be an HTTP method (letters, digits and !#$%&'*+-.^_`|~)"), command: "inspect")
        }
        var request = HTTPRequest(url: url, method: method, body: body)
        for header in parsed.all("header") {
            do {
                request.headers.append(try CLI.header(header))
            } catch {
                return CLI.usageFailure(error, command: "inspect")
            }
        }
        if let file = parsed.value("cacert"), !FileManager.default.isReadableFile(atPath: file) {
            return CLI.usageFailure(UsageError("--cacert \(file) is not a readable file"), command: "inspect")
        }
        let policy: ReconnectPolicy =
            parsed.has("no-reconnect")
            ? .none
            : .resume(maxAttempts: 5, requireEventIDs: false, maxReconnects: maxReconnects)
        let client = EventStreamClient(
            configuration: EventStreamClient.Configuration(
                maxEventSize: maxEventSize,
                reconnect: policy,
                proxy: parsed.value("proxy"),
                caFile: parsed.value("cacert")
            )
        )
        StandardStreams.subject.set(tr("the decoded events"))
        var encoder = JSONLineEncoder()
        do {
            for try await output in client.outputs(for: request) {
                encoder.encode(output)
                // Handed over as one copy per event; leaving the loop on a failed write cancels the stream.
                await StandardStreams.output.write(encoder.withEncodedBytes { Array($0) })
                encoder.removeAll()
                if StandardStreams.output.failure != nil { return 1 }
            }
            return 0
        } catch is CancellationError {
            return 130
        } catch {
            // The description is built from sanitised pieces; sanitising the whole line again costs nothing.
            StandardStreams.error("introgen inspect: " + TextSanitizer.messageLine(describing: error))
            return 1
        }
    }
}
