@testable import IntroTUI
import IntroductionCore
import IntroductionStorage

import Testing

/// The form holds the profile to ``ProfileLimits``: what does not fit is refused with a sentence, what fits is kept, and
/// nothing already typed is taken away (the accessible mode's answers: AccessibleConversationTests).
@Suite struct FormLimitTests {
    init() { #expect(UTF8Locale.isReady) }

    static func text(_ count: Int, _ character: Character = "a") -> String {
        String(repeating: String(character), count: count)
    }

    private func model(_ draft: Draft = Draft()) -> AppModel {
        AppModel(draft: draft, columns: 100, lines: 30, seed: 0)
    }

    @Test func aKeyTypedAtTheNameLimitIsRefusedWithASentence() {
        var app = model()
        #expect(app.handle(.edit(.insert(Self.text(200, "山")))) == [.draftChanged])
        #expect(app.message == nil)
        #expect(app.handle(.edit(.insert("x"))) == [])
        #expect(app.form.text(.name) == Self.text(200, "山"))
        #expect(app.message == "Name holds at most 200 characters: nothing more can be added")
        // Shortening is always taken, and then there is room again.
        #expect(app.handle(.edit(.deleteBackward)) == [.draftChanged])
        #expect(app.handle(.edit(.insert("x"))) == [.draftChanged])
        #expect(app.message == nil)
    }

    @Test func aPasteIsCutAtTheLastCharacterThatFits() {
        var app = model()
        _ = app.handle(.edit(.insert("Ada ")))
        #expect(app.handle(.edit(.insert(Self.text(300, "🇯🇵")))) == [.draftChanged])
        #expect(app.form.text(.name) == "Ada " + Self.text(196, "🇯🇵"))
        #expect(app.message == "Name holds at most 200 characters: only the first 196 pasted characters were added")
    }

    @Test func theWholeProfileHasItsOwnLimit() {
        let full = Self.text(2_000)
        var app = model(
            Draft(profile: Profile(name: "Ada", role: full, experience: full, interests: full, notes: Self.text(1_990)))
        )
        while app.form.focus != .notes { _ = app.handle(.nextField) }
        _ = app.handle(.edit(.insert(Self.text(20, "b"))))
        #expect(app.form.text(.notes) == Self.text(1_990) + Self.text(7, "b"))
        #expect(
            app.message
                == "the profile holds at most 8,000 characters in all: only the first 7 pasted characters were added")
        #expect(ProfileLimits.excess(in: app.form.draft.profile) == nil)
    }

    /// A draft from before the limits is shown whole and kept; it is not sent until the person shortens it.
    @Test func anOverLongDraftIsKeptButNotSent() {
        var app = model(Draft(profile: Profile(name: Self.text(250))))
        #expect(app.form.text(.name).count == 250)
        #expect(app.handle(.generate) == [])
        #expect(app.message == "the name is 250 characters long; it may hold at most 200 · shorten it, then Ctrl-G")
        #expect(app.handle(.edit(.insert("x"))) == [])
        for _ in 0..<50 { _ = app.handle(.edit(.deleteBackward)) }
        guard case .send(.generate(let request))? = app.handle(.generate).first else {
            Issue.record("no generation was asked for")
            return
        }
        #expect(request.profile.name == Self.text(200))
    }
}
