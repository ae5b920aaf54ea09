import EventStream
@testable import IntroductionCore
@testable import IntroductionProviders

import TestSupport
import Testing

/// The structured-answer reader's result is a function of the answer's bytes: the fuzzing findings of issue 21, fed
/// whole, split at every point and byte by byte, streamed and as a whole completion.
@Suite struct StructuredAnswerSplitTests {
    /// What an answer came to: the edits applied in order, and the failure that ended it, if any.
    struct Outcome: Equatable, CustomStringConvertible {
        var partial = PartialIntroduction()
        var failure: SourceError?

        var description: String { "\(partial) \(failure.map(String.init(describing:)) ?? "no failure")" }
    }

    static func read(_ pieces: [[UInt8]], allowsPreamble: Bool) -> Outcome {
        var reader = StructuredAnswerReader(allowsPreamble: allowsPreamble)
        var outcome = Outcome()
        for piece in pieces {
            let reading = reader.read(String(decoding: piece, as: UTF8.self))
            for edit in reading.edits { outcome.partial.apply(edit) }
            if let failure = reading.failure {
                outcome.failure = failure
                return outcome
            }
        }
        for edit in reader.finish() { outcome.partial.apply(edit) }
        return outcome
    }

    /// Every plan: whole, every two-piece split, byte by byte (the inputs are ASCII, so every cut is a character
    /// boundary).
    static func plans(_ bytes: [UInt8]) -> [[[UInt8]]] {
        [[bytes]] + ByteSplits.allTwoPieceSplits(bytes) + [ByteSplits.every(1, bytes)]
    }

    /// `{"headline":"""`: a string value that closed and a third quote that cannot follow it.
    static let brokenAfterAPartStarted = #"{"headline":""""#
    static let braceAtTheLimit = String(repeating: "x", count: StructuredAnswerReader.decisionBytes) + #"{"bio":"b"}"#
    static let braceBeforeTheLimit =
        String(repeating: "x", count: StructuredAnswerReader.decisionBytes - 1) + #"{"bio":"b"}"#

    @Test func theIssueInputsAreTheBytesItNames() {
        #expect(
            Array(Self.brokenAfterAPartStarted.utf8)
                == [0x7b, 0x22, 0x68, 0x65, 0x61, 0x64, 0x6c, 0x69, 0x6e, 0x65, 0x22, 0x3a, 0x22, 0x22, 0x22])
    }

    @Test(arguments: [false, true])
    func anObjectThatBreaksAfterAPartStartedIsAnErrorForEverySplit(allowsPreamble: Bool) {
        let bytes = Array(Self.brokenAfterAPartStarted.utf8)
        for (index, plan) in Self.plans(bytes).enumerated() {
            let outcome = Self.read(plan, allowsPreamble: allowsPreamble)
            #expect(outcome.failure?.code == .invalidFrame, "plan \(index): \(outcome)")
            #expect(outcome.partial == PartialIntroduction(headline: ""), "plan \(index): \(outcome)")
            #expect(outcome == Self.read([bytes], allowsPreamble: allowsPreamble), "plan \(index)")
        }
    }

    @Test func anObjectThatBreaksAfterAPartStartedIsAnErrorAsAWholeCompletionToo() throws {
        var decoder = ChatCompletionsDecoder()
        let decoded = try decoder.decode(
            wholeAnswer: WholeAnswerTests.chatCompletion(content: Self.brokenAfterAPartStarted))
        #expect(decoded.failure?.code == .invalidFrame)
        #expect(decoded.chunk?.edits == [.append(.headline, "")])
    }

    @Test func aBraceThatStartsAtTheDecisionLimitIsPlainTextForEverySplit() {
        let bytes = Array(Self.braceAtTheLimit.utf8)
        for (index, plan) in Self.plans(bytes).enumerated() {
            let outcome = Self.read(plan, allowsPreamble: true)
            #expect(
                outcome == Outcome(partial: PartialIntroduction(introduction: Self.braceAtTheLimit)), "plan \(index)")
        }
    }

    @Test func aBraceThatStartsJustBeforeTheDecisionLimitIsTheObjectForEverySplit() {
        let bytes = Array(Self.braceBeforeTheLimit.utf8)
        for (index, plan) in Self.plans(bytes).enumerated() {
            let outcome = Self.read(plan, allowsPreamble: true)
            #expect(outcome == Outcome(partial: PartialIntroduction(bio: "b")), "plan \(index)")
        }
    }

    /// Found by `make fuzz`: the error quoted the answer up to the end of the failing piece, so a whole answer
    /// quoted text after the offending byte that a split one had not seen.
    @Test func theErrorQuotesTheAnswerUpToTheOffendingByteForEverySplit() {
        let bytes = Array(#"{"headline":"Taro","introduction":"Hi" "bio": 3}"#.utf8)
        let whole = Self.read([bytes], allowsPreamble: false)
        #expect(whole.failure == SourceError.invalidFrame(excerpt: #"{"headline":"Taro","introduction":"Hi" ""#))
        for (index, plan) in Self.plans(bytes).enumerated() {
            #expect(Self.read(plan, allowsPreamble: false) == whole, "plan \(index)")
        }
    }
}
