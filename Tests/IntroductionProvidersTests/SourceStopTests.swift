import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import IntroductionWriting
import Synchronization
import TestSupport
import Testing

@Suite("Stopping a network source", .timeLimit(.minutes(1)))
struct SourceStopTests {
    /// Each network source with the first frame of a stream it understands.
    enum Kind: String, CaseIterable, Sendable {
        case service, openai, anthropic

        func source(_ server: LoopbackServer) -> any IntroductionSource {
            switch self {
            case .service:
                IntroductionService(url: server.url("/stream"), client: testClient(reconnect: quickServiceResume))
            case .openai: ChatCompletions(baseURL: server.url("/v1"), client: testClient())
            case .anthropic: AnthropicMessages(baseURL: server.url("/"), apiKey: "k", client: testClient())
            }
        }

        var firstFrame: String {
            switch self {
            case .service: "id: 1\ndata: {\"content\":\"はじめ\",\"status\":\"in_progress\",\"error\":null}\n\n"
            case .openai: "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"はじめ\"}}]}\n\n"
            case .anthropic:
                "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,"
                    + "\"delta\":{\"type\":\"text_delta\",\"text\":\"はじめ\"}}\n\n"
            }
        }
    }

    /// A server that sends the first frame and then nothing, keeping the connection open.
    static func stalling(_ kind: Kind) -> LoopbackServer.Script {
        { _ in .eventStream([.text(kind.firstFrame), .stall]) }
    }

    @Test(arguments: Kind.allCases)
    func cancellingTheConsumerClosesTheConnectionAtOnce(kind: Kind) async throws {
        try await withLoopbackServer(Self.stalling(kind)) { server in
            let received = Mutex<[String]>([])
            let stream = kind.source(server).stream(SampleRequests.japanese)
            let consumer = Task {
                for try await chunk in stream {
                    received.withLock { $0.append(chunk.content) }
                }
            }
            #expect(await eventually { received.withLock { $0 } == ["はじめ"] })
            consumer.cancel()
            let close = try #require(await lastClose(server))
            #expect(close.cause == .client)
            await #expect(throws: CancellationError.self) { try await consumer.value }
            #expect(server.requests.count == 1)
        }
    }

    @Test(arguments: Kind.allCases)
    func leavingTheLoopClosesTheConnectionAtOnce(kind: Kind) async throws {
        try await withLoopbackServer(Self.stalling(kind)) { server in
            var first: String?
            for try await chunk in kind.source(server).stream(SampleRequests.japanese) {
                first = chunk.content
                break
            }
            #expect(first == "はじめ")
            let close = try #require(await lastClose(server))
            #expect(close.cause == .client)
        }
    }

    @Test(arguments: Kind.allCases)
    func theSessionsStopKeepsTheTextAndClosesTheConnection(kind: Kind) async throws {
        try await withLoopbackServer(Self.stalling(kind)) { server in
            let session = IntroductionSession(source: kind.source(server))
            await session.generate(SampleRequests.japanese)
            #expect(await eventually { await session.snapshot.text == "はじめ" })
            await session.stop()
            let close = try #require(await lastClose(server))
            #expect(close.cause == .client)
            let final = await session.waitUntilFinished()
            #expect(final.state == .stopped)
            #expect(final.text == "はじめ")
        }
    }

    @Test func nothingIsSentUntilTheStreamIsIterated() async throws {
        try await withLoopbackServer(Self.stalling(.openai)) { server in
            let stream = Kind.openai.source(server).stream(SampleRequests.english)
            try await Task.sleep(for: .milliseconds(100))
            #expect(server.requests.isEmpty)
            _ = stream
        }
    }
}
