@testable import EventStream
import Foundation
import TestSupport
import Testing

/// The plain-HTTP socket path of ``HTTPStreamingTransport``, against the loopback server on the wire.
@Suite(.timeLimit(.minutes(1)))
struct SocketTransportTests {
    /// The response to `request`: status, headers, whole body and the error it ended with.
    private struct Response {
        var status: Int?
        var headers: [String: String] = [:]
        var body = Data()
        var pieces = 0
        var error: EventStreamError?
    }

    private func fetch(
        _ request: HTTPRequest,
        transport: HTTPStreamingTransport = HTTPStreamingTransport(connectTimeout: .seconds(10))
    ) async -> Response {
        var response = Response()
        let collected = await collect(transport.send(request), limit: 100_000)
        for part in collected.elements {
            switch part {
            case .head(let status, let headers):
                #expect(response.status == nil, "exactly one head")
                response.status = status
                response.headers = headers
            case .body(let data):
                #expect(response.status != nil, "the head comes first")
                response.body.append(data)
                response.pieces += 1
            }
        }
        if let error = collected.error {
            response.error = error as? EventStreamError
            #expect(response.error != nil, "unexpected error \(error)")
        }
        return response
    }

    private static func raw(_ steps: [ScriptedResponse.Step]) -> ScriptedResponse {
        ScriptedResponse(steps: steps, framing: .raw)
    }

