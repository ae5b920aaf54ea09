import Foundation
import Testing
import TextBasics

/// `trimmingCharacters(in: ScalarSet)` trims exactly what Foundation's `trimmingCharacters(in: CharacterSet)` trims,
/// checked against Foundation itself (the tests may link it; the product does not).
struct TrimmingTests {
    static let samples = [
        "", " ", "  plain  ", "\tTabbed\t", "\n\r\nlines\n\u{2028}", "\u{3000}全角\u{3000}", "\u{00A0}nbsp\u{00A0}",
        " \u{301}combining ", "\u{85}next line\u{85}", "!?。こんにちは！？", "« quoted »", "—dash—", "_x_", "   \n",
        "a b", "👍🏽 ", "\u{200B}zero width\u{200B}", "¡Hola!", "\r\n",
    ]

    static let sets: [(ScalarSet, CharacterSet, String)] = [
        (.whitespaces, .whitespaces, "whitespaces"),
        (.whitespacesAndNewlines, .whitespacesAndNewlines, "whitespacesAndNewlines"),
        (.punctuationCharacters, .punctuationCharacters, "punctuationCharacters"),
        (ScalarSet(charactersIn: "。！!？? 　"), CharacterSet(charactersIn: "。！!？? 　"), "charactersIn"),
    ]

    @Test(arguments: 0..<4)
    func trimsAsFoundationDoes(set index: Int) {
        let (ours, theirs, name) = Self.sets[index]
        for sample in Self.samples {
            #expect(
                sample.trimmingCharacters(in: ours).unicodeScalars.elementsEqual(
                    sample.trimmingCharacters(in: theirs).unicodeScalars),
                "\(name): \(sample.debugDescription)")
        }
    }

    @Test func everyScalarOfThePredefinedSetsMatchesFoundation() {
        // Scalars both Unicode versions know: the standard library's may be newer than Foundation's.
        let planes = (0..<0x3_0000).compactMap(Unicode.Scalar.init).filter {
            guard let age = $0.properties.age else { return false }
            return age.major < 16
        }
        for (ours, theirs, name) in Self.sets {
            let differing = planes.filter { ours.contains($0) != theirs.contains($0) }
            #expect(differing.isEmpty, "\(name) differs at \(differing.prefix(5).map { String($0.value, radix: 16) })")
        }
    }

    @Test func substringsTrimToo() {
        let text = "name:  value  "
        #expect(
            text[text.index(text.startIndex, offsetBy: 5)...].trimmingCharacters(in: ScalarSet.whitespaces) == "value")
    }

    @Test func caseBlindEqualityFoldsAsFoundationDoes() {
        for (left, right) in [
            ("Content-Type", "content-type"), ("Last-Event-ID", "last-event-id"), ("Straße", "STRASSE"),
            ("x-api-key", "X-API-KEY"), ("Authorization", "Authorisation"),
        ] {
            #expect(left.equalsIgnoringCase(right) == (left.caseInsensitiveCompare(right) == .orderedSame))
        }
    }

    @Test func numericOrderIsFoundationsNumericCompare() {
        let names = [
            "introduction-2026-11-30-143012", "introduction-2026-11-30-143012-2", "introduction-2026-11-30-143012-10",
            "introduction-2026-11-30-143013", "a", "", "a1", "a01", "a10b", "a9b", "b", "note-007", "note-8",
        ]
        for left in names {
            for right in names {
                let foundation = left.compare(right, options: .numeric) == .orderedAscending
                #expect(left.numericallyPrecedes(right) == foundation, "\(left) < \(right)")
            }
        }
    }
}
