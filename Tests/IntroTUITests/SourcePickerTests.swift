@testable import IntroTUI
import IntroductionCore
import IntroductionStorage
import Testing

/// The source picker (F3) as a value: it opens on the source in use, ↑ ↓ choose, Enter switches and keeps the choice
/// with the draft, Esc closes; server text is drawn cleaned.
@Suite struct SourcePickerTests {
    init() { #expect(UTF8Locale.isReady) }

    static let menu = SourceMenu(
        items: [
            SourceMenu.Item(id: "offline", title: "offline composer", detail: "built in"),
            SourceMenu.Item(id: "local|a", title: "Ollama llama3.2:3b", detail: "127.0.0.1:11434"),
            SourceMenu.Item(id: "local|b", title: "Ollama q\u{1B}[31mwen", detail: "127.0.0.1:11434"),
        ],
        currentID: "offline", note: "looking for local model servers…")

    @Test func f3OpensThePickerOnTheSourceInUseAndEnterSwitches() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 30, seed: 0)
        #expect(app.handle(.sources) == [.openSources])
        app.showSources(Self.menu)
        #expect(app.statusKeys == ["↑↓ choose", "Enter use", "Esc close"])
        let screen = app.frame().text(columns: 100).joined(separator: "\n")
        #expect(screen.contains("Source (F3)"))
        #expect(screen.contains("▸ * offline composer"))
        #expect(screen.contains("looking for local model servers…"))
        #expect(!screen.contains("\u{1B}"), "titles from servers are cleaned")
        _ = app.handle(.down)
        let effects = app.handle(.enter)
        #expect(effects == [.send(.chooseSource(id: "local|a")), .draftChanged])
        #expect(app.sources == nil)
        #expect(app.draft.source == "local|a")
        #expect(app.message == "source: Ollama llama3.2:3b (127.0.0.1:11434)")
        app.message = nil
        #expect(app.frame().text(columns: 100).last?.contains("ready · Ollama llama3.2:3b") == true)
    }

    @Test func escClosesWithoutSwitching() {
        var app = AppModel(draft: Draft(source: "local|b"), columns: 100, lines: 30, seed: 0)
        app.showSources(SourceMenu(items: Self.menu.items, currentID: "local|b"))
        #expect(app.sources?.chosen?.id == "local|b")
        _ = app.handle(.up)
        #expect(app.handle(.interrupt) == [])
        #expect(app.sources == nil)
        #expect(app.draft.source == "local|b")
    }

    @Test func aNewerMenuKeepsTheChosenItem() {
        var app = AppModel(draft: Draft(), columns: 100, lines: 30, seed: 0)
        app.showSources(SourceMenu(items: [Self.menu.items[0]], currentID: "offline"))
        app.sourcesChanged(SourceMenu(items: Self.menu.items, currentID: "offline"))
        #expect(app.sources?.menu.items.count == 3)
        #expect(app.sources?.chosen?.id == "offline")
        _ = app.handle(.down)
        _ = app.handle(.down)
        _ = app.handle(.down)
        #expect(app.sources?.chosen?.id == "local|b", "the choice stops at the last")
    }

    @Test func theSectionsMissingNoteIsInTheStatusLineOnceTheGenerationEnded() {
        var snapshot = SessionSnapshot(state: .completed, text: "Hi.")
        snapshot.sectionsMissing = true
        let line = StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 200)
        #expect(line.contains(SessionSnapshot.sectionsMissingNote))
        snapshot.state = .generating
        #expect(!StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 200).contains("sections"))
    }
}
