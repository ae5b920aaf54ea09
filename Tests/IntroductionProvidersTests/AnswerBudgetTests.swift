import IntroductionCore
import IntroductionProviders
import Testing

/// `max_tokens` follows the length and, where it sets its own size, the occasion.
@Suite("Answer budget")
struct AnswerBudgetTests {
    @Test func theBudgetGrowsWithTheLengthAndTheOccasionBoundsIt() {
        let short = AnswerBudget.maxTokens(for: GenerationOptions(length: .short))
        let medium = AnswerBudget.maxTokens(for: GenerationOptions(length: .medium))
        let long = AnswerBudget.maxTokens(for: GenerationOptions(length: .long))
        #expect(short < medium && medium < long)
        for length in GenerationOptions.Length.allCases {
            #expect(AnswerBudget.maxTokens(for: GenerationOptions(length: length, occasion: .x)) < short)
            #expect(AnswerBudget.maxTokens(for: GenerationOptions(length: length, occasion: .speaker)) <= medium)
        }
        #expect(AnswerBudget.maxTokens(for: GenerationOptions(length: .medium, occasion: .interview)) == long)
        #expect(AnswerBudget.maxTokens(for: GenerationOptions(length: .long, occasion: .linkedin)) == long)
    }
}
