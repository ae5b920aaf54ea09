import Foundation
import IncrementalJSON
import Testing

/// The fast path for complete frames: values at known paths, everything else checked and skipped.
@Suite("JSON paths: picking values out of complete frames")
struct JSONPathsTests {
    func scan(_ text: String, _ paths: [[JSONPaths.Step]]) throws -> [(Int, JSONValue)] {
        var found: [(Int, JSONValue)] = []
        try JSONPaths(paths).scan(text) { found.append(($0, $1)) }
        return found
    }

    @Test func findsEachPathInDocumentOrderAndBuildsOnlyThose() throws {
        let frame =
            #"{"id":"x","choices":[{"index":0,"delta":{"content":"Hi \"there\"","role":null}},"#
            + #"{"index":1,"delta":{"content":"no"}}],"usage":{"completion_tokens":12,"details":{"a":[1,2]}}}"#
        let found = try scan(
            frame,
            [
                ["usage", "completion_tokens"], ["choices", 0, "delta", "content"], ["choices", 0, "index"],
                ["missing"],
            ]
        )
        #expect(found.map(\.0) == [2, 1, 0])
        #expect(found.map(\.1) == [0, "Hi \"there\"", 12])
    }

    @Test func aPathMayEndAtAContainerWhichIsBuiltWhole() throws {
        let found = try scan(#"{"error":{"message":"quota","code":429,"param":null,"x":[{}]}}"#, [["error"]])
        #expect(found.first?.1 == ["message": "quota", "code": 429, "param": .null, "x": [[:]]])
    }

    @Test func keysWrittenWithEscapesStillMatch() throws {
        let found = try scan(#"{"c\u006fntent":"a","\u0063ontent":"b","content":"c"}"#, [["content"]])
        #expect(found.map(\.1) == ["a", "b", "c"])
    }

    @Test func aKeyWrittenTwiceIsFoundTwice() throws {
        #expect(try scan(#"{"a":1,"a":2}"#, [["a"]]).map(\.1) == [1, 2])
    }

    @Test func nullOnTheWayDownIsAbsentButAnotherTypeIsAWrongShape() throws {
        #expect(try scan(#"{"usage":null,"choices":null}"#, [["usage", "x"], ["choices", 0]]).isEmpty)
        #expect(
            throws: JSONReaderError(.wrongShape(path: "usage", expected: "an object"), at: 9),
            performing: { try scan(#"{"usage":"many"}"#, [["usage", "completion_tokens"]]) })
        #expect(
            throws: JSONReaderError(.wrongShape(path: "choices", expected: "an array"), at: 11),
            performing: { try scan(#"{"choices":{"0":1}}"#, [["choices", 0, "delta"]]) })
    }

    @Test(arguments: [
        #"{"a":1"#, #"{"a":1,}"#, #"{"a":"\x"}"#, "{\"a\":\"\u{1}\"}", #"{"a":[1,]}"#, #"{"a":tru}"#, #"{"a":1} {}"#,
        #"{"a":"\u00G0"}"#, #"{"b":{"c":[1 2]}}"#, #"{"b":-}"#, "",
    ])
    func malformedDocumentsAreRefusedEvenWhereNoPathGoes(text: String) throws {
        #expect(throws: JSONReaderError.self) { try scan(text, [["a"]]) }
        #expect(throws: JSONReaderError.self) { try scan(text, [["zzz"]]) }
    }
}
