import EventStream
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct EventStreamClientStreamingTests {
    @Test func requestArrivesExactly() async throws {
        let body = Data(#"{"name":"山田 花子","role":"iOS engineer"}"#.utf8)
        try await withLoopbackServer({ _ in .eventStream([.event(data: "ok")]) }) { server in
            let request = HTTPRequest(
                url: server.url("/api/introduction/stream?lang=ja"),
                method: "POST",
                headers: [
                    ("Content-Type", "application/json"),
                    ("Authorization", "Bearer sk-test"),
                    ("X-Trace", "a b;c=d"),
                ],
                body: body
            )
            let result = await collect(makeClient().events(for: request))
            #expect(result.error == nil)
            let received = try #require(server.requests.first)
            #expect(received.method == "POST")
            #expect(received.path == "/api/introduction/stream?lang=ja")
            #expect(received.header("Content-Type") == "application/json")
            #expect(received.header("Authorization") == "Bearer sk-test")
            #expect(received.header("X-Trace") == "a b;c=d")
            #expect(received.header("Accept") == "text/event-stream")
            #expect(received.header("Last-Event-ID") == nil)
            #expect(received.body == body)
        }
    }

    @Test func japaneseDrippedOneByteAtATimeArrivesIntact() async throws {
        let text = "はじめまして、山田花子と申します。🎉 よろしくお願いいたします"
        let wire = SSEWire.event(id: "1", data: text + "\n二行目")
        try await withLoopbackServer({ _ in .eventStream([.drip(wire, chunkSize: 1, every: .microseconds(300))]) }) {
            server in
            let result = await collect(makeClient().events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.map(\.data) == [text + "\n二行目"])
        }
    }

    @Test func oversizedEventEndsTheStreamAfterTheEventsBeforeIt() async throws {
        let big = String(repeating: "あ", count: 2000)
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "small"), .event(id: "2", data: big)]) }
        ) {
            server in
            let result = await collect(makeClient(quickResume, maxEventSize: 1024).events(for: server.request()))
            #expect(result.elements.map(\.data) == ["small"])
            #expect(result.eventStreamError?.code == .eventTooLarge)
            #expect(server.requests.count == 1)
        }
    }

    @Test func idleTimeoutEndsASilentConnection() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "first"), .stall]) }) { server in
            let started = ContinuousClock.now
            let result = await collect(makeClient(idleTimeout: .milliseconds(300)).events(for: server.request()))
            #expect(result.elements.map(\.data) == ["first"])
            #expect(result.eventStreamError?.code == .idleTimeout)
            #expect(ContinuousClock.now - started >= .milliseconds(300))
            let closes = try await server.waitForCloses(1)
            #expect(closes.first?.cause == .client)
        }
    }

    @Test func slowButSteadyStreamIsNotIdle() async throws {
        let wire = SSEWire.numberedEvents(1...5)
        let every = Duration.milliseconds(400) / wire.count * 2
        try await withLoopbackServer({ _ in .eventStream([.drip(wire, chunkSize: 1, every: every)]) }) { server in
            let result = await collect(makeClient(idleTimeout: .milliseconds(300)).events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.count == 5)
        }
    }

    @Test func connectTimeoutWhenTheHeadNeverComes() async throws {
        try await withLoopbackServer({ _ in ScriptedResponse(status: 200, headDelay: .seconds(5)) }) { server in
            let result = await collect(makeClient(connectTimeout: .milliseconds(200)).events(for: server.request()))
            #expect(result.eventStreamError?.code == .connectTimeout)
        }
    }

    @Test func refusedConnectionIsCannotConnect() async throws {
        let port = try await withLoopbackServer({ _ in .noContent }) { server in server.port }
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/gone")!)
        let result = await collect(makeClient().events(for: request))
        #expect(result.eventStreamError?.code == .cannotConnect)
    }

    @Test func cancellingTheConsumerClosesTheConnectionWithin100Milliseconds() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
            let (received, signal) = AsyncStream.makeStream(of: Void.self)
            let stream = makeClient().events(for: server.request())
            let consumer = Task {
                for try await _ in stream { signal.yield() }
            }
            var signals = received.makeAsyncIterator()
            _ = await signals.next()
            let cancelledAt = ContinuousClock.now
            consumer.cancel()
            let closes = try await server.waitForCloses(1, timeout: .seconds(2))
            let close = try #require(closes.first)
            #expect(close.cause == .client)
            #expect(close.at - cancelledAt < .milliseconds(100))
            await #expect(throws: CancellationError.self) { try await consumer.value }
        }
    }

    @Test func droppingTheIteratorClosesTheConnection() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
            do {
                var iterator = makeClient().events(for: server.request()).makeAsyncIterator()
                _ = try await iterator.next()
            }
            let droppedAt = ContinuousClock.now
            let close = try #require(try await server.waitForCloses(1, timeout: .seconds(2)).first)
            #expect(close.cause == .client)
            #expect(close.at - droppedAt < .milliseconds(100))
        }
    }

    @Test func cancellingDuringABackoffWaitEndsAtOnce() async throws {
        let policy = ReconnectPolicy.resume(initialBackoff: .seconds(30), maxBackoff: .seconds(30), jitter: 0)
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .cut]) }) { server in
            let (received, signal) = AsyncStream.makeStream(of: Void.self)
            let stream = makeClient(policy).events(for: server.request())
            let consumer = Task {
                for try await _ in stream { signal.yield() }
            }
            var signals = received.makeAsyncIterator()
            _ = await signals.next()
            _ = try await server.waitForCloses(1)
            try await Task.sleep(for: .milliseconds(20))
            let cancelledAt = ContinuousClock.now
            consumer.cancel()
            await #expect(throws: CancellationError.self) { try await consumer.value }
            // "At once" against a 30 s wait; the bound leaves room for a loaded two-core CI machine.
            #expect(ContinuousClock.now - cancelledAt < .seconds(1))
            #expect(server.requests.count == 1)
        }
    }
}
