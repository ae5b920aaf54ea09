import EventStream
import Foundation
import TestSupport
import Testing

/// `https://` through libcurl and OpenSSL, against a real TLS server on 127.0.0.1: a python3 TLS proxy in front
/// of the loopback server (HTTP/1.1: it offers no ALPN), with throwaway certificates made by `openssl`.
@Suite(.timeLimit(.minutes(1)))
struct TLSTransportTests {
    /// A client that trusts the test CA through its configuration (the process environment is untouched).
    private func makeTrustingClient(
        idleTimeout: Duration? = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> EventStreamClient {
        EventStreamClient(
            configuration: .init(
                idleTimeout: idleTimeout, connectTimeout: .seconds(10), clock: clock,
                caFile: try await TLSCertificates.shared().trustedCA)
        )
    }

    private func makeTrustingTransport(
        connectTimeout: Duration? = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> HTTPStreamingTransport {
        HTTPStreamingTransport(
            connectTimeout: connectTimeout,
            idleTimeout: .seconds(10),
            clock: clock,
            caFile: try await TLSCertificates.shared().trustedCA,
            environment: [:]
        )
    }

    /// The whole body of `request` and the error it ended with.
    private func fetch(
        _ request: HTTPRequest,
        transport: HTTPStreamingTransport
    ) async -> (status: Int?, body: Data, error: EventStreamError?) {
        var status: Int?
        var body = Data()
        let collected = await collect(transport.send(request), limit: 100_000)
        for part in collected.elements {
            switch part {
            case .head(let code, _): status = code
            case .body(let data): body.append(data)
            }
        }
        if let error = collected.error {
            #expect(error is EventStreamError, "unexpected error \(error)")
        }
        return (status, body, collected.eventStreamError)
    }

    @Test(arguments: ["127.0.0.1", "localhost"])
    func eventsArriveExactlyOverHTTPS(host: String) async throws {
        let certificates = try await TLSCertificates.shared()
        let japanese = Array("data: こんにちは、世界。自己紹介します\n\n".utf8)
        // Cut inside multi-byte scalars, with pauses so each piece travels in TLS records of its own.
        let steps: [ScriptedResponse.Step] = [
            .event(id: "1", data: "first"),
            .send(Array(japanese[..<9])), .sleep(.milliseconds(20)),
            .send(Array(japanese[9..<20])), .sleep(.milliseconds(20)),
            .send(Array(japanese[20...])),
            .event(id: "3", event: "done", data: "最後"),
        ]
        try await withLoopbackServer({ _ in .eventStream(steps) }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                let url = URL(string: "https://\(host):\(proxy.port)/events")!
                let result = await collect(try await makeTrustingClient().events(for: HTTPRequest(url: url)))
                #expect(result.error == nil, "\(String(describing: result.error))")
                #expect(
                    result.elements == [
                        ServerSentEvent(data: "first", id: "1"),
                        ServerSentEvent(data: "こんにちは、世界。自己紹介します", id: "1"),
                        ServerSentEvent(type: "done", data: "最後", id: "3"),
                    ])
                let recorded = try #require(server.requests.first)
                #expect(recorded.header("Host") == "\(host):\(proxy.port)")
            }
        }
    }

