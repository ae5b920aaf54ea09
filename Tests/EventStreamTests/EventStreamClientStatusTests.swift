import EventStream
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct EventStreamClientStatusTests {
    @Test func errorStatusCarriesStatusAndBody() async throws {
        let body = #"{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}"#
        try await withLoopbackServer({ _ in .text(status: 401, body, contentType: "application/json") }) { server in
            let result = await collect(makeClient().events(for: server.request()))
            let error = try #require(result.eventStreamError)
            #expect(error.code == .badStatus)
            #expect(error.status == 401)
            #expect(error.body == body)
            #expect(result.elements.isEmpty)
        }
    }

    @Test func errorBodyIsCappedAtTwoKilobytes() async throws {
        let body = String(repeating: "x", count: 10_000)
        try await withLoopbackServer({ _ in .text(status: 500, body) }) { server in
            let error = try #require(await collect(makeClient().events(for: server.request())).eventStreamError)
            #expect(error.status == 500)
            #expect(error.body?.count == 2048)
        }
    }

    @Test func cappedErrorBodyNeverSplitsACharacter() async throws {
        let body = String(repeating: "あ", count: 1000)
        try await withLoopbackServer({ _ in .text(status: 503, body) }) { server in
            let error = try #require(await collect(makeClient().events(for: server.request())).eventStreamError)
            #expect(error.body == String(repeating: "あ", count: 682))
        }
    }

    @Test func wrongContentTypeCarriesStatusAndBody() async throws {
        let body = #"{"content":"not a stream"}"#
        try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
            let error = try #require(
                await collect(makeClient(quickResume).events(for: server.request())).eventStreamError)
            #expect(error.code == .wrongContentType)
            #expect(error.status == 200)
            #expect(error.body == body)
            #expect(server.requests.count == 1)
        }
    }

    /// A client told to accept JSON whole hands the body out as the stream's only update, however it was split.
    @Test func anAcceptedWholeBodyIsHandedOutOnceAndEndsTheStream() async throws {
        let body = #"{"choices":[{"message":{"content":"はじめまして"}}]}"#
        let response = ScriptedResponse(
            headers: [("Content-Type", "Application/JSON; charset=utf-8")],
            steps: ByteSplits.every(5, Array(body.utf8)).map { .send($0) },
            framing: .chunked
        )
        try await withLoopbackServer({ _ in response }) { server in
            let client = EventStreamClient(
                configuration: .init(reconnect: quickResume, wholeBodyTypes: ["application/json"]))
            let result = await collect(client.updates(for: server.request()))
            #expect(result.error == nil)
            #expect(
                result.elements == [.wholeBody(contentType: "Application/JSON; charset=utf-8", body: Data(body.utf8))])
            #expect(server.requests.count == 1, "a whole answer is never asked for again")
        }
    }

    @Test func aWholeBodyLargerThanTheEventLimitIsRefused() async throws {
        let body = "[" + String(repeating: "1,", count: 600) + "1]"
        try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
            let client = EventStreamClient(
                configuration: .init(maxEventSize: 1000, wholeBodyTypes: ["application/json"]))
            let result = await collect(client.updates(for: server.request()))
            #expect(result.eventStreamError?.code == .eventTooLarge)
            #expect(result.elements.isEmpty)
        }
    }

    /// Accepting JSON changes nothing for other types, and nothing for an error status with a JSON body.
    @Test(arguments: [(200, "text/html"), (500, "application/json")])
    func otherTypesAndErrorStatusesStayErrors(status: Int, contentType: String) async throws {
        try await withLoopbackServer({ _ in .text(status: status, #"{"error":"no"}"#, contentType: contentType) }) {
            server in
            let client = EventStreamClient(configuration: .init(wholeBodyTypes: ["application/json"]))
            let result = await collect(client.updates(for: server.request()))
            #expect(result.eventStreamError?.code == (status == 200 ? .wrongContentType : .badStatus))
            #expect(result.elements.isEmpty)
        }
    }

    @Test func contentTypeParametersAreAccepted() async throws {
        let response = ScriptedResponse(
            headers: [("Content-Type", "Text/Event-Stream; charset=utf-8")],
            steps: [.event(data: "hello")]
        )
        try await withLoopbackServer({ _ in response }) { server in
            let result = await collect(makeClient().events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.map(\.data) == ["hello"])
        }
    }

    @Test func noContentStopsWithoutReconnecting() async throws {
        try await withLoopbackServer({ _ in .noContent }) { server in
            let result = await collect(makeClient(quickResume).events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.isEmpty)
            #expect(server.requests.count == 1, "the stream has ended: nothing can reconnect any more")
        }
    }

    @Test(arguments: [400, 401, 403, 404, 410, 422])
    func clientErrorsAreFinalEvenWhenResuming(status: Int) async throws {
        try await withLoopbackServer({ _ in .text(status: status, "no") }) { server in
            let error = try #require(
                await collect(makeClient(quickResume).events(for: server.request())).eventStreamError)
            #expect(error.code == .badStatus)
            #expect(error.status == status)
            #expect(server.requests.count == 1)
        }
    }

    @Test(arguments: [408, 429, 500, 503])
    func retryableStatusesAreThrownAtOnceWithoutResume(status: Int) async throws {
        try await withLoopbackServer({ _ in .text(status: status, "busy") }) { server in
            let error = try #require(await collect(makeClient(.none).events(for: server.request())).eventStreamError)
            #expect(error.code == .badStatus)
            #expect(error.status == status)
            #expect(server.requests.count == 1)
        }
    }

    @Test func tooManyRequestsWaitsRetryAfterThenStreams() async throws {
        let clock = ImmediateClock()
        let client = makeClient(.resume(jitter: 0), idleTimeout: nil, connectTimeout: nil, clock: clock)
        try await withLoopbackServer({ request in
            request.index == 0
                ? .text(status: 429, "slow down", headers: [("Retry-After", "7")])
                : request.index == 1 ? .eventStream([.event(id: "1", data: "after the wait")]) : .noContent
        }) { server in
            let result = await collect(client.events(for: server.request()))
            #expect(result.error == nil)
            #expect(result.elements.map(\.data) == ["after the wait"])
            #expect(clock.sleeps.first == .seconds(7))
        }
    }

    @Test func retryAfterAsHTTPDateIsReported() async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        // The date is made when the request arrives, so a slow start of the test (a loaded machine) cannot eat into
        // it; the bound below only excludes a wait that ignored the date.
        let headers = { @Sendable in [("Retry-After", formatter.string(from: Date().addingTimeInterval(120)))] }
        try await withLoopbackServer({ _ in .text(status: 503, "maintenance", headers: headers()) }) {
            server in
            let error = try #require(await collect(makeClient().events(for: server.request())).eventStreamError)
            let retryAfter = try #require(error.retryAfter)
            #expect(retryAfter > .seconds(60) && retryAfter <= .seconds(121))
        }
    }

    @Test func retryAfterLongerThanTheLimitEndsWithTheStatus() async throws {
        let clock = ImmediateClock()
        let client = makeClient(
            .resume(maxRetryAfter: .seconds(60)), idleTimeout: nil, connectTimeout: nil, clock: clock)
        try await withLoopbackServer({ _ in .text(status: 429, "quota", headers: [("Retry-After", "3600")]) }) {
            server in
            let error = try #require(await collect(client.events(for: server.request())).eventStreamError)
            #expect(error.code == .badStatus)
            #expect(error.retryAfter == .seconds(3600))
            #expect(server.requests.count == 1)
            #expect(clock.sleeps.isEmpty)
        }
    }

    @Test func serverErrorsBackOffExponentiallyUntilAttemptsRunOut() async throws {
        let clock = ImmediateClock()
        let policy = ReconnectPolicy.resume(
            maxAttempts: 4,
            initialBackoff: .seconds(1),
            maxBackoff: .seconds(4),
            jitter: 0
        )
        let client = makeClient(policy, idleTimeout: nil, connectTimeout: nil, clock: clock)
        try await withLoopbackServer({ _ in .text(status: 502, "bad gateway") }) { server in
            let error = try #require(await collect(client.events(for: server.request())).eventStreamError)
            #expect(error.code == .reconnectsExhausted)
            #expect(error.status == 502)
            #expect(error.body == "bad gateway")
            #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4), .seconds(4)])
            #expect(server.requests.count == 5)
        }
    }

    @Test func jitterShortensBackoffWithinItsFraction() async throws {
        let clock = ImmediateClock()
        let policy = ReconnectPolicy.resume(
            maxAttempts: 6, initialBackoff: .seconds(8), maxBackoff: .seconds(8), jitter: 0.5)
        let client = makeClient(policy, idleTimeout: nil, connectTimeout: nil, clock: clock)
        try await withLoopbackServer({ _ in .text(status: 503, "busy") }) { server in
            _ = await collect(client.events(for: server.request()))
            #expect(clock.sleeps.count == 6)
            #expect(clock.sleeps.allSatisfy { $0 > .seconds(4) && $0 <= .seconds(8) })
        }
    }
}
