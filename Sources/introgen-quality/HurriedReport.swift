import Foundation
import HurriedProfiles
import IntroductionCore
import IntroductionQuality
import IntroductionWriting

/// Issue 36's measure, as `make quality` prints it after the tables: hurried profiles from the seeded generator,
/// written in both languages, with the hard defects per rule, the soft rates and texts to read.
enum HurriedReport {
    /// Runs `count` profiles (seeds first..<first + count) and prints the report; true when no hard rule was broken.
    /// A `first` past the seeds the reading was tuned on is the held-out check.
    static func run(count: Int, first: UInt64 = 0, examples: Int = 3, samples: Int = 20) -> Bool {
        let report: HurriedRun.Report
        do {
            report = try HurriedRun.run(seeds: first..<first + UInt64(count), examples: examples, samples: samples)
        } catch {
            FileHandle.standardError.write(Data("introgen-quality: \(error)\n".utf8))
            exit(2)
        }
        let seconds = Double(report.elapsed.components.seconds) + Double(report.elapsed.components.attoseconds) / 1e18
        print(
            "issue 36, hurried profiles: \(report.profiles) generated profiles (seeds \(first)–\(first + UInt64(count) - 1)) × 2 languages × 2 texts"
                + " (one for meetup/team at medium/long, one for any occasion and length; tone, occasion and length"
                + " drawn from the seed) = \(report.texts) texts, in " + report.elapsed.formattedSeconds(places: 1)
                + String(
                    format: " (%.0f profiles/s, %.0f texts/s)", Double(report.profiles) / seconds,
                    Double(report.texts) / seconds))
        print("")
        print(
            "hard defects per rule (texts with at least one: \(report.textsWithDefects) of \(report.texts), "
                + HurriedRun.Share(count: report.textsWithDefects, total: report.texts).percent + ")")
        for rule in HurriedRule.allCases {
            print(
                "  " + rule.rawValue.padding(toLength: 36, withPad: " ", startingAt: 0)
                    + String(report.counts[rule] ?? 0))
        }
        print("  " + "total".padding(toLength: 36, withPad: " ", startingAt: 0) + String(report.total))
        print("")
        print(
            "examples (up to \(examples) per rule, each from a different profile; `--hurried-profile SEED` shows one)")
        for rule in HurriedRule.allCases {
            for defect in report.examples[rule] ?? [] { print("- \(defect)") }
        }
        print("")
        print("soft rates (printed, not failing)")
        print(
            "  judged facts (meetup/team, medium/long): said \(report.facts.said), reported unused"
                + " \(report.facts.reported), neither \(report.facts.lost)")
        for language in ComposerLanguage.allCases.map(\.language) {
            let fields = report.unusedFields[language] ?? [:]
            let split = ["same", "other", "mixed", "names"].compactMap { relation in
                fields[relation].map { "typed in \(label(relation, language)) \($0.percent) of \($0.total)" }
            }
            print("  \(language.rawValue) texts, fields reported unused: " + split.joined(separator: "; "))
        }
        for language in ComposerLanguage.allCases.map(\.language) {
            let share = report.shortfall[language] ?? HurriedRun.Share()
            print("  \(language.rawValue) texts with a shortfall: \(share.percent) of \(share.total)")
        }
        for language in ComposerLanguage.allCases.map(\.language) {
            let unit = language == .en ? "words" : "characters"
            let parts = GenerationOptions.Length.allCases.compactMap { length -> String? in
                guard let sizes = report.lengths[language]?[length], !sizes.isEmpty else { return nil }
                let sorted = sizes.sorted()
                return
                    "\(length.rawValue) mean \(sizes.reduce(0, +) / sizes.count), median \(sorted[sorted.count / 2]),"
                    + " max \(sorted.last!)"
            }
            print("  \(language.rawValue) introduction \(unit): " + parts.joined(separator: "; "))
        }
        print("")
        print("hurried samples to read (\(samples) per language, the judged text of profiles spread over the run)")
        for sample in report.samples.sorted(by: { $0.options.language.rawValue > $1.options.language.rawValue }) {
            printSample(sample)
        }
        return report.total == 0
    }

