import Foundation
import HurriedProfiles
import IntroductionCore
import IntroductionQuality

/// Issue 46's measure, as `make quality` prints it last: the reading corpus (profiles shaped like real public intros)
/// written in both languages, every tone, medium and long, and judged: key facts said, hard defects, requests carried
/// out, what the reports leave unused. Printed, never failing: a later test holds the figures.
enum CorpusReport {
    /// Prints the section for `part`; false when the corpus could not be loaded (the reason is on stderr).
    @discardableResult
    static func run(part: CorpusProfile.Part, show: Int, quick: Bool = false, missedLimit: Int = 20) -> Bool {
        if part == .heldOut { printHeldOutWarning() }
        guard let profiles = load(part) else { return false }
        let title = "reading corpus (\(part == .tuning ? "tuning" : "held out"))"
        guard !profiles.isEmpty else {
            print("\(title): no profiles in \(CorpusProfile.shownPath(CorpusProfile.directory(part)))")
            return true
        }
        let figures: CorpusFigures
        do {
            figures = try CorpusJudge.run(
                profiles, combinations: quick ? CorpusJudge.quickCombinations : CorpusJudge.combinations)
        } catch {
            FileHandle.standardError.write(Data("introgen-quality: \(error)\n".utf8))
            exit(2)
        }
        let files = Set(profiles.map(\.file)).count
        print(
            "\(title): \(figures.profiles) profiles from \(files) files × \(CorpusJudge.languages.count) languages × "
                + "\(GenerationOptions.Tone.allCases.count) tones × \(CorpusJudge.lengths.count) lengths "
                + "(\(CorpusJudge.lengths.map(\.rawValue).joined(separator: ", ")); for a \(CorpusJudge.occasion.rawValue),"
                + " seed \(CorpusJudge.seed)) = \(figures.runs) runs, in " + figures.elapsed.formattedSeconds(places: 1)
        )
        print("")
        print("key facts said in the profile's own language: \(share(figures.facts.own))")
        print("key facts said in the other language: \(share(figures.facts.other))")
        print("  " + pad("by kind", 14) + pad("own language", 24) + "other language")
        for kind in CorpusFact.Kind.allCases {
            let split = figures.factsByKind[kind] ?? CorpusFigures.Split()
            print("  " + pad(kind.rawValue, 14) + pad(share(split.own), 24) + share(split.other))
        }
        print("")
        print("hard defects: \(figures.defectTotal)")
        for rule in CorpusRule.allCases {
            print("  " + pad(rule.rawValue, 38) + String(figures.defectCounts[rule] ?? 0))
        }
        print("")
        print("runs that report something unused: \(share(figures.runsWithUnused))")
        print("  unused parts per field and reason")
        for (fieldReason, count) in CorpusFigures.top(figures.unusedByFieldReason, 60, by: <) {
            print("    " + pad(fieldReason, 36) + String(count))
        }
        print("")
        let requests = figures.requests.values.reduce(HurriedRun.Share()) {
            HurriedRun.Share(count: $0.count + $1.count, total: $0.total + $1.total)
        }
        print("requests carried out: \(requests.count)/\(requests.total) (each in every run it applies to)")
        for effect in CorpusRequest.Effect.allCases {
            let carried = figures.requests[effect] ?? HurriedRun.Share()
            print("  " + pad(effect.rawValue, 18) + "\(carried.count)/\(carried.total)")
        }
        let examples = figures.defectExamples(show)
        if !examples.isEmpty {
            print("")
            print(
                "defects to read (\(examples.count), each distinct one once with the runs that have it; the rules and "
                    + "the profiles take turns)")
            for (defect, count) in examples { print("- \(count)× \(defect)") }
        }
        let missed = figures.mostMissed(missedLimit)
        if !missed.isEmpty {
            print("")
            print(
                "the \(missed.count) facts missed most (runs missing it of \(CorpusJudge.combinations.count / 2) per language)"
            )
            for (fact, count) in missed {
                print("- \(count)× \(fact.id) \(fact.kind.rawValue) “\(fact.form)” (\(fact.language.rawValue))")
            }
        }
        let unused = figures.mostUnused()
        if !unused.isEmpty {
            print("")
            print("the \(unused.count) parts reported unused most (`--corpus-profile ID` shows one profile's texts)")
            for (part, count) in unused {
                print("- \(count)× \(part.field.rawValue) “\(oneLine(part.text))” (\(part.reason.rawValue))")
            }
        }
        return true
    }

