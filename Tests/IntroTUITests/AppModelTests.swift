@testable import IntroTUI
import IntroductionCore
import IntroductionStorage

import Testing

@Suite struct AppModelTests {
    init() { #expect(UTF8Locale.isReady) }

    private func model(columns: Int = 100, lines: Int = 30, draft: Draft = Draft()) -> AppModel {
        AppModel(draft: draft, columns: columns, lines: lines, seed: 0)
    }

    private func type(_ text: String, into model: inout AppModel) -> [AppEffect] {
        model.handle(.edit(.insert(text)))
    }

    @Test func focusStartsOnTheNameField() {
        #expect(model().form.focus == .name)
    }

    @Test func typingEditsTheFocusedFieldAndAsksForADraftSave() {
        var app = model()
        #expect(type("山田太郎", into: &app) == [.draftChanged])
        _ = app.handle(.nextField)
        _ = type("iOS Engineer", into: &app)
        _ = app.handle(.enter)
        _ = type("Swift, SwiftUI、 Combine ,", into: &app)
        let profile = app.form.draft.profile
        #expect(profile.name == "山田太郎")
        #expect(profile.role == "iOS Engineer")
        #expect(profile.skills == ["Swift", "SwiftUI", "Combine"])
    }

    @Test func tabGoesRoundAndUpDownStopAtTheEnds() {
        var app = model()
        _ = app.handle(.previousField)
        #expect(app.form.focus == .occasion)
        _ = app.handle(.nextField)
        #expect(app.form.focus == .name)
        _ = app.handle(.up)
        #expect(app.form.focus == .name)
        for _ in 0..<20 { _ = app.handle(.down) }
        #expect(app.form.focus == .occasion)
    }

    @Test func leftAndRightCycleTheOptions() {
        var app = model()
        while app.form.focus != .language { _ = app.handle(.nextField) }
        #expect(app.handle(.right) == [.draftChanged])
        #expect(app.form.options.language.rawValue == "zh-Hans", "the list after English")
        #expect(app.handle(.left) == [.draftChanged])
        #expect(app.form.options.language == .en)
        _ = app.handle(.down)
        _ = app.handle(.left)
        #expect(app.form.options.tone == .casual)
    }

    @Test func onTheLanguageOptionAnyTagCanBeTyped() {
        var app = model()
        while app.form.focus != .language { _ = app.handle(.nextField) }
        _ = type("p", into: &app)
        #expect(app.form.optionValue(.language) == "p")
        #expect(app.form.options.language == .en, "not a tag yet: the language stays")
        #expect(app.message?.contains("\"p\" is not a language tag yet") == true)
        _ = type("t_pt", into: &app)
        #expect(app.form.options.language.rawValue == "pt-PT")
        #expect(app.form.draft.options.language.rawValue == "pt-PT")
        // ← → go on from the list; a typed language not in it goes to the list's first.
        #expect(app.handle(.right) == [.draftChanged])
        #expect(app.form.options.language == .ja)
        // Leaving with half a tag keeps the last whole one.
        _ = type("d", into: &app)
        _ = app.handle(.nextField)
        #expect(app.form.options.language == .ja)
        _ = app.handle(.previousField)
        #expect(app.form.optionValue(.language) == "ja")
    }

    @Test func inNotesUpAndDownMoveBetweenLinesBeforeLeavingTheField() {
        var app = model()
        while app.form.focus != .notes { _ = app.handle(.nextField) }
        _ = type("one", into: &app)
        _ = app.handle(.edit(.newline))
        _ = type("two", into: &app)
        _ = app.handle(.up)
        #expect(app.form.focus == .notes)
        _ = app.handle(.up)
        #expect(app.form.focus == .interests)
        _ = app.handle(.edit(.newline))  // Ctrl-J outside notes moves on instead
        #expect(app.form.focus == .notes)
        #expect(app.form.text(.notes) == "one\ntwo")
    }

    @Test func generateSendsTheFormAsARequestAndRegenerateUsesANewSeed() {
        var app = model(draft: Draft(profile: Profile(name: "Alex"), options: GenerationOptions(language: .ja)))
        guard case .send(.generate(let first))? = app.handle(.generate).first,
            case .send(.regenerate(let second))? = app.handle(.regenerate).first
        else {
            Issue.record("expected generate and regenerate intents")
            return
        }
        #expect(first.profile.name == "Alex")
        #expect(first.options.language == .ja)
        #expect(first.seed != second.seed)
    }

    @Test func escapeStopsOnlyWhileGenerating() {
        var app = model()
        #expect(app.handle(.interrupt).isEmpty)
        #expect(app.message != nil)
        app.apply(SessionSnapshot(generation: 1, state: .generating))
        #expect(app.handle(.interrupt) == [.send(.stop)])
    }

    @Test func quitSendsQuitAndEnds() {
        var app = model()
        #expect(app.handle(.quit) == [.send(.quit), .quit])
    }

    @Test func saveAndCopyNeedText() {
        var app = model()
        #expect(app.handle(.save).isEmpty)
        #expect(app.handle(.copy).isEmpty)
        app.apply(SessionSnapshot(generation: 1, state: .completed, text: "Hi \u{1B}[31mthere"))
        guard case .saveIntroduction(let entry)? = app.handle(.save).first else {
            Issue.record("Ctrl-S saves once there is text")
            return
        }
        #expect(entry.introduction == Introduction(introduction: "Hi there"))
        #expect(app.handle(.copy) == [.copy("Hi there", section: .introduction)])
    }

    @Test func streamedSnapshotsWithEscapeSequencesSplitAcrossThemAreCleaned() {
        var app = model()
        let full = "はじめまして。\u{1B}]0;pwned\u{07}I build apps \u{1B}[1mwith\u{1B}[0m Swift.\nよろしく。"
        let scalars = Array(full.unicodeScalars)
        var text = String.UnicodeScalarView()
        for scalar in scalars {
            text.append(scalar)
            app.apply(SessionSnapshot(generation: 1, state: .generating, text: String(text)))
        }
        let expected = "はじめまして。I build apps with Swift.\nよろしく。"
        #expect(app.result.copyText(.introduction) == expected)
        #expect(app.result.allRows == WrappedText(width: app.result.width, text: expected).lines.map(\.text))
    }

    @Test func aNewGenerationReplacesTheText() {
        var app = model()
        app.apply(SessionSnapshot(generation: 1, state: .completed, text: "old text"))
        app.apply(SessionSnapshot(generation: 2, state: .generating, text: "new"))
        #expect(app.result.copyText(.introduction) == "new")
    }

    @Test func resizingRewrapsFromTheSource() {
        var app = model(columns: 100, lines: 30)
        let text = String(repeating: "word ", count: 60)
        app.apply(SessionSnapshot(generation: 1, state: .completed, text: text))
        app.resize(columns: 50, lines: 20)
        #expect(app.layout.arrangement == .stacked)
        #expect(app.result.allRows == WrappedText(width: 48, text: text).lines.map(\.text))
    }

    @Test func theViewStaysAtTheEndThroughATooSmallTerminal() {
        var app = model(columns: 60, lines: 14)
        app.apply(SessionSnapshot(generation: 1, state: .completed, text: String(repeating: "word ", count: 200)))
        let height = AppModel.introductionTextRect(app.layout).height
        #expect(app.scroll.isAtEnd(lineCount: app.result.lineCount, height: height))
        app.resize(columns: 30, lines: 10)
        app.resize(columns: 100, lines: 30)
        let newHeight = AppModel.introductionTextRect(app.layout).height
        #expect(app.scroll.isAtEnd(lineCount: app.result.lineCount, height: newHeight))
    }

    @Test func helpOpensWithF1AndAnyKeyClosesIt() {
        var app = model()
        _ = app.handle(.help)
        #expect(app.isHelpVisible)
        #expect(app.handle(.generate).isEmpty)
        #expect(!app.isHelpVisible)
    }
}

extension ResultText {
    /// Every row of the pane as text (headers by title, gaps empty), for comparing whole contents.
    var allRows: [String] {
        rows(from: 0, count: lineCount).map { row in
            if case .header(let section) = row.kind { return section.title }
            return row.text
        }
    }
}
