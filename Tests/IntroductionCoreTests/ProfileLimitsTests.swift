import IntroductionCore
import Testing

/// The limits every front end shares: name 200 characters, each other field 2,000, the whole profile 8,000.
@Suite struct ProfileLimitsTests {
    static func text(_ count: Int, _ character: Character = "a") -> String {
        String(repeating: String(character), count: count)
    }

    @Test func aProfileAtEveryLimitKeepsThem() {
        let profile = Profile(
            name: Self.text(200), role: Self.text(2_000), experience: Self.text(2_000), interests: Self.text(2_000),
            notes: Self.text(1_800))
        #expect(ProfileLimits.excess(in: profile) == nil)
        #expect(ProfileLimits.excess(in: Profile()) == nil)
    }

    @Test(arguments: ProfileLimits.Field.allCases)
    func oneCharacterPastAFieldsLimitIsThatField(field: ProfileLimits.Field) {
        var profile = Profile()
        let text = Self.text(field.limit + 1)
        switch field {
        case .name: profile.name = text
        case .role: profile.role = text
        case .skills: profile.skills = [text]
        case .experience: profile.experience = text
        case .interests: profile.interests = text
        case .notes: profile.notes = text
        }
        #expect(
            ProfileLimits.excess(in: profile)
                == ProfileLimits.Excess(field: field, count: field.limit + 1, limit: field.limit))
    }

    @Test func theWholeProfileHasALimitOfItsOwn() {
        let profile = Profile(
            name: "Ada", role: Self.text(2_000), experience: Self.text(2_000), interests: Self.text(2_000),
            notes: Self.text(2_000))
        let excess = ProfileLimits.excess(in: profile)
        #expect(excess == ProfileLimits.Excess(field: nil, count: 8_003, limit: 8_000))
        #expect(
            excess?.description
                == "the profile is 8,003 characters long in all; together the fields may hold at most 8,000")
    }

    /// Characters as a person sees them: a kanji, a flag (two scalars), a family emoji (seven), an accented letter
    /// written as e + a combining accent are one each.
    @Test(arguments: ["山", "🇯🇵", "👨‍👩‍👧‍👦", "e\u{301}"])
    func charactersAreWhatAPersonSeesAsOne(character: String) {
        let name = String(repeating: character, count: 200)
        #expect(ProfileLimits.count(.name, in: Profile(name: name)) == 200)
        #expect(ProfileLimits.excess(in: Profile(name: name)) == nil)
        #expect(ProfileLimits.excess(in: Profile(name: name + character))?.count == 201)
    }

    @Test func skillsCountAsTheCommaSeparatedTextTheFormShows() {
        #expect(ProfileLimits.count(.skills, in: Profile(skills: ["Swift", "SwiftUI"])) == "Swift, SwiftUI".count)
    }

    @Test(arguments: [
        (
            ProfileLimits.Excess(field: .name, count: 250, limit: 200),
            "the name is 250 characters long; it may hold at most 200"
        ),
        (
            ProfileLimits.Excess(field: .notes, count: 12_345, limit: 2_000),
            "the notes are 12,345 characters long; they may hold at most 2,000"
        ),
    ])
    func eachExcessIsOneSentence(excess: ProfileLimits.Excess, sentence: String) {
        #expect(excess.description == sentence)
    }

    @Test func theSummaryNamesEveryLimit() {
        #expect(
            ProfileLimits.summary == "at most 200 characters for the name, 2,000 for each other field, 8,000 in all")
        #expect(ProfileLimits.grouped(1_234_567) == "1,234,567")
        #expect(ProfileLimits.grouped(999) == "999")
    }
}
