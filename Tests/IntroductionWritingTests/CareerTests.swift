import IntroductionCore
@testable import IntroductionWriting
@testable import ProfileReading
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
                        now: .init(link: .field, text: "IT support"))))
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
        #expect(Experience.read("修士1年") == .career(Career(ordinal: 1, start: .program("修士課程"))))
        #expect(
            Experience.read("2nd year of my master's degree")
                == .career(Career(ordinal: 2, start: .program("master's degree"))))
    }

    @Test func japaneseCareersWithANowPartKeepTheTimeSoFar() {
        var clinic = Career(
            duration: WorkDuration(years: 10), past: .init(link: .place, text: "大学病院"),
            now: .init(link: .place, text: "地域のクリニック"))
        clinic.nowFor = WorkDuration(years: 3)
        #expect(Experience.read("大学病院で10年、今は地域のクリニックで3年") == .career(clinic))
        var manager = Career(
            duration: WorkDuration(years: 6), past: .init(link: .role, text: "SE"), now: .init(link: .role, text: "PM"))
        manager.nowOrdinal = 2
        #expect(Experience.read("前職はSE（6年）、今はPM2年目") == .career(manager))
        #expect(
            Experience.read("前職はABC商事（3年）、今はフリーランス")
                == .career(
                    Career(
                        duration: WorkDuration(years: 3), past: .init(link: .place, text: "ABC商事"),
                        now: .init(link: .role, text: "フリーランス"))))
        var ownShop = Career(
            duration: WorkDuration(years: 8), past: .init(link: .place, text: "和食店"),
            now: .init(link: .place, text: "自分の店"))
        ownShop.nowFor = WorkDuration(years: 2)
        #expect(Experience.read("和食店で8年、今は自分の店を持って2年") == .career(ownShop))
        // Two places in turn: the last is the one of now. 東京 holds 京, a kanji with a numeric value.
        var cities = Career(
            duration: WorkDuration(years: 3), past: .init(link: .place, text: "パリ"),
            now: .init(link: .place, text: "東京"))
        cities.nowFor = WorkDuration(years: 4)
        #expect(Experience.read("パリで3年、東京で4年") == .career(cities))
        #expect(Experience.read("パリで3年、今は東京で4年") == .career(cities))
    }

    @Test func twoEnglishStretchesAreReadInTheOrderTheyHappened() {
        var rakuten = Career(
            duration: WorkDuration(years: 2), past: .init(link: .field, text: "academia"),
            now: .init(link: .place, text: "Rakuten"))
        rakuten.nowFor = WorkDuration(years: 3)
        #expect(Experience.read("3 years at Rakuten, before that 2 years in academia") == .career(rakuten))
        // Time at home is a pause, not work done there, and the bio's figure counts only the work.
        var home = Career(
            duration: WorkDuration(years: 8), past: .init(link: .field, text: "accounting"),
            now: .init(link: .pause, text: "at home with my kids"))
        home.nowFor = WorkDuration(years: 3)
        #expect(Experience.read("8 years in accounting, 3 years at home with my kids") == .career(home))
        #expect(home.key == "changePause" && home.total == WorkDuration(years: 8))
        // A comma inside one stretch is not a second stretch.
        #expect(Experience.read("8 years building APIs, SDKs and tools") != .career(home))
        if case .career = Experience.read("8 years building APIs, SDKs and tools") { Issue.record("read as a career") }
    }

    @Test(arguments: [
        (
            GenerationOptions.Language.en, "8 years in accounting, 3 years at home with my kids",
            "3 years at home with my kids"
        ),
        (.ja, "8 years in accounting, 3 years at home with my kids", "会計の分野で8年"),
        (.ja, "8 years in accounting, 3 years at home with my kids", "3年は子育て"),
        (.ja, "9 years as an ICU nurse, now 3 months into a UX course", "UX講座を受講して3か月"),
        (.ja, "3 years at Rakuten, before that 2 years in academia", "今はRakutenで3年"),
    ])
    func stretchesAreSaidInEitherLanguage(language: GenerationOptions.Language, experience: String, said: String)
        throws
    {
        let profile = Profile(name: "Ann", role: "nurse", experience: experience)
        for tone in GenerationOptions.Tone.allCases where language == .en || tone == .friendly {
            let request = IntroductionRequest(
                profile: profile, options: GenerationOptions(language: language, tone: tone, length: .medium), seed: 1)
            let text = try OfflineComposer(charactersPerSecond: 0).compose(request)
            #expect(text.contains(said), "\(tone): \(text)")
            #expect(!text.contains("worked at home"), "\(tone): \(text)")
        }
    }

    /// What follows a stretch of work after a comma says how it ended or what came of it; a side of the work
    /// ("agency-side", "in-house") is no role.
    @Test func aStretchThatEndedOrLedSomewhereIsRead() {
        let maths = Experience.Detail(link: .activity, text: "teaching maths")
        #expect(
            Experience.read("35 years teaching maths, until 2021")
                == .career(Career(duration: WorkDuration(years: 35), past: maths, ending: .until(2021))))
        let bridges = Experience.Detail(link: .activity, text: "building bridges")
        #expect(
            Experience.read("40 years building bridges, retired last year")
                == .career(Career(duration: WorkDuration(years: 40), past: bridges, ending: .retired("last year"))))
        #expect(
            Experience.read("12 years in logistics, last at DHL")
                == .career(
                    Career(
                        duration: WorkDuration(years: 12), past: .init(link: .field, text: "logistics"),
                        ending: .latest(.init(link: .place, text: "DHL")))))
        #expect(
            Experience.read("20+ years in software, founded Loopwise in 2020")
                == .career(
                    Career(
                        duration: WorkDuration(years: 20, qualifier: .over),
                        past: .init(link: .field, text: "software"),
                        ending: .founded(name: "Loopwise", year: 2020))))
        var sides = Career(
            duration: WorkDuration(years: 5), past: .init(link: .manner, text: "agency-side"),
            now: .init(link: .manner, text: "in-house"))
        sides.nowFor = WorkDuration(years: 2)
        #expect(Experience.read("agency-side for 5 years, then 2 years in-house") == .career(sides))
        #expect(Experience.read("35 years teaching maths, until lunch") != .career(Career(ending: .until(0))))
    }

    @Test func aRefusedPlaceLeavesTheRestOfTheCareer() {
        let contoso = Experience.read("8 years at Contoso, now freelance")
        let withoutContoso = contoso?.leavingOut { $0.contains("Contoso") }
        #expect(
            withoutContoso
                == .career(Career(duration: WorkDuration(years: 8), now: .init(link: .role, text: "freelancer"))))
        let hospital = Experience.read("since 2012 at Children's Hospital of Accra")
        #expect(hospital?.leavingOut { $0.contains("Children's Hospital") } == .since(year: 2012))
    }

    @Test func aBioGivesOnlyAFigureThePersonTyped() {
        var career = Career(
            duration: WorkDuration(years: 10), past: .init(link: .place, text: "A"), now: .init(link: .place, text: "B")
        )
        career.nowFor = WorkDuration(years: 3)
        #expect(career.total == WorkDuration(years: 10, qualifier: .over))
        #expect(
            Career(duration: WorkDuration(years: 15), now: .init(link: .place, text: "B")).total?.qualifier == .exact)
    }

    @Test(arguments: [
        ("15 years, currently at St. Mary's Hospital", "I have 15 years of", "currently work at St. Mary's Hospital"),
        ("大学病院で10年、今は地域のクリニックで3年", "10 years at a university hospital", "3 years"),
        ("nurse for 5 years, then IT support", "5 years as a nurse", "now"),
        ("パリで3年、東京で4年", "3 years in Paris", "4 years working in Tokyo"),
        ("和食店で8年、今は自分の店を持って2年", "8 years at a Japanese restaurant", "2 years working at my own shop"),
        ("35 years teaching maths, until 2021", "35 years teaching maths", "until 2021"),
        ("40 years building bridges, retired last year", "40 years building bridges", "retired last year"),
        ("12 years in logistics, last at DHL", "12 years", "most recently at DHL"),
        ("20+ years in software, founded Loopwise in 2020", "over 20 years", "founded Loopwise in 2020"),
        ("agency-side for 5 years, then 2 years in-house", "5 years agency-side", "in-house"),
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
