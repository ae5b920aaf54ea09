import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import IntroductionTestSupport
import TestSupport
import Testing

/// Resuming a service stream: `Last-Event-ID`, backoff and the limits of trying again.
extension IntroductionServiceTests {

    /// Twenty frames with ids 1...20 (the last `completed`), numbered in the text so loss or repetition shows.
    static let numbered = (1...20).map { "[\($0)]" }

    static func numberedFrames(_ ids: ClosedRange<Int>) -> String {
        ids.map { id in
            id == 20
                ? frame(id: id, content: numbered[id - 1], status: "completed")
                : frame(id: id, content: numbered[id - 1])
        }.joined()
    }

    @Test func resumesFromLastEventIDAfterCutsWithNoTextLostOrRepeated() async throws {
        // Connection n ends after frame cuts[n], with part of the next frame (its id line included) sent.
        let cuts = [3, 4, 9, 15]
        try await withLoopbackServer({ request in
            let start = (request.header("Last-Event-ID").flatMap(Int.init) ?? 0) + 1
            guard start <= 20 else { return .noContent }
            guard request.index < cuts.count else { return .eventStream([.text(Self.numberedFrames(start...20))]) }
            let end = max(start, cuts[request.index])
            let partial = Array(Self.frame(id: end + 1, content: "[partial]").utf8.prefix(12))
            return .eventStream([.text(Self.numberedFrames(start...end)), .send(partial), .cut])
        }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.error == nil, "\(result.message)")
            #expect(result.text == Self.numbered.joined())
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "3", "4", "9", "15"])
            #expect(server.requests.allSatisfy { $0.method == "POST" && !$0.body.isEmpty })
        }
    }

    @Test func framesAServerReplaysAfterResumingAreNotAppliedTwice() async throws {
        // This server ignores Last-Event-ID and starts over on the second connection.
        try await withLoopbackServer({ request in
            request.index == 0
                ? .eventStream([.text(Self.numberedFrames(1...6)), .cut])
                : .eventStream([.text(Self.numberedFrames(1...20))])
        }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.error == nil, "\(result.message)")
            #expect(result.text == Self.numbered.joined())
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "6"])
        }
    }

    @Test(arguments: [ScriptedResponse.Step.cut, .close])
    func withoutIDsADropIsConnectionLostAndNeverARerun(ending: ScriptedResponse.Step) async throws {
        let wire = Self.frame(content: "はじめまして。") + Self.frame(content: "山田です")
        try await withLoopbackServer({ _ in .eventStream([.text(wire), ending]) }) { server in
            let result = await run(service(server), SampleRequests.japanese)
            #expect(result.text == "はじめまして。山田です")
            #expect(result.sourceError?.code == .connectionLost)
            #expect(result.message.contains("text so far is kept"))
            #expect(server.requests.count == 1, "the stream has ended: nothing can reconnect any more")
        }
    }

    @Test func theSessionKeepsThePartialTextWhenTheConnectionIsLost() async throws {
        let wire = Self.frame(content: "Hi, I'm ") + Self.frame(content: "Taro")
        try await withLoopbackServer({ _ in .eventStream([.text(wire), .cut]) }) { server in
            let session = IntroductionSession(source: service(server))
            await session.generate(SampleRequests.english)
            let final = await session.waitUntilFinished()
            #expect(final.text == "Hi, I'm Taro")
            guard case .failed(let message) = final.state else {
                Issue.record("expected a failure, got \(final.state)")
                return
            }
            #expect(message.description.contains("connection was lost"))
        }
    }

    @Test func aCleanEndWithIDsButNoCompletedFrameIsTruncated() async throws {
        try await withLoopbackServer({ request in
            request.index == 0 ? .eventStream([.text(Self.numberedFrames(1...3))]) : .noContent
        }) { server in
            let result = await run(service(server), SampleRequests.english)
            #expect(result.text == "[1][2][3]")
            #expect(result.sourceError == .truncated)
            #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "3"])
        }
    }

}
