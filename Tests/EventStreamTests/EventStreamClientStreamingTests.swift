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

    @Test func idleTimeoutEndsASilentConnectionAndClosesIt() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "first"), .stall]) }) { server in
            let clock = ManualClock()
            let client = makeClient(idleTimeout: .seconds(60), connectTimeout: .seconds(15), clock: clock)
            var events = client.events(for: server.request()).makeAsyncIterator()
            #expect(try await events.next()?.data == "first")
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(59))
            // Not yet: the stream still waits; a minute after the last byte it is idle.
            #expect(server.closes.isEmpty)
            clock.advance(by: .seconds(2))
            await #expect {
                _ = try await events.next()
            } throws: { ($0 as? EventStreamError) == .idleTimeout(after: .seconds(60)) }
            let closes = try await server.waitForCloses(1)
            #expect(closes.first?.cause == .client)
        }
    }

    @Test func everyByteRestartsTheIdleLimit() async throws {
        let second = Gate()
        try await withLoopbackServer({ _ in
            .eventStream([.event(data: "1"), .wait(second), .event(data: "2"), .stall])
        }) { server in
            let clock = ManualClock()
            let client = makeClient(idleTimeout: .seconds(60), connectTimeout: nil, clock: clock)
            var events = client.events(for: server.request()).makeAsyncIterator()
            #expect(try await events.next()?.data == "1")
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(50))
            second.open()
            #expect(try await events.next()?.data == "2")
            // 100 s after the start but only 50 s after the last byte: still open.
            clock.advance(by: .seconds(50))
            try await clock.waitForSleepers(1)
            #expect(server.closes.isEmpty)
            clock.advance(by: .seconds(11))
            await #expect {
                _ = try await events.next()
            } throws: { ($0 as? EventStreamError)?.code == .idleTimeout }
        }
    }

    @Test func connectTimeoutWhenTheHeadNeverComesIsNotRetried() async throws {
        try await withLoopbackServer({ _ in ScriptedResponse(status: 200, headDelay: .seconds(30)) }) { server in
            let clock = ManualClock()
            let client = makeClient(quickResume, connectTimeout: .seconds(15), clock: clock)
            let collecting = Task { await collect(client.updates(for: server.request())) }
            _ = try await server.waitForRequests(1)
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(16))
            let result = await collecting.value
            #expect(result.eventStreamError == .connectTimeout(after: .seconds(15)))
            #expect(result.elements.isEmpty, "a server that does not answer in 15 s is not asked again")
            #expect(server.requests.count == 1)
        }
    }

    @Test func aRefusedConnectionIsNamedAndNotRetried() async throws {
        let refusing = try RefusingPort()
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(refusing.port)/gone")!)
        let clock = ImmediateClock()
        // No timeouts: on this clock their sleeps would return at once; only a reconnect could sleep here.
        let client = makeClient(quickResume, idleTimeout: nil, connectTimeout: nil, clock: clock)
        let result = await collect(client.updates(for: request))
        #expect(result.eventStreamError?.code == .connectionRefused)
        #expect(result.elements.isEmpty, "no reconnect notice: a refused connection is not retried")
        #expect(clock.sleeps.isEmpty)
        withExtendedLifetime(refusing) {}
    }

    @Test func cancellingTheConsumerClosesTheConnection() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
            let (received, signal) = AsyncStream.makeStream(of: Void.self)
            let stream = makeClient().events(for: server.request())
            let consumer = Task {
                for try await _ in stream { signal.yield() }
            }
            var signals = received.makeAsyncIterator()
            _ = await signals.next()
            consumer.cancel()
            // The server stalls for ever: only the client can end this connection. (How fast: `make bench`.)
            let close = try #require(try await server.waitForCloses(1).first)
            #expect(close.cause == .client)
            do {
                try await consumer.value
            } catch {
                #expect(error is CancellationError)
            }
        }
    }

    @Test func droppingTheIteratorClosesTheConnection() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .stall]) }) { server in
            do {
                var iterator = makeClient().events(for: server.request()).makeAsyncIterator()
                _ = try await iterator.next()
            }
            let close = try #require(try await server.waitForCloses(1).first)
            #expect(close.cause == .client)
        }
    }

    @Test func cancellingDuringABackoffWaitEndsItWithoutReconnecting() async throws {
        let policy = ReconnectPolicy.resume(initialBackoff: .seconds(30), maxBackoff: .seconds(30), jitter: 0)
        try await withLoopbackServer({ _ in .eventStream([.event(id: "1", data: "a"), .cut]) }) { server in
            let clock = ManualClock()
            var updates = makeClient(policy, idleTimeout: nil, connectTimeout: nil, clock: clock)
                .updates(for: server.request()).makeAsyncIterator()
            #expect(try await updates.next() == .event(ServerSentEvent(data: "a", id: "1")))
            guard case .reconnecting(let reconnect) = try await updates.next() else {
                Issue.record("expected a reconnect notice")
                return
            }
            #expect(reconnect.attempt == 1 && reconnect.delay == .seconds(30))
            #expect(reconnect.cause?.code == .connectionLost)
            let waiting = Task { [updates] in
                var updates = updates
                return try await updates.next()
            }
            try await clock.waitForSleepers(1)
            waiting.cancel()
            await #expect(throws: CancellationError.self) { try await waiting.value }
            #expect(clock.sleeperCount == 0)
            #expect(server.requests.count == 1)
        }
    }
}
