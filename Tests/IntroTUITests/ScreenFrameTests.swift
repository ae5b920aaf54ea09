@testable import IntroTUI
import IntroductionCore
import IntroductionStorage

import IntroductionTestSupport
import Testing

/// The screen as text, without a terminal: the frame is what the renderer writes, row by row.
@Suite struct ScreenFrameTests {
    init() { #expect(UTF8Locale.isReady) }

    @Test func theSmallestScreenShowsFormIntroductionAndStatus() {
        var app = AppModel(
            draft: Draft(profile: Profile(name: "山田太郎", role: "iOS Engineer")),
            columns: 40,
            lines: 12,
            seed: 0
        )
        app.apply(
            SessionSnapshot(
                generation: 1,
                state: .completed,
                text: "はじめまして、山田太郎です。",
                metrics: GenerationMetrics(elapsed: .seconds(2), characters: 14),
                sourceLabel: "offline composer"
            )
        )
        var frame = app.frame()
        let rows = frame.text(columns: 40)
        #expect(
            rows == [
                " Name       山田太郎",
                " Role       iOS Engineer",
                " Skills     comma separated: Swift, Swi",
                " Experience e.g. 5 years",
                " Interests  e.g. climbing, coffee",
                " Notes      anything else (Ctrl-J: new",
                " Options     en   friendly   medium",
                " For         meetup  said at a meetup …",
                "── Introduction ────────────────────────",
                " はじめまして、山田太郎です。",
                "",
                " done · offline composer    ^G generate",
            ]
        )
        #expect(frame.cursor == CursorPosition(row: 0, column: 20))
        for row in rows { #expect(DisplayWidth.of(row) <= 40) }
        frame = app.frame()
        #expect(frame == app.frame())
    }

    @Test func aFailureShowsTheWholeSentenceUnderThePartialText() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 20, seed: 0)
        let sentence =
            "The server refused the key (HTTP 401): check OPENAI_API_KEY and that it belongs to this server."
        app.apply(
            SessionSnapshot(
                generation: 1,
                state: .failed(GenerationFailure(sentence: sentence)),
                text: "Hello, I'm Ada",
                metrics: GenerationMetrics(elapsed: .seconds(1), characters: 14),
                sourceLabel: "openai gpt-4o-mini"
            )
        )
        let rows = app.frame().text(columns: 100)
        #expect(rows[1].hasSuffix("│ Hello, I'm Ada"))
        let shown = rows[3...18].map { $0.split(separator: "│").last.map(String.init) ?? "" }
            .joined(separator: " ")
        for word in ["401", "OPENAI_API_KEY", "server."] { #expect(shown.contains(word)) }
        #expect(rows[19].hasPrefix(" error:"))
    }

    @Test func sideBySideHasATitledIntroductionColumn() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 20, seed: 0)
        let rows = app.frame().text(columns: 100)
        #expect(rows[0].hasSuffix("│ Introduction"))
        #expect(rows[1].contains("Fill in the profile, then press Ctrl-G"))
        #expect(rows[19].hasPrefix(" ready"))
    }

    @Test func aTooSmallTerminalSaysSo() {
        var app = AppModel(draft: Draft(), columns: 30, lines: 8, seed: 0)
        let frame = app.frame()
        let rows = frame.text(columns: 30)
        #expect(rows.contains { $0.contains("terminal too small") })
        #expect(rows.contains { $0.contains("need 40x12, have 30x8") })
        #expect(frame.cursor == nil)
    }

    @Test func statusErrorsAndMessagesAreSanitised() {
        var app = AppModel(draft: Draft(), columns: 80, lines: 20, seed: 0)
        app.apply(SessionSnapshot(generation: 1, state: .failed("bad\u{1B}]0;x\u{07}\nkey"), sourceLabel: "x"))
        let frame = app.frame()
        let status = frame.text(columns: 80)[19]
        #expect(status.hasPrefix(" error: bad key"))
        #expect(frame.rows[19].first?.style == .statusError)
    }

    @Test func theHelpOverlayListsTheKeysAndHidesTheCursor() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 30, seed: 0)
        _ = app.handle(.help)
        let frame = app.frame()
        let text = frame.text(columns: 100).joined(separator: "\n")
        for key in ["Ctrl-G", "Esc, Ctrl-C", "Ctrl-R", "Ctrl-S", "Ctrl-Y", "PgUp / PgDn", "Ctrl-Q"] {
            #expect(text.contains(key))
        }
        #expect(frame.cursor == nil)
    }

    @Test func appendedTextChangesOnlyTheLastRows() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 30, seed: 0)
        app.apply(SessionSnapshot(generation: 1, state: .generating, text: String(repeating: "word ", count: 40)))
        let before = app.frame()
        app.apply(
            SessionSnapshot(generation: 1, state: .generating, text: String(repeating: "word ", count: 40) + "more"))
        let after = app.frame()
        let changed = before.rows.indices.filter { before.rows[$0] != after.rows[$0] }
        #expect(changed == [4])
    }

    @Test func osc52CarriesTheTextAsBase64() {
        #expect(OSC52.sequence(for: "こんにちは") == "\u{1B}]52;c;44GT44KT44Gr44Gh44Gv\u{07}")
    }
}

extension ScreenFrameTests {
    @Test func theClockKeepsMovingWhileAGenerationIsSilent() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 20, seed: 0)
        let metrics = GenerationMetrics(elapsed: .seconds(1), characters: 0)
        app.apply(SessionSnapshot(generation: 1, state: .generating, metrics: metrics, sourceLabel: "x"))
        app.timeSinceSnapshot = .milliseconds(1500)
        #expect(app.frame().text(columns: 100)[19].hasPrefix(" generating… · x · 2.5s"))
        app.apply(SessionSnapshot(generation: 1, state: .completed, metrics: metrics, sourceLabel: "x"))
        #expect(app.frame().text(columns: 100)[19].hasPrefix(" done · x · 1.0s"))
    }
}