    /// The subject heuristic's false positives on the table's and the realistic set's English texts (every occasion
    /// it reads, tone and length, seed 7); true when there are none.
    static func calibrate(show: Int, seeds: [UInt64] = [7]) -> Bool {
        let start = ContinuousClock.now
        let result: (sentences: Int, flags: [HurriedCalibration.Flag])
        do {
            result = try HurriedCalibration.subjectFalsePositives(seeds: seeds)
        } catch {
            FileHandle.standardError.write(Data("introgen-quality: \(error)\n".utf8))
            exit(2)
        }
        print(
            "subject heuristic on the table and the realistic set (English, every occasion but x, tone and length, seeds \(seeds.map(String.init).joined(separator: ", "))):"
                + " \(result.flags.count) flagged of \(result.sentences) sentences, in "
                + (ContinuousClock.now - start).formattedSeconds(places: 1))
        // Each flagged sentence once, with how often and where it was first seen.
        var seen: [String: Int] = [:]
        var first: [HurriedCalibration.Flag] = []
        for flag in result.flags {
            if seen[flag.sentence] == nil { first.append(flag) }
            seen[flag.sentence, default: 0] += 1
        }
        for flag in first.prefix(show) {
            let options = flag.options
            print(
                "- \(seen[flag.sentence]!)× “\(flag.sentence)” (first: \(flag.profile) · \(options.tone.rawValue) "
                    + "\(options.length.rawValue) \(options.occasion.rawValue) · \(flag.section))")
        }
        return result.flags.isEmpty
    }

    static func label(_ relation: String, _ language: GenerationOptions.Language) -> String {
        switch relation {
        case "same": language == .en ? "English" : "Japanese"
        case "other": language == .en ? "Japanese" : "English"
        case "mixed": "both"
        default: "names only"
        }
    }

    static func printSample(_ sample: HurriedRun.Sample) {
        let options = sample.options
        print("")
        print(
            "## seed \(sample.hurried.seed) · \(options.language.rawValue) · \(options.tone.rawValue) · "
                + "\(options.length.rawValue) · for \(options.occasion.rawValue)")
        for line in sample.hurried.summary.split(separator: "\n") { print("profile      \(line)") }
        print("headline:     \(sample.sections.headline)")
        print("introduction: \(sample.sections.introduction)")
        for highlight in sample.sections.highlights { print("highlight:    \(highlight)") }
        print("bio:          \(sample.sections.bio)")
        for part in sample.report.unused { print("unused:       \(part.sentence)") }
        if sample.report.unused.isEmpty { print("unused:       (nothing reported)") }
        if let shortfall = sample.report.shortfall { print("shortfall:    \(shortfall)") }
        for defect in sample.defects {
            print("defect:       [\(defect.rule.rawValue)] \(defect.section): \(defect.excerpt)")
        }
    }

    /// One profile, its expected facts and names, and its texts in both languages: `--hurried-profile SEED`.
    static func show(seed: UInt64) {
        let hurried = HurriedGenerator.profile(seed: seed)
        print("# seed \(seed) · shapes: \(hurried.shapes.sorted().map(\.rawValue).joined(separator: ", "))")
        print(hurried.summary)
        for fact in hurried.facts {
            print(
                "fact \(fact.field.rawValue) “\(fact.typed)” en: \(fact.en.joined(separator: " / ")) · ja: "
                    + fact.ja.joined(separator: " / "))
        }
        print("names: \(hurried.names.joined(separator: ", "))")
        let composer = OfflineComposer(charactersPerSecond: 0)
        for language in ComposerLanguage.allCases.map(\.language) {
            for options in HurriedRun.options(seed: seed, language: language) {
                guard
                    let (sections, report) = try? composer.composition(
                        IntroductionRequest(profile: hurried.profile, options: options, seed: seed))
                else { continue }
                let defects = HurriedInspector(hurried, options).inspect(sections, report: report)
                printSample(
                    HurriedRun.Sample(
                        hurried: hurried, options: options, sections: sections, report: report, defects: defects))
            }
        }
    }
}
