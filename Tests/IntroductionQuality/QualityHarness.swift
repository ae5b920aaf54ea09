package import IntroductionCore
import IntroductionWriting

/// Runs the quality table over language × tone × length × seeds and gathers every defect, the
/// distinct-variants count per combination, and a sample of texts to read.
package enum QualityHarness {
    /// Seeds every profile is written with.
    package static let seeds: [UInt64] = [0, 1, 2, 7, 1_000_003]
    /// Seeds the distinct-variants rule looks at, and how many clearly different texts it wants.
    package static let variantSeeds: [UInt64] = Array(0..<30)
    package static let wantedVariants = 20

    package static let combinations: [GenerationOptions] = ComposerLanguage.allCases.map(\.language).flatMap {
        language in
        GenerationOptions.Tone.allCases.flatMap { tone in
            GenerationOptions.Length.allCases.map { GenerationOptions(language: language, tone: tone, length: $0) }
        }
    }

    /// One composed text to read, with what it was written from.
    package struct Sample: Sendable {
        package var profile: String
        package var options: GenerationOptions
        package var seed: UInt64
        package var sections: Introduction
    }

    package struct Report: Sendable {
        /// Texts composed and checked (each with its four sections).
        package var runs = 0
        package var defects: [QualityDefect] = []
        /// Clearly different texts over `variantSeeds`, per combination (the smallest over the full profiles).
        package var variants: [(options: GenerationOptions, count: Int)] = []
        package var samples: [Sample] = []

        /// Defects per check, every check listed.
        package var counts: [(check: QualityCheck, count: Int)] {
            QualityCheck.allCases.map { check in (check, defects.filter { $0.check == check }.count) }
        }
    }

    /// Everything, as `make quality` and the test run it.
    package static func run(
        profiles: [QualityProfile] = QualityProfiles.all, seeds: [UInt64] = seeds,
        combinations: [GenerationOptions] = combinations
    ) throws -> Report {
        let composer = OfflineComposer(charactersPerSecond: 0)
        var report = Report()
        for entry in profiles {
            for options in combinations {
                for seed in seeds {
                    let (sections, composition) = try composer.composition(
                        IntroductionRequest(profile: entry.profile, options: options, seed: seed))
                    report.runs += 1
                    report.defects += QualityInspector(entry, options, seed: seed, report: composition).inspect(
                        sections)
                }
            }
        }
        let full = profiles.filter(\.isFull)
        for options in combinations where !full.isEmpty {
            var fewest = Int.max
            for entry in full {
                let texts = try variantSeeds.map { seed in
                    try composer.compose(IntroductionRequest(profile: entry.profile, options: options, seed: seed))
                }
                let count = distinctCount(texts, options.language.composerLanguage ?? .en)
                fewest = min(fewest, count)
                if count < wantedVariants {
                    report.defects.append(
                        QualityDefect(
                            check: .distinctVariants, profile: entry.label, options: options, seed: 0,
                            section: "introduction",
                            detail: "\(count) clearly different texts over seeds 0–29, want \(wantedVariants)",
                            text: texts.prefix(3).joined(separator: "\n    ")))
                }
            }
            report.variants.append((options, fewest))
        }
        for (index, options) in combinations.enumerated() {
            guard
                let entry = full.first(where: {
                    $0.profile.name.unicodeScalars.contains { $0.value >= 0x3040 } == (options.language == .ja)
                })
                    ?? full.first
            else { continue }
            let seed = UInt64(index)
            let sections = try composer.composeSections(
                IntroductionRequest(profile: entry.profile, options: options, seed: seed))
            report.samples.append(Sample(profile: entry.label, options: options, seed: seed, sections: sections))
        }
        return report
    }

    // MARK: - Distinct variants

    /// The opening: the first sentence of a short text, the first two (greeting and introduction) otherwise.
    package static func opening(_ text: String, _ language: ComposerLanguage) -> String {
        let sentences = QualityText.sentences(text, language)
        return sentences.prefix(sentences.count <= 3 ? 1 : 2).joined(separator: " ")
    }

    package static func closing(_ text: String, _ language: ComposerLanguage) -> String {
        QualityText.sentences(text, language).last ?? ""
    }

    /// Clearly different: a different opening AND a different closing, and at least four words apart
    /// overall, so two texts that differ in one word never count twice.
    package static func clearlyDifferent(_ first: String, _ second: String, _ language: ComposerLanguage)
        -> Bool
    {
        opening(first, language) != opening(second, language) && closing(first, language) != closing(second, language)
            && QualityText.distance(first, second) >= 4
    }

    /// How many of the texts are clearly different from each other (greedy, in order).
    package static func distinctCount(_ texts: [String], _ language: ComposerLanguage) -> Int {
        // The same rule as `clearlyDifferent`, with each text's parts worked out once.
        let parts = texts.map { text in (opening: opening(text, language), closing: closing(text, language), text: text)
        }
        var kept: [(opening: String, closing: String, text: String)] = []
        for part in parts
        where kept.allSatisfy({
            $0.opening != part.opening && $0.closing != part.closing && QualityText.distance($0.text, part.text) >= 4
        }) {
            kept.append(part)
        }
        return kept.count
    }
}
