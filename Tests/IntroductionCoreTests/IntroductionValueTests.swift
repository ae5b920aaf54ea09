import Foundation
import IncrementalJSON
import IntroductionCore
import Testing

/// `Introduction` and `PartialIntroduction`: the prefix rule, completion, JSON, Markdown, and the schema.
@Suite("Introduction values")
struct IntroductionValueTests {
    struct PrefixCase: Sendable, CustomStringConvertible {
        var earlier: PartialIntroduction
        var later: PartialIntroduction
        var extends: Bool
        var description: String { "\(earlier.json) → \(later.json)" }
    }

    @Test(arguments: [
        PrefixCase(earlier: PartialIntroduction(), later: PartialIntroduction(), extends: true),
        PrefixCase(earlier: PartialIntroduction(), later: PartialIntroduction(headline: "H"), extends: true),
        PrefixCase(
            earlier: PartialIntroduction(headline: ""), later: PartialIntroduction(headline: "Hi"), extends: true),
        PrefixCase(earlier: PartialIntroduction(headline: "Hi"), later: PartialIntroduction(), extends: false),
        PrefixCase(
            earlier: PartialIntroduction(headline: "Hi"), later: PartialIntroduction(headline: "Ho"), extends: false),
        // An accent arriving after its letter extends the text, though "é" does not have the prefix "e" as Characters.
        PrefixCase(
            earlier: PartialIntroduction(bio: "Caf e"), later: PartialIntroduction(bio: "Caf e\u{301}!"), extends: true),
        PrefixCase(
            earlier: PartialIntroduction(bio: "Café"), later: PartialIntroduction(bio: "Cafe\u{301}"), extends: false),
        PrefixCase(
            earlier: PartialIntroduction(highlights: []), later: PartialIntroduction(highlights: ["a"]), extends: true),
        PrefixCase(
            earlier: PartialIntroduction(highlights: ["a", "b"]),
            later: PartialIntroduction(highlights: ["a", "bc", "d"]),
            extends: true),
        PrefixCase(
            earlier: PartialIntroduction(highlights: ["a", "b"]), later: PartialIntroduction(highlights: ["ax", "b"]),
            extends: false),
        PrefixCase(
            earlier: PartialIntroduction(highlights: ["a", "b"]), later: PartialIntroduction(highlights: ["a"]),
            extends: false),
        PrefixCase(earlier: PartialIntroduction(highlights: []), later: PartialIntroduction(), extends: false),
        PrefixCase(
            earlier: PartialIntroduction(headline: "H", introduction: "I"),
            later: PartialIntroduction(headline: "H", introduction: "It", highlights: [""]), extends: true),
    ])
    func isPrefixFollowsTheStreamingRule(_ prefixCase: PrefixCase) {
        #expect(prefixCase.earlier.isPrefix(of: prefixCase.later) == prefixCase.extends)
    }

    @Test func aPartialCompletesWithEveryMissingFieldEmpty() {
        let partial = PartialIntroduction(introduction: "Hi", highlights: ["one"])
        #expect(Introduction(partial) == Introduction(headline: "", introduction: "Hi", highlights: ["one"], bio: ""))
        let full = Introduction(headline: "H", introduction: "I", highlights: ["a", "b", "c"], bio: "B")
        #expect(Introduction(PartialIntroduction(full)) == full)
        #expect(PartialIntroduction(full).isPrefix(of: PartialIntroduction(full)))
    }

    @Test func partialJSONLeavesOutFieldsNotStartedAndKeepsReadingOrder() {
        #expect(PartialIntroduction().json == "{}")
        #expect(PartialIntroduction(headline: "").json == #"{"headline":""}"#)
        #expect(
            PartialIntroduction(headline: "H", highlights: ["a", "b"], bio: "x").json
                == #"{"headline":"H","highlights":["a","b"],"bio":"x"}"#)
    }

    @Test func theFinalJSONHasAllFourFieldsInReadingOrder() throws {
        let introduction = Introduction(
            headline: "エンジニア \"Taro\"", introduction: "Hi.\nI'm Taro\\.", highlights: ["Swift 🎉"], bio: "b/c")
        #expect(
            introduction.json
                == #"{"headline":"エンジニア \"Taro\"","introduction":"Hi.\nI'm Taro\\.","highlights":["Swift 🎉"],"bio":"b/c"}"#
        )
        #expect(Introduction().json == #"{"headline":"","introduction":"","highlights":[],"bio":""}"#)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(introduction.json.utf8)) as? [String: Any])
        #expect(object["introduction"] as? String == introduction.introduction)
        #expect(object["highlights"] as? [String] == introduction.highlights)
    }

    @Test func jsonEscapesEveryControlCharacterSoItIsSafeOnATerminal() throws {
        let hostile = "a\u{1B}[2J\u{07}\u{9B}31m\u{0}\u{7F}\u{8}\u{C}\t\r"
        let json = Introduction(headline: hostile).json
        #expect(json.hasPrefix(#"{"headline":"a\u001b[2J\u0007\u009b31m\u0000\u007f\b\f\t\r""#))
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["headline"] as? String == hostile)
    }

    @Test func markdownHasTheHeadlineAsAHeadingTheHighlightsAsAListAndTheBioLast() {
        let introduction = Introduction(
            headline: "  iOS engineer\nin Tokyo ",
            introduction: "Hi, I'm Taro.\n\nI build apps.\n",
            highlights: ["5 years\nof Swift", "", "SSE"],
            bio: "Taro builds apps."
        )
        #expect(
            introduction.markdown
                == "# iOS engineer in Tokyo\n\nHi, I'm Taro.\n\nI build apps.\n\n- 5 years of Swift\n- SSE\n\nTaro builds apps.\n"
        )
        #expect(Introduction(introduction: "Only text.").markdown == "Only text.\n")
        #expect(Introduction().markdown == "")
        #expect(Introduction(headline: "H", bio: "B").markdown == "# H\n\nB\n")
    }

    // MARK: - The schema

    @Test func theSchemaIsStrictModeJSONWithThePropertiesInReadingOrder() throws {
        let schema = IntroductionSchema.schema
        let order = ["headline", "introduction", "highlights", "bio"]
        guard case .object(let properties)? = schema["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties.map(\.key) == order)
        #expect(schema["required"] == .array(order.map(JSONValue.string)))
        #expect(schema["additionalProperties"] == false)
        #expect(schema["type"] == "object")
        #expect(schema["properties"]?["highlights"]?["items"] == ["type": "string"])
        // Strict mode refuses count and length keywords: they are said in the descriptions instead.
        for keyword in ["minItems", "maxItems", "maxLength", "minLength"] { #expect(!schema.text.contains(keyword)) }
        #expect(schema["properties"]?["bio"]?["description"]?.string?.contains("160") == true)
        // Its text keeps the order and reads back as the same value, also for Foundation.
        let text = Array(schema.text.utf8)
        var assembler = JSONValueAssembler()
        try assembler.feed(text)
        #expect(try assembler.finish() == schema)
        #expect(try JSONSerialization.jsonObject(with: Data(text)) is [String: Any])
        #expect(schema.text.hasPrefix(#"{"type":"object","properties":{"headline":{"type":"string","#))
    }
}
