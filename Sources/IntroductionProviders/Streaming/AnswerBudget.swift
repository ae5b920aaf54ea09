public import IntroductionCore

/// The bounds every model request carries: how much the model may write, and how freely it samples.
///
/// Servers differ in what they do when told nothing: some write until the context is full (a small model on the
/// prompt-only path wrote for over two minutes), and their default temperatures range from 0.7 to 1.0. The
/// prompts were written and checked at ``temperature``.
public enum AnswerBudget {
    /// The temperature the prompts were written for.
    public static let temperature = 0.7

    /// The output budget for `options`: room for the longest text of that length in any language, plus a headline,
    /// three highlights, a bio and the JSON around them. The one place that derives it, so an option that changes
    /// how long an introduction runs (an occasion, say) is added here.
    public static func maxTokens(for options: GenerationOptions) -> Int {
        switch options.length {
        case .short: 700
        case .medium: 1100
        case .long: 1800
        }
    }
}
