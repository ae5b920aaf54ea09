import Foundation
package import IntroductionCore
import IntroductionWriting

/// The generator's run: hurried profiles written in both languages, each text checked by `HurriedInspector`, with the
/// hard defects per rule, the soft rates and sample texts to read.
///
/// Each profile is written twice in each language: once for the occasions that use every fact (meetup or team, medium
/// or long: its expected facts are judged) and once for any occasion and length; the tone, occasion and length of each
/// are drawn from the profile's seed (`options(seed:language:)`), so a run of a few thousand profiles covers every
/// combination many times and a seed always names the same texts.
package enum HurriedRun {
    /// The two texts of one profile in `language`: the judged one first.
    package static func options(seed: UInt64, language: GenerationOptions.Language) -> [GenerationOptions] {
        var random = HurriedRandom(seed: seed ^ (language == .en ? 0x5EED_0E4E : 0x5EED_0A4A))
        let tones = GenerationOptions.Tone.allCases
        let judged = GenerationOptions(
            language: language, tone: random.pick(tones), length: random.chance(50) ? .medium : .long,
            occasion: random.chance(50) ? .meetup : .team)
        let free = GenerationOptions(
            language: language, tone: random.pick(tones), length: random.pick(GenerationOptions.Length.allCases),
            occasion: random.pick(GenerationOptions.Occasion.allCases))
        return [judged, free]
    }

    /// One text of the profile `seed` in `language` for `occasion`, its tone and length drawn from the seed: what the
    /// suite's test writes, one occasion at a time.
    package static func options(
        seed: UInt64, language: GenerationOptions.Language, occasion: GenerationOptions.Occasion
    ) -> GenerationOptions {
        var random = HurriedRandom(seed: seed ^ 0x0CCA_5100)
        return GenerationOptions(
            language: language, tone: random.pick(GenerationOptions.Tone.allCases),
            length: random.pick(GenerationOptions.Length.allCases), occasion: occasion)
    }

    /// One text to read, with what it was written from and what it reported.
    package struct Sample: Sendable {
        package var hurried: HurriedProfile
        package var options: GenerationOptions
        package var sections: Introduction
        package var report: CompositionReport
        package var defects: [HurriedDefect]

        package init(
            hurried: HurriedProfile, options: GenerationOptions, sections: Introduction, report: CompositionReport,
            defects: [HurriedDefect]
        ) {
            self.hurried = hurried
            self.options = options
            self.sections = sections
            self.report = report
            self.defects = defects
        }
    }

    /// A count out of a total.
    package struct Share: Sendable {
        package var count = 0
        package var total = 0

        package init(count: Int = 0, total: Int = 0) {
            self.count = count
            self.total = total
        }

        package var percent: String {
            total == 0 ? "–" : String(format: "%.1f%%", Double(count) * 100 / Double(total))
        }
    }

    package struct Report: Sendable {
        package var profiles = 0
        package var texts = 0
        package var textsWithDefects = 0
        package var counts: [HurriedRule: Int] = [:]
        /// The first few defects of each rule, from different profiles where possible.
        package var examples: [HurriedRule: [HurriedDefect]] = [:]
        /// Fields that have an unused part, by output language and by how the field's language relates to it
        /// ("same", "other", "mixed", "names": only names and numbers).
        package var unusedFields: [GenerationOptions.Language: [String: Share]] = [:]
        package var shortfall: [GenerationOptions.Language: Share] = [:]
        /// Introduction length in words (English) or characters (Japanese), per language and length.
        package var lengths: [GenerationOptions.Language: [GenerationOptions.Length: [Int]]] = [:]
        /// Judged facts: said, reported unused, or neither.
        package var facts = (said: 0, reported: 0, lost: 0)
        package var samples: [Sample] = []
        package var elapsed: Duration = .zero

        package var total: Int { counts.values.reduce(0, +) }
    }

    /// Writes profiles `seeds` in both languages and checks every text; `examples` per rule are kept, and `samples`
    /// texts per language spread over the run.
    package static func run(
        seeds: Range<UInt64>, languages: [GenerationOptions.Language] = ComposerLanguage.allCases.map(\.language),
        examples: Int = 3, samples: Int = 0,
        choosing choose: (UInt64, GenerationOptions.Language) -> [GenerationOptions] = options(seed:language:)
    ) throws -> Report {
        let started = ContinuousClock.now
        let composer = OfflineComposer(charactersPerSecond: 0)
        var report = Report()
        let step = samples > 0 ? max(1, UInt64(seeds.count / samples)) : 0
        var examplesSeen: [HurriedRule: Set<UInt64>] = [:]
        for seed in seeds {
            let hurried = HurriedGenerator.profile(seed: seed)
            report.profiles += 1
            for language in languages {
                for (index, options) in choose(seed, language).enumerated() {
                    let (sections, unused) = try composer.composition(
                        IntroductionRequest(profile: hurried.profile, options: options, seed: seed))
                    let inspector = HurriedInspector(hurried, options)
                    let defects = inspector.inspect(sections, report: unused)
                    report.texts += 1
                    if !defects.isEmpty { report.textsWithDefects += 1 }
                    for defect in defects {
                        report.counts[defect.rule, default: 0] += 1
                        if report.examples[defect.rule, default: []].count < examples,
                            examplesSeen[defect.rule, default: []].insert(seed).inserted
                        {
                            report.examples[defect.rule, default: []].append(defect)
                        }
                    }
                    tally(&report, hurried, options, sections, unused)
                    if index == 0, step > 0, (seed - seeds.lowerBound) % step == 0,
                        report.samples.filter({ $0.options.language == language }).count < samples
                    {
                        report.samples.append(
                            Sample(
                                hurried: hurried, options: options, sections: sections, report: unused, defects: defects
                            ))
                    }
                }
            }
        }
        report.elapsed = ContinuousClock.now - started
        return report
    }

    /// The soft rates of one text.
    static func tally(
        _ report: inout Report, _ hurried: HurriedProfile, _ options: GenerationOptions, _ sections: Introduction,
        _ unused: CompositionReport
    ) {
        let language = options.language
        for (field, _) in hurried.filledFields where field != .name {
            let relation = hurried.fieldLanguages[field]?.relation(to: language) ?? "names"
            var share = report.unusedFields[language, default: [:]][relation, default: Share()]
            share.total += 1
            if unused.unused.contains(where: { $0.field == field }) { share.count += 1 }
            report.unusedFields[language, default: [:]][relation] = share
        }
        report.shortfall[language, default: Share()].total += 1
        if unused.shortfall != nil { report.shortfall[language, default: Share()].count += 1 }
        let size =
            language == .en
            ? sections.introduction.split(whereSeparator: \.isWhitespace).count
            : sections.introduction.filter { !$0.isWhitespace }.count
        report.lengths[language, default: [:]][options.length, default: []].append(size)
        guard HurriedInspector.judgesFacts(options) else { return }
        for fact in hurried.facts {
            if HurriedInspector.isSaid(fact, in: sections, language) {
                report.facts.said += 1
            } else if HurriedInspector.isReported(fact, unused) {
                report.facts.reported += 1
            } else {
                report.facts.lost += 1
            }
        }
    }
}
