import Foundation
import IntroductionCore
import Testing

/// How a text fits its occasion: counted as a person counts, worded once for every front end.
@Suite("Occasion fit")
struct OccasionFitTests {
    @Test(arguments: [
        ("", 0), ("one", 1), ("  two  words ", 2), ("tab\tand\nnewline", 3), ("full\u{3000}width space", 3),
        ("Hi, I'm Ada — an engineer.", 6),
    ])
    func wordsAreRunsBetweenWhiteSpace(text: String, words: Int) {
        #expect(TextLimit(.introduction, 100, .words).count(in: text) == words)
    }

    @Test func charactersAreCountedAsAPersonCountsThem() {
        #expect(TextLimit(.introduction, 160, .characters).count(in: "café 👍🏽 こんにちは") == 12)
    }

    @Test func speakingTimeIs150WordsOr300JapaneseCharactersAMinute() {
        let minute = Array(repeating: "word", count: 150).joined(separator: " ")
        #expect(SpokenTime.seconds(minute, language: .en) == 60)
        // Punctuation and spaces are not said.
        let japanese = String(repeating: "あいう、", count: 100)
        #expect(SpokenTime.seconds(japanese, language: .ja) == 60)
        #expect(SpokenTime.phrase(seconds: 57) == "≈ 55 s spoken")
        #expect(SpokenTime.phrase(seconds: 100) == "≈ 1 min 40 s spoken")
        #expect(SpokenTime.phrase(seconds: 1) == "≈ 5 s spoken")
    }

    @Test func eachOccasionHasItsLimitsAndOnlyTheSpokenOnesATime() {
        #expect(GenerationOptions(occasion: .x).limits == [TextLimit(.introduction, 160, .characters)])
        #expect(
            GenerationOptions(language: .ja, occasion: .speaker).limits == [TextLimit(.introduction, 200, .characters)])
        #expect(GenerationOptions(occasion: .speaker).limits == [TextLimit(.introduction, 100, .words)])
        #expect(GenerationOptions(occasion: .linkedin).limits.map(\.maximum) == [220, 2_600])
        for occasion in [GenerationOptions.Occasion.meetup, .team, .interview, .github] {
            #expect(GenerationOptions(occasion: occasion).limits.isEmpty)
        }
        let text = PartialIntroduction(introduction: "Hi, I'm Ada.")
        #expect(OccasionFit(text, options: GenerationOptions(occasion: .interview)).spokenSeconds == 1)
        #expect(OccasionFit(text, options: GenerationOptions(occasion: .team)).spokenSeconds == nil)
    }

    @Test func aPartOverItsLimitIsSaidWithWhatToDo() {
        let over = OccasionFit(
            PartialIntroduction(headline: String(repeating: "h", count: 230), introduction: "About me."),
            options: GenerationOptions(occasion: .linkedin))
        #expect(over.isOver)
        #expect(over.note == "headline 230/220 over · 9/2600")
        #expect(
            over.overSentences == [
                "The headline is over its limit: 230 of 220 characters. Ask for a shorter one (Ctrl-T, or generate"
                    + " --refine shorter)."
            ])
        #expect(
            OccasionFit(PartialIntroduction(introduction: "Hi."), options: GenerationOptions(occasion: .x)).note
                == "3/160")
    }

    @Test func optionsSavedBeforeOccasionsWereForAMeetup() throws {
        let decoded = try JSONDecoder().decode(
            GenerationOptions.self, from: Data(#"{"language":"ja","tone":"formal","length":"short"}"#.utf8))
        #expect(decoded == GenerationOptions(language: .ja, tone: .formal, length: .short, occasion: .meetup))
        let encoded = String(decoding: try JSONEncoder().encode(GenerationOptions(occasion: .github)), as: UTF8.self)
        #expect(encoded.contains(#""for":"github""#))
    }
}
