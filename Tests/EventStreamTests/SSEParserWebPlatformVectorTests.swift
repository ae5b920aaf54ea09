import EventStream
import Testing

/// Streams and expectations taken from the web-platform-tests `eventsource/format-*` suite, which browsers are
/// held to; their test server sends `message + (newline ? "\n\n" : "") + "\n"`, reproduced here byte for byte.
/// These are cases we did not design ourselves, so they check our reading of the specification.
private func wptBody(_ message: [UInt8], newline: Bool = true) -> [UInt8] {
    message + Array((newline ? "\n\n" : "").utf8) + [0x0A]
}

private func wptBody(_ message: String, newline: Bool = true) -> [UInt8] {
    wptBody(Array(message.utf8), newline: newline)
}

private func message(_ data: String, type: String = "message", id: String = "") -> SSEParser.Output {
    .event(ServerSentEvent(type: type, data: data, id: id))
}

let webPlatformCases: [ParserCase] = {
    let long = String(repeating: "x", count: 2_048)
    var cases = [
        ParserCase(
            "format-comments",
            wptBody("data:1\r:\u{0}\n:\r\ndata:2\n:\(long)\rdata:3\n:data:fail\r:\(long)\ndata:4\n", newline: false),
            [message("1\n2\n3\n4")]
        ),
        ParserCase(
            "format-newlines", wptBody("data:test\r\ndata\ndata:test\r\n\r", newline: false), [message("test\n\ntest")]),
        ParserCase(
            "format-field-parsing",
            wptBody(
                "data:\u{0}\ndata:  2\rData:1\ndata\u{0}:2\ndata:1\r\u{0}data:4\nda-ta:3\rdata_5\ndata:3\rdata:\r\n data:32\ndata:4\n",
                newline: false
            ),
            [message("\u{0}\n 2\n1\n3\n\n4")]
        ),
        ParserCase(
            "format-field-unknown",
            wptBody("data:test\n data\ndata\nfoobar:xxx\njustsometext\n:thisisacommentyay\ndata:test"),
            [message("test\n\ntest")]
        ),
        ParserCase(
            "format-field-data", wptBody("data:\n\ndata\ndata\n\ndata:test"),
            [message(""), message("\n"), message("test")]),
        ParserCase(
            "format-bom-2 (only the first BOM is stripped)",
            wptBody([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("data:1\n\ndata:2\n\ndata:3".utf8)),
            [message("2"), message("3")]
        ),
        ParserCase(
            "format-bom", wptBody([0xEF, 0xBB, 0xBF] + Array("data:1\n\ndata:2\n\ndata:3".utf8)),
            [message("1"), message("2"), message("3")]),
        ParserCase("format-null-character", wptBody("data:\u{0}\n\n"), [message("\u{0}")]),
        ParserCase("format-utf-8", wptBody("data:ok…"), [message("ok…")]),
        ParserCase(
            "format-field-retry-bogus", wptBody("retry:3000\nretry:1000x\ndata:x"), [.retry(3000), message("x")]),
        ParserCase("format-field-retry-empty", wptBody("retry\ndata:test"), [message("test")]),
        ParserCase(
            "format-field-event", wptBody("event:test\ndata:x\n\ndata:x"), [message("x", type: "test"), message("x")]),
        ParserCase("format-field-event-empty", wptBody("event: \ndata:data"), [message("data")]),
        ParserCase(
            "format-data-before-final-empty-line",
            wptBody("retry:1000\ndata:test1\n\nid:test\ndata:test2", newline: false),
            [.retry(1000), message("test1")]
        ),
        ParserCase("format-leading-space", wptBody("data:\u{20}\u{20}test"), [message(" test")]),
    ]
    for (index, idValue) in ["\u{0}\u{0}", "x\u{0}", "\u{0}x", "x\u{0}x", " \u{0}"].enumerated() {
        cases.append(ParserCase("format-field-id-null \(index)", "id:\(idValue)\ndata:hello\n\n", [message("hello")]))
    }
    return cases
}()

@Suite("SSE parser, web-platform-tests vectors")
struct SSEParserWebPlatformVectorTests {
    @Test(arguments: webPlatformCases)
    func wholeInputMatchesBrowsers(_ testCase: ParserCase) throws {
        #expect(try parseInPieces(testCase.input, cuts: []) == testCase.expected)
    }

    @Test(arguments: webPlatformCases)
    func byteAtATimeMatchesBrowsers(_ testCase: ParserCase) throws {
        #expect(try parseInPieces(testCase.input, cuts: Array(0..<testCase.input.count)) == testCase.expected)
    }
}
