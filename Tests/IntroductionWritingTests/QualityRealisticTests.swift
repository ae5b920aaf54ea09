import Foundation
import IntroductionCore
import IntroductionQuality
import TestSupport
import Testing

/// Issue 16's bar: profiles typed the way people type them are written in every language × tone × length with
/// two seeds, and no section has a defect a person would have to edit, on the realistic set and on the table.
@Suite("Quality harness, realistic set")
struct QualityRealisticTests {
    @Test func theRealisticSetCoversThePeopleAndShapesTheIssueNames() {
        let set = QualityProfiles.realistic
        #expect(set.count >= 45)
        #expect(Set(set.map(\.label)).count == set.count, "labels are unique")
        #expect(
            Set(set.map(\.label)).isDisjoint(with: QualityProfiles.all.map(\.label)), "labels differ from the table's")
        #expect(set.filter(\.isNotAJob).count >= 12, "students, retirees, parents, volunteers, between jobs")
        #expect(set.filter { !$0.requested.isEmpty }.count >= 15, "notes that ask for a fact")
        #expect(set.filter { !$0.refused.isEmpty }.count >= 8, "notes that refuse content")
        let experiences = set.map(\.profile.experience)
        for shape in [
            "years, currently at", "since 20", "years as", ", now", "th year at", "+ years in", "メーカーで", "前職は", "新卒",
            "入社", "半年", "年目",
        ] {
            #expect(experiences.contains { $0.contains(shape) }, "no experience shaped like \"\(shape)\"")
        }
        let notes = set.map(\.profile.notes)
        for wording in [
            "Please mention", "mention that", "worth mentioning", "に触れてください", "も入れてください", "don't mention",
            "には触れないでください", "keep it humble", "短めに",
        ] {
            #expect(notes.contains { $0.localizedCaseInsensitiveContains(wording) }, "no note saying \"\(wording)\"")
        }
    }

    /// One combination per test case, off the cooperative pool as the table's own test runs: every check, issue 7's
    /// and issue 16's, finds nothing on the realistic set, and issue 16's find nothing on the table.
    @Test(arguments: QualityHarness.combinations)
    func realisticProfilesAreWrittenWithinTheDefectCeiling(options: GenerationOptions) async throws {
        let report = try await computedOffThePool { try QualityHarness.runRealistic(combinations: [options]) }
        let table = try await computedOffThePool { try QualityHarness.runTableReading(combinations: [options]) }
        #expect(report.runs == QualityProfiles.realistic.count * QualityHarness.realisticSeeds.count)
        let defects = report.defects + table
        #expect(
            defects.count <= QualityCeilings.realistic,
            "\(defects.count) defects, first: \(defects.prefix(5).map(\.description).joined(separator: "\n"))")
    }

    /// Issue 17's bar: every occasion on the realistic set, in every language × tone × length, keeps its limits and
    /// its shape, and the rules of every text hold.
    @Test(arguments: QualityHarness.occasions)
    func everyOccasionKeepsItsLimitsAndShapeOnTheRealisticSet(occasion: GenerationOptions.Occasion) async throws {
        let report = try await computedOffThePool {
            try QualityHarness.runOccasions([occasion], profiles: QualityProfiles.realistic)
        }
        #expect(report.runs == QualityProfiles.realistic.count * QualityHarness.combinations.count)
        #expect(
            report.defects.count <= QualityCeilings.occasion,
            "\(report.defects.count) defects, first: \(report.defects.prefix(5).map(\.description).joined(separator: "\n"))"
        )
    }
}
