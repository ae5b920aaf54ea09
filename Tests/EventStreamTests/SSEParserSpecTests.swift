import EventStream
import Testing

/// One specification-derived case: a raw stream and what the parser must report for it.
struct ParserCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: [UInt8]
    let expected: [SSEParser.Output]

    init(_ name: String, _ input: String, _ expected: [SSEParser.Output]) {
        self.init(name, Array(input.utf8), expected)
    }

    init(_ name: String, _ input: [UInt8], _ expected: [SSEParser.Output]) {
        self.name = name
        self.input = input
        self.expected = expected
    }

    var testDescription: String { name }
}

private func event(_ data: String, type: String = "message", id: String = "") -> SSEParser.Output {
    .event(ServerSentEvent(type: type, data: data, id: id))
}

/// Cases follow the WHATWG "Server-sent events" section 9.2.6 (interpreting an event stream), rule by rule.
let specCases: [ParserCase] = [
    // Dispatch and data buffer
    ParserCase("single data line", "data: hello\n\n", [event("hello")]),
    ParserCase("two data lines join with LF", "data: a\ndata: b\n\n", [event("a\nb")]),
    ParserCase("empty data line gives empty event", "data\n\n", [event("")]),
    ParserCase("data with empty value after colon", "data:\n\n", [event("")]),
    ParserCase("two empty data lines give one LF", "data\ndata\n\n", [event("\n")]),
    ParserCase("trailing empty data line keeps LF", "data: x\ndata\n\n", [event("x\n")]),
    ParserCase("blank line without data dispatches nothing", "\n\n\n", []),
    ParserCase("event field alone dispatches nothing", "event: ping\n\n", []),
    ParserCase("id alone dispatches nothing but sets id", "id: 7\n\ndata: x\n\n", [event("x", id: "7")]),
    ParserCase("multiple events", "data: 1\n\ndata: 2\n\n", [event("1"), event("2")]),
    ParserCase("unterminated final event is discarded", "data: 1\n\ndata: 2\n", [event("1")]),
    ParserCase("unterminated final line is discarded", "data: 1\n\ndata: 2", [event("1")]),
    ParserCase("empty stream", "", []),
    // Field parsing
    ParserCase("no space after colon", "data:hello\n\n", [event("hello")]),
    ParserCase("only one leading space removed", "data:  two\n\n", [event(" two")]),
    ParserCase("trailing spaces kept", "data: x  \n\n", [event("x  ")]),
    ParserCase("tab is not stripped", "data:\tx\n\n", [event("\tx")]),
    ParserCase("value may contain colons", "data: a:b: c\n\n", [event("a:b: c")]),
    ParserCase("line without colon is field with empty value", "data\n\n", [event("")]),
    ParserCase("unknown field ignored", "foo: bar\ndata: x\n\n", [event("x")]),
    ParserCase("wrongly cased field ignored", "Data: x\nDATA: y\ndata: z\n\n", [event("z")]),
    ParserCase("field name with space is unknown", "data : x\ndata: y\n\n", [event("y")]),
    ParserCase("leading space before name is unknown field", " data: x\ndata: y\n\n", [event("y")]),
    // Comments
    ParserCase("comment ignored", ": hello\ndata: x\n\n", [event("x")]),
    ParserCase("colon-only comment", ":\ndata: x\n\n", [event("x")]),
    ParserCase("comment does not dispatch", ": c\n\n", []),
    ParserCase("comment between data lines", "data: a\n: keepalive\ndata: b\n\n", [event("a\nb")]),
    // Event type
    ParserCase("event type", "event: add\ndata: x\n\n", [event("x", type: "add")]),
    ParserCase(
        "event type resets after dispatch", "event: add\ndata: 1\n\ndata: 2\n\n", [event("1", type: "add"), event("2")]),
    ParserCase("empty event type means message", "event:\ndata: x\n\n", [event("x")]),
    ParserCase("last event field wins", "event: a\nevent: b\ndata: x\n\n", [event("x", type: "b")]),
    ParserCase("event type reset even when no data", "event: a\n\ndata: x\n\n", [event("x")]),
    ParserCase("event type keeps inner spaces", "event:  odd name\ndata: x\n\n", [event("x", type: " odd name")]),
    // Ids
    ParserCase("id attaches", "id: 1\ndata: x\n\n", [event("x", id: "1")]),
    ParserCase(
        "id persists across events", "id: 1\ndata: a\n\ndata: b\n\n", [event("a", id: "1"), event("b", id: "1")]),
    ParserCase("empty id resets", "id: 1\ndata: a\n\nid\ndata: b\n\n", [event("a", id: "1"), event("b", id: "")]),
    ParserCase(
        "empty id with colon resets", "id: 1\ndata: a\n\nid:\ndata: b\n\n", [event("a", id: "1"), event("b", id: "")]),
    ParserCase(
        "id with NUL ignored", "id: 1\ndata: a\n\nid: 2\u{0}3\ndata: b\n\n", [event("a", id: "1"), event("b", id: "1")]),
    ParserCase("id after data in same event counts", "data: x\nid: 9\n\n", [event("x", id: "9")]),
    ParserCase("last id field wins", "id: 1\nid: 2\ndata: x\n\n", [event("x", id: "2")]),
    ParserCase("id keeps spaces", "id:  a b \ndata: x\n\n", [event("x", id: " a b ")]),
    ParserCase("id is not numeric-only", "id: abc-ü\ndata: x\n\n", [event("x", id: "abc-ü")]),
    // Retry
    ParserCase("retry accepted", "retry: 1500\n", [.retry(1500)]),
    ParserCase("retry zero accepted", "retry: 0\n", [.retry(0)]),
    ParserCase("retry with letters ignored", "retry: 15a\n", []),
    ParserCase("retry negative ignored", "retry: -1\n", []),
    ParserCase("retry empty ignored", "retry\nretry:\n", []),
    ParserCase("retry with space inside ignored", "retry: 1 2\n", []),
    ParserCase("retry with trailing space ignored", "retry: 12 \n", []),
    ParserCase("retry with decimal point ignored", "retry: 1.5\n", []),
    ParserCase("retry reported in order", "data: a\nretry: 10\n\n", [.retry(10), event("a")]),
    ParserCase("retry alone does not dispatch", "retry: 5\n\n", [.retry(5)]),
    ParserCase("retry with leading zeros", "retry: 0042\n", [.retry(42)]),
    ParserCase("retry with fullwidth digits ignored", "retry: １２\n", []),
    // Line endings
    ParserCase("CRLF endings", "data: a\r\ndata: b\r\n\r\n", [event("a\nb")]),
    ParserCase("CR endings", "data: a\rdata: b\r\r", [event("a\nb")]),
    ParserCase("mixed endings", "data: a\r\ndata: b\rdata: c\n\r\n", [event("a\nb\nc")]),
    ParserCase("LF CR is two line endings", "data: a\n\rdata: b\n\n", [event("a"), event("b")]),
    ParserCase("CR CR dispatches", "data: a\r\r", [event("a")]),
    ParserCase("CRLF CRLF dispatches", "data: a\r\n\r\n", [event("a")]),
    ParserCase("CR LF LF dispatches once", "data: a\r\n\ndata: b\n\n", [event("a"), event("b")]),
    ParserCase("lone CR inside value splits line", "data: a\rb\n\n", [event("a")]),
    // BOM
    ParserCase("leading BOM stripped", [0xEF, 0xBB, 0xBF] + Array("data: x\n\n".utf8), [event("x")]),
    ParserCase(
        "only one BOM stripped",
        [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("data: x\n\ndata: y\n\n".utf8),
        [event("y")]
    ),
    ParserCase("BOM later is content", "data: \u{FEFF}x\n\n", [event("\u{FEFF}x")]),
    ParserCase("partial BOM is content", [0xEF, 0xBB] + Array("\ndata: x\n\n".utf8), [event("x")]),
    ParserCase("BOM before a field-less line", [0xEF, 0xBB, 0xBF] + Array("\ndata: x\n\n".utf8), [event("x")]),
    // UTF-8
    ParserCase("Japanese text", "data: こんにちは、世界\n\n", [event("こんにちは、世界")]),
    ParserCase("emoji", "data: 👩‍💻🎉\n\n", [event("👩‍💻🎉")]),
    ParserCase(
        "invalid byte replaced", [0x64, 0x61, 0x74, 0x61, 0x3A, 0x20, 0xFF, 0x41, 0x0A, 0x0A], [event("\u{FFFD}A")]),
    ParserCase(
        "truncated sequence before line end replaced",
        [0x64, 0x61, 0x74, 0x61, 0x3A, 0xE3, 0x81, 0x0A, 0x0A],
        [event("\u{FFFD}")]
    ),
    ParserCase(
        "lone continuation bytes replaced one each",
        [0x64, 0x61, 0x74, 0x61, 0x3A, 0x80, 0x80, 0x0A, 0x0A],
        [event("\u{FFFD}\u{FFFD}")]
    ),
    ParserCase(
        "overlong encoding replaced", [0x64, 0x61, 0x74, 0x61, 0x3A, 0xC0, 0xAF, 0x0A, 0x0A],
        [event("\u{FFFD}\u{FFFD}")]),
    ParserCase("NUL in data kept", "data: a\u{0}b\n\n", [event("a\u{0}b")]),
    // Realistic streams
    ParserCase(
        "OpenAI style frames",
        "data: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}\n\ndata: [DONE]\n\n",
        [event("{\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}"), event("[DONE]")]
    ),
    ParserCase(
        "Anthropic style named events",
        "event: message_start\ndata: {}\n\nevent: ping\ndata: {\"type\": \"ping\"}\n\n",
        [event("{}", type: "message_start"), event("{\"type\": \"ping\"}", type: "ping")]
    ),
    ParserCase(
        "introduction service frames with ids",
        "id: 1\ndata: {\"content\":\"こん\"}\n\nid: 2\ndata: {\"content\":\"にちは\"}\n\n",
        [event("{\"content\":\"こん\"}", id: "1"), event("{\"content\":\"にちは\"}", id: "2")]
    ),
    ParserCase(
        "spec example with comment and fields",
        ": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n",
        [event("first event", id: "1"), event("second event"), event(" third event")]
    ),
    ParserCase("spec example two events", "data\n\ndata\ndata\n\ndata:", [event(""), event("\n")]),
    ParserCase("spec example leading space", "data:test\n\ndata: test\n\n", [event("test"), event("test")]),
]

/// Feeds `bytes` in pieces cut at `cuts` (sorted offsets) and collects every output.
func parseInPieces(_ bytes: [UInt8], cuts: [Int], maxEventSize: Int = 8 * 1024 * 1024) throws -> [SSEParser.Output] {
    var parser = SSEParser(maxEventSize: maxEventSize)
    var outputs: [SSEParser.Output] = []
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
        outputs += try parser.parse(bytes[start..<cut])
        start = cut
    }
    parser.finish()
    return outputs
}

