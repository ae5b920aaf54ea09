#if os(Linux)
    @testable import EventStream
    import Foundation
    import TestSupport
    import Testing

    /// `https://` over the socket transport (OpenSSL), against a real TLS server on 127.0.0.1: a python3
    /// TLS proxy in front of the loopback server, with throwaway certificates made by `openssl`.
    @Suite(.timeLimit(.minutes(1)))
    struct TLSTransportTests {
        /// A client that trusts only the test CA (the transport's test hook; the environment is untouched).
        private func makeTrustingClient(idleTimeout: Duration? = .seconds(10)) throws -> EventStreamClient {
            EventStreamClient(
                configuration: .init(idleTimeout: idleTimeout, connectTimeout: .seconds(10)),
                trustedCAFile: try TLSCertificates.shared().trustedCA
            )
        }

        private func makeTrustingTransport() throws -> HTTPStreamingTransport {
            HTTPStreamingTransport(
                connectTimeout: .seconds(10),
                idleTimeout: .seconds(10),
                clock: ContinuousClock(),
                trustedCAFile: try TLSCertificates.shared().trustedCA
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
            let certificates = try TLSCertificates.shared()
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
                    let result = await collect(try makeTrustingClient().events(for: HTTPRequest(url: url)))
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
            let certificates = try TLSCertificates.shared()
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
                    let response = await fetch(request, transport: try makeTrustingTransport())
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
            let certificates = try TLSCertificates.shared()
            let steps: [ScriptedResponse.Step] = [
                .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain\r\n\r\n"),
                .text("5\r\nhel"), .sleep(.milliseconds(10)), .text("lo\r\n6\r\n wor"), .sleep(.milliseconds(10)),
                .text("ld\r\n0\r\n\r\n"), .stall,
            ]
            try await withLoopbackServer({ _ in ScriptedResponse(steps: steps, framing: .raw) }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                    let response = await fetch(
                        HTTPRequest(url: proxy.url("/text")), transport: try makeTrustingTransport())
                    #expect(response.error == nil)
                    #expect(response.status == 200)
                    #expect(String(decoding: response.body, as: UTF8.self) == "hello world")
                    // The last chunk ends the response although the server stays open.
                    let close = try #require(try await server.waitForCloses(1).first)
                    #expect(close.cause == .client)
                }
            }
        }

        @Test(arguments: [("127.0.0.1", "IP address mismatch"), ("localhost", "hostname mismatch")])
        func certificateForAnotherHostIsRefused(host: String, reason: String) async throws {
            let certificates = try TLSCertificates.shared()
            try await withLoopbackServer({ _ in .noContent }) { server in
                try await withTLSProxy(in: server, identity: certificates.wrongHost) { proxy in
                    let url = URL(string: "https://\(host):\(proxy.port)/")!
                    let response = await fetch(HTTPRequest(url: url), transport: try makeTrustingTransport())
                    #expect(response.status == nil)
                    #expect(response.error?.code == .cannotConnect)
                    #expect(response.error?.detail == "TLS: certificate verify failed: \(reason)")
                    #expect(server.requests.isEmpty, "nothing is sent to a server that failed the check")
                }
            }
        }

        @Test func certificateFromAnUntrustedCAIsRefused() async throws {
            let certificates = try TLSCertificates.shared()
            try await withLoopbackServer({ _ in .noContent }) { server in
                try await withTLSProxy(in: server, identity: certificates.untrusted) { proxy in
                    let response = await fetch(HTTPRequest(url: proxy.url()), transport: try makeTrustingTransport())
                    #expect(response.error?.code == .cannotConnect)
                    #expect(
                        response.error?.detail
                            == "TLS: certificate verify failed: unable to get local issuer certificate")
                    #expect(
                        response.error?.description
                            == "Could not connect to the server (TLS: certificate verify failed: unable to get local issuer certificate)"
                    )
                    #expect(server.requests.isEmpty)
                }
            }
        }

        @Test func theSystemTrustStoreDoesNotKnowTheTestCA() async throws {
            // Without the test hook the process-wide context applies: the throwaway CA is nobody's root.
            let certificates = try TLSCertificates.shared()
            try await withLoopbackServer({ _ in .noContent }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                    let transport = HTTPStreamingTransport(connectTimeout: .seconds(10))
                    let response = await fetch(HTTPRequest(url: proxy.url()), transport: transport)
                    #expect(response.error?.code == .cannotConnect)
                    #expect(response.error?.detail?.hasPrefix("TLS: certificate verify failed: ") == true)
                }
            }
        }

        @Test func cancellingClosesTheTLSConnectionAtOnce() async throws {
            let certificates = try TLSCertificates.shared()
            try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                    let (received, signal) = AsyncStream.makeStream(of: Void.self)
                    let stream = try makeTrustingClient().events(for: HTTPRequest(url: proxy.url("/events")))
                    let consumer = Task {
                        for try await _ in stream { signal.yield() }
                    }
                    var signals = received.makeAsyncIterator()
                    _ = await signals.next()
                    // Let the consumer park in next() again: a cancel that lands between two next() calls
                    // ends AsyncThrowingStream(unfolding:) normally instead of with CancellationError.
                    try await Task.sleep(for: .milliseconds(50))
                    let cancelledAt = ContinuousClock.now
                    consumer.cancel()
                    // The loopback server sees the close through the proxy, which adds a relay hop.
                    let close = try #require(try await server.waitForCloses(1, timeout: .seconds(2)).first)
                    #expect(close.cause == .client)
                    #expect(close.at - cancelledAt < .milliseconds(200))
                    await #expect(throws: CancellationError.self) { try await consumer.value }
                }
            }
        }

        @Test func idleTimeoutClosesTheTLSConnection() async throws {
            let certificates = try TLSCertificates.shared()
            try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
                try await withTLSProxy(in: server, identity: certificates.loopback) { proxy in
                    let client = try makeTrustingClient(idleTimeout: .milliseconds(150))
                    let result = await collect(client.events(for: HTTPRequest(url: proxy.url("/events"))))
                    #expect(result.elements == [ServerSentEvent(data: "a", id: "1")])
                    #expect(result.eventStreamError?.code == .idleTimeout)
                    let close = try #require(try await server.waitForCloses(1, timeout: .seconds(2)).first)
                    #expect(close.cause == .client)
                }
            }
        }
        @Test func aServerThatNeverHandshakesHitsTheConnectTimeoutAndIsClosed() async throws {
            // The plain loopback server takes the ClientHello for the start of a request and waits for more.
            try await withLoopbackServer({ _ in .noContent }) { server in
                let transport = HTTPStreamingTransport(
                    connectTimeout: .milliseconds(200),
                    idleTimeout: nil,
                    clock: ContinuousClock(),
                    trustedCAFile: try TLSCertificates.shared().trustedCA
                )
                let url = URL(string: "https://127.0.0.1:\(server.port)/")!
                let response = await fetch(HTTPRequest(url: url), transport: transport)
                let endedAt = ContinuousClock.now
                #expect(response.error?.code == .connectTimeout)
                let close = try #require(try await server.waitForCloses(1, timeout: .seconds(2)).first)
                #expect(close.cause == .client)
                #expect(close.at - endedAt < .milliseconds(100))
            }
        }
    }
#endif
