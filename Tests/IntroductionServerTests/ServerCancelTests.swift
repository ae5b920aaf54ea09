import EventStream
import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import IntroductionServer
import IntroductionTestSupport
import Synchronization
import TestSupport
import Testing

/// `DELETE /api/introduction/stream/<generation>`: a stopped generation stops on the server at once, rather than
/// writing on (from a model, at a cost) until its resume window ends.
@Suite("introgen serve, cancelling a generation", .timeLimit(.minutes(1)))
struct ServerCancelTests {
    static let stopped =
        #"{"content":"","status":"failed","error":"The introduction was stopped before it was finished."}"#

    @Test func aCancelledGenerationEndsItsLogWithAFailedFrameAndStopsItsSource() async throws {
        let source = ScriptedSource()
        try await withServer(source: source) { test in
            var stream = plainClient.events(for: test.post()).makeAsyncIterator()
            let id = generation(of: try #require(try await stream.next()))
            source.send("Hello ", to: 0)
            _ = try await stream.next()
            #expect(try await Self.metric(test, "introgen_active_generations") == 1)

            #expect(try await Self.send("DELETE", test, "/api/introduction/stream/\(id)").status == 204)
            let rest = try await readToEnd(&stream)
            #expect(rest.map(\.data) == [Self.stopped], "the log ends with the one failed frame, nothing after it")
            try await Self.waitUntil { source.isTerminated(0) }
            try await Self.waitUntil { try await Self.metric(test, "introgen_active_generations") == 0 }
            #expect(try await Self.metric(test, #"introgen_failures_total{kind="cancelled"}"#) == 1)

            // A resume replays the same ending; cancelling again, now that it has ended, is still a 204.
            var resumed = plainClient.events(for: HTTPRequest(url: test.generationURL(id))).makeAsyncIterator()
            #expect(try await readToEnd(&resumed).last?.data == Self.stopped)
            #expect(try await Self.send("DELETE", test, "/api/introduction/stream/\(id)").status == 204)
        }
    }

    @Test func anUnknownOrMalformedGenerationIsA404() async throws {
        try await withServer(source: ScriptedSource()) { test in
            for id in ["0123456789abcdef01234567", "not%20an%20id"] {
                let answer = try await Self.send("DELETE", test, "/api/introduction/stream/\(id)")
                #expect(answer.status == 404, "\(id)")
                #expect(answer.body.hasPrefix(#"{"error":"The generation "#), "\(answer.body)")
            }
        }
    }

    @Test func withATokenTheCancelNeedsIt() async throws {
        let source = ScriptedSource()
        var settings = ServeSettings()
        settings.token = "cancel-token"
        try await withServer(settings, source: source) { test in
            var post = test.post()
            post.setHeader("Authorization", "Bearer cancel-token")
            var stream = plainClient.events(for: post).makeAsyncIterator()
            let id = generation(of: try #require(try await stream.next()))
            let path = "/api/introduction/stream/\(id)"
            #expect(try await Self.send("DELETE", test, path).status == 401)
            #expect(try await Self.send("DELETE", test, path, token: "wrong").status == 401)
            #expect(!source.isTerminated(0))
            #expect(try await Self.send("DELETE", test, path, token: "cancel-token").status == 204)
            try await Self.waitUntil { source.isTerminated(0) }
        }
    }

    /// The terminal app's client: a stop (its consuming task cancelled) closes the connection, and then tells the
    /// server, which stops the generation.
    @Test func theServiceClientCancelsTheGenerationWhenThePersonStops() async throws {
        let source = ScriptedSource()
        try await withServer(source: source) { test in
            let client = IntroductionService(url: test.streamURL)
            let gotText = Mutex(false)
            let reading = Task {
                var chunks = client.stream(SampleRequests.english).makeAsyncIterator()
                // Reads on after the text, as the app does, until the person stops.
                for _ in 0..<100 {
                    guard let chunk = try await chunks.next() else { return }
                    if !chunk.content.isEmpty { gotText.withLock { $0 = true } }
                }
            }
            try await Self.waitUntil { try await Self.metric(test, "introgen_active_generations") == 1 }
            source.send("Hello ", to: 0)
            try await Self.waitUntil { gotText.withLock { $0 } }
            reading.cancel()
            _ = try? await reading.value
            try await Self.waitUntil { source.isTerminated(0) }
            try await Self.waitUntil { test.lines().contains { $0.contains("DELETE") && $0.contains("204") } }
        }
    }

    // MARK: - Helpers

    /// Checks `done` every 20 ms, at most 500 times (10 s); fails the test when it never held.
    static func waitUntil(_ done: () async throws -> Bool) async throws {
        for _ in 0..<500 {
            if try await done() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the condition never held")
    }

    /// The value of one line of `/metrics`.
    static func metric(_ test: TestServer, _ name: String) async throws -> Int? {
        let page = try await send("GET", test, "/metrics").body
        let line = page.split(separator: "\n").first { $0.hasPrefix(name + " ") }
        return line.flatMap { Int($0.split(separator: " ").last ?? "") }
    }

    /// One request with no body: its status, headers (lowercased names) and body.
    static func send(_ method: String, _ test: TestServer, _ path: String, token: String? = nil) async throws
        -> (status: Int, headers: [String: String], body: String)
    {
        var request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(test.port)\(path)")!, method: method)
        if let token { request.setHeader("Authorization", "Bearer \(token)") }
        let answer = try await wholeAnswer(request)
        return (answer.status, answer.headers, String(decoding: answer.body, as: UTF8.self))
    }
}
