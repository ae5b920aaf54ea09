/// A hard limit an occasion puts on one part of the introduction: "at most 160 characters", "at most 100 words".
///
/// The offline composer keeps every one; a model may not, and then the screen and `generate` say so plainly and
/// offer the shorter version (refining with "shorter") instead of cutting the text.
public struct TextLimit: Sendable, Equatable {
    /// What is counted.
    public enum Unit: Sendable, Equatable {
        /// Characters as a person counts them (grapheme clusters: "é" and "👍🏽" are one each).
        case characters
        /// Words separated by white space.
        case words
    }

    /// The part the limit binds.
    public var section: IntroductionSection
    /// The most the part may hold.
    public var maximum: Int
    /// What `maximum` counts.
    public var unit: Unit

    /// A limit of `maximum` `unit` on `section`.
    public init(_ section: IntroductionSection, _ maximum: Int, _ unit: Unit) {
        self.section = section
        self.maximum = maximum
        self.unit = unit
    }

    /// How much of the limit `text` takes, in ``unit``.
    public func count(in text: String) -> Int {
        switch unit {
        case .characters: text.count
        case .words: SpokenTime.words(in: text)
        }
    }
}

extension GenerationOptions {
    /// The hard limits of the occasion in this language (none for a meetup, a team post, an interview or a README,
    /// whose lengths are the length option's targets, not limits).
    public var limits: [TextLimit] {
        switch occasion {
        case .x: [TextLimit(.introduction, 160, .characters)]
        // About 100 English words; Japanese, Chinese and Korean are counted in characters, and 200 say about as much.
        case .speaker:
            language.lengthUnit == .words
                ? [TextLimit(.introduction, 100, .words)] : [TextLimit(.introduction, 200, .characters)]
        case .linkedin: [TextLimit(.headline, 220, .characters), TextLimit(.introduction, 2_600, .characters)]
        case .meetup, .team, .interview, .github: []
        }
    }
}
