import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

@Suite("Introduction service source", .timeLimit(.minutes(1)))
struct IntroductionServiceTests {
    static let path = "/api/introduction/stream"

    /// One service frame as the original endpoint writes it.
    static func frame(
        id: Int? = nil,
        content: String?,
        status: String = "in_progress",
        error: String = "null",
        lineEnding: String = "\n"
    ) -> String {
        let content = content.map(jsonString) ?? "null"
        let idLine = id.map { "id: \($0)\(lineEnding)" } ?? ""
        return idLine + #"data: {"content":\#(content),"status":"\#(status)","error":\#(error)}"# + lineEnding
            + lineEnding
    }

    /// Every piece in its own frame (ids from 1 when `ids`), then an empty `completed` frame.
    static func transcript(_ pieces: [String], ids: Bool = true, lineEnding: String = "\n") -> String {
        var text = pieces.enumerated().map { index, piece in
            frame(id: ids ? index + 1 : nil, content: piece, lineEnding: lineEnding)
        }.joined()
        text += frame(id: ids ? pieces.count + 1 : nil, content: nil, status: "completed", lineEnding: lineEnding)
        return text
    }

    func service(
        _ server: LoopbackServer,
        apiKey: String? = nil,
        headers: [String: String] = [:],
        client: EventStreamClient.Configuration = testClient(reconnect: quickServiceResume)
    ) -> IntroductionService {
        IntroductionService(url: server.url(Self.path), apiKey: apiKey, headers: headers, client: client)
    }

