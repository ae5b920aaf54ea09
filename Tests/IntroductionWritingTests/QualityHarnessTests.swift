import IntroductionCore
import IntroductionQuality
import TestSupport
import Testing

/// Issue 7's bar: the whole quality table, written in every language × tone × length with several seeds,
/// has zero defects on every check of issue 7 (`make quality` prints the same run as a report). Issue 16's
/// checks read the table too, in `QualityRealisticTests`.
@Suite("Quality harness")
struct QualityHarnessTests {
    @Test func theTableCoversTheIssuesCasesWithAtLeastFortyProfiles() {
        let labels = Set(QualityProfiles.all.map(\.label))
        #expect(QualityProfiles.all.count >= 40)
        #expect(labels.count == QualityProfiles.all.count, "labels are unique")
        for label in [
            "injection in notes", "Japanese request", "request then fact", "name and role", "name only", "capitals",
            "article in role", "X-ray", "and-joined skills", "one interest", "since 2015", "half a year (Japanese)",
            "English notes in Japanese", "300-character role", "many skills", "three notes", "3 yrs",
        ] {
            #expect(labels.contains(label), "the table lacks \(label)")
        }
        #expect(QualityProfiles.full.count >= 2)
    }

    /// One combination per test case; the writing itself runs on the tests' queue for heavy computation, so seconds
    /// of it never hold the cooperative threads that every other test's tasks need.
    @Test(arguments: QualityHarness.combinations)
    func everyProfileIsWrittenWithinTheDefectCeiling(options: GenerationOptions) async throws {
        let report = try await computedOffThePool { try QualityHarness.run(combinations: [options]) }
        #expect(report.runs == QualityProfiles.all.count * QualityHarness.seeds.count)
        for (options, count) in report.variants {
            #expect(count >= QualityHarness.wantedVariants, "\(options): \(count) clearly different texts")
        }
        let defects = report.defects.filter { !$0.check.readsLikeAPerson }
        #expect(
            defects.count <= QualityCeilings.table,
            "\(defects.count) defects, first: \(defects.prefix(5).map(\.description).joined(separator: "\n"))")
    }
}
