import EventStream
import Testing

@Suite("SSE parser, limits and state")
struct SSEParserBehaviourTests {
    @Test func japaneseSplitInsideEveryCharacterDecodesIntact() throws {
        let text = "はじめまして、山田太郎と申します。よろしくお願いいたします。🙇‍♂️"
        let bytes = Array("id: 1\ndata: \(text)\n\n".utf8)
        for cut in 0...bytes.count {
            let outputs = try parseInPieces(bytes, cuts: [cut])
            #expect(outputs == [.event(ServerSentEvent(data: text, id: "1"))], "split at \(cut)")
        }
    }

    @Test func oversizedEventEndsWithEventTooLarge() {
        let bytes = Array(String(repeating: "data: 0123456789\n", count: 20).utf8)
        #expect {
            _ = try parseInPieces(bytes, cuts: [], maxEventSize: 100)
        } throws: { error in
            (error as? EventStreamError)?.code == .eventTooLarge
        }
    }

    @Test func oversizedLineWithoutEndingEndsWithEventTooLarge() {
        let bytes = Array(("data: " + String(repeating: "x", count: 1_000)).utf8)
        #expect {
            _ = try parseInPieces(bytes, cuts: Array(stride(from: 0, to: bytes.count, by: 7)), maxEventSize: 256)
        } throws: { error in
            (error as? EventStreamError)?.code == .eventTooLarge
        }
    }

    /// Found by `make fuzz`: a line longer than the limit passed when one read held it whole.
    @Test func aLineLongerThanTheLimitIsRefusedWholeAndInEverySplit() {
        let bytes = Array(": a comment longer than the limit\ndata: x\n\n".utf8)
        for cuts in [[]] + (1..<bytes.count).map({ [$0] }) {
            #expect("cuts \(cuts)") {
                _ = try parseInPieces(bytes, cuts: cuts, maxEventSize: 16)
            } throws: { error in
                (error as? EventStreamError)?.code == .eventTooLarge
            }
        }
    }

    @Test func eventJustUnderTheLimitIsAccepted() throws {
        let payload = String(repeating: "y", count: 90)
        let outputs = try parseInPieces(Array("data: \(payload)\n\n".utf8), cuts: [], maxEventSize: 100)
        #expect(outputs == [.event(ServerSentEvent(data: payload))])
    }

    @Test func lastEventIDAdvancesOnlyOnDispatch() throws {
        var parser = SSEParser()
        _ = try parser.parse(Array("id: 5\ndata: x\n".utf8))
        #expect(parser.lastEventID == "")
        _ = try parser.parse(Array("\n".utf8))
        #expect(parser.lastEventID == "5")
        _ = try parser.parse(Array("id: 6\ndata: y\n".utf8))
        parser.finish()
        #expect(parser.lastEventID == "5")
    }

    @Test func resumedParserCarriesTheCursorAsItsId() throws {
        var parser = SSEParser(lastEventID: "41")
        let outputs = try parser.parse(Array("data: next\n\n".utf8))
        #expect(outputs == [.event(ServerSentEvent(data: "next", id: "41"))])
    }

    @Test func finishForgetsAnIdReadInTheDiscardedEvent() throws {
        var parser = SSEParser()
        _ = try parser.parse(Array("id: 1\ndata: a\n\nid: 2\ndata: b".utf8))
        parser.finish()
        let outputs = try parser.parse(Array("data: c\n\n".utf8))
        #expect(outputs == [.event(ServerSentEvent(data: "c", id: "1"))])
    }

    @Test func handlerErrorStopsParsing() {
        struct Stop: Error {}
        var parser = SSEParser()
        var seen = 0
        let bytes = Array("data: 1\n\ndata: 2\n\n".utf8)
        #expect(throws: Stop.self) {
            try bytes.withUnsafeBytes { buffer in
                try parser.parse(buffer) { _ in
                    seen += 1
                    throw Stop()
                }
            }
        }
        #expect(seen == 1)
    }
}
