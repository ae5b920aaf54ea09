import EventStream
import FoundationEssentials
import SafeText

/// One short GET, read whole, within a time limit: the probes' HTTP (and the model lists'), on the libcurl transport.
///
/// A probe goes to the server directly (never through a proxy: only loopback addresses and URLs the person configured
/// are asked); a provider's model list goes the way its generations go (`proxy`, `caFile`). Waiting for the head,
/// and any silence after it, is cut at `limit`; the whole exchange at twice that (a server that dribbles bytes).
/// Bodies past ``maxBody`` are cut (a model list is a few kilobytes).
struct ProbeFetcher: Sendable {
    /// What came back.
    struct Answer: Sendable {
        var status: Int
        var contentType: String
        var body: String
    }

    /// Why nothing usable came back.
    enum Failure: Error, Sendable {
        /// Nothing listens there (refused, no route, unknown host).
        case absent(String)
        /// Something listens but did not answer in time.
        case silent(String)
    }

    static let maxBody = 512 * 1024

    let limit: Duration
    let clock: any Clock<Duration>
    private let transport: HTTPStreamingTransport

    init(limit: Duration, clock: any Clock<Duration>, proxy: String? = nil, caFile: String? = nil, direct: Bool = true)
    {
        self.limit = limit
        self.clock = clock
        transport = HTTPStreamingTransport(
            connectTimeout: limit, idleTimeout: limit, clock: clock, proxy: proxy, caFile: caFile, direct: direct)
    }

    /// GETs `url` with `headers`; throws ``Failure`` (or `CancellationError`).
    func get(_ url: URL, headers: [(name: String, value: String)] = []) async throws -> Answer {
        let limit = limit
        let clock = clock
        let transport = transport
        return try await withThrowingTaskGroup(of: Answer?.self) { group in
            group.addTask { try await Self.read(url, headers: headers, transport: transport) }
            group.addTask {
                try await clock.sleep(for: limit * 2)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else {
                throw Failure.silent("did not finish answering within \(Self.seconds(limit * 2))")
            }
            return answer
        }
    }

    private static func read(
        _ url: URL,
        headers: [(name: String, value: String)],
        transport: HTTPStreamingTransport
    ) async throws -> Answer {
        let request = HTTPRequest(url: url, headers: [("Accept", "application/json")] + headers)
        var status = 0
        var contentType = ""
        var body = Data()
        do {
            for try await part in transport.send(request) {
                switch part {
                case .head(let code, let headers):
                    status = code
                    contentType = headers["content-type"] ?? ""
                case .body(let data):
                    body.append(data.prefix(maxBody - body.count))
                }
                if body.count >= maxBody { break }
            }
        } catch let error as EventStreamError {
            switch error.code {
            case .connectionRefused, .cannotConnect, .hostNotFound:
                throw Failure.absent("nothing answers")
            case .connectTimeout:
                throw Failure.silent("accepted the connection but did not answer")
            case .idleTimeout:
                throw Failure.silent("sent its headers, then nothing")
            default:
                throw Failure.silent(TextSanitizer.singleLine("\(error)", limit: 120))
            }
        }
        return Answer(status: status, contentType: contentType, body: String(decoding: body, as: UTF8.self))
    }

    /// "0.3 s".
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = Int(duration / .milliseconds(1))
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