    @Test func chunkedEdgeCasesSplitAcrossReadsDecode() async throws {
        // Sizes, extensions, data and trailers each cut mid-way, with pauses so they arrive in separate reads.
        let steps: [ScriptedResponse.Step] = [
            .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain\r\n\r\n"),
            .text("1"), .sleep(.milliseconds(5)), .text("0;ext=\"a b\"\r\n0123456789ABCDE"),
            .sleep(.milliseconds(5)), .text("F\r\n"), .text("a"), .sleep(.milliseconds(5)),
            .text("\r\nabcdefghij\r"), .sleep(.milliseconds(5)), .text("\nB\r\nKLMNOPQRSTU\r\n"),
            .text("0\r\nX-Trailer: "), .sleep(.milliseconds(5)), .text("done\r\n\r\n"), .stall,
        ]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let response = await fetch(server.request())
            #expect(response.error == nil)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/plain")
            #expect(response.headers["x-trailer"] == nil)
            #expect(String(decoding: response.body, as: UTF8.self) == "0123456789ABCDEFabcdefghijKLMNOPQRSTU")
            #expect(response.pieces >= 3, "pieces are yielded as they arrive")
            // The last chunk ends the response although the server would keep the connection open.
            let close = try #require(try await server.waitForCloses(1).first)
            #expect(close.cause == .client)
        }
    }

    @Test func contentLengthBodyEndsAtItsLength() async throws {
        let body = String(repeating: "0123456789", count: 20_000)
        try await withLoopbackServer({ _ in .text(status: 200, body) }) { server in
            let response = await fetch(server.request())
            #expect(response.error == nil)
            #expect(response.headers["content-length"] == "200000")
            #expect(String(decoding: response.body, as: UTF8.self) == body)
        }
    }

    @Test func contentLengthWithTheServerStayingOpenEndsWithoutWaiting() async throws {
        let steps: [ScriptedResponse.Step] = [.text("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"), .stall]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let response = await fetch(server.request())
            #expect(response.error == nil)
            #expect(response.body == Data("hello".utf8))
        }
    }

    @Test func closeDelimitedBodyEndsWithTheConnection() async throws {
        let steps: [ScriptedResponse.Step] = [
            .text("HTTP/1.0 200 OK\r\n\r\n"), .drip("close-delimited", chunkSize: 3, every: .milliseconds(2)), .close,
        ]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let response = await fetch(server.request())
            #expect(response.error == nil)
            #expect(response.body == Data("close-delimited".utf8))
        }
    }

    @Test func continueBeforeTheRealHeadIsSkipped() async throws {
        let steps: [ScriptedResponse.Step] = [
            .text("HTTP/1.1 100 Continue\r\n\r\n"), .sleep(.milliseconds(5)),
            .text("HTTP/1.1 200 OK\r\nX-Real: yes\r\nContent-Length: 2\r\n\r\nok"),
        ]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let response = await fetch(server.request())
            #expect(response.status == 200)
            #expect(response.headers["x-real"] == "yes")
            #expect(response.body == Data("ok".utf8))
        }
    }

    @Test func headLargerThanTheCapIsCannotConnect() async throws {
        let big = String(repeating: "x", count: 70 * 1024)
        let steps: [ScriptedResponse.Step] = [.text("HTTP/1.1 200 OK\r\nX-Big: \(big)\r\n\r\nbody"), .stall]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let response = await fetch(server.request())
            #expect(response.status == nil)
            #expect(response.error?.code == .cannotConnect)
            #expect(response.error?.detail?.contains("65536") == true)
        }
    }

    @Test func resetInTheMiddleOfAChunkIsConnectionLost() async throws {
        let steps: [ScriptedResponse.Step] = [
            .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\npartial"), .cut,
        ]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let response = await fetch(server.request())
            #expect(response.status == 200)
            #expect(response.body == Data("partial".utf8))
            #expect(response.error?.code == .connectionLost)
        }
    }

    @Test func cleanCloseBeforeTheLastChunkIsConnectionLost() async throws {
        let response = ScriptedResponse(steps: [.text("abc"), .close], framing: .chunked)
        try await withLoopbackServer({ _ in response }) { server in
            let fetched = await fetch(server.request())
            #expect(fetched.body == Data("abc".utf8))
            #expect(fetched.error?.code == .connectionLost)
        }
    }

    @Test func refusedPortIsCannotConnect() async throws {
        // A port that was just free: bind a server, note its port, stop it.
        let server = try LoopbackServer { _ in .noContent }
        await server.stop()
        let response = await fetch(server.request())
        #expect(response.status == nil)
        #expect(response.error?.code == .cannotConnect)
        #expect(response.error?.detail?.isEmpty == false)
    }

    @Test func unknownHostIsCannotConnect() async throws {
        let response = await fetch(HTTPRequest(url: URL(string: "http://no-such-host.invalid/")!))
        #expect(response.error?.code == .cannotConnect)
        #expect(response.error?.detail?.contains("no-such-host.invalid") == true)
    }

    @Test func ipv6LoopbackWorksWhereTheHostHasIt() async throws {
        let server: LoopbackServer
        do {
            server = try LoopbackServer(ipv6: true) { _ in .text(status: 200, "over v6") }
        } catch {
            // No IPv6 loopback on this host (some containers): nothing to test.
            return
        }
        let response = await fetch(server.request("/six?x=1"))
        await server.stop()
        #expect(response.error == nil)
        #expect(response.body == Data("over v6".utf8))
        #expect(server.requests.first?.header("Host") == "[::1]:\(server.port)")
        #expect(server.requests.first?.path == "/six?x=1")
    }

    @Test func localhostReachesAnIPv4OnlyServer() async throws {
        try await withLoopbackServer({ _ in .text(status: 200, "v4") }) { server in
            let url = URL(string: "http://localhost:\(server.port)/")!
            let response = await fetch(HTTPRequest(url: url))
            #expect(response.error == nil)
            #expect(response.body == Data("v4".utf8))
            #expect(server.requests.first?.header("Host") == "localhost:\(server.port)")
        }
    }

    @Test func requestGoesOnTheWireExactly() async throws {
        try await withLoopbackServer({ _ in .noContent }) { server in
            let body = Data(#"{"prompt":"héllo"}"#.utf8)
            let request = HTTPRequest(
                url: server.url("/v1/a%20b/c?q=x%2Fy&empty=&u=%C3%A9"),
                method: "POST",
                headers: [
                    ("Accept", "text/event-stream"), ("X-Api-Key", "k"), ("x-repeat", "1"), ("X-Repeat", "2"),
                    ("Content-Length", "999"), ("Connection", "keep-alive"), ("X-Injected", "a\r\nEvil: yes"),
                ],
                body: body
            )
            let response = await fetch(request)
            #expect(response.status == 204)
            let recorded = try #require(server.requests.first)
            #expect(recorded.method == "POST")
            #expect(recorded.path == "/v1/a%20b/c?q=x%2Fy&empty=&u=%C3%A9")
            #expect(recorded.body == body)
            let fields = recorded.headers.map { "\($0.name): \($0.value)" }
            #expect(
                fields == [
                    "Host: 127.0.0.1:\(server.port)", "Accept: text/event-stream", "X-Api-Key: k", "x-repeat: 1",
                    "X-Repeat: 2", "X-Injected: aEvil: yes", "Content-Length: \(body.count)", "Connection: close",
                ])
        }
    }

    @Test(arguments: [
        ("http://example.com/x", "example.com", 80, "example.com", "/x"),
        ("http://example.com:80", "example.com", 80, "example.com", "/"),
        ("http://[::1]:8080/p?q=1", "::1", 8080, "[::1]:8080", "/p?q=1"),
        ("http://127.0.0.1:9/a%2Fb;p?x=%20#fragment", "127.0.0.1", 9, "127.0.0.1:9", "/a%2Fb;p?x=%20"),
        ("https://api.example.com/v1", "api.example.com", 443, "api.example.com", "/v1"),
        ("HTTPS://api.example.com:443", "api.example.com", 443, "api.example.com", "/"),
        ("https://api.example.com:80/", "api.example.com", 80, "api.example.com:80", "/"),
    ])
    func endpointTakesHostPortAndTargetFromTheURL(url: String, host: String, port: Int, field: String, target: String) {
        let endpoint = HTTPEndpoint(url: URL(string: url)!)
        #expect(endpoint?.usesTLS == url.lowercased().hasPrefix("https"))
        #expect(endpoint?.host == host)
        #expect(endpoint?.port == port)
        #expect(endpoint?.hostField == field)
        #expect(endpoint?.target == target)
    }

    @Test func plainHTTPAndHTTPSGoToTheSocketWhereOpenSSLIsAvailable() {
        let plain = HTTPStreamingTransport.route(for: URL(string: "HTTP://127.0.0.1:8080/x")!)
        guard case .socket(let endpoint) = plain else {
            Issue.record("http:// did not take the socket path: \(String(describing: plain))")
            return
        }
        #expect(endpoint.port == 8080)
        #expect(!endpoint.usesTLS)
        let secure = HTTPStreamingTransport.route(for: URL(string: "https://api.example.com/v1")!)
        #if os(Linux)
            #expect(secure == .socket(HTTPEndpoint(url: URL(string: "https://api.example.com/v1")!)!))
        #else
            #expect(secure == .urlSession)
        #endif
        #expect(HTTPStreamingTransport.route(for: URL(string: "ftp://example.com/")!) == nil)
        #expect(HTTPStreamingTransport.route(for: URL(string: "http:///nohost")!) == nil)
        #expect(HTTPStreamingTransport.route(for: URL(string: "https:///nohost")!) == nil)
    }

    @Test func idleTimeoutClosesTheSocketAtOnce() async throws {
        let steps: [ScriptedResponse.Step] = [.text("HTTP/1.1 200 OK\r\n\r\nfirst"), .stall]
        try await withLoopbackServer({ _ in Self.raw(steps) }) { server in
            let transport = HTTPStreamingTransport(connectTimeout: .seconds(10), idleTimeout: .milliseconds(100))
            let response = await fetch(server.request(), transport: transport)
            let endedAt = ContinuousClock.now
            #expect(response.body == Data("first".utf8))
            #expect(response.error?.code == .idleTimeout)
            let close = try #require(try await server.waitForCloses(1, timeout: .seconds(2)).first)
            #expect(close.cause == .client)
            #expect(close.at - endedAt < .milliseconds(100))
        }
    }
}
