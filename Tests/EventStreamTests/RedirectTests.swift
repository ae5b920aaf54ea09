import EventStream
import Foundation
import TestSupport
import Testing

/// Redirects against real loopback servers: which are followed, what the next request carries, where
/// credentials stop, and what an unfollowable or endless redirect says.
@Suite(.timeLimit(.minutes(1)))
struct RedirectTests {
    /// (status, the method and body of the redirected request).
    @Test(arguments: [
        (301, "GET", ""), (302, "GET", ""), (303, "GET", ""), (307, "POST", "body"), (308, "POST", "body"),
    ])
    func aPostIsRedirectedTheWayBrowsersAndCurlDo(status: Int, method: String, body: String) async throws {
        try await withLoopbackServer({ request in
            request.index == 0
                ? .text(status: status, "moved", headers: [("Location", "/new?x=1")])
                : .eventStream([.event(id: "1", data: "arrived")])
        }) { server in
            let request = HTTPRequest(
                url: server.url("/old"), method: "POST", headers: [("Content-Type", "application/json")],
                body: Data("body".utf8))
            let result = await collect(makeClient().events(for: request))
            #expect(result.error == nil)
            #expect(result.elements.map(\.data) == ["arrived"])
            let requests = try await server.waitForRequests(2)
            #expect(requests.map(\.path) == ["/old", "/new?x=1"])
            #expect(requests[1].method == method)
            #expect(String(decoding: requests[1].body, as: UTF8.self) == body)
            #expect(requests[1].header("Content-Type") == (body.isEmpty ? nil : "application/json"))
        }
    }

    @Test func credentialsNeverFollowARedirectToAnotherHost() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "other host")]) }) { target in
            // 127.0.0.1 sends the client to localhost: another host, though the same machine.
            try await withLoopbackServer({ _ in
                .text(status: 307, "", headers: [("Location", "http://localhost:\(target.port)/landing")])
            }) { origin in
                var url = URLComponents(url: origin.url("/start"), resolvingAgainstBaseURL: false)!
                url.user = "ada"
                url.password = "secret"
                let request = HTTPRequest(
                    url: url.url!,
                    headers: [
                        ("Authorization", "Bearer sk-secret"), ("x-api-key", "secret-key"), ("Cookie", "s=1"),
                        ("X-Trace", "abc"), ("Accept-Language", "ja"),
                    ])
                let result = await collect(makeClient().events(for: request))
                #expect(result.elements.map(\.data) == ["other host"])
                let first = try #require(origin.requests.first)
                #expect(first.header("Authorization") == "Bearer sk-secret")
                #expect(first.header("x-api-key") == "secret-key")
                let landed = try #require(try await target.waitForRequests(1).first)
                #expect(landed.path == "/landing")
                for name in ["Authorization", "x-api-key", "Cookie", "X-Trace"] {
                    #expect(landed.header(name) == nil, "\(name) must not reach another host")
                }
                #expect(landed.header("Accept-Language") == "ja")
                #expect(landed.header("Accept") == "text/event-stream")
            }
        }
    }

    @Test func aRedirectWithinTheSameOriginKeepsTheCredentials() async throws {
        try await withLoopbackServer({ request in
            request.index == 0
                ? .text(status: 308, "", headers: [("Location", "/v2/stream")])
                : .eventStream([.event(data: "same host")])
        }) { server in
            let request = HTTPRequest(url: server.url("/v1/stream"), headers: [("Authorization", "Bearer k")])
            let result = await collect(makeClient().events(for: request))
            #expect(result.elements.map(\.data) == ["same host"])
            let requests = try await server.waitForRequests(2)
            #expect(requests.map { $0.header("Authorization") } == ["Bearer k", "Bearer k"])
        }
    }

    @Test func moreThanFiveRedirectsFailNamingTheLastLocation() async throws {
        try await withLoopbackServer({ request in
            .text(status: 302, "", headers: [("Location", "/hop\(request.index + 1)")])
        }) { server in
            let result = await collect(makeClient(quickResume).events(for: server.request("/hop0")))
            let error = try #require(result.eventStreamError)
            #expect(error.code == .tooManyRedirects)
            #expect(error.location == "/hop6")
            #expect(server.requests.count == 6, "the first request and five redirects, no retry")
        }
    }

    @Test(
        arguments: [
            (301, [("Location", "ftp://files.example/x")]), (302, []), (300, [("Location", "/choice")]),
        ] as [(Int, [(name: String, value: String)])])
    func aRedirectThatCannotBeFollowedIsAnErrorNamingTheLocation(
        status: Int, headers: [(name: String, value: String)]
    ) async throws {
        try await withLoopbackServer({ _ in .text(status: status, "see elsewhere", headers: headers) }) { server in
            let result = await collect(makeClient(quickResume).events(for: server.request()))
            let error = try #require(result.eventStreamError)
            #expect(error.code == .redirect)
            #expect(error.status == status)
            #expect(error.location == headers.first?.value)
            #expect(server.requests.count == 1)
        }
    }
}
