import Testing
import TextBasics

/// The edit distance behind "did you mean", and which candidate is close enough to be offered.
struct NearestTests {
    @Test(arguments: [
        ("", "", 0), ("", "name", 4), ("name", "", 4), ("name", "name", 0), ("nam", "name", 1), ("nmae", "name", 1),
        ("lenght", "length", 1), ("ca", "abc", 3), ("kitten", "sitting", 3), ("genrate", "generate", 1),
        ("名前", "名前", 0), ("名刺", "名前", 1), ("🇯🇵", "🇯🇵x", 1),
    ])
    func theDistanceCountsEditsOfCharacters(from: String, to: String, distance: Int) {
        #expect(from.editDistance(to: to) == distance)
        #expect(to.editDistance(to: from) == distance)
    }

    static let options = [
        "name", "role", "skills", "notes", "tone", "length", "lang", "for", "format", "seed", "speed",
    ]

    @Test(arguments: [
        ("nam", "name"), ("lenght", "length"), ("ton", "tone"), ("skils", "skills"), ("sed", "seed"),
        ("fo", "for"), ("form", "format"), ("len", "length"), ("lan", "lang"),
    ])
    func aCloseWordFindsTheOneMeant(typed: String, meant: String) {
        #expect(typed.nearest(among: Self.options) == meant)
    }

    @Test(arguments: ["frobnicate", "bogus", "xyz", "", "s", "colour", "nameless-thing"])
    func aFarWordFindsNothing(typed: String) {
        #expect(typed.nearest(among: Self.options) == nil)
    }

    @Test func aTieGoesToTheAlphabeticallyFirst() {
        #expect("ab".nearest(among: ["ac", "aa"]) == "aa")
        #expect("ab".nearest(among: ["aa", "ac"]) == "aa")
    }
}
