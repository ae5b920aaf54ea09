import Foundation
import IncrementalJSON
import TestSupport
import Testing

/// The reader against Foundation's `JSONSerialization` on complete documents with every JSON feature, fed whole,
/// split at every byte, and byte by byte; and the fast path on the same documents.
@Suite("JSON reader: a corpus against JSONSerialization")
struct JSONReaderCorpusTests {
    static let corpus: [String] = [
        // Nesting of every kind.
        #"{"a":1,"b":[true,false,null],"c":{"d":"e","f":[[],[{}],{"g":[1,[2,[3]]]}]}}"#,
        String(repeating: "[", count: 20) + #"{"deep":[[[["end"]]]]}"# + String(repeating: "]", count: 20),
        // Every escape, surrogate pairs in both cases, NUL, and escapes next to each other.
        #"["\" \\ \/ \b \f \n \r \t", "\u0041\u00e9\u3042\uD83C\uDF89\ud83d\udc4b\uD83C\uDFFD", "\u0000x\u001B[2J\u007f", "\\\\\"\"\n\n", "a\/b", "\u2028\u2029"]"#,
        // Numbers of every shape.
        "[0,-0,1,-1,7,12345678901234,-9007199254740993,0.5,-0.25,10.0,1e10,1E10,1e+10,1e-5,2.5E+3,-1.0E-2,0e0,-0.0e-0,"
            + "123456789012345678,1.7976931348623157e308,5e-324,2.2250738585072014e-308,0.1,100,3.14159265358979]",
        // Unicode written raw: two-, three- and four-byte characters, combining marks, emoji sequences.
        #"{"日本語":"はじめまして、山田太郎と申します。","emoji":"🎉👋🏽👩‍💻❤️","combining":"e\#u{301}a\#u{308}","mixed":"Café ☕️ naïve"}"#,
        // Empty containers, empty keys and strings.
        #"{"":"","o":{},"a":[],"n":[[],{},[{}],{"":[]}],"s":[""]}"#,
        // Whitespace everywhere RFC 8259 allows it.
        " \t\n\r{ \n\"a\" \t: \r\n[ 1 , 2 ,\t3 ]\n , \"b\" :{ } ,\"c\":[ ] , \"d\" : \"x\" } \n\t",
        // Top-level scalars.
        #""just a string""#, "42", "-3.5e2", "true", "false", "null", " 0 ", #""""#,
        // Frames as providers send them.
        #"{"id":"chatcmpl-AZ3k9","object":"chat.completion.chunk","created":1732000000,"model":"gpt-4o-mini","system_fingerprint":"fp_0ba0d124f1","choices":[{"index":0,"delta":{"content":"はじめ\"まして\""},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"{\"headline\": \"iOS"}}"#,
        #"{"content":"こんにちは\n","status":"in_progress","error":null}"#,
        #"{"error":{"message":"Rate limit reached for gpt-4o-mini","type":"requests","param":null,"code":"rate_limit_exceeded"}}"#,
        // An introduction, the object the models are asked for.
        #"{"headline":"iOS engineer 🎉","introduction":"Hi, I'm Taro.\nI build streaming apps.","highlights":["5 years of Swift","SSE clients","Camera \uD83D\uDCF7"],"bio":"Taro builds iOS apps in Tokyo."}"#,
        // A long string with escapes spread through it.
        "[\"" + String(repeating: "lorem ipsum \\\"dolor\\\" sit \\u00e9met, ", count: 12) + "\"]",
    ]

    static let documents: [[UInt8]] = corpus.map { Array($0.utf8) }

    @Test(arguments: corpus.indices)
    func readsEachDocumentAsFoundationDoes(index: Int) throws {
        let bytes = Self.documents[index]
        let foundation = try #require(foundationObject(bytes), "Foundation reads corpus document \(index)")
        let value = try assemble([bytes]).final
        #expect(matchesFoundation(value, foundation), "document \(index): \(value.text)")
        #expect(try scanWhole(bytes) == value, "the fast path reads document \(index) the same")
    }

    @Test(arguments: corpus.indices)
    func everyTwoPieceSplitGivesTheSameValue(index: Int) throws {
        let bytes = Self.documents[index]
        let whole = try assemble([bytes]).final
        for pieces in ByteSplits.allTwoPieceSplits(bytes) {
            let (partials, final) = try assemble(pieces)
            #expect(final == whole, "split at \(pieces[0].count)")
            #expect(partialsGrow(partials, to: final), "split at \(pieces[0].count)")
        }
    }

    @Test(arguments: corpus.indices)
    func byteByByteEachPartialExtendsThePreviousOne(index: Int) throws {
        let bytes = Self.documents[index]
        let (partials, final) = try assemble(ByteSplits.every(1, bytes))
        #expect(final == (try assemble([bytes]).final))
        #expect(partialsGrow(partials, to: final))
        // A partial string never shows half a character: no replacement character appears in any partial.
        for partial in partials.compactMap({ $0 }) {
            #expect(!partial.text.contains("\u{FFFD}"), "\(partial.text)")
        }
    }

    @Test func theReaderExaminesEachByteOnceWhateverTheSplit() throws {
        for bytes in Self.documents {
            for pieces in [ByteSplits.every(1, bytes), ByteSplits.irregular(bytes, maxSize: 5)] {
                var assembler = JSONValueAssembler()
                var fed = 0
                for piece in pieces {
                    try assembler.feed(piece)
                    fed += piece.count
                    #expect(assembler.bytesExamined == fed)
                }
            }
        }
    }
}
