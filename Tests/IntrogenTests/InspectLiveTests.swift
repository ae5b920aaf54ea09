import Foundation
import TestSupport
import Testing

@Suite("introgen inspect --url", .timeLimit(.minutes(1)))
struct InspectLiveTests {
    @Test func liveStreamResumesWithLastEventIDAndEndsAt204() async throws {
        try await withLoopbackServer({ request in
            switch request.index {
            case 0:
                .eventStream([
                    .event(id: "1", data: "one"), .text("retry: 20\n\n"), .text("id: 2\ndata: cut mid-event"), .cut,
                ])
            case 1: .eventStream([.event(id: "2", data: "two"), .event(event: "done", data: "はい")])
            default: .noContent
            }
        }) { server in
            let result = try await IntrogenBinary.run(["inspect", "--url", server.url("/stream").absoluteString])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(
                result.stdout == """
                    {"event":"message","data":"one","id":"1"}
                    {"retry":20}
                    {"event":"message","data":"two","id":"2"}
                    {"event":"done","data":"はい","id":"2"}

                    """)
            let requests = server.requests
            #expect(requests.count == 3)
            #expect(requests.map { $0.header("Last-Event-ID") } == [nil, "1", "2"])
        }
    }

    @Test func methodHeadersAndBodyAreSentAsGiven() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "ok")]) }) { server in
            let result = try await IntrogenBinary.run([
                "inspect", "--url", server.url("/api").absoluteString, "--no-reconnect",
                "--method", "PUT", "--header", "X-Trace: abc", "--data", #"{"name":"山田"}"#,
            ])
            #expect(result.status == 0)
            #expect(result.stdout == "{\"event\":\"message\",\"data\":\"ok\",\"id\":\"\"}\n")
            let request = try #require(server.requests.first)
            #expect(request.method == "PUT")
            #expect(request.header("X-Trace") == "abc")
            #expect(String(decoding: request.body, as: UTF8.self) == #"{"name":"山田"}"#)
        }
    }

    @Test func maxReconnectsBoundsAServerThatAlwaysCloses() async throws {
        try await withLoopbackServer({ request in
            .eventStream([.event(id: String(request.index), data: "x"), .text("retry: 1\n\n")])
        }) { server in
            let result = try await IntrogenBinary.run([
                "inspect", "--url", server.url().absoluteString, "--max-reconnects", "2",
            ])
            #expect(result.status == 0)
            #expect(server.requests.count == 3)
            #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("{\"event\"") }.count == 3)
        }
    }

    @Test func errorStatusPrintsTheBodyAndExitsOne() async throws {
        try await withLoopbackServer({ _ in
            .text(status: 401, #"{"error":{"message":"bad key"}}"#, contentType: "application/json")
        }) { server in
            let result = try await IntrogenBinary.run(["inspect", "--url", server.url().absoluteString])
            #expect(result.status == 1)
            #expect(result.stderr.contains("401"))
            #expect(result.stderr.contains("bad key"))
            #expect(server.requests.count == 1)
        }
    }

    @Test func wrongContentTypeFailsWithExitOne() async throws {
        try await withLoopbackServer({ _ in .text(status: 200, "<html>hello</html>", contentType: "text/html") }) {
            server in
            let result = try await IntrogenBinary.run([
                "inspect", "--url", server.url().absoluteString, "--no-reconnect",
            ])
            #expect(result.status == 1)
            #expect(result.stderr.contains("did not answer with an event stream"))
        }
    }

    @Test func badURLIsAUsageError() async throws {
        let result = try await IntrogenBinary.run(["inspect", "--url", "ftp://example"])
        #expect(result.status == 2)
    }
}
