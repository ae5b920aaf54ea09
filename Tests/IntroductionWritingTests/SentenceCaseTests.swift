import ReadingLexicon
import Testing
@testable import IntroductionCore
@testable import IntroductionWriting
@testable import ProfileReading

struct SentenceCaseTests {
    @Test(arguments: [
        ("engineer at heart", "Engineer at heart"),
        ("iOS engineer", "iOS engineer"),
        ("eBay seller", "eBay seller"),
        ("macOS/iOS apps", "macOS/iOS apps"),
        ("x-ray technician", "X-ray technician"),
        ("Swift", "Swift"),
        ("", ""),
    ])
    func namesWithCapitalsInsideKeepTheirSpelling(text: String, expected: String) {
        #expect(SentenceCase.capitalizingStart(text) == expected)
    }

    @Test func anIOSRoleKeepsItsSpellingInTheHighlights() throws {
        let request = IntroductionRequest(
            profile: Profile(name: "Ada", role: "iOS engineer"), options: GenerationOptions(language: .en), seed: 0)
        let sections = try OfflineComposer(charactersPerSecond: 0).composeSections(request)
        #expect(!sections.highlights.contains { $0.hasPrefix("IOS") }, "\(sections.highlights)")
        #expect(!sections.headline.contains("IOS"))
    }
}
