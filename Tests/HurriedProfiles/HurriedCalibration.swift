package import IntroductionCore
import IntroductionQuality
import IntroductionWriting

/// The subject heuristic measured where it must find nothing: the composer's texts for the quality table and the
/// realistic set (profiles people wrote by hand), in every language × tone × length × occasion.
package enum HurriedCalibration {
    /// One sentence the heuristic flags in a text it should pass.
    package struct Flag: Sendable {
        package var profile: String
        package var options: GenerationOptions
        package var section: String
        package var sentence: String
    }

    /// Every flag over the table and the realistic set at `seeds`, and how many English prose sentences were read.
    package static func subjectFalsePositives(seeds: [UInt64] = [7]) throws -> (sentences: Int, flags: [Flag]) {
        let composer = OfflineComposer(charactersPerSecond: 0)
        var sentences = 0
        var flags: [Flag] = []
        for entry in QualityProfiles.all + QualityProfiles.realistic {
            let names = HurriedInspector.nameWords(entry.profile.name)
            for occasion in GenerationOptions.Occasion.allCases {
                for tone in GenerationOptions.Tone.allCases {
                    for length in GenerationOptions.Length.allCases {
                        let options = GenerationOptions(language: .en, tone: tone, length: length, occasion: occasion)
                        guard HurriedInspector.judgesSubjects(options) else { continue }
                        for seed in seeds {
                            let sections = try composer.composeSections(
                                IntroductionRequest(profile: entry.profile, options: options, seed: seed))
                            for (section, text) in [("introduction", sections.introduction), ("bio", sections.bio)] {
                                for sentence in HurriedInspector.proseSentences(text) {
                                    sentences += 1
                                    if !HurriedInspector.hasSubject(sentence, personNames: names) {
                                        flags.append(
                                            Flag(
                                                profile: entry.label, options: options, section: section,
                                                sentence: sentence))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (sentences, flags)
    }
}