@Suite("SSE parser, specification cases")
struct SSEParserSpecTests {
    @Test(arguments: specCases)
    func wholeInputGivesExpectedOutputs(_ testCase: ParserCase) throws {
        #expect(try parseInPieces(testCase.input, cuts: []) == testCase.expected)
    }

    @Test(arguments: specCases)
    func oneByteAtATimeGivesExpectedOutputs(_ testCase: ParserCase) throws {
        #expect(try parseInPieces(testCase.input, cuts: Array(0..<testCase.input.count)) == testCase.expected)
    }

    @Test(arguments: specCases)
    func everySingleSplitGivesExpectedOutputs(_ testCase: ParserCase) throws {
        for offset in 0...testCase.input.count {
            #expect(try parseInPieces(testCase.input, cuts: [offset]) == testCase.expected, "split at \(offset)")
        }
    }

    @Test(arguments: specCases)
    func randomSplitsGiveExpectedOutputs(_ testCase: ParserCase) throws {
        var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: testCase.name.utf8.count &* 7919))
        for _ in 0..<50 {
            let pieces = Int.random(in: 1...max(1, testCase.input.count / 2 + 1), using: &generator)
            let cuts = (0..<pieces).map { _ in Int.random(in: 0...testCase.input.count, using: &generator) }.sorted()
            #expect(try parseInPieces(testCase.input, cuts: cuts) == testCase.expected, "cuts \(cuts)")
        }
    }

    @Test func specHasAtLeastFiftyCases() {
        #expect(specCases.count >= 50)
    }
}

/// A small deterministic generator so random splits are reproducible from the case name.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
