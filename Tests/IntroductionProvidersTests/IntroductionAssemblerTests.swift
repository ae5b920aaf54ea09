import Foundation
import IncrementalJSON
import IntroductionCore
import IntroductionProviders
import IntroductionWriting
import TestSupport
import Testing

/// A model's introduction object, streamed in any split, becomes snapshots that only grow.
@Suite("Introduction assembler")
struct IntroductionAssemblerTests {
    static let expected = Introduction(
        headline: "iOS engineer who loves streaming 🎉",
        introduction: "Hi, I'm Taro.\nI build \"live\" apps in Tokyo — café included.",
        highlights: ["5 years of Swift", "SSE clients", "Camera 📷"],
        bio: "Taro builds iOS apps in Tokyo."
    )

    /// The way a model in JSON mode writes it: a preamble, a fence, pretty-printed with escapes, a remark after.
    static let answer =
        "Sure! Here is your introduction:\n\n```json\n{\n  \"headline\": \"iOS engineer who loves streaming \\uD83C\\uDF89\",\n"
        + "  \"introduction\": \"Hi, I'm Taro.\\nI build \\\"live\\\" apps in Tokyo \\u2014 café included.\",\n"
        + "  \"highlights\": [\n    \"5 years of Swift\",\n    \"SSE clients\",\n    \"Camera \\ud83d\\udcf7\"\n  ],\n"
        + "  \"bio\": \"Taro builds iOS apps in Tokyo.\"\n}\n```\nHope this helps!"

    /// Feeds `pieces`; returns every snapshot handed out and the finished introduction.
    func assembleIntroduction(
        _ pieces: [[UInt8]], mode: JSONReader.Mode = .lenient
    ) throws -> (snapshots: [PartialIntroduction], final: Introduction) {
        var assembler = IntroductionAssembler(mode: mode)
        var snapshots: [PartialIntroduction] = []
        for piece in pieces {
            if let snapshot = try assembler.feed(piece) { snapshots.append(snapshot) }
        }
        return (snapshots, try assembler.finish())
    }

    func growsMonotonically(_ snapshots: [PartialIntroduction], to final: Introduction) -> Bool {
        zip(snapshots, snapshots.dropFirst() + [PartialIntroduction(final)]).allSatisfy { $0.isPrefix(of: $1) }
    }

    @Test func everySplitOfAModelsAnswerGivesSnapshotsThatOnlyGrow() throws {
        let bytes = Array(Self.answer.utf8)
        for pieces in ByteSplits.allTwoPieceSplits(bytes) + ByteSplits.awkward(bytes) {
            let (snapshots, final) = try assembleIntroduction(pieces)
            #expect(final == Self.expected, "\(pieces.count) pieces")
            #expect(growsMonotonically(snapshots, to: final), "\(pieces.count) pieces")
            #expect(snapshots.last.map(Introduction.init) == Self.expected)
        }
    }

    @Test func byteByByteTheSectionsFillInReadingOrderWithoutHalfCharacters() throws {
        let (snapshots, _) = try assembleIntroduction(ByteSplits.every(1, Array(Self.answer.utf8)))
        // Each field appears once its value starts, empty, and only after the one before it.
        let firstSeen = [\PartialIntroduction.headline, \.introduction, \.bio].map { field in
            snapshots.firstIndex { $0[keyPath: field] != nil }
        }
        #expect(snapshots.first == PartialIntroduction(headline: ""))
        let highlightsSeen = snapshots.firstIndex { $0.highlights != nil }
        #expect(firstSeen[0]! < firstSeen[1]! && firstSeen[1]! < highlightsSeen! && highlightsSeen! < firstSeen[2]!)
        for snapshot in snapshots {
            #expect(!snapshot.json.contains("\u{FFFD}"), "\(snapshot.json)")
        }
        // One snapshot per byte that changed something, at most.
        #expect(snapshots.count <= Self.answer.utf8.count)
    }

    @Test(arguments: [11, 12, 13])
    func randomIntroductionsInRandomSplitsAlwaysGrow(seed: UInt64) throws {
        var random = TestRandom(seed: seed)
        let words = ["Hi", "I'm", "Taro", "山田", "です", "🎉", "👋🏽", "\"quoted\"", "back\\slash", "tab\t", "line\n", "é"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        }
        for round in 0..<40 {
            let introduction = Introduction(
                headline: text(4), introduction: text(30),
                highlights: (0..<Int.random(in: 0...4, using: &random)).map { _ in text(3) }, bio: text(8))
            var json = PartialIntroduction(introduction).json
            if random.chance(50) { json = "Here you go:\n```json\n" + json + "\n```" }
            let bytes = Array(json.utf8)
            let (snapshots, final) = try assembleIntroduction(ByteSplits.at(random.cuts(bytes.count), bytes))
            #expect(final == introduction, "round \(round)")
            #expect(growsMonotonically(snapshots, to: final), "round \(round)")
        }
    }

