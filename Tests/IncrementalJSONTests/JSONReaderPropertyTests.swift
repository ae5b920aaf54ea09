import Foundation
import IncrementalJSON
import TestSupport
import Testing

/// Random documents, random splits: the prefix rule and agreement with Foundation and with the fast path.
@Suite("JSON reader: random documents, random splits")
struct JSONReaderPropertyTests {
    @Test(arguments: [1, 2, 3, 4])
    func eachPartialExtendsThePreviousAndTheLastIsTheWholeDocument(seed: UInt64) throws {
        var documents = RandomJSON(random: TestRandom(seed: seed))
        var splits = TestRandom(seed: seed &* 31)
        for round in 0..<60 {
            let (bytes, expected) = documents.document()
            let pieces = ByteSplits.at(splits.cuts(bytes.count), bytes)
            let (partials, final) = try assemble(pieces)
            #expect(final == expected, "seed \(seed) round \(round): \(String(decoding: bytes, as: UTF8.self))")
            #expect(partialsGrow(partials, to: final), "seed \(seed) round \(round)")
            let foundation = try #require(foundationObject(bytes), "Foundation reads round \(round)")
            #expect(matchesFoundation(final, foundation), "seed \(seed) round \(round): \(final.text)")
            #expect(try scanWhole(bytes) == expected, "the fast path, seed \(seed) round \(round)")
        }
    }

    @Test func writingAValueAndReadingItBackGivesTheSameValue() throws {
        var documents = RandomJSON(random: TestRandom(seed: 99))
        for _ in 0..<100 {
            let value = documents.document().value
            let text = Array(value.text.utf8)
            #expect(try assemble([text]).final == value)
            #expect(matchesFoundation(value, try #require(foundationObject(text))))
        }
    }

    @Test func invalidUTF8InsideStringsIsRepairedAsSwiftDoesWhateverTheSplit() throws {
        var random = TestRandom(seed: 7)
        // Bytes that may appear raw inside a string: everything but the quote, the backslash and controls, with
        // lead and continuation bytes over-represented so sequences start, break off and run short.
        let pool =
            (0x20...0xFF).map(UInt8.init).filter { $0 != 0x22 && $0 != 0x5C } + Array(0x80...0xBF) + [
                0xC2, 0xE0, 0xE3, 0xED, 0xF0, 0xF4, 0xF5, 0xFF,
            ]
        for round in 0..<150 {
            let raw = (0..<Int.random(in: 1...12, using: &random)).map { _ in pool.randomElement(using: &random)! }
            let expected = String(decoding: raw, as: UTF8.self)
            // Plain, and after an escape so the fast path repairs it with the reader's decoder rather than Swift's.
            for (prefix, text) in [("", expected), ("\\n", "\n" + expected)] {
                let document = [0x22] + Array(prefix.utf8) + raw + [0x22]
                for pieces in ByteSplits.allTwoPieceSplits(document) + [ByteSplits.every(1, document)] {
                    let (partials, final) = try assemble(pieces)
                    #expect(final == .string(text), "round \(round): \(raw)")
                    #expect(partialsGrow(partials, to: final), "round \(round): \(raw)")
                }
                #expect(try scanWhole(document) == .string(text), "round \(round): \(raw)")
            }
        }
    }

    @Test func aFeedAfterALongDocumentExaminesOnlyItsOwnBytes() throws {
        // 40,000 array elements fed one byte at a time: no feed looks at anything but its own byte, so the work
        // is linear in the input (a reader that re-parsed from the start would examine n²/2 bytes).
        let bytes = Array(("[" + (0..<40_000).map { "\"item \($0)\"" }.joined(separator: ",") + "]").utf8)
        var reader = JSONReader()
        var sink = EventCounter()
        for (index, byte) in bytes.enumerated() {
            let before = reader.bytesExamined
            try reader.read([byte], into: &sink)
            guard reader.bytesExamined - before == 1 else {
                Issue.record("feed \(index) examined \(reader.bytesExamined - before) bytes")
                return
            }
        }
        try reader.finish(into: &sink)
        #expect(reader.bytesExamined == bytes.count)
        #expect(sink.strings == 40_000)
    }
}

/// Counts events without keeping them.
struct EventCounter: JSONEventSink {
    var events = 0
    var strings = 0

    mutating func receive(_ event: JSONEvent) {
        events += 1
        if event == .stringEnd { strings += 1 }
    }
}
