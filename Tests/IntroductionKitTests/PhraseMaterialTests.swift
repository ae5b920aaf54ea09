import Foundation
@testable import IntroductionKit
import Testing

@Suite("Composer phrase material")
struct PhraseMaterialTests {
    @Test(arguments: GenerationOptions.Language.allCases)
    func everyToneHasEveryKeyWithSeveralVariants(language: GenerationOptions.Language) throws {
        let book = try Phrasebook.bundled(language)
        for tone in GenerationOptions.Tone.allCases {
            for key in Phrasebook.requiredKeys {
                let minimum = key.hasPrefix("bridge") || key.hasSuffix("yearsRole") ? 2 : 3
                #expect(book.templates(key, tone: tone).count >= minimum, "\(language) \(tone) \(key)")
            }
        }
    }

    @Test(arguments: GenerationOptions.Language.allCases)
    func templatesUseOnlyKnownSlotsAndAreOneSentenceEach(language: GenerationOptions.Language) throws {
        let book = try Phrasebook.bundled(language)
        for (tone, keys) in book.tones {
            for (key, templates) in keys {
                #expect(Set(templates).count == templates.count, "duplicate variant in \(language) \(tone) \(key)")
                for template in templates {
                    for match in template.matches(of: /\{([a-z_]+)\}/) {
                        #expect(Phrasebook.slots.contains(String(match.1)), "unknown slot in \(template)")
                    }
                    if key == "notes" { continue }
                    let body = template.dropLast()
                    let inner = language == .en ? body.matches(of: /[.!?]\s/).count : body.matches(of: /[。！？]/).count
                    #expect(inner == 0, "more than one sentence: \(template)")
                    if key != "notes" {
                        #expect(template.last.map { ".!?。！？".contains($0) } == true, "unended: \(template)")
                    }
                }
            }
        }
    }
}
