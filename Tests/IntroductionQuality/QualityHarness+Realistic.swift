package import IntroductionCore
import IntroductionWriting

/// Issue 16's run: the realistic set in every language × tone × length with two seeds, and texts to read.
extension QualityHarness {
    /// Two seeds: the realistic set is about what people type, not about variety, and two keep the run short.
    package static let realisticSeeds: [UInt64] = [3, 11]

    /// The realistic set's defects (every check, issue 7's and issue 16's) and one sample per combination, each
    /// from a different profile, so `make quality` shows texts a person would actually send.
    package static func runRealistic(combinations: [GenerationOptions] = combinations) throws -> Report {
        var report = try run(profiles: QualityProfiles.realistic, seeds: realisticSeeds, combinations: combinations)
        let composer = OfflineComposer(charactersPerSecond: 0)
        let profiles = QualityProfiles.realistic
        for (index, options) in combinations.enumerated() {
            // 11 is prime to the set's size, so the samples walk through different profiles.
            let entry = profiles[(index * 11) % profiles.count]
            let seed = realisticSeeds[index % realisticSeeds.count]
            let sections = try composer.composeSections(
                IntroductionRequest(profile: entry.profile, options: options, seed: seed))
            report.samples.append(Sample(profile: entry.label, options: options, seed: seed, sections: sections))
        }
        return report
    }

    /// The existing table held to issue 16's checks only (issue 7's are its own test's), at the realistic seeds.
    package static func runTableReading(combinations: [GenerationOptions] = combinations) throws -> [QualityDefect] {
        try run(profiles: QualityProfiles.all, seeds: realisticSeeds, combinations: combinations).defects.filter {
            $0.check.readsLikeAPerson
        }
    }
}
