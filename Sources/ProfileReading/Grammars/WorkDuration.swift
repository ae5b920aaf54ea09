/// A length of time in years or months, with how exact it is.
package struct WorkDuration: Sendable, Equatable {
    package enum Qualifier: Sendable, Equatable {
        case exact, over, about, almost, under
    }

    /// Whole years (0 with `half` is half a year).
    package var years: Int
    /// Months, when the duration was given in months.
    package var months: Int?
    package var half = false
    package var qualifier = Qualifier.exact
    /// How many decades, when typed as "a decade" or "two decades" (so English says it the same way).
    package var decades: Int?
    /// The English number was typed as a word ("five years", "a year"), so English writes it as a word.
    package var spelled = false
}
