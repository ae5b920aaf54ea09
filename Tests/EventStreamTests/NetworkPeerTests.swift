import EventStream
import Foundation
import TestSupport
import Testing

/// What people's networks need, each against a real peer on 127.0.0.1: a logging forward and CONNECT proxy,
/// a gzip server, an HTTP/2 server, and a reader slower than its server.
@Suite(.timeLimit(.minutes(1)))
struct NetworkPeerTests {
    private func client(proxy: String? = nil, caFile: String? = nil, _ reconnect: ReconnectPolicy = .none)
        -> EventStreamClient
    {
        EventStreamClient(
            configuration: .init(
                idleTimeout: .seconds(10), connectTimeout: .seconds(10), reconnect: reconnect, proxy: proxy,
                caFile: caFile))
    }

    // MARK: - Proxies

    @Test func httpGoesThroughTheProxyInAbsoluteForm() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "via proxy")]) }) { server in
            try await withHTTPProxy { proxy in
                let result = await collect(client(proxy: proxy.url).events(for: server.request("/events?a=1")))
                #expect(result.error == nil)
                #expect(result.elements.map(\.data) == ["via proxy"])
                let entry = try #require(try await proxy.waitForEntries(1).first)
                #expect(entry.method == "GET")
                #expect(entry.target == "http://127.0.0.1:\(server.port)/events?a=1")
                #expect(server.requests.first?.path == "/events?a=1")
            }
        }
    }

    @Test func httpsGoesThroughACONNECTTunnel() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "tunnelled")]) }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { tls in
                try await withHTTPProxy { proxy in
                    let stream = client(proxy: proxy.url, caFile: certificates.trustedCA)
                        .events(for: HTTPRequest(url: tls.url("/secret")))
                    let result = await collect(stream)
                    #expect(result.error == nil, "\(String(describing: result.error))")
                    #expect(result.elements.map(\.data) == ["tunnelled"])
                    let entries = try await proxy.waitForEntries(1)
                    #expect(entries.map(\.method) == ["CONNECT"])
                    #expect(entries.first?.target == "127.0.0.1:\(tls.port)")
                    // The proxy sees only the tunnel, never the path.
                    #expect(!entries.contains { $0.target.contains("/secret") })
                }
            }
        }
    }

    @Test func credentialsInTheProxyURLAreSentToTheProxyOnly() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "ok")]) }) { server in
            try await withHTTPProxy(.requireCredentials) { proxy in
                let url = "http://ada:pw@127.0.0.1:\(proxy.port)"
                let result = await collect(client(proxy: url).events(for: server.request()))
                #expect(result.elements.map(\.data) == ["ok"])
                let entry = try #require(try await proxy.waitForEntries(1).first)
                #expect(entry.headers["proxy-authorization"] == "Basic " + Data("ada:pw".utf8).base64EncodedString())
                #expect(server.requests.first?.header("Proxy-Authorization") == nil)
            }
        }
    }

    @Test func aProxyThatWantsCredentialsIsNamedAndNotRetried() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .eventStream([.event(data: "never")]) }) { server in
            try await withTLSProxy(in: server, identity: certificates.loopback) { tls in
                try await withHTTPProxy(.requireCredentials) { proxy in
                    // https: the tunnel is refused.
                    let secure = client(proxy: proxy.url, caFile: certificates.trustedCA, quickResume)
                    let tunnelled = await collect(secure.events(for: HTTPRequest(url: tls.url())))
                    #expect(tunnelled.eventStreamError?.code == .proxyRefused)
                    #expect(tunnelled.eventStreamError?.status == 407)
                    // http: the proxy answers 407 itself.
                    let plain = await collect(client(proxy: proxy.url, quickResume).events(for: server.request()))
                    #expect(plain.eventStreamError?.code == .badStatus)
                    #expect(plain.eventStreamError?.status == 407)
                    #expect(proxy.entries.count == 2, "neither is retried")
                    #expect(server.requests.isEmpty)
                }
            }
        }
    }

    @Test func aRefusedTunnelIsProxyRefused() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withHTTPProxy(.refuseTunnels) { proxy in
            let stream = client(proxy: proxy.url, caFile: certificates.trustedCA, quickResume)
                .events(for: HTTPRequest(url: URL(string: "https://127.0.0.1:9/")!))
            let error = try #require(await collect(stream).eventStreamError)
            #expect(error.code == .proxyRefused)
            #expect(error.status == 403)
            #expect(error.isPermanentConnectFailure)
        }
    }

    @Test func aProxyThatIsNotThereIsARefusedConnection() async throws {
        let gone = try RefusingPort()
        defer { withExtendedLifetime(gone) {} }
        try await withLoopbackServer({ _ in .noContent }) { server in
            let error = try #require(
                await collect(client(proxy: "http://127.0.0.1:\(gone.port)").events(for: server.request()))
                    .eventStreamError)
            #expect(error.code == .connectionRefused)
            #expect(error.detail?.contains("\(gone.port)") == true, "the message names the proxy's address")
            #expect(server.requests.isEmpty)
        }
    }

    // MARK: - Compression

    @Test func aGzipStreamIsAskedForAndDecodedEventByEvent() async throws {
        let events = (1...3).map { SSEWire.event(id: "\($0)", data: "圧縮された event \($0)") }
        let compressed = try await Gzip.streamPieces(events)
        let headers = [("Content-Encoding", "gzip")]
        // The first event's piece, then nothing: only a decoder that works per flush can hand it out.
        try await withLoopbackServer({ request in
            request.index == 0
                ? .eventStream([.send(compressed[0]), .stall], framing: .chunked, extraHeaders: headers)
                : .eventStream(compressed.map { .send($0) }, framing: .chunked, extraHeaders: headers)
        }) { server in
            var live = client().events(for: server.request()).makeAsyncIterator()
            #expect(try await live.next()?.data == "圧縮された event 1")
            let whole = await collect(client().events(for: server.request()))
            #expect(whole.error == nil)
            #expect(whole.elements.map(\.data) == (1...3).map { "圧縮された event \($0)" })
            let requests = try await server.waitForRequests(2)
            #expect(requests.allSatisfy { $0.header("Accept-Encoding")?.contains("gzip") == true })
        }
    }

    @Test func aCompressedErrorBodyIsDecodedForItsMessage() async throws {
        let body = try await Gzip.streamPieces([Array(#"{"error":{"message":"quota used up"}}"#.utf8)])
        let response = ScriptedResponse(
            status: 429, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
            steps: body.map { .send($0) }, framing: .contentLength)
        try await withLoopbackServer({ _ in response }) { server in
            let error = try #require(await collect(client().events(for: server.request())).eventStreamError)
            #expect(error.status == 429)
            #expect(error.body == #"{"error":{"message":"quota used up"}}"#)
        }
    }

    // MARK: - HTTP/2

    @Test func http2IsNegotiatedOverTLSAndItsConnectionReusedByTheNextGeneration() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withHTTP2Server(identity: certificates.loopback) { server in
            var seen: [[String]] = []
            for _ in 0..<2 {
                // A new client per generation, as the sources make them.
                let result = await collect(
                    client(caFile: certificates.trustedCA).events(for: HTTPRequest(url: server.url("/events"))))
                #expect(result.error == nil, "\(String(describing: result.error))")
                #expect(result.elements.map(\.id) == ["1", "2", "3"])
                seen.append(result.elements.map(\.data))
            }
            let words = seen.map { $0.first?.split(separator: " ") ?? [] }
            #expect(words.allSatisfy { $0.first == "2" }, "HTTP/2: \(seen)")
            #expect(words[0].dropFirst().first == words[1].dropFirst().first, "one connection (client port): \(seen)")
        }
    }

    // MARK: - Backpressure

    @Test func aReaderThatStopsReadingStopsTheServerInsteadOfFillingMemory() async throws {
        let event = SSEWire.event(data: String(repeating: "x", count: 1000))
        let total = 48 * 1024 * 1024
        let count = total / event.count
        let body = [UInt8](unsafeUninitializedCapacity: count * event.count) { buffer, initialized in
            for index in 0..<count {
                _ = buffer[index * event.count..<(index + 1) * event.count].initialize(from: event)
            }
            initialized = count * event.count
        }
        try await withLoopbackServer({ _ in .eventStream([.drip(body, chunkSize: 64 * 1024, every: .zero)]) }) {
            server in
            var events = client().events(for: server.request()).makeAsyncIterator()
            _ = try await events.next()
            // Not reading: the server can only fill the socket buffers and our bounded buffer, then waits.
            var last = -1
            for _ in 0..<100 where server.bodyBytesSent != last && server.bodyBytesSent < body.count {
                last = server.bodyBytesSent
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(server.bodyBytesSent < 24 * 1024 * 1024, "sent \(server.bodyBytesSent) to a reader that stopped")
            // Reading again resumes the transfer, and nothing was lost while it was paused.
            var received = 1
            while try await events.next() != nil, received < count + 10 { received += 1 }
            #expect(received == count)
            #expect(server.bodyBytesSent == body.count)
        }
    }
}
