@testable import EventStream
import Foundation
import TestSupport
import Testing

/// What the decoder made of a whole response.
private struct Decoded: Equatable {
    var heads: [Int] = []
    var headers: [String: String] = [:]
    var body: [UInt8] = []
    var ended = false
    var errorCode: EventStreamError.Code?
}

/// Feeds `pieces` in order, then the end of the connection when `close` is set.
private func decode(_ pieces: [[UInt8]], method: String = "GET", maxHeadSize: Int = 64 * 1024, close: Bool = true)
    -> Decoded
{
    var decoder = HTTPResponseDecoder(requestMethod: method, maxHeadSize: maxHeadSize)
    var decoded = Decoded()
    func apply(_ outputs: [HTTPResponseDecoder.Output]) {
        for output in outputs {
            switch output {
            case .head(let status, let headers):
                decoded.heads.append(status)
                decoded.headers = headers
            case .body(let data):
                #expect(!data.isEmpty, "body pieces are never empty")
                decoded.body += data
            case .end:
                decoded.ended = true
            case .failure(let error):
                #expect(decoded.errorCode == nil, "one failure at most")
                decoded.errorCode = error.code
            }
        }
    }
    for piece in pieces where !decoded.ended && decoded.errorCode == nil { apply(decoder.feed(Data(piece))) }
    if close && !decoded.ended && decoded.errorCode == nil { apply(decoder.finish()) }
    return decoded
}

/// The same bytes whole, one byte at a time, and cut in two at every offset.
private func everySplit(_ text: String) -> [[[UInt8]]] {
    let bytes = Array(text.utf8)
    return [[bytes], ByteSplits.every(1, bytes)] + ByteSplits.allTwoPieceSplits(bytes)
}

@Suite struct HTTPResponseDecoderTests {
    @Test func chunkedBodyWithExtensionsTrailersAndUppercaseHexDecodesAtEverySplit() {
        let wire =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n" + "A ; ext=\"q\"\r\n, world!!!\r\n" + "1a\r\nabcdefghijklmnopqrstuvwxyz\r\n"
            + "0;last\r\nExpires: never\r\nX-Trailer: 1\r\n\r\n"
        for pieces in everySplit(wire) {
            let decoded = decode(pieces, close: false)
            #expect(decoded.errorCode == nil)
            #expect(decoded.heads == [200])
            #expect(String(decoding: decoded.body, as: UTF8.self) == "hello, world!!!abcdefghijklmnopqrstuvwxyz")
            #expect(decoded.ended, "the last chunk ends the body without waiting for the close")
        }
    }

    @Test func contentLengthEndsTheBodyAndIgnoresWhatFollows() {
        let wire = "HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\nhello worldGARBAGE"
        for pieces in everySplit(wire) {
            let decoded = decode(pieces, close: false)
            #expect(decoded.body == Array("hello world".utf8))
            #expect(decoded.ended)
        }
    }

    @Test func closeDelimitedBodyEndsWithTheConnection() {
        let wire = "HTTP/1.0 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: x\n\n"
        for pieces in everySplit(wire) {
            let open = decode(pieces, close: false)
            #expect(!open.ended)
            let closed = decode(pieces)
            #expect(closed.body == Array("data: x\n\n".utf8))
            #expect(closed.ended)
            #expect(closed.errorCode == nil)
        }
    }

    @Test func interimResponsesAreSkipped() {
        let wire =
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
            + "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"
        for pieces in everySplit(wire) {
            let decoded = decode(pieces, close: false)
            #expect(decoded.heads == [201])
            #expect(decoded.headers["link"] == nil)
            #expect(decoded.body == Array("ok".utf8))
        }
    }

    @Test func headerNamesAreLowercasedRepeatsJoinedAndOddWhitespaceTrimmed() {
        let wire =
            "\r\nHTTP/1.1 200\r\nX-Multi: a\r\nx-multi:b  \r\nX-Folded: one\r\n \t two\r\nX-Tab:\tv\t\r\n"
            + "NoColonLine\r\nX-Empty:\r\nContent-Length: 0\r\n\r\n"
        let decoded = decode([Array(wire.utf8)], close: false)
        #expect(decoded.heads == [200])
        #expect(decoded.headers["x-multi"] == "a, b")
        #expect(decoded.headers["x-folded"] == "one two")
        #expect(decoded.headers["x-tab"] == "v")
        #expect(decoded.headers["x-empty"] == "")
        #expect(decoded.ended)
    }

    @Test func bareLineFeedsAreAccepted() {
        let decoded = decode([Array("HTTP/1.1 200 OK\nContent-Length: 3\n\nabc".utf8)], close: false)
        #expect(decoded.heads == [200])
        #expect(decoded.body == Array("abc".utf8))
    }

    @Test(arguments: [("HEAD", 200), ("GET", 204), ("GET", 304)])
    func responsesWithoutABodyEndAfterTheHead(method: String, status: Int) {
        let wire = "HTTP/1.1 \(status) X\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\n"
        let decoded = decode([Array(wire.utf8)], method: method, close: false)
        #expect(decoded.heads == [status])
        #expect(decoded.body.isEmpty)
        #expect(decoded.ended)
    }

    @Test func headLargerThanTheCapIsCannotConnect() {
        let wire = "HTTP/1.1 200 OK\r\nX-Big: \(String(repeating: "x", count: 200))\r\n\r\n"
        for pieces in [[Array(wire.utf8)], ByteSplits.every(7, Array(wire.utf8))] {
            let decoded = decode(pieces, maxHeadSize: 100)
            #expect(decoded.heads.isEmpty)
            #expect(decoded.errorCode == .cannotConnect)
        }
        #expect(decode([Array(wire.utf8)], maxHeadSize: 1000, close: false).heads == [200])
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nX-Trailer: 1\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nhello\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFF\r\n",
    ])
    func truncatedOrMalformedBodiesAreConnectionLostAfterTheHead(wire: String) {
        for pieces in everySplit(wire) {
            let decoded = decode(pieces)
            #expect(decoded.heads == [200])
            #expect(decoded.errorCode == .connectionLost)
            #expect(!decoded.ended)
        }
    }

    @Test(arguments: [
        "",
        "HTTP/1.1 200 OK\r\nContent-Le",
        "SSH-2.0-OpenSSH\r\n\r\n",
        "HTTP/1.1 2000 OK\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
    ])
    func aMissingOrMalformedHeadIsCannotConnect(wire: String) {
        let decoded = decode(wire.isEmpty ? [] : [Array(wire.utf8)])
        #expect(decoded.heads.isEmpty)
        #expect(decoded.errorCode == .cannotConnect)
    }

    @Test func agreeingRepeatedContentLengthsAreAccepted() {
        let decoded = decode([Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok".utf8)])
        #expect(decoded.body == Array("ok".utf8))
        #expect(decoded.errorCode == nil)
    }
}
