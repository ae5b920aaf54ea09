public import IntroductionCore

/// In tests a failure is written as the sentence it shows: `.failed("model overloaded")`.
extension GenerationFailure: ExpressibleByStringLiteral {
    public init(stringLiteral sentence: String) {
        self.init(sentence: sentence)
    }
}
