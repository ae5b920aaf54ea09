import HurriedProfiles
import IntroductionCore
import IntroductionQuality
import TestSupport
import Testing

/// Issue 36's bar: profiles typed in a hurry, which the composer was never shown (`HurriedGenerator`), are read, not
/// pasted. Every section of every text keeps the hard invariants (`HurriedRule`): no shorthand left, no field pasted
/// whole, no Japanese in English and no English phrase in Japanese, no verb glued to a copula, nothing quoted back,
/// every English sentence with a subject, and every fact said or reported unused. `make quality` prints the same
/// measure over 5,000 profiles.
@Suite("Hurried profiles")
struct HurriedProfilesTests {
    /// Profiles per occasion: each occasion writes its own 20 profiles (seeds 20·k…), in both languages, with the tone
    /// and length drawn from the seed: 140 profiles, 280 texts, well inside the limit in a debug build on a busy
    /// 2-core machine (60 per occasion took over a minute there).
    static let profilesPerOccasion: UInt64 = 20

    // No time limit: the work waits its turn on the one queue the quality sets share (`computedOffThePool`), behind
    // minutes of theirs in a full run; it is bounded by its count, 40 texts per occasion.
    @Test(arguments: GenerationOptions.Occasion.allCases)
    func hurriedProfilesAreReadNotPasted(occasion: GenerationOptions.Occasion) async throws {
        let index = UInt64(GenerationOptions.Occasion.allCases.firstIndex(of: occasion)!)
        let seeds = (index * Self.profilesPerOccasion)..<((index + 1) * Self.profilesPerOccasion)
        let report = try await computedOffThePool {
            try HurriedRun.run(seeds: seeds, examples: 3) { seed, language in
                [HurriedRun.options(seed: seed, language: language, occasion: occasion)]
            }
        }
        #expect(report.texts == seeds.count * 2)
        let examples = HurriedRule.allCases.flatMap { report.examples[$0] ?? [] }
        #expect(
            report.total <= QualityCeilings.hurried,
            """
            \(report.total) hard defects in \(report.texts) texts \
            (\(HurriedRule.allCases.map { "\($0.rawValue): \(report.counts[$0] ?? 0)" }.joined(separator: ", "))); \
            examples (`introgen-quality --hurried-profile SEED` shows one):
            \(examples.map(\.description).joined(separator: "\n"))
            """)
    }
}
