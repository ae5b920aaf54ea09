import Foundation
import IntroductionCore
import IntroductionStorage
import Testing

@testable import IntroTUI

/// Ctrl-T on screen, without a terminal: the prompt in the status line, what Enter and Esc send, the mark of a
/// refined version, how a text fits its occasion.
@Suite struct RefineScreenTests {
    init() { #expect(UTF8Locale.isReady) }

    static func done(
        _ text: String, options: GenerationOptions = GenerationOptions(), refinement: Refinement? = nil, id: Int = 1
    ) -> SessionSnapshot {
        var snapshot = SessionSnapshot(
            generation: id, state: .completed, content: PartialIntroduction(introduction: text),
            sourceLabel: "offline composer")
        snapshot.request = IntroductionRequest(
            profile: Profile(name: "Ada"), options: options, seed: 2, refinement: refinement)
        snapshot.position = VersionPosition(number: id, count: id)
        return snapshot
    }

    func model() -> AppModel { AppModel(draft: Draft(profile: Profile(name: "Ada")), columns: 100, lines: 30, seed: 9) }

    func status(_ app: inout AppModel) -> String { app.frame().text(columns: 100)[29] }

    func type(_ text: String, into app: inout AppModel) {
        for character in text { _ = app.handle(.edit(.insert(String(character)))) }
    }

    @Test func ctrlTIsTheRefineKey() {
        #expect(KeyMapper.actions(for: [.character(0x14)]) == [.refine])
    }

    @Test func withNothingShownOrWhileItIsWrittenThereIsNothingToChange() {
        var app = model()
        #expect(app.handle(.refine).isEmpty)
        #expect(app.instruction == nil && app.message?.contains("nothing to change yet") == true)
        var generating = Self.done("Hi, I'm")
        generating.state = .generating
        app.apply(generating)
        #expect(app.handle(.refine).isEmpty)
        #expect(app.instruction == nil && app.message?.contains("Esc stops it") == true)
    }

    @Test func enterSendsTheInstructionAndClosesThePrompt() {
        var app = model()
        app.apply(Self.done("Hi, I'm Ada!"))
        _ = app.handle(.refine)
        #expect(status(&app).hasPrefix(" Change it how?"))
        #expect(app.statusKeys == ["Enter apply", "Esc cancel"])
        type("  shorter ", into: &app)
        #expect(status(&app).hasPrefix(" Change it how?   shorter"))
        #expect(app.frame().cursor?.row == 29, "the cursor is in the prompt")
        #expect(app.form.draft.profile.name == "Ada", "typing goes to the prompt, not the form")
        #expect(app.handle(.enter) == [.send(.refine("shorter"))])
        #expect(app.instruction == nil)
    }

    @Test func escOrAnEmptyLineChangesNothing() {
        var app = model()
        app.apply(Self.done("Hi, I'm Ada!"))
        _ = app.handle(.refine)
        type("more formal", into: &app)
        #expect(app.handle(.interrupt).isEmpty)
        #expect(app.instruction == nil)
        _ = app.handle(.refine)
        #expect(app.handle(.enter).isEmpty)
        #expect(app.instruction == nil)
    }

    @Test func anInstructionOverTheLimitStaysInThePromptAndIsNotSent() {
        var app = model()
        app.apply(Self.done("Hi, I'm Ada!"))
        _ = app.handle(.refine)
        _ = app.handle(.edit(.insert(String(repeating: "x", count: 501))))
        #expect(status(&app).contains("(501/500, too long)"))
        #expect(app.handle(.enter).isEmpty)
        #expect(app.instruction?.characters.count == 501, "what was typed is kept to be shortened")
        #expect(status(&app).contains("at most 500 characters"))
        _ = app.handle(.edit(.deleteBackward))
        #expect(app.handle(.enter) == [.send(.refine(String(repeating: "x", count: 500)))])
    }

    @Test func aRefusalFromTheSessionIsSaidInTheStatusLine() {
        var app = model()
        app.apply(Self.done("Hi, I'm Ada!"))
        var refused = Self.done("Hi, I'm Ada!")
        refused.notice = "Other instructions need a model."
        app.apply(refused)
        #expect(status(&app).contains("Other instructions need a model."))
    }

    @Test func aRefinedVersionIsMarkedWithItsInstruction() {
        var app = model()
        app.apply(Self.done("Hi.", refinement: Refinement(instruction: "shorter"), id: 2))
        #expect(status(&app).hasPrefix(" done · 2/2 · refined: shorter · "))
    }

    @Test func aTextForAnOccasionWithALimitShowsItsCountAndSaysWhenItIsOver() {
        var app = model()
        app.apply(Self.done(String(repeating: "a", count: 148), options: GenerationOptions(occasion: .x)))
        #expect(status(&app).contains(" · 148/160 · "))
        app.apply(Self.done(String(repeating: "a", count: 172), options: GenerationOptions(occasion: .x), id: 2))
        #expect(status(&app).contains(" · 172/160 over · "))
        let words = Array(repeating: "word", count: 105).joined(separator: " ")
        app.apply(Self.done(words, options: GenerationOptions(occasion: .speaker), id: 3))
        #expect(status(&app).contains("105/100 words over"))
    }

    @Test func spokenOccasionsEstimateTheSpeakingTime() {
        var app = model()
        let minute = Array(repeating: "word", count: 150).joined(separator: " ")
        app.apply(Self.done(minute, options: GenerationOptions(occasion: .interview)))
        #expect(status(&app).contains("≈ 1 min spoken"))
        app.apply(Self.done(minute, options: GenerationOptions(occasion: .linkedin), id: 2))
        #expect(!status(&app).contains("spoken"), "a LinkedIn About is read, not said")
        let japanese = String(repeating: "あ", count: 150)
        app.apply(Self.done(japanese, options: GenerationOptions(language: .ja, occasion: .interview), id: 3))
        #expect(status(&app).contains("≈ 30 s spoken"))
    }

    @Test func theForOptionCyclesThroughEveryOccasion() {
        var app = model()
        while app.form.focus != .occasion { _ = app.handle(.nextField) }
        var seen: [GenerationOptions.Occasion] = [app.form.options.occasion]
        for _ in 1..<GenerationOptions.Occasion.allCases.count {
            _ = app.handle(.right)
            seen.append(app.form.options.occasion)
        }
        #expect(seen == GenerationOptions.Occasion.allCases)
        let rows = app.frame().text(columns: 100)
        #expect(rows.contains { $0.contains("For") && $0.contains("‹github›") }, "\(rows.joined(separator: "\n"))")
    }
}
