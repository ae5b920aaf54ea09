@testable import IntroAccessible
import IntroTUI
import IntroductionCore

import Testing

/// The accessible mode's plain transcript of a generation: every piece written once, in order, the same however
/// the snapshots cut the text.
@Suite struct AccessibleTranscriptTests {
    static let whole = PartialIntroduction(
        headline: "Swift engineer 🙂", introduction: "Hi, I'm Ada.\nI build \u{1B}[31mstreaming\u{1B}[0m apps.",
        highlights: ["Ten years", "SSE \u{1B}]52;c;aGk=\u{07}clients"], bio: "Ada builds apps.")

    static let expected =
        "Headline:\nSwift engineer 🙂\nIntroduction:\nHi, I'm Ada.\nI build streaming apps.\nHighlights:\n- Ten years\n"
        + "- SSE clients\nBio:\nAda builds apps."

    /// The edits that write `whole` in reading order, each string cut into pieces of `size` scalars (so escape
    /// sequences are cut too).
    static func edits(size: Int) -> [IntroductionEdit] {
        func pieces(_ text: String, _ section: IntroductionSection) -> [IntroductionEdit] {
            let scalars = Array(text.unicodeScalars)
            return stride(from: 0, to: scalars.count, by: size).map {
                .append(section, String(String.UnicodeScalarView(scalars[$0..<min($0 + size, scalars.count)])))
            }
        }
        var edits = pieces(whole.headline ?? "", .headline) + pieces(whole.introduction ?? "", .introduction)
        edits.append(.startHighlights)
        for item in whole.highlights ?? [] { edits += [.startHighlight] + pieces(item, .highlights) }
        return edits + pieces(whole.bio ?? "", .bio)
    }

    @Test(arguments: [1, 2, 3, 7, 1000])
    func theTranscriptIsTheSameHoweverTheSnapshotsCutTheText(size: Int) {
        var transcript = AccessibleTranscript()
        var content = PartialIntroduction()
        var written = ""
        for edit in Self.edits(size: size) {
            content.apply(edit)
            written += transcript.update(SessionSnapshot(generation: 1, state: .generating, content: content))
        }
        #expect(written == Self.expected)
        #expect(!written.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(transcript.endLine() == "\n")
        #expect(transcript.endLine() == "")
    }

    @Test func aTextOnlySourceHasNoLabelsUntilAnotherSectionStarts() {
        var transcript = AccessibleTranscript()
        var written = transcript.update(
            SessionSnapshot(generation: 1, state: .generating, content: PartialIntroduction(introduction: "Hi")))
        written += transcript.update(
            SessionSnapshot(
                generation: 1, state: .generating, content: PartialIntroduction(introduction: "Hi", bio: "Ada.")))
        #expect(written == "Hi\nBio:\nAda.")
    }

    @Test func aSectionWrittenAgainAfterAnotherGetsItsLabelAgain() {
        var transcript = AccessibleTranscript()
        var written = transcript.update(
            SessionSnapshot(generation: 1, state: .generating, content: PartialIntroduction(headline: "A", bio: "B")))
        written += transcript.update(
            SessionSnapshot(generation: 1, state: .generating, content: PartialIntroduction(headline: "A2", bio: "B")))
        #expect(written == "Headline:\nA\nBio:\nB\nHeadline:\n2")
    }

    @Test func aNewGenerationStartsOver() {
        var transcript = AccessibleTranscript()
        _ = transcript.update(
            SessionSnapshot(generation: 1, state: .completed, content: PartialIntroduction(introduction: "One")))
        let second = transcript.update(
            SessionSnapshot(generation: 2, state: .generating, content: PartialIntroduction(introduction: "Two")))
        #expect(second == "Two")
    }
}