    /// The tuner's microscope: one profile's fields and facts, and each of its texts with its report, the facts said
    /// and missed, the requests and the defects. False when there is no such profile.
    static func show(id: String, part: CorpusProfile.Part) -> Bool {
        if part == .heldOut { printHeldOutWarning() }
        guard let profiles = load(part) else { return false }
        guard let profile = profiles.first(where: { $0.id == id }) else {
            FileHandle.standardError.write(
                Data("introgen-quality: no profile \(id) in the \(part.rawValue) corpus\n".utf8))
            return false
        }
        print("# \(profile.id) · \(profile.file) · typed in \(profile.typedIn.rawValue)")
        print("shape:        \(profile.shape)")
        for field in ProfileField.allCases {
            print(pad("\(field.rawValue):", 14) + oneLine(profile.text(of: field)))
        }
        for fact in profile.keyFacts {
            print(
                "fact:         \(fact.kind.rawValue) in \(fact.field.rawValue) “\(fact.typed)” en: "
                    + fact.en.joined(separator: " / ") + " · ja: " + fact.ja.joined(separator: " / "))
        }
        let never = profile.never
        print(
            "never:        en: \(never.en.joined(separator: " / ")) · ja: \(never.ja.joined(separator: " / ")) · any: "
                + never.any.joined(separator: " / "))
        for request in profile.requests { print("request:      \(request.effect.rawValue) “\(request.typed)”") }
        print("names:        \(profile.names.joined(separator: ", "))")
        let runs: [CorpusRun]
        do {
            runs = try CorpusJudge.runs(profile)
        } catch {
            FileHandle.standardError.write(Data("introgen-quality: \(error)\n".utf8))
            exit(2)
        }
        for run in runs { printRun(run) }
        return true
    }

    static func printRun(_ run: CorpusRun) {
        let sections = run.sections
        print("")
        print(
            "## \(run.profile.id) · \(CorpusRun.label(run.options)) · \(run.isInOwnLanguage ? "own" : "other") language"
        )
        print("headline:     \(sections.headline)")
        print("introduction: \(sections.introduction)")
        for highlight in sections.highlights { print("highlight:    \(highlight)") }
        print("bio:          \(sections.bio)")
        for part in run.report.unused {
            print("unused:       \(part.field.rawValue) “\(oneLine(part.text))” (\(part.reason.rawValue))")
        }
        if run.report.unused.isEmpty { print("unused:       (nothing reported)") }
        if let shortfall = run.report.shortfall { print("shortfall:    \(shortfall)") }
        for fact in run.facts {
            let verdict =
                fact.form.map { "said (“\($0)”)" }
                ?? "MISSED (\(fact.fact.forms(run.language).joined(separator: " / ")))"
            print("fact:         \(fact.fact.kind.rawValue) “\(fact.fact.typed)”: \(verdict)")
        }
        for request in run.requests {
            print(
                "request:      \(request.request.effect.rawValue) “\(request.request.typed)”: "
                    + (request.carried ? "carried out" : "NOT carried out") + " (\(request.seen))")
        }
        for defect in run.defects {
            print("defect:       [\(defect.rule.rawValue)] \(defect.section): \(defect.excerpt)")
        }
    }

    /// The corpus of `part`, or nil after printing why it could not be read.
    static func load(_ part: CorpusProfile.Part) -> [CorpusProfile]? {
        do {
            return try CorpusProfile.load(part: part)
        } catch {
            FileHandle.standardError.write(Data("introgen-quality: \(error)\n".utf8))
            return nil
        }
    }

    static func printHeldOutWarning() {
        print(
            "warning: the held-out corpus is run only at the end of a session, its figure goes in the note; nothing may "
                + "be tuned on it")
    }

    static func share(_ share: HurriedRun.Share) -> String {
        "\(share.percent) (\(share.count)/\(share.total))"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ⏎ ")
    }
}