    @Test func wrongTypesNullsUnknownKeysAndNestedValuesAreIgnored() throws {
        let json =
            #"{"headline":5,"meta":{"introduction":"no","bio":"no"},"introduction":"yes","highlights":"a, b","#
            + #""bio":null,"extra":[{"headline":"no"}],"headline":["x"],"highlights":["a",1,{"b":"no"},["no"],"c",null]}"#
        let (_, final) = try assembleIntroduction([Array(json.utf8)], mode: .strict)
        #expect(final == Introduction(introduction: "yes", highlights: ["a", "c"]))
    }

    @Test func aFieldWrittenTwiceKeepsTheFirstValueButNullLeavesItFree() throws {
        let json =
            #"{"headline":"first","headline":"second","bio":null,"bio":"late","highlights":["x"],"highlights":[]}"#
        let (snapshots, final) = try assembleIntroduction(ByteSplits.every(1, Array(json.utf8)))
        #expect(final == Introduction(headline: "first", highlights: ["x"], bio: "late"))
        #expect(growsMonotonically(snapshots, to: final))
    }

    @Test func missingFieldsAreEmptyInTheFinishedIntroduction() throws {
        var assembler = IntroductionAssembler()
        #expect(try assembler.feed(#"{"introduction":"Only text.""#) == PartialIntroduction(introduction: "Only text."))
        #expect(!assembler.isComplete)
        #expect(try assembler.feed("}\n```") == nil)
        #expect(assembler.isComplete)
        #expect(try assembler.finish() == Introduction(introduction: "Only text."))
    }

    @Test func aFeedThatChangesNothingReturnsNoSnapshot() throws {
        var assembler = IntroductionAssembler()
        #expect(try assembler.feed("Thinking about it... ") == nil)
        #expect(try assembler.feed(#"{"headl"#) == nil)
        #expect(try assembler.feed(#"ine": "#) == nil)
        #expect(try assembler.feed(#"""#) == PartialIntroduction(headline: ""))
        #expect(try assembler.feed("Hi") == PartialIntroduction(headline: "Hi"))
        #expect(try assembler.feed(#"\"#) == nil)
        #expect(try assembler.feed(#"n"#) == PartialIntroduction(headline: "Hi\n"))
    }

    @Test func malformedJSONIsAnErrorThatKeepsTheSnapshot() throws {
        var assembler = IntroductionAssembler()
        _ = try assembler.feed(#"{"headline":"Hi","introduction":"Hello wor"#)
        #expect(throws: JSONReaderError.self) { try assembler.feed(#"ld", "bio": tru}"#) }
        #expect(assembler.partial == PartialIntroduction(headline: "Hi", introduction: "Hello world"))
        #expect(throws: JSONReaderError.self) { try assembler.finish() }
    }

    @Test func anAnswerThatStopsShortIsAnErrorAtTheEndThatKeepsTheSnapshot() throws {
        var assembler = IntroductionAssembler()
        _ = try assembler.feed(#"{"headline":"Hi","highlights":["one","tw"#)
        #expect(throws: JSONReaderError.self) { try assembler.finish() }
        #expect(assembler.partial == PartialIntroduction(headline: "Hi", highlights: ["one", "tw"]))
    }

    @Test func strictModeRefusesAValueThatIsNotAnObject() throws {
        var assembler = IntroductionAssembler(mode: .strict)
        let error = try #require(throws: JSONReaderError.self) { try assembler.feed(#"["headline"]"#) }
        #expect(error.code == .wrongShape(path: "the answer", expected: "an object"))
        #expect(assembler.partial.isEmpty)
    }

    @Test func workIsProportionalToTheNewBytes() throws {
        // A 60,000-character introduction fed a byte at a time: each feed examines only its own byte.
        let json = Array((#"{"introduction":""# + String(repeating: "word ", count: 12_000) + #""}"#).utf8)
        var assembler = IntroductionAssembler(mode: .strict)
        for (index, byte) in json.enumerated() {
            _ = try assembler.feed([byte])
            guard assembler.bytesExamined == index + 1 else {
                Issue.record("after \(index + 1) bytes the reader had examined \(assembler.bytesExamined)")
                return
            }
        }
        #expect(try assembler.finish().introduction.utf8.count == 60_000)
    }

    @Test func theAssemblersEditsRebuildItsSnapshot() throws {
        let json = #"Sure! ```json {"headline":"Hi","introduction":"I'm Ada.","highlights":["a","b"],"bio":"Ada."}```"#
        var assembler = IntroductionAssembler()
        var rebuilt = PartialIntroduction()
        for byte in json.utf8 {
            for edit in try assembler.edits(for: [byte]) { rebuilt.apply(edit) }
            #expect(rebuilt == assembler.partial)
        }
        #expect(
            rebuilt
                == PartialIntroduction(headline: "Hi", introduction: "I'm Ada.", highlights: ["a", "b"], bio: "Ada."))
    }
}