    @Test func sendsTheProfileAndOptionsAsJSONWithStreamingHeaders() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["こんにちは"]))]) }) { server in
            let source = service(server, apiKey: "svc-secret-123456", headers: ["X-Team": "mobile"])
            let result = await run(source, SampleRequests.japanese)
            #expect(result.completed)
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == Self.path)
            #expect(request.header("Content-Type") == "application/json")
            #expect(request.header("Accept") == "text/event-stream")
            #expect(request.header("Authorization") == "Bearer svc-secret-123456")
            #expect(request.header("X-Team") == "mobile")
            #expect(request.header("Last-Event-ID") == nil)
            let body = try #require(jsonObject(request.body))
            #expect(
                Set(body.keys)
                    == [
                        "name", "role", "skills", "experience", "interests", "notes", "language", "tone", "length",
                        "for",
                    ])
            #expect(body["name"] as? String == "山田太郎")
            #expect(body["role"] as? String == "iOSエンジニア")
            #expect(body["skills"] as? [String] == ["Swift", "SwiftUI", "SSE"])
            #expect(body["experience"] as? String == "5年")
            #expect(body["interests"] as? String == "カメラ、登山")
            #expect(body["notes"] as? String == "来月から東京で働きます。")
            #expect(body["language"] as? String == "ja")
            #expect(body["tone"] as? String == "formal")
            #expect(body["length"] as? String == "medium")
            #expect(body["for"] as? String == "meetup")
            #expect(source.label == "service 127.0.0.1:\(server.port)")
        }
    }

    @Test func withoutAKeyNoAuthorizationIsSent() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Hi"]))]) }) { server in
            #expect(await run(service(server), SampleRequests.english).completed)
            #expect(server.requests.first?.header("Authorization") == nil)
        }
    }

    @Test(arguments: ComposerLanguage.allCases.map(\.language))
    func reassemblesTheExactTextFromFramesSplitAnywhere(language: GenerationOptions.Language) async throws {
        let pieces = SamplePieces.of(language)
        // Japanese uses CRLF line ends, so cuts also fall between CR and LF.
        let bytes = Array(Self.transcript(pieces, lineEnding: language == .ja ? "\r\n" : "\n").utf8)
        let plans = awkwardPlans(bytes)
        try await withLoopbackServer({ request in
            .eventStream(steps(writing: plans[request.index % plans.count]), framing: .chunked)
        }) { server in
            for (index, plan) in plans.enumerated() {
                let result = await run(service(server), SampleRequests.of(language))
                #expect(result.error == nil, "plan \(index) (\(plan.count) pieces): \(result.message)")
                #expect(result.text == pieces.joined(), "plan \(index)")
                #expect(result.chunks.count == pieces.count + 1, "plan \(index)")
                #expect(result.chunks.last?.status == .completed)
            }
        }
    }

    @Test func dripFedFramesArriveWhole() async throws {
        let pieces = SamplePieces.japanese
        try await withLoopbackServer({ _ in
            .eventStream([.drip(Self.transcript(pieces), chunkSize: 5, every: .milliseconds(1))])
        }) { server in
            let result = await run(service(server), SampleRequests.japanese)
            #expect(result.completed)
            #expect(result.text == pieces.joined())
        }
    }

    @Test func nullOrMissingContentAndUnknownFieldsAreTolerated() async throws {
        let wire = [
            #"data: {"content":null,"status":"in_progress","error":null}"#,
            #"data: {"status":"in_progress"}"#,
            #"data: {"content":"Hello","status":"in_progress","error":null,"model":"intro-2","seq":1}"#,
            #"data: {"content":", world","status":"in_progress","error":"","meta":{"x":[1,2]}}"#,
            "data:",
            #"data: {"content":".","status":"completed","error":null}"#,
        ].map { $0 + "\n\n" }.joined()
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.completed)
            #expect(result.text == "Hello, world.")
            #expect(result.chunks.map(\.content) == ["Hello", ", world", "."])
        }
    }

    @Test func completedEndsTheStreamWithoutWaitingForTheServerToClose() async throws {
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["Done"])), .stall]) }) { server in
            // Without resuming and with a short idle limit, a reader that kept going would fail fast.
            let result = await run(
                service(server, client: testClient(idleTimeout: .seconds(2))), SampleRequests.english)
            #expect(result.completed)
            let close = try #require(await lastClose(server))
            #expect(close.cause == .client)
        }
    }

    @Test func anErrorFrameEndsWithTheServicesMessageAfterItsText() async throws {
        let wire =
            Self.frame(id: 1, content: "途中まで")
            + Self.frame(id: 2, content: "です", error: jsonString("生成に失敗しました (quota)"))
            + Self.frame(id: 3, content: "never shown")
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.japanese)
            #expect(result.text == "途中までです")
            #expect(result.sourceError?.code == .provider)
            #expect(result.message.contains("生成に失敗しました (quota)"))
        }
    }

    @Test func anErrorObjectIsReadForItsMessage() async throws {
        let wire = Self.frame(content: nil, error: #"{"code":"busy","message":"Service busy, retry later"}"#)
        try await withLoopbackServer({ _ in .eventStream([.text(wire)]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.sourceError?.code == .provider)
            #expect(result.message.contains("Service busy, retry later"))
        }
    }

    // MARK: - Failures

    @Test func aRefusedRequestNamesTheConfigurationAndTheServersWords() async throws {
        let body = #"{"error":{"message":"token expired","type":"auth"}}"#
        try await withLoopbackServer({ _ in .text(status: 401, body, contentType: "application/json") }) { server in
            let result = await run(service(server, apiKey: "svc-secret-123456"), SampleRequests.english)
            #expect(result.sourceError?.code == .unauthorized)
            #expect(result.message.contains("HTTP 401: token expired"))
            #expect(result.message.contains("credentials in your configuration"))
            #expect(server.requests.count == 1)
        }
    }

    @Test func notFoundNamesTheURLTried() async throws {
        try await withLoopbackServer({ _ in .text(status: 404, "404 page not found") }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.sourceError?.code == .notFound)
            #expect(result.message.contains(server.url(Self.path).absoluteString))
            #expect(result.message.contains("check the URL"))
            #expect(!result.message.contains("/v1"))
        }
    }

    @Test func serverErrorsAreRetriedThenShownWithTheBodysMessage() async throws {
        let body = #"{"error":{"message":"database unavailable"}}"#
        try await withLoopbackServer({ _ in .text(status: 503, body, contentType: "application/json") }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.sourceError?.code == .server)
            #expect(result.message.contains("HTTP 503: database unavailable"))
            #expect(server.requests.count == 4, "one request and three retries")
        }
    }

    @Test func aRateLimitLongerThanWorthWaitingIsShownWithTheWait() async throws {
        let body = #"{"error":{"message":"slow down"}}"#
        try await withLoopbackServer({ _ in
            .text(status: 429, body, contentType: "application/json", headers: [("Retry-After", "120")])
        }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.sourceError?.code == .rateLimited)
            #expect(result.message.contains("wait 120 s"))
            #expect(result.message.contains("slow down"))
        }
    }

    @Test func aResponseThatIsNotAnEventStreamShowsItsMessage() async throws {
        let body = #"{"message":"login required"}"#
        try await withLoopbackServer({ _ in .text(status: 200, body, contentType: "application/json") }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.sourceError?.code == .unexpectedResponse)
            #expect(result.message.contains("login required"))
        }
    }

    @Test func aFrameThatIsNotJSONIsAnInvalidFrameWithAnExcerpt() async throws {
        let wire = Self.frame(id: 1, content: "OK ") + "id: 2\ndata: <html>oops</html>\n\n"
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .stall]) }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.text == "OK ")
            #expect(result.sourceError?.code == .invalidFrame)
            #expect(result.message.contains("<html>oops</html>"))
            let close = try await lastClose(server)
            #expect(close?.cause == .client, "the connection is closed at once")
        }
    }

    // MARK: - Each event once, and faults named truthfully

    @Test func aServerThatResendsTheLastEventAfterResumingDoesNotRepeatIt() async throws {
        // It honours Last-Event-ID but starts with the event it names ("Hello, I am I am Ada." before).
        try await withLoopbackServer({ request in
            guard let last = request.header("Last-Event-ID").flatMap(Int.init) else {
                return .eventStream([.text(Self.numberedFrames(1...6)), .cut])
            }
            return .eventStream([.text(Self.numberedFrames(last...20))])
        }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.error == nil, "\(result.message)")
            #expect(result.text == Self.numbered.joined())
        }
    }

    @Test func aServerThatRepeatsItselfAfterEveryCutShowsTheTextOnceAndFails() async throws {
        // Every connection sends event 1 again and is cut ("Hello, " 21 times before).
        try await withLoopbackServer({ _ in .eventStream([.text(Self.frame(id: 1, content: "Hello, ")), .cut]) }) {
            server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.text == "Hello, ")
            #expect(result.sourceError == .connectionLost(reconnects: 3))
            #expect(result.message.contains("also after 3 reconnects"))
            #expect(result.chunks.compactMap(\.reconnecting).map(\.attempt) == [1, 2, 3])
            #expect(server.requests.count == 4, "the repeats are no progress: three attempts, then the end")
        }
    }

    @Test func aCutStreamSaysItIsReconnectingBeforeItResumes() async throws {
        try await withLoopbackServer({ request in
            request.index == 0
                ? .eventStream([.text(Self.numberedFrames(1...3)), .cut])
                : .eventStream([.text(Self.numberedFrames(4...20))])
        }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.error == nil)
            let notices = result.chunks.enumerated().filter { $0.element.reconnecting != nil }
            #expect(notices.map(\.offset) == [3], "after the three frames, before the rest")
            #expect(notices.first?.element.reconnecting == ReconnectProgress(attempt: 1, maxAttempts: 3))
            #expect(notices.first?.element.content == "")
        }
    }

    @Test func aRefusedConnectionIsNamedAndNeverRetried() async throws {
        let gone = try RefusingPort()
        let source = IntroductionService(
            url: URL(string: "http://127.0.0.1:\(gone.port)\(Self.path)")!,
            client: testClient(reconnect: quickServiceResume))
        let result = await run(source, SampleRequests.english)
        #expect(result.sourceError?.code == .connectionRefused)
        #expect(result.message.hasPrefix("The connection to 127.0.0.1:\(gone.port) was refused"))
        #expect(result.chunks.isEmpty, "no reconnect notice")
        withExtendedLifetime(gone) {}
    }

    @Test func anUntrustedCertificateIsNamedWithItsReasonAndNeverRetried() async throws {
        let certificates = try await TLSCertificates.shared()
        try await withLoopbackServer({ _ in .eventStream([.text(Self.transcript(["never"]))]) }) { server in
            try await withTLSProxy(in: server, identity: certificates.untrusted) { proxy in
                var client = testClient(reconnect: quickServiceResume)
                client.caFile = certificates.trustedCA
                let source = IntroductionService(url: proxy.url(Self.path), client: client)
                let result = await run(source, SampleRequests.english)
                #expect(result.sourceError?.code == .untrustedCertificate)
                #expect(result.message.contains("unable to get local issuer certificate"), "\(result.message)")
                #expect(result.message.contains("--cacert"))
                #expect(server.requests.isEmpty)
            }
        }
    }

    @Test func theSessionShowsTheReconnectWhileItWaitsAndClearsItWhenTextComes() async throws {
        let resumed = Gate()
        try await withLoopbackServer({ request in
            request.index == 0
                ? .eventStream([.text(Self.numberedFrames(1...3)), .cut])
                : .eventStream([.wait(resumed), .text(Self.numberedFrames(4...20))])
        }) { server in
            let session = IntroductionSession(source: service(server))
            await session.generate(SampleRequests.english)
            #expect(
                await eventually {
                    await session.snapshot.reconnecting == ReconnectProgress(attempt: 1, maxAttempts: 3)
                })
            #expect(await session.snapshot.state == .generating)
            resumed.open()
            let final = await session.waitUntilFinished()
            #expect(final.state == .completed)
            #expect(final.reconnecting == nil)
            #expect(final.text == Self.numbered.joined())
        }
    }
}
