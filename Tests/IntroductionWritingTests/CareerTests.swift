import IntroductionCore
@testable import IntroductionWriting
import Testing

/// Experience typed as a short career becomes sentences, never a quoted field.
@Suite("Experience as a career")
struct CareerTests {
    @Test func theCommonShapesAreRead() {
        let fifteen = WorkDuration(years: 15)
        #expect(
            Experience.read("15 years, currently at St. Mary's Hospital")
                == .career(Career(duration: fifteen, now: .init(link: .place, text: "St. Mary's Hospital"))))
        #expect(
            Experience.read("3 years as a designer, now a product manager")
                == .career(
                    Career(
                        duration: WorkDuration(years: 3), past: .init(link: .role, text: "a designer"),
                        now: .init(link: .role, text: "a product manager"))))
        #expect(
            Experience.read("nurse for 5 years, then IT support")
                == .career(
                    Career(
                        duration: WorkDuration(years: 5), past: .init(link: .role, text: "nurse"),
                        now: .init(link: .role, text: "IT support"))))
        #expect(
            Experience.read("since 2019 at Acme") == .career(Career(year: 2019, now: .init(link: .place, text: "Acme")))
        )
        #expect(
            Experience.read("4th year at Acme") == .career(Career(ordinal: 4, now: .init(link: .place, text: "Acme"))))
        #expect(
            Experience.read("食品メーカーで12年")
                == .durationDoing(WorkDuration(years: 12), .init(link: .place, text: "食品メーカー")))
        #expect(
            Experience.read("前職は看護師（5年）")
                == .career(Career(duration: WorkDuration(years: 5), past: .init(link: .role, text: "看護師"))))
        #expect(Experience.read("新卒2年目") == .career(Career(ordinal: 2, start: .graduated)))
        #expect(Experience.read("入社3年目") == .career(Career(ordinal: 3, start: .joined)))
    }

    @Test(arguments: [
        ("15 years, currently at St. Mary's Hospital", "I have 15 years of", "currently work at St. Mary's Hospital"),
        ("nurse for 5 years, then IT support", "5 years as a nurse", "now"),
    ])
    func aCareerIsWrittenAsASentenceWithoutQuotes(experience: String, start: String, end: String) throws {
        let profile = Profile(name: "Ann", role: "nurse", experience: experience)
        for tone in [GenerationOptions.Tone.friendly, .formal] {
            let request = IntroductionRequest(
                profile: profile, options: GenerationOptions(language: .en, tone: tone, length: .short), seed: 1)
            let text = try OfflineComposer(charactersPerSecond: 0).compose(request)
            #expect(text.contains(start) && text.contains(end), "\(tone): \(text)")
            #expect(!text.contains("“") && !text.contains("\""), "\(tone): \(text)")
        }
    }
}
