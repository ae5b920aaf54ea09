import Foundation
import IncrementalJSON
import TestSupport
import Testing

/// Malformed input, depth, surrogates and the two modes.
@Suite("JSON reader: malformed input, limits and modes")
struct JSONReaderErrorTests {
    struct Malformed: Sendable, CustomStringConvertible {
        var text: String
        var code: JSONReaderError.Code
        /// The partial value kept, as JSON text ("" when nothing had started).
        var kept: String
        var description: String { text }
    }

    static let malformed: [Malformed] = [
        Malformed(
            text: #"{"a":"hello","b":tru}"#, code: .unexpectedByte(UInt8(ascii: "}"), expected: "'true'"),
            kept: #"{"a":"hello"}"#),
        Malformed(
            text: #"{"a":[1,2,}"#, code: .unexpectedByte(UInt8(ascii: "}"), expected: "a value"), kept: #"{"a":[1,2]}"#),
        Malformed(
            text: #"{"a" 1}"#, code: .unexpectedByte(UInt8(ascii: "1"), expected: "':' after the key"), kept: "{}"),
        Malformed(text: #"{"a":01}"#, code: .unexpectedByte(UInt8(ascii: "1"), expected: "a digit"), kept: "{}"),
        Malformed(text: #"[1.]"#, code: .unexpectedByte(UInt8(ascii: "]"), expected: "a digit"), kept: "[]"),
        Malformed(text: #"[-]"#, code: .unexpectedByte(UInt8(ascii: "]"), expected: "a digit"), kept: "[]"),
        Malformed(text: #"[1e+]"#, code: .unexpectedByte(UInt8(ascii: "]"), expected: "a digit"), kept: "[]"),
        Malformed(text: #"{"a":"x\qy"}"#, code: .invalidEscape(UInt8(ascii: "q")), kept: #"{"a":"x"}"#),
        Malformed(text: #"["\u12G4"]"#, code: .invalidUnicodeEscape(UInt8(ascii: "G")), kept: #"[""]"#),
        Malformed(text: "{\"a\":\"line\nbreak\"}", code: .controlCharacter(0x0A), kept: #"{"a":"line"}"#),
        Malformed(
            text: #"{"a":1,}"#, code: .unexpectedByte(UInt8(ascii: "}"), expected: "a key in quotes"), kept: #"{"a":1}"#
        ),
        Malformed(
            text: #"{"a":1 "b":2}"#, code: .unexpectedByte(UInt8(ascii: "\""), expected: "',' or '}'"),
            kept: #"{"a":1}"#),
        Malformed(text: #"[1 2]"#, code: .unexpectedByte(UInt8(ascii: "2"), expected: "',' or ']'"), kept: "[1]"),
        Malformed(text: #"{'a':1}"#, code: .unexpectedByte(UInt8(ascii: "'"), expected: "a key or '}'"), kept: "{}"),
        Malformed(text: #"{"a":1} x"#, code: .textAfterValue(UInt8(ascii: "x")), kept: #"{"a":1}"#),
        Malformed(text: #"{"a":1}{"#, code: .textAfterValue(UInt8(ascii: "{")), kept: #"{"a":1}"#),
        Malformed(text: #"[nul]"#, code: .unexpectedByte(UInt8(ascii: "]"), expected: "'null'"), kept: "[]"),
        Malformed(text: "\u{FEFF}{}", code: .unexpectedByte(0xEF, expected: "a value"), kept: ""),
    ]

    @Test(arguments: malformed)
    func malformedInputIsAnErrorThatKeepsWhatWasRead(_ malformed: Malformed) throws {
        let bytes = Array(malformed.text.utf8)
        for pieces in [[bytes], ByteSplits.every(1, bytes)] {
            var assembler = JSONValueAssembler()
            var thrown: JSONReaderError?
            for piece in pieces where thrown == nil {
                do { try assembler.feed(piece) } catch let error as JSONReaderError { thrown = error }
            }
            let error = try #require(thrown, "\(malformed.text) is refused")
            #expect(error.code == malformed.code)
            #expect(assembler.value?.text ?? "" == malformed.kept)
            // The error stays: later feeds and the finish throw it again, and the kept value does not change.
            #expect(throws: error) { try assembler.feed(Array("]}".utf8)) }
            #expect(throws: error) { try assembler.finish() }
            #expect(assembler.value?.text ?? "" == malformed.kept)
        }
        // The fast path refuses the same documents.
        #expect(throws: JSONReaderError.self) { try scanWhole(bytes) }
    }

    @Test(arguments: [#"{"a":"b"#, #"{"a":"#, "[1,2", #"{"a""#, "tr", "", "   ", #""abc"#, "[{}"])
    func aDocumentThatStopsShortIsAnErrorAtTheEnd(text: String) throws {
        var assembler = JSONValueAssembler()
        let partial = try assembler.feed(Array(text.utf8))
        #expect(throws: JSONReaderError.self) { try assembler.finish() }
        #expect(assembler.value == partial)
        #expect(throws: JSONReaderError.self) { try scanWhole(Array(text.utf8)) }
    }

    @Test func errorsSayWhatAndWhereWithoutRawBytes() throws {
        var assembler = JSONValueAssembler()
        let error = try #require(throws: JSONReaderError.self) { try assembler.feed(Array("{\"a\":\u{1B}]".utf8)) }
        #expect(error.offset == 5)
        #expect("\(error)" == "expected a value, found 0x1B (at byte 5)")
        #expect(
            JSONReaderError(.tooDeep(limit: 64), at: 70).description
                == "the JSON nests deeper than 64 levels (at byte 70)")
    }

    /// A file's error is placed as an editor numbers it: lines from 1 after each LF, columns from 1 in characters.
    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}', found '\"'"),
        ("{\n  \"name\": \"Ada\",\n  \"role\": \"x\" \"y\"\n}", 3, 15, "expected ',' or '}', found '\"'"),
        ("{\r\n\"a\": \"山田\",\r\n\"名前\" 1}", 3, 6, "expected ':' after the key, found '1'"),
        ("{\"a\": [1,\n", 2, 1, "the text ends before a value"),
    ])
    func anErrorInAFileIsPlacedByLineAndColumn(text: String, line: Int, column: Int, problem: String) throws {
        let bytes = Array(text.utf8)
        let error = try #require(throws: JSONReaderError.self) { try JSONValueAssembler.document(bytes) }
        #expect(JSONTextLocation(offset: error.offset, in: bytes) == JSONTextLocation(line: line, column: column))
        #expect(error.located(in: bytes) == "at line \(line), column \(column): \(problem)")
    }

    @Test func nestingIsBoundedInTheReaderAndTheFastPath() throws {
        let deepest = Array((String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).utf8)
        #expect(try assemble([deepest]).final.text == String(decoding: deepest, as: UTF8.self))
        #expect(try scanWhole(deepest) != nil)
        let tooDeep = Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8)
        #expect(throws: JSONReaderError(.tooDeep(limit: 64), at: 64)) { try assemble([tooDeep]) }
        #expect(throws: JSONReaderError(.tooDeep(limit: 64), at: 64)) { try scanWhole(tooDeep) }
        var shallow = JSONValueAssembler(maxDepth: 2)
        #expect(throws: JSONReaderError(.tooDeep(limit: 2), at: 8)) {
            try shallow.feed(Array(#"{"a":[1,{"b":2}]}"#.utf8))
        }
        #expect(shallow.value == ["a": [1]])
    }

    struct SurrogateCase: Sendable, CustomStringConvertible {
        var json: String
        var text: String
        var description: String { json }
    }

    @Test(arguments: [
        SurrogateCase(json: #""\uD83C\uDF89""#, text: "🎉"),
        SurrogateCase(json: #""\uD83Cx""#, text: "\u{FFFD}x"),
        SurrogateCase(json: #""\uDF89""#, text: "\u{FFFD}"),
        SurrogateCase(json: #""\uD83C""#, text: "\u{FFFD}"),
        SurrogateCase(json: #""\uD83C\n""#, text: "\u{FFFD}\n"),
        SurrogateCase(json: #""\uD83C\uD83C\uDF89""#, text: "\u{FFFD}🎉"),
        SurrogateCase(json: #""\uD83C\u0041""#, text: "\u{FFFD}A"),
        SurrogateCase(json: #""a\uDBFF\uDFFFb""#, text: "a\u{10FFFF}b"),
    ])
    func surrogatePairsJoinAcrossAnySplitAndLoneHalvesBecomeReplacementCharacters(_ surrogate: SurrogateCase) throws {
        let bytes = Array(surrogate.json.utf8)
        for pieces in ByteSplits.allTwoPieceSplits(bytes) + [ByteSplits.every(1, bytes)] {
            let (partials, final) = try assemble(pieces)
            #expect(final == .string(surrogate.text))
            #expect(partialsGrow(partials, to: final))
        }
        #expect(try scanWhole(bytes) == .string(surrogate.text))
    }

    @Test func aHighSurrogateAtTheEndOfAFeedIsHeldBackUntilItsPartnerArrives() throws {
        var assembler = JSONValueAssembler()
        #expect(try assembler.feed(Array(#"["Party \uD83C"#.utf8)) == ["Party "])
        #expect(try assembler.feed(Array(#"\uDF"#.utf8)) == ["Party "])
        #expect(try assembler.feed(Array(#"89!"]"#.utf8)) == ["Party 🎉!"])
    }

    // MARK: - Lenient mode

    static let modelAnswer =
        "Sure! Here is the introduction you asked for {as JSON}:\n\n```json\n"
        + #"{"headline": "iOS engineer", "highlights": ["Swift", "SSE"]}"#
        + "\n```\n\nLet me know if you want changes } ] \""

    @Test func lenientModeSkipsThePreambleAndFencesAroundTheObject() throws {
        let expected: JSONValue = ["headline": "iOS engineer", "highlights": ["Swift", "SSE"]]
        let answer = Self.modelAnswer.replacingOccurrences(of: "{as JSON}", with: "(as JSON)")
        let bytes = Array(answer.utf8)
        for pieces in ByteSplits.allTwoPieceSplits(bytes) + [ByteSplits.every(1, bytes)] {
            let (partials, final) = try assemble(pieces, mode: .lenient)
            #expect(final == expected)
            #expect(partialsGrow(partials, to: final))
        }
        var assembler = JSONValueAssembler(mode: .lenient)
        try assembler.feed(bytes)
        let closing = try #require(answer.utf8.lastIndex(of: UInt8(ascii: "`")))
        #expect(assembler.bytesExamined < answer.utf8.distance(from: answer.utf8.startIndex, to: closing))
        #expect(throws: JSONReaderError.self) { try assemble([bytes], mode: .strict) }
    }

    @Test func theFirstBraceStartsTheObjectEvenInsideThePreamble() throws {
        // A known limit of lenient reading: prose with a `{` before the object is read as JSON and fails clearly.
        #expect(throws: JSONReaderError.self) { try assemble([Array(Self.modelAnswer.utf8)], mode: .lenient) }
    }

    @Test func lenientModeTakesRawControlCharactersInStringsAndStrictModeRefusesThem() throws {
        let bytes = Array("{\"introduction\":\"Hi.\nI'm Taro.\t\"}".utf8)
        #expect(try assemble([bytes], mode: .lenient).final == ["introduction": "Hi.\nI'm Taro.\t"])
        #expect(throws: JSONReaderError(.controlCharacter(0x0A), at: 20)) { try assemble([bytes], mode: .strict) }
    }

    @Test func lenientTextWithoutAnObjectSaysSo() throws {
        var assembler = JSONValueAssembler(mode: .lenient)
        #expect(try assembler.feed(Array("I cannot help with that. [sorry]".utf8)) == nil)
        #expect(throws: JSONReaderError(.noObject, at: 32)) { try assembler.finish() }
    }
}
