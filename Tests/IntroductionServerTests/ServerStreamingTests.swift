import EventStream
import Foundation
import IntroductionConfiguration
import IntroductionCore
import IntroductionProviders
import IntroductionServer
import IntroductionTestSupport
import IntroductionWriting
import TestSupport
import Testing

/// The server on loopback with real clients: introgen's own service client, and the event stream client for the
/// wire itself.
@Suite("introgen serve, streaming", .timeLimit(.minutes(1)))
struct ServerStreamingTests {
    @Test func theComposersFourPartsArriveThroughTheServiceClientExactly() async throws {
        let composer = OfflineComposer(charactersPerSecond: 0)
        try await withServer(source: composer, seed: 7) { test in
            for request in [SampleRequests.english, SampleRequests.japanese] {
                let client = IntroductionService(url: test.streamURL)
                let run = await run(client, request)
                #expect(run.completed, "\(run.message)")
                var parts = PartialIntroduction()
                for chunk in run.chunks {
                    for edit in chunk.edits { parts.apply(edit) }
                }
                var seeded = request
                seeded.seed = 7
                let expected = try composer.composeSections(seeded)
                #expect(Introduction(parts) == expected)
            }
        }
    }

    @Test func aResumeWhileTheFirstConnectionIsOpenGetsEveryLaterEventOnceThenTheLiveRest() async throws {
        let source = ScriptedSource()
        try await withServer(source: source) { test in
            var first = plainClient.events(for: test.post()).makeAsyncIterator()
            let opening = try #require(try await first.next())
            #expect(opening.data == #"{"content":"","status":"in_progress","error":null}"#)
            #expect(sequence(of: opening) == 1)
            let id = generation(of: opening)
            source.send("one ", to: 0)
            source.send("two ", to: 0)
            let events = [try await first.next(), try await first.next()].compactMap { $0 }
            #expect(events.map(\.id) == ["\(id):2", "\(id):3"])

            let resume = HTTPRequest(url: test.generationURL(id), headers: [("Last-Event-ID", "\(id):2")])
            var second = plainClient.events(for: resume).makeAsyncIterator()
            let replayed = try #require(try await second.next())
            #expect(replayed.id == "\(id):3")
            #expect(replayed.data.contains("two "))
            source.send("three", to: 0)
            source.send("", to: 0, status: .completed)
            let rest = try await readToEnd(&second)
            #expect(rest.map(sequence(of:)) == [4, 5])
            #expect(rest.last?.data == #"{"content":"","status":"completed","error":null}"#)
            let firstRest = try await readToEnd(&first)
            #expect(firstRest.map(\.id) == rest.map(\.id), "both connections see the same events once each")
        }
    }

    @Test func theSamePOSTWithLastEventIDResumesAndAFinishedGenerationReplaysItsRest() async throws {
        try await withServer(source: OfflineComposer(charactersPerSecond: 0), seed: 3) { test in
            var whole = plainClient.events(for: test.post()).makeAsyncIterator()
            let all = try await readToEnd(&whole)
            #expect(all.count > 10)
            #expect(all.map(sequence(of:)) == Array(1...all.count))
            let id = generation(of: all[0])
            for cursor in [0, 1, all.count / 2, all.count - 1, all.count] {
                var request = test.post()
                request.setHeader("Last-Event-ID", "\(id):\(cursor)")
                var resumed = plainClient.events(for: request).makeAsyncIterator()
                let rest = try await readToEnd(&resumed)
                #expect(rest.map(\.id) == all.dropFirst(cursor).map(\.id), "after \(cursor)")
                #expect(rest.map(\.data) == all.dropFirst(cursor).map(\.data))
            }
        }
    }

    @Test func anUnknownGenerationIsA404WithASentence() async throws {
        try await withServer(source: ScriptedSource()) { test in
            var request = test.post()
            request.setHeader("Last-Event-ID", "0123456789abcdef01234567:3")
            await #expect {
                var iterator = plainClient.events(for: request).makeAsyncIterator()
                _ = try await iterator.next()
            } throws: { error in
                guard let error = error as? EventStreamError, case .badStatus = error.code else { return false }
                return "\(error)".contains("404") && "\(error)".contains("unknown or has expired")
            }
        }
    }

    @Test func aClientThatStopsReadingSlowsNeitherTheGenerationNorAnotherClient() async throws {
        let source = ScriptedSource()
        var settings = ServeSettings()
        settings.maxEvents = 5_000
        try await withServer(settings, source: source) { test in
            var reader = plainClient.events(for: test.post()).makeAsyncIterator()
            let id = generation(of: try #require(try await reader.next()))
            let stalled = try await StalledClient(
                port: test.port,
                request: "GET /api/introduction/stream/\(id) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            defer { stalled.close() }
            // 6 MB of events: far more than the stalled client's socket buffers hold.
            let piece = String(repeating: "x", count: 3_000)
            for _ in 0..<2_000 { source.send(piece, to: 0) }
            source.send("", to: 0, status: .completed)
            let events = try await readToEnd(&reader)
            #expect(events.count == 2_001)
            #expect(events.last?.data.contains(#""status":"completed""#) == true)
        }
    }

    @Test func shuttingDownEndsARunningGenerationWithAFailedEventAndCancelsItsSource() async throws {
        let source = ScriptedSource()
        var settings = ServeSettings()
        settings.port = 0
        let server = IntroductionServer(settings: settings, source: source, log: { _ in })
        let port = try server.start()
        let url = URL(string: "http://127.0.0.1:\(port)/api/introduction/stream")!
        var iterator = plainClient.events(
            for: HTTPRequest(
                url: url, method: "POST", headers: [("Content-Type", "application/json")], body: Data("{}".utf8))
        ).makeAsyncIterator()
        _ = try await iterator.next()
        source.send("partial", to: 0)
        _ = try await iterator.next()
        async let stopped: Void = server.shutdown(drain: .zero)
        let rest = try await readToEnd(&iterator)
        await stopped
        #expect(
            rest.last?.data
                == #"{"content":"","status":"failed","error":"The server is shutting down; start the introduction again in a moment."}"#
        )
        #expect(await eventually { source.isTerminated(0) })
    }

    @Test func eachRequestIsOneLogLineWithoutTheProfile() async throws {
        try await withServer(source: OfflineComposer(charactersPerSecond: 0)) { test in
            var iterator = plainClient.events(for: test.post(#"{"name":"Zelda Quorn"}"#)).makeAsyncIterator()
            let events = try await readToEnd(&iterator)
            let id = generation(of: events[0])
            #expect(
                await eventually { test.lines().contains { $0.contains("POST /api/introduction/stream 200") } })
            let line = try #require(test.lines().first { $0.contains("POST /api/introduction/stream") })
            #expect(line.contains("generation=\(id)"))
            #expect(line.contains("first_event="))
            #expect(line.contains("duration="))
            #expect(!test.lines().joined().contains("Zelda"))
        }
    }
}
