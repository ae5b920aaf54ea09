import EventStream
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct EventStreamClientResumeTests {
    /// Where each of the 20 connections is cut: after event `after`, optionally with part of the next event
    /// (its `id:` line included) already sent, and how.
    struct Cut {
        var after: Int
        var partialBytes: Int
        var step: ScriptedResponse.Step
        var framing: ScriptedResponse.Framing
    }

    static let cuts: [Cut] = [
        Cut(after: 3, partialBytes: 0, step: .cut, framing: .closeDelimited),
        Cut(after: 9, partialBytes: 5, step: .cut, framing: .closeDelimited),
        Cut(after: 10, partialBytes: 0, step: .cut, framing: .chunked),
        Cut(after: 24, partialBytes: 9, step: .cut, framing: .chunked),
        Cut(after: 31, partialBytes: 0, step: .close, framing: .chunked),
        Cut(after: 40, partialBytes: 3, step: .close, framing: .closeDelimited),
        Cut(after: 41, partialBytes: 12, step: .cut, framing: .closeDelimited),
        Cut(after: 55, partialBytes: 0, step: .close, framing: .closeDelimited),
        Cut(after: 67, partialBytes: 1, step: .cut, framing: .chunked),
        Cut(after: 70, partialBytes: 7, step: .close, framing: .chunked),
        Cut(after: 88, partialBytes: 0, step: .cut, framing: .closeDelimited),
        Cut(after: 99, partialBytes: 14, step: .cut, framing: .closeDelimited),
        Cut(after: 100, partialBytes: 0, step: .cut, framing: .chunked),
        Cut(after: 121, partialBytes: 2, step: .close, framing: .closeDelimited),
        Cut(after: 133, partialBytes: 0, step: .cut, framing: .closeDelimited),
        Cut(after: 150, partialBytes: 10, step: .cut, framing: .chunked),
        Cut(after: 162, partialBytes: 0, step: .close, framing: .chunked),
        Cut(after: 177, partialBytes: 6, step: .cut, framing: .closeDelimited),
        Cut(after: 190, partialBytes: 0, step: .cut, framing: .closeDelimited),
        Cut(after: 199, partialBytes: 11, step: .cut, framing: .closeDelimited),
    ]

    /// A server that honours `Last-Event-ID` and cuts its n-th connection as `cuts[n]` says.
    static func resumingServerScript(_ request: RecordedRequest) -> ScriptedResponse {
        let start = (request.header("Last-Event-ID").flatMap(Int.init) ?? 0) + 1
        guard start <= 200 else { return .noContent }
        guard request.index < cuts.count else {
            return .eventStream([.send(SSEWire.numberedEvents(start...200))])
        }
        let cut = cuts[request.index]
        var steps: [ScriptedResponse.Step] = []
        if start <= cut.after { steps.append(.send(SSEWire.numberedEvents(start...cut.after))) }
        if cut.partialBytes > 0 {
            steps.append(.send(Array(SSEWire.numberedEvents([cut.after + 1]).prefix(cut.partialBytes))))
        }
        steps.append(cut.step)
        return .eventStream(steps, framing: cut.framing)
    }

    @Test func streamCutInTwentyPlacesIsSeenOnceInOrder() async throws {
        try await withLoopbackServer(Self.resumingServerScript) { server in
            let result = await collect(makeClient(quickResume).events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.map(\.id) == (1...200).map(String.init))
            #expect(result.elements.map(\.data) == (1...200).map { "event \($0)" })
            let sent = server.requests.map { $0.header("Last-Event-ID") }
            let expected: [String?] = [nil] + Self.cuts.map { String($0.after) } + ["200"]
            #expect(sent == expected)
        }
    }

    @Test func reconnectWaitsUntilTheConsumerFinishedEveryBufferedEvent() async throws {
        // Ten events and the cut arrive long before the consumer is done with the third one.
        try await withLoopbackServer({ request in
            request.index == 0 ? .eventStream([.send(SSEWire.numberedEvents(1...10)), .cut]) : .noContent
        }) { server in
            var iterator = makeClient(quickResume).events(for: server.request()).makeAsyncIterator()
            for _ in 1...3 { _ = try await iterator.next() }
            // The cut has happened; only the consumer asking for more can lead to a reconnect.
            _ = try await server.waitForCloses(1)
            #expect(server.requests.count == 1)
            var rest: [String] = []
            while let event = try await iterator.next(), rest.count < 20 { rest.append(event.id) }
            #expect(rest == (4...10).map(String.init))
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "10"])
        }
    }

    @Test func requiringIDsWithoutIDsIsConnectionLostAfterTheEventsSoFar() async throws {
        try await withLoopbackServer({ _ in
            .eventStream([.event(data: "one"), .event(data: "two"), .text("data: thr"), .cut])
        }) { server in
            let result = await collect(makeClient(quickResume).events(for: server.request()))
            #expect(result.elements.map(\.data) == ["one", "two"])
            #expect(result.eventStreamError?.code == .connectionLost)
            #expect(server.requests.count == 1, "the stream has ended: nothing can reconnect any more")
        }
    }

    @Test func requiringIDsWithoutIDsTreatsACleanEndAsLostToo() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "one")]) }) { server in
            let result = await collect(makeClient(quickResume).events(for: server.request()))
            #expect(result.elements.map(\.data) == ["one"])
            #expect(result.eventStreamError?.code == .connectionLost)
            #expect(server.requests.count == 1)
        }
    }

    @Test func browserSemanticsReconnectAfterACleanEndWithoutIDs() async throws {
        let policy = ReconnectPolicy.resume(initialBackoff: .milliseconds(1), jitter: 0, requireEventIDs: false)
        try await withLoopbackServer({ request in
            request.index < 2 ? .eventStream([.event(data: "run \(request.index)")]) : .noContent
        }) { server in
            let result = await collect(makeClient(policy).events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.map(\.data) == ["run 0", "run 1"])
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, nil, nil])
        }
    }

    @Test func serverRetryIsWaitedBeforeReconnecting() async throws {
        let clock = ImmediateClock()
        let client = makeClient(.resume(jitter: 0), idleTimeout: nil, connectTimeout: nil, clock: clock)
        try await withLoopbackServer({ request in
            request.index == 0 ? .eventStream([.event(id: "1", data: "a", retry: 2500), .cut]) : .noContent
        }) { server in
            let result = await collect(client.outputs(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements == [.retry(2500), .event(ServerSentEvent(data: "a", id: "1"))])
            #expect(clock.sleeps == [.milliseconds(2500)])
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "1"])
        }
    }

    @Test func idleConnectionIsResumedLikeADrop() async throws {
        try await withLoopbackServer({ request in
            switch request.index {
            case 0: .eventStream([.event(id: "1", data: "a"), .stall])
            case 1: .eventStream([.event(id: "2", data: "b")])
            default: .noContent
            }
        }) { server in
            let clock = ManualClock()
            // No backoff: the only sleeps on the manual clock are the idle limits.
            let policy = ReconnectPolicy.resume(initialBackoff: .zero, maxBackoff: .zero, jitter: 0)
            let client = makeClient(policy, idleTimeout: .seconds(60), connectTimeout: nil, clock: clock)
            var updates = client.updates(for: server.request()).makeAsyncIterator()
            #expect(try await updates.next() == .event(ServerSentEvent(data: "a", id: "1")))
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(61))
            guard case .reconnecting(let reconnect) = try await updates.next() else {
                Issue.record("expected a reconnect notice")
                return
            }
            #expect(reconnect.cause == .idleTimeout(after: .seconds(60)))
            var ids: [String] = []
            while let update = try await updates.next(), ids.count < 10 {
                if case .event(let event) = update { ids.append(event.id) }
            }
            #expect(ids == ["2"])
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "1", "2"])
            #expect(server.closes.first { $0.requestIndex == 0 }?.cause == .client)
        }
    }

    @Test func lastEventIDInTheRequestIsTheStartingCursor() async throws {
        try await withLoopbackServer({ request in
            request.index == 0 ? .eventStream([.event(data: "b"), .cut]) : .noContent
        }) { server in
            var request = server.request()
            request.setHeader("Last-Event-ID", "41")
            let result = await collect(makeClient(quickResume).events(for: request))
            #expect(result.error == nil)
            #expect(result.elements == [ServerSentEvent(data: "b", id: "41")])
            #expect(server.requests.map { $0.header("Last-Event-ID") } == ["41", "41"])
        }
    }

    @Test func withoutResumeADropIsConnectionLost() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .cut]) }) { server in
            let result = await collect(makeClient(.none).events(for: server.request()))
            #expect(result.elements.map(\.data) == ["a"])
            #expect(result.eventStreamError?.code == .connectionLost)
        }
    }

    @Test func withoutResumeATruncatedChunkedBodyIsConnectionLost() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .close], framing: .chunked) }) {
            server in
            let result = await collect(makeClient(.none).events(for: server.request()))
            #expect(result.elements.map(\.data) == ["a"])
            #expect(result.eventStreamError?.code == .connectionLost)
        }
    }

    @Test(arguments: [ScriptedResponse.Framing.closeDelimited, .chunked])
    func withoutResumeACleanEndFinishes(framing: ScriptedResponse.Framing) async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "a"), .text("data: half")], framing: framing) })
        {
            server in
            let result = await collect(makeClient(.none).events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.map(\.data) == ["a"])
        }
    }
}

/// The package's consumers take what one read parsed at once; the resume cursor still moves only as they ask again.
@Suite("Event batches", .timeLimit(.minutes(1)))
struct EventBatchTests {
    @Test func batchesHandOutEveryEventOnceAndTheCursorMovesOnlyWhenTheNextIsAskedFor() async throws {
        try await withLoopbackServer({ request in
            switch request.index {
            case 0: .eventStream([.text("id: 1\ndata: a\n\nid: 2\ndata: b\n\nid: 3\ndata: c\n\n"), .cut])
            case 1: .eventStream([.text("id: 4\ndata: d\n\n")])
            default: .noContent
            }
        }) { server in
            let reader = makeClient(quickResume).reader(for: server.request())
            var ids: [String] = []
            var sizes: [Int] = []
            for _ in 0..<20 {
                guard let batch = try await reader.nextBatch() else { break }
                sizes.append(batch.count)
                for case .event(let event) in batch { ids.append(event.id) }
            }
            #expect(ids == ["1", "2", "3", "4"], "every event once, none twice (batches of \(sizes))")
            #expect(server.requests.map { $0.header("Last-Event-ID") }.prefix(2) == [nil, "3"])
        }
    }
}
