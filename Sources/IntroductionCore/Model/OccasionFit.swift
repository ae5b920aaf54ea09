import Localization

/// How a text fits its occasion, in the words every front end uses: the status line, `generate`'s summary on stderr
/// and the accessible mode's closing line.
///
/// Counted on what arrived, never cut: a part over its limit is said to be over, with the way to a shorter one.
public struct OccasionFit: Sendable, Equatable {
    /// One part measured against one limit.
    public struct Measure: Sendable, Equatable {
        /// The limit.
        public var limit: TextLimit
        /// How much of it the part takes.
        public var count: Int

        /// Whether the part holds more than its limit allows.
        public var isOver: Bool { count > limit.maximum }

        /// "148/160", "105/100 words", with the part named when it is not the introduction ("headline 230/220").
        public var figure: String {
            let part = limit.section == .introduction ? "" : "\(limit.section.title.lowercased()) "
            let unit = limit.unit == .words ? " words" : ""
            return "\(part)\(count)/\(limit.maximum)\(unit)"
        }
    }

    /// Each limit of the occasion with what the text takes of it.
    public var measures: [Measure]
    private let content: PartialIntroduction
    private let options: GenerationOptions

    /// How `content` fits the occasion of `options`; the limits are counted at once, the speaking time when asked.
    public init(_ content: PartialIntroduction, options: GenerationOptions) {
        measures = options.limits.map { limit in
            Measure(limit: limit, count: limit.count(in: Self.text(of: limit.section, in: content)))
        }
        self.content = content
        self.options = options
    }

    /// The speaking-time estimate of the introduction, for the spoken occasions; nil for the others and before any
    /// text.
    public var spokenSeconds: Int? {
        let introduction = content.introduction ?? ""
        guard options.occasion.isSpoken, !introduction.isEmpty else { return nil }
        return SpokenTime.seconds(introduction, language: options.language)
    }

    /// Whether any part is over its limit.
    public var isOver: Bool { measures.contains(where: \.isOver) }

    /// For the status line: "148/160", "172/160 over", "≈ 55 s spoken"; nil when the occasion has nothing to say.
    /// The headline's limit is named only when it is passed (LinkedIn's 220 characters are rarely near).
    public var note: String? {
        var parts: [String] = []
        for measure in measures where measure.limit.section == .introduction || measure.isOver {
            parts.append(measure.isOver ? tr("%s over", measure.figure) : measure.figure)
        }
        if let spokenSeconds { parts.append(SpokenTime.phrase(seconds: spokenSeconds)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// One sentence per part over its limit, with what to do: "The introduction is over the limit: 172 of 160
    /// characters. Ask for a shorter one (Ctrl-T or --refine shorter)."
    public var overSentences: [String] {
        measures.filter(\.isOver).map { measure in
            return measure.limit.unit == .words
                ? tr(
                    "The %1$s is over its limit: %2$s of %3$s words. Ask for a shorter one (Ctrl-T, or generate --refine shorter).",
                    measure.limit.section.shownName, measure.count, measure.limit.maximum)
                : tr(
                    "The %1$s is over its limit: %2$s of %3$s characters. Ask for a shorter one (Ctrl-T, or generate --refine shorter).",
                    measure.limit.section.shownName, measure.count, measure.limit.maximum)
        }
    }

    private static func text(of section: IntroductionSection, in content: PartialIntroduction) -> String {
        switch section {
        case .headline: content.headline ?? ""
        case .introduction: content.introduction ?? ""
        case .highlights: (content.highlights ?? []).joined(separator: "\n")
        case .bio: content.bio ?? ""
        }
    }
}
