package import IntroductionCore
import IntroductionWriting

/// Issue 17's run: every occasion but the meetup (the rest of the harness's) on the realistic set and the table, in
/// every language × tone × length at one seed, checked for the occasion's limits and shape, and one text of each
/// occasion in each language to read.
extension QualityHarness {
    /// The occasions this run covers.
    package static let occasions = GenerationOptions.Occasion.allCases.filter { $0 != .meetup }

    /// Every combination with `occasion`.
    package static func combinations(for occasion: GenerationOptions.Occasion) -> [GenerationOptions] {
        combinations.map { options in
            var options = options
            options.occasion = occasion
            return options
        }
    }

    /// The occasions' defects and one sample per occasion and language, each from a different realistic profile.
    package static func runOccasions(
        _ occasions: [GenerationOptions.Occasion] = occasions,
        profiles: [QualityProfile] = QualityProfiles.realistic + QualityProfiles.all
    ) throws -> Report {
        let composer = OfflineComposer(charactersPerSecond: 0)
        var report = Report()
        for occasion in occasions {
            for options in combinations(for: occasion) {
                for entry in profiles {
                    let request = IntroductionRequest(profile: entry.profile, options: options, seed: 7)
                    let (sections, composition) = try composer.composition(request)
                    report.runs += 1
                    // An interview is never casual: the composer writes it in the friendly register, and it is read so.
                    var read = options
                    if occasion == .interview, read.tone == .casual { read.tone = .friendly }
                    report.defects += QualityInspector(entry, read, seed: 7, report: composition).inspectOccasion(
                        sections)
                }
            }
        }
        for (index, occasion) in occasions.enumerated() {
            for language in ComposerLanguage.allCases.map(\.language) {
                let entry = QualityProfiles.realistic[(index * 11 + (language == .ja ? 5 : 0)) % 57]
                let options = GenerationOptions(
                    language: language, tone: .friendly, length: .medium, occasion: occasion)
                let sections = try composer.composeSections(
                    IntroductionRequest(profile: entry.profile, options: options, seed: 7))
                report.samples.append(Sample(profile: entry.label, options: options, seed: 7, sections: sections))
            }
        }
        return report
    }
}
