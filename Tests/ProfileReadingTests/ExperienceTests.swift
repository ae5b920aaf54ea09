@testable import ProfileReading
import Testing

/// The experience field read as a duration, a start year, or the person's words.
@Suite("Experience")
struct ExperienceTests {
    static func years(
        _ years: Int, _ qualifier: WorkDuration.Qualifier = .exact, half: Bool = false, spelled: Bool = false,
        decades: Int? = nil
    ) -> Experience {
        .duration(WorkDuration(years: years, half: half, qualifier: qualifier, decades: decades, spelled: spelled))
    }

    @Test(arguments: [
        ("5 years", years(5)), ("3 yrs", years(3)), ("7", years(7)), ("1 year", years(1)), ("10+", years(10, .over)),
        ("10+ years", years(10, .over)), ("over 10 years", years(10, .over)), ("more than 3 years", years(3, .over)),
        ("about 3 years", years(3, .about)), ("almost 2 years", years(2, .almost)),
        ("five years", years(5, spelled: true)), ("a year", years(1, spelled: true)),
        ("less than a year", years(1, .under, spelled: true)),
        ("over a decade", years(10, .over, spelled: true, decades: 1)),
        ("two decades", years(20, spelled: true, decades: 2)), ("3.", years(3)), ("5 years' experience", years(5)),
        ("a year and a half", years(1, half: true, spelled: true)), ("half a year", years(0, half: true)),
        ("5年", years(5)), ("5年間", years(5)), ("10年以上", years(10, .over)), ("約3年", years(3, .about)),
        ("3年半", years(3, half: true)), ("半年", years(0, half: true)), ("５年", years(5)), ("十年", years(10)),
        ("2年未満", years(2, .under)), ("5年ほど", years(5, .about)), ("3yrs", years(3)), ("10+yrs", years(10, .over)),
        ("5Years", years(5)),
    ])
    func durationsAreUnderstoodInEitherLanguage(typed: String, expected: Experience) {
        #expect(Experience.read(typed) == expected)
    }

    @Test func monthsStartYearsAndOrdinals() {
        #expect(Experience.read("6 months") == .duration(WorkDuration(years: 0, months: 6)))
        #expect(Experience.read("6mo") == .duration(WorkDuration(years: 0, months: 6)))
        #expect(Experience.read("6か月") == .duration(WorkDuration(years: 0, months: 6)))
        #expect(Experience.read("since 2015") == .since(year: 2015))
        #expect(Experience.read("from 2019") == .since(year: 2019))
        #expect(Experience.read("2015年から") == .since(year: 2015))
        #expect(Experience.read("5年目") == .yearOrdinal(5))
    }

    @Test func aDurationKeepsWhatItWasSpentOn() {
        #expect(
            Experience.read("8 years building streaming APIs")
                == .durationDoing(WorkDuration(years: 8), .init(link: .activity, text: "building streaming APIs")))
        #expect(
            Experience.read("5 years of iOS development")
                == .durationDoing(WorkDuration(years: 5), .init(link: .field, text: "iOS development")))
        #expect(
            Experience.read("5 years of experience in fintech")
                == .durationDoing(WorkDuration(years: 5), .init(link: .field, text: "fintech")))
        #expect(
            Experience.read("3 years as a designer")
                == .durationDoing(WorkDuration(years: 3), .init(link: .role, text: "a designer")))
        #expect(
            Experience.read("4 years at Google")
                == .durationDoing(WorkDuration(years: 4), .init(link: .place, text: "Google")))
        #expect(
            Experience.read("iOS開発歴5年") == .durationDoing(WorkDuration(years: 5), .init(link: .field, text: "iOS開発")))
    }

    @Test func workDoneSomewhereIsReadAsTheWorkAndThePlace() {
        #expect(
            Experience.read("mobile apps at a small agency")
                == .doing(
                    .init(link: .activity, text: "mobile apps"), place: .init(link: .place, text: "a small agency")))
        #expect(
            Experience.read("スタートアップでモバイル開発")
                == .doing(.init(link: .activity, text: "モバイル開発"), place: .init(link: .place, text: "スタートアップ")))
    }

    @Test func textThatIsNotADurationIsKeptAsTyped() {
        #expect(Experience.read("I have shipped three apps.") == .sentence("I have shipped three apps."))
        #expect(Experience.read("5 years Google") == .phrase("5 years Google"))
        #expect(Experience.read("since last year") == .phrase("since last year"))
        #expect(Experience.read("   ") == nil)
    }
}
