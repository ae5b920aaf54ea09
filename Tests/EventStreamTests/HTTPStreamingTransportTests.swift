import EventStream
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct HTTPStreamingTransportTests {
    @Test(arguments: [ScriptedResponse.Framing.closeDelimited, .chunked, .contentLength])
    func partsArriveHeadFirstWithTheWholeBody(framing: ScriptedResponse.Framing) async throws {
        let pieces = ByteSplits.irregular(Array("ストリーム body ✓".utf8), maxSize: 4)
        let response = ScriptedResponse(
            status: 200,
            headers: [("Content-Type", "text/event-stream"), ("X-Custom", "yes")],
            steps: pieces.flatMap { [.send($0), .sleep(.milliseconds(2))] },
            framing: framing
        )
        try await withLoopbackServer({ _ in response }) { server in
            var parts: [HTTPResponsePart] = []
            for try await part in HTTPStreamingTransport().send(server.request()) {
                parts.append(part)
            }
            guard case .head(let status, let headers) = parts.first else {
                Issue.record("no head first")
                return
            }
            #expect(status == 200)
            #expect(headers["x-custom"] == "yes")
            #expect(headers["content-type"] == "text/event-stream")
            var body = Data()
            for case .body(let data) in parts.dropFirst() { body.append(data) }
            #expect(String(decoding: body, as: UTF8.self) == "ストリーム body ✓")
        }
    }

    @Test func invalidURLIsInvalidRequest() async throws {
        let stream = HTTPStreamingTransport().send(HTTPRequest(url: URL(string: "ftp://example.com/x")!))
        await #expect {
            for try await _ in stream {}
        } throws: { ($0 as? EventStreamError)?.code == .invalidRequest }
    }

    @Test func eachRequestUsesItsOwnConnection() async throws {
        try await withLoopbackServer({ _ in .eventStream([.event(data: "x")]) }) { server in
            let transport = HTTPStreamingTransport()
            for _ in 0..<3 {
                for try await _ in transport.send(server.request()) {}
            }
            let closes = try await server.waitForCloses(3)
            #expect(server.requests.count == 3)
            #expect(closes.count == 3)
        }
    }
}
