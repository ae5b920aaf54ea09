import EventStream
import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionServer
import Synchronization
import TestSupport

/// A server started on 127.0.0.1 and a free port for one test, with its log lines kept; it is shut down (no drain)
/// on every path.
func withServer<Result>(
    _ settings: ServeSettings = ServeSettings(),
    source: any IntroductionSource,
    seed: UInt64? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    followerTiming: GenerationFollower.Timing = GenerationFollower.Timing(),
    _ body: (TestServer) async throws -> Result
) async throws -> Result {
    var settings = settings
    settings.port = 0
    let lines = Mutex<[String]>([])
    let server = IntroductionServer(
        settings: settings, source: source, defaults: GenerationOptions(), seed: seed, clock: clock,
        followerTiming: followerTiming
    ) { line in
        lines.withLock { $0.append(line) }
    }
    let port = try server.start()
    let test = TestServer(port: port, server: server, lines: { lines.withLock { $0 } })
    do {
        let result = try await body(test)
        await server.shutdown(drain: .zero)
        return result
    } catch {
        await server.shutdown(drain: .zero)
        throw error
    }
}

/// What a test knows of its server.
struct TestServer: Sendable {
    let port: Int
    let server: IntroductionServer
    let lines: @Sendable () -> [String]

    var streamURL: URL { URL(string: "http://127.0.0.1:\(port)/api/introduction/stream")! }

    func generationURL(_ generation: String) -> URL {
        streamURL.appendingPathComponent(generation)
    }

    /// `POST /api/introduction/stream` with `body`.
    func post(_ body: String = #"{"name":"Ada","role":"iOS engineer"}"#, query: String = "") -> HTTPRequest {
        HTTPRequest(
            url: URL(string: streamURL.absoluteString + query)!, method: "POST",
            headers: [("Content-Type", "application/json")], body: Data(body.utf8))
    }
}

/// A client that does not reconnect and waits up to 10 s for anything.
let plainClient = EventStreamClient(
    configuration: EventStreamClient.Configuration(idleTimeout: .seconds(10), connectTimeout: .seconds(10)))

/// Reads events until the one whose data has a `completed` or `failed` status (at most `limit`).
func readToEnd(_ iterator: inout AsyncThrowingStream<ServerSentEvent, any Error>.AsyncIterator, limit: Int = 20_000)
    async throws -> [ServerSentEvent]
{
    var events: [ServerSentEvent] = []
    while events.count < limit, let event = try await iterator.next() {
        events.append(event)
        if event.data.contains(#""status":"completed""#) || event.data.contains(#""status":"failed""#) { break }
    }
    return events
}

/// The generation part of an event id.
func generation(of event: ServerSentEvent) -> String {
    String(event.id.split(separator: ":").first ?? "")
}

/// The sequence part of an event id.
func sequence(of event: ServerSentEvent) -> Int {
    Int(event.id.split(separator: ":").last ?? "") ?? -1
}

/// A client that sends a request and then never reads: its socket's buffers fill and stay full.
final class StalledClient: Sendable {
    private let socket: Int32

    /// Connects to `port` and sends `request` (raw HTTP), off the cooperative pool.
    init(port: Int, request: String) async throws {
        socket = try await offThePool {
            let fd = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            // A small receive buffer, so the server's side fills soon.
            var size: Int32 = 4096
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
            let bytes = Array(request.utf8)
            _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            return fd
        }
    }

    func close() {
        _ = Foundation.close(socket)
    }
}

/// One whole answer through the libcurl transport: its status, headers (lowercased names) and body.
func wholeAnswer(_ request: HTTPRequest, timeout: Duration = .seconds(10)) async throws -> (
    status: Int, headers: [String: String], body: Data
) {
    var status = 0
    var headers: [String: String] = [:]
    var body = Data()
    let transport = HTTPStreamingTransport(connectTimeout: timeout, idleTimeout: timeout)
    for try await part in transport.send(request) {
        switch part {
        case .head(let code, let fields):
            status = code
            headers = fields
        case .body(let bytes):
            body += bytes
        }
    }
    return (status, headers, body)
}
