import IntroductionCore
import TestSupport
import Testing

@Suite struct IntroductionEditTests {
    @Test func editsBuildEveryPartInReadingOrder() {
        var partial = PartialIntroduction()
        for edit: IntroductionEdit in [
            .append(.headline, "Swift "), .append(.headline, "engineer"), .startHighlights, .startHighlight,
            .append(.highlights, "Ships "), .append(.highlights, "apps"), .startHighlight,
            .append(.highlights, "Talks"),
            .append(.bio, "Ada builds apps."),
        ] {
            partial.apply(edit)
        }
        #expect(partial.headline == "Swift engineer")
        #expect(partial.introduction == nil)
        #expect(partial.highlights == ["Ships apps", "Talks"])
        #expect(partial.text(of: .highlights) == "Ships apps\nTalks")
        #expect(partial.bio == "Ada builds apps.")
    }

    @Test func appendingToAnEmptyListStartsItsFirstItem() {
        var partial = PartialIntroduction()
        partial.apply(.append(.highlights, "First"))
        #expect(partial.highlights == ["First"])
        partial.apply(.startHighlights)
        #expect(partial.highlights == ["First"])
    }

    /// Whatever edits a source sends, in whatever order, every snapshot extends the one before.
    @Test(arguments: 0..<50)
    func everyEditSequenceKeepsTheStreamingRule(seed: UInt64) {
        var random = TestRandom(seed: seed)
        var partial = PartialIntroduction()
        for _ in 0..<60 {
            let texts = ["", "a", "é", "日本", "🎉", " ", "\u{301}"]
            let text = texts[Int(random.next() % UInt64(texts.count))]
            let section = IntroductionSection.allCases[Int(random.next() % 4)]
            let edit: IntroductionEdit =
                switch random.next() % 4 {
                case 0: .startHighlight
                case 1: .startHighlights
                default: .append(section, text)
                }
            let before = partial
            partial.apply(edit)
            #expect(before.isPrefix(of: partial), "\(edit) broke the streaming rule")
        }
    }
}