    @Test func postBodyArrivesOverHTTPS() async throws {
        let certificates = try await TLSCertificates.shared()
        // Larger than one TLS record (16 KiB), so the request spans several.
        let body = Data(String(repeating: "{\"名前\":\"値\"}", count: 3_000).utf8)
        try await withLoopbackServer({ _ in .noContent }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                let request = HTTPRequest(
                    url: proxy.url("/v1/chat"),
                    method: "POST",
                    headers: [("Content-Type", "application/json")],
                    body: body
                )
                let response = await fetch(request, transport: try await makeTrustingTransport())
                #expect(response.error == nil)
                #expect(response.status == 204)
                let recorded = try #require(try await server.waitForRequests(1).first)
                #expect(recorded.method == "POST")
                #expect(recorded.path == "/v1/chat")
                #expect(recorded.body == body)
            }
        }
    }

    @Test func chunkedBodyArrivesOverHTTPS() async throws {
        let certificates = try await TLSCertificates.shared()
        let steps: [ScriptedResponse.Step] = [
            .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain\r\n\r\n"),
            .text("5\r\nhel"), .sleep(.milliseconds(10)), .text("lo\r\n6\r\n wor"), .sleep(.milliseconds(10)),
            .text("ld\r\n0\r\n\r\n"), .stall,
        ]
        try await withLoopbackServer({ _ in ScriptedResponse(steps: steps, framing: .raw) }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                let response = await fetch(
                    HTTPRequest(url: proxy.url("/text")), transport: try await makeTrustingTransport())
                #expect(response.error == nil)
                #expect(response.status == 200)
                // The last chunk ends the response although the server keeps the connection open (for reuse).
                #expect(String(decoding: response.body, as: UTF8.self) == "hello world")
            }
        }
    }

    @Test(arguments: ["127.0.0.1", "localhost"])
    func certificateForAnotherHostIsRefused(host: String) async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .noContent }) { server in
            try await withTLSProxy(in: server, identity: certificates.wrongHost) { proxy in
                let url = URL(string: "https://\(host):\(proxy.port)/")!
                let response = await fetch(HTTPRequest(url: url), transport: try await makeTrustingTransport())
                #expect(response.status == nil)
                #expect(response.error?.code == .certificateRejected)
                let detail = response.error?.detail ?? ""
                #expect(detail.contains("match") && detail.contains(host), "\(detail)")
                #expect(server.requests.isEmpty, "nothing is sent to a server that failed the check")
            }
        }
    }

    @Test func certificateFromAnUntrustedCAIsRefused() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .noContent }) { server in
            try await withTLSProxy(in: server, identity: certificates.untrusted) { proxy in
                let response = await fetch(HTTPRequest(url: proxy.url()), transport: try await makeTrustingTransport())
                #expect(response.error?.code == .certificateRejected)
                #expect(response.error?.detail == "unable to get local issuer certificate")
                #expect(
                    response.error?.description
                        == "The server's certificate was not trusted (unable to get local issuer certificate)")
                #expect(server.requests.isEmpty)
            }
        }
    }

    @Test func theSystemTrustStoreDoesNotKnowTheTestCA() async throws {
        // Without the test hook the process-wide context applies: the throwaway CA is nobody's root.
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .noContent }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                let transport = HTTPStreamingTransport(connectTimeout: .seconds(10), environment: [:])
                let response = await fetch(HTTPRequest(url: proxy.url()), transport: transport)
                #expect(response.error?.code == .certificateRejected)
                #expect(response.error?.detail == "unable to get local issuer certificate")
            }
        }
    }

    @Test func cancellingClosesTheTLSConnection() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                let (received, signal) = AsyncStream.makeStream(of: Void.self)
                let stream = try await makeTrustingClient().events(for: HTTPRequest(url: proxy.url("/events")))
                let consumer = Task {
                    for try await _ in stream { signal.yield() }
                }
                var signals = received.makeAsyncIterator()
                _ = await signals.next()
                consumer.cancel()
                // The server stalls for ever: only the client can end this connection (through the proxy).
                let close = try #require(try await server.waitForCloses(1).first)
                #expect(close.cause == .client)
                // Cancelled while parked in next() it throws; between two calls the stream just ends.
                do {
                    try await consumer.value
                } catch {
                    #expect(error is CancellationError)
                }
            }
        }
    }

    @Test func idleTimeoutClosesTheTLSConnection() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                let clock = ManualClock()
                let client = try await makeTrustingClient(idleTimeout: .seconds(60), clock: clock)
                var events = client.events(for: HTTPRequest(url: proxy.url("/events"))).makeAsyncIterator()
                #expect(try await events.next() == ServerSentEvent(data: "a", id: "1"))
                try await clock.waitForSleepers(1)
                clock.advance(by: .seconds(61))
                await #expect {
                    _ = try await events.next()
                } throws: { ($0 as? EventStreamError)?.code == .idleTimeout }
                let close = try #require(try await server.waitForCloses(1).first)
                #expect(close.cause == .client)
            }
        }
    }

    @Test func aServerThatNeverHandshakesHitsTheConnectTimeoutAndIsClosed() async throws {
        // The plain loopback server takes the ClientHello for the start of a request and waits for more.
        try await withLoopbackServer({ _ in .noContent }) { server in
            let clock = ManualClock()
            let transport = try await makeTrustingTransport(connectTimeout: .seconds(15), clock: clock)
            let url = URL(string: "https://127.0.0.1:\(server.port)/")!
            let fetching = Task { await fetch(HTTPRequest(url: url), transport: transport) }
            try await server.waitForConnections(1)
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(16))
            let response = await fetching.value
            #expect(response.error?.code == .connectTimeout)
            #expect(response.error?.timeLimit == .seconds(15))
            let close = try #require(try await server.waitForCloses(1).first)
            #expect(close.cause == .client)
        }
    }
}
