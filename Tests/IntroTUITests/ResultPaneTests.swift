import Foundation
@testable import IntroTUI
import IntroductionCore
import IntroductionStorage

import IntroductionTestSupport
import Testing

/// The result pane with all four sections: filling in as edits stream, the caret, choosing and copying a section,
/// saving, and small or changing terminal sizes. Frames are read as text.
@Suite struct ResultPaneTests {
    init() { #expect(UTF8Locale.isReady) }

    static let sample = Introduction(
        headline: "Swift engineer who streams",
        introduction: "Hi, I'm Ada. I build terminal apps that show text as it arrives, one token at a time.",
        highlights: ["Ten years of Swift", "SSE clients", "Terminal UIs"],
        bio: "Ada builds streaming apps in Swift."
    )

    /// The edits a structured source sends for `introduction`, each string in pieces of `piece` characters.
    static func edits(_ introduction: Introduction, piece: Int = 4) -> [IntroductionEdit] {
        func pieces(_ text: String, _ section: IntroductionSection) -> [IntroductionEdit] {
            let characters = Array(text)
            return stride(from: 0, to: characters.count, by: piece).map {
                .append(section, String(characters[$0..<min($0 + piece, characters.count)]))
            }
        }
        var edits = pieces(introduction.headline, .headline) + pieces(introduction.introduction, .introduction)
        edits.append(.startHighlights)
        for item in introduction.highlights { edits += [.startHighlight] + pieces(item, .highlights) }
        return edits + pieces(introduction.bio, .bio)
    }

    /// One snapshot per edit, as the session publishes them.
    static func snapshots(_ edits: [IntroductionEdit], generation: Int = 1) -> [SessionSnapshot] {
        var content = PartialIntroduction()
        return edits.map { edit in
            content.apply(edit)
            var snapshot = SessionSnapshot(generation: generation, state: .generating, content: content)
            snapshot.activeSection = edit.section
            return snapshot
        }
    }

    static func finished(_ introduction: Introduction, generation: Int = 1) -> SessionSnapshot {
        SessionSnapshot(generation: generation, state: .completed, content: PartialIntroduction(introduction))
    }

    func model(columns: Int = 60, lines: Int = 24) -> AppModel {
        AppModel(draft: Draft(profile: Profile(name: "Ada")), columns: columns, lines: lines, seed: 0)
    }

    /// The pane's rows as text: below the rule when stacked, right of the rule side by side.
    func pane(_ app: inout AppModel) -> [String] {
        let rect = AppModel.introductionTextRect(app.layout)
        let rows = app.frame().text(columns: app.columns)
        return rows[rect.top..<(rect.top + rect.height)].map { row in
            String(row.dropFirst(rect.left)).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    @Test func sectionsAppearInReadingOrderAsEditsArrive() {
        var app = model()
        var seen: [[String]] = []
        for snapshot in Self.snapshots(Self.edits(Self.sample)) {
            app.apply(snapshot)
            let titles = pane(&app).filter { ["Headline", "Introduction", "Highlights", "Bio"].contains($0) }
            if seen.last != titles { seen.append(titles) }
        }
        #expect(
            seen == [
                ["Headline"], ["Headline", "Introduction"], ["Headline", "Introduction", "Highlights"],
                ["Headline", "Introduction", "Highlights", "Bio"],
            ])
        #expect(
            pane(&app) == [
                "Headline",
                "Swift engineer who streams",
                "",
                "Introduction",
                "Hi, I'm Ada. I build terminal apps that show text as it",
                "arrives, one token at a time.",
                "",
                "Highlights",
                "- Ten years of Swift",
                "- SSE clients",
                "- Terminal UIs",
                "",
                "Bio",
                "Ada builds streaming apps in Swift.",
            ])
        let frame = app.frame()
        let headerRow = AppModel.introductionTextRect(app.layout).top
        #expect(frame.rows[headerRow].first?.style == .sectionHeader, "headers are drawn quietly")
    }

    @Test func theCaretSitsAtTheEndOfTheSectionTextIsArrivingIn() {
        var app = model()
        let rect = AppModel.introductionTextRect(app.layout)
        for snapshot in Self.snapshots(Self.edits(Self.sample)) {
            app.apply(snapshot)
            let frame = app.frame()
            let cursor = try! #require(frame.cursor)
            let section = try! #require(snapshot.activeSection)
            // The text left of the caret on its row ends the active section's text so far.
            let row = app.result.rows(from: cursor.row - rect.top + app.scroll.top, count: 1).first
            #expect(row?.kind == .text(section), "the caret is on a row of \(section)")
            let written = snapshot.content.text(of: section) ?? ""
            let lastLine = written.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            let beforeCaret = String((row?.text ?? "").prefix(cursor.column - rect.left))
            // A space that ends a row is not drawn, so the caret waits just after the last word.
            let tail = String(lastLine.split(separator: " ").last ?? "")
            #expect(
                beforeCaret.hasSuffix(tail),
                "caret at \(cursor) after \(beforeCaret.debugDescription) while writing \(lastLine.debugDescription)")
            #expect(DisplayWidth.of(row?.text ?? "") == cursor.column - rect.left, "nothing follows the caret")
        }
    }

    @Test func aLaterSectionArrivingBeforeAnEarlierOneIsDrawnInReadingOrder() {
        var app = model()
        var content = PartialIntroduction(bio: "Bio first.")
        app.apply(SessionSnapshot(generation: 1, state: .generating, content: content))
        content.headline = "Then a headline"
        app.apply(SessionSnapshot(generation: 1, state: .generating, content: content))
        #expect(Array(pane(&app).prefix(5)) == ["Headline", "Then a headline", "", "Bio", "Bio first."])
    }

    @Test func incrementalSanitisingAndWrappingEqualsStartingFromTheFinalText() {
        let hostile = Introduction(
            headline: "Head\u{1B}]0;pwned\u{07}line",
            introduction: "はじめまして。\u{1B}[1m山田\u{1B}[0mです。 Swift と SSE で、ストリーミングするアプリを作っています。\nよろしくお願いいたします。",
            highlights: [
                "十年の\u{9B}31mSwift", "A highlight long enough to wrap onto a second row of the pane", "🙂 emoji",
            ],
            bio: "Ada\tbuilds \u{1B}[2Japps."
        )
        for piece in [1, 3, 7] {
            var streamed = model(columns: 40, lines: 12)
            for snapshot in Self.snapshots(Self.edits(hostile, piece: piece)) { streamed.apply(snapshot) }
            var fresh = model(columns: 40, lines: 12)
            fresh.apply(Self.snapshots(Self.edits(hostile, piece: 1000)).last!)
            #expect(streamed.result.allRows == fresh.result.allRows, "pieces of \(piece)")
            #expect(!streamed.result.allRows.joined().contains("\u{1B}"))
            #expect(!streamed.result.allRows.joined().contains("pwned"))
        }
    }

    @Test func highlightsWrapUnderTheirOwnIndent() {
        var app = model(columns: 40, lines: 30)
        app.apply(
            SessionSnapshot(
                generation: 1, state: .completed,
                content: PartialIntroduction(highlights: ["A highlight long enough to wrap onto two rows", "Short"])))
        #expect(
            Array(pane(&app).prefix(5)) == [
                "Highlights", "- A highlight long enough to wrap onto", "  two rows", "- Short", "",
            ])
    }
}

extension ResultPaneTests {
    @Test func tabPastTheLastFieldEntersTheResultAndArrowsChooseASection() {
        var app = model()
        app.apply(Self.finished(Self.sample))
        while app.form.focus != .occasion { _ = app.handle(.nextField) }
        _ = app.handle(.nextField)
        #expect(app.isResultFocused)
        #expect(app.chosenSection == .introduction, "entering chooses what Ctrl-Y copied until now")
        _ = app.handle(.down)
        #expect(app.chosenSection == .highlights)
        _ = app.handle(.down)
        _ = app.handle(.down)
        #expect(app.chosenSection == .bio, "↓ stops at the last section")
        for _ in 0..<3 { _ = app.handle(.up) }
        #expect(app.chosenSection == .headline)
        _ = app.handle(.up)
        #expect(!app.isResultFocused && app.form.focus == .occasion, "↑ from the first section goes back to For")
        _ = app.handle(.down)
        #expect(app.isResultFocused && app.chosenSection == .headline, "↓ from For comes back, same choice")
        _ = app.handle(.nextField)
        #expect(!app.isResultFocused && app.form.focus == .name, "Tab goes round to the name")
        _ = app.handle(.previousField)
        #expect(app.isResultFocused, "Shift-Tab from the name goes round to the result")
        _ = app.handle(.previousField)
        #expect(!app.isResultFocused && app.form.focus == .occasion)
    }

    @Test func aTextOnlyResultHasNothingToChooseSoTabStaysInTheForm() {
        var app = model()
        app.apply(SessionSnapshot(generation: 1, state: .completed, text: "Only text."))
        while app.form.focus != .occasion { _ = app.handle(.nextField) }
        _ = app.handle(.nextField)
        #expect(!app.isResultFocused && app.form.focus == .name)
        _ = app.handle(.previousField)
        #expect(app.form.focus == .occasion)
        _ = app.handle(.down)
        #expect(!app.isResultFocused)
    }

    @Test func aTextOnlyResultArrivingWhileTheResultHasTheFocusLeavesNothingToChoose() {
        var app = model()
        app.apply(Self.finished(Self.sample))
        _ = app.handle(.previousField)
        _ = app.handle(.down)
        #expect(app.chosenSection == .highlights)
        app.apply(SessionSnapshot(generation: 2, state: .completed, text: "Only text."))
        #expect(app.isResultFocused)
        #expect(app.frame().cursor == nil, "no header to put the cursor on")
        _ = app.handle(.down)
        #expect(app.chosenSection == .highlights, "nothing visible to choose")
        _ = app.handle(.up)
        #expect(!app.isResultFocused && app.form.focus == .occasion)
    }

    @Test func typingInTheResultChangesNoFieldAndSaysWhatTheKeysDo() {
        var app = model()
        app.apply(Self.finished(Self.sample))
        _ = app.handle(.previousField)
        #expect(app.handle(.edit(.insert("x"))).isEmpty)
        #expect(app.form.draft.profile.name == "Ada")
        #expect(app.message?.contains("choose a section") == true)
    }

    @Test func ctrlYCopiesTheChosenSectionOrTheIntroduction() {
        var app = model()
        let sample = Introduction(
            headline: "Head\u{1B}[31mline", introduction: "Intro.", highlights: ["One", "Two\nlines", "Three"],
            bio: "Bio.")
        app.apply(Self.finished(sample))
        #expect(app.handle(.copy) == [.copy("Intro.", section: .introduction)])
        _ = app.handle(.previousField)
        _ = app.handle(.up)
        #expect(app.handle(.copy) == [.copy("Headline", section: .headline)])
        _ = app.handle(.down)
        _ = app.handle(.down)
        #expect(app.handle(.copy) == [.copy("- One\n- Two lines\n- Three", section: .highlights)])
        _ = app.handle(.down)
        _ = app.handle(.nextField)
        #expect(app.handle(.copy) == [.copy("Bio.", section: .bio)], "the choice holds after leaving the pane")
        app.apply(SessionSnapshot(generation: 2, state: .completed, text: "Text only."))
        #expect(app.handle(.copy) == [.copy("Text only.", section: .introduction)], "no bio: the introduction")
        app.apply(Self.finished(sample, generation: 3))
        #expect(app.handle(.copy) == [.copy("Bio.", section: .bio)], "the choice is kept across generations")
    }

    @Test func anEmptyChosenSectionIsNotCopied() {
        var app = model()
        app.apply(
            SessionSnapshot(
                generation: 1, state: .generating, content: PartialIntroduction(introduction: "Text.", bio: "")))
        _ = app.handle(.previousField)
        _ = app.handle(.down)
        #expect(app.chosenSection == .bio)
        #expect(app.handle(.copy).isEmpty)
        #expect(app.message?.contains("bio is empty") == true)
    }

    @Test func theChosenHeaderIsMarkedInTextAndReversedWhileThePaneHasTheFocus() {
        var app = model()
        app.apply(Self.finished(Self.sample))
        _ = app.handle(.previousField)
        _ = app.handle(.down)
        var frame = app.frame()
        let rect = AppModel.introductionTextRect(app.layout)
        let row = try! #require(frame.text(columns: 60).firstIndex { $0.contains("▸ Highlights") })
        #expect(frame.rows[row].last?.style == .chosenSectionHeader)
        #expect(frame.cursor == CursorPosition(row: row, column: rect.left))
        let rule = frame.rows[rect.top - 1]
        #expect(
            rule.contains { $0.text == "Introduction" && $0.style == .focusedLabel }, "the pane's title shows focus")
        #expect(!frame.rows[0...6].joined().contains { $0.style == .focusedLabel }, "no form label looks focused")
        _ = app.handle(.nextField)
        frame = app.frame()
        #expect(frame.text(columns: 60)[row].contains("▸ Highlights"), "the marker stays while Ctrl-Y copies it")
        #expect(frame.rows[row].last?.style == .sectionHeader)
        #expect(frame.cursor == CursorPosition(row: 0, column: 15), "the cursor is back in the name field")
    }

    @Test func statusKeysSayWhatApplies() {
        var app = model(columns: 100, lines: 30)
        app.apply(SessionSnapshot(generation: 1, state: .completed, text: "Only text."))
        #expect(app.statusKeys.contains("^Y copy"))
        app.apply(Self.finished(Self.sample, generation: 2))
        #expect(app.statusKeys.contains("^Y copy introduction"))
        _ = app.handle(.previousField)
        _ = app.handle(.down)
        _ = app.handle(.down)
        #expect(app.statusKeys.prefix(2) == ["↑↓ section", "^Y copy bio"])
        let status = app.frame().text(columns: 100)[29]
        #expect(status.contains("↑↓ section") && status.contains("^Y copy bio"), "\(status)")
        app.apply(SessionSnapshot(generation: 3, state: .generating, content: PartialIntroduction(headline: "H")))
        #expect(app.statusKeys.prefix(2) == ["Esc stop", "↑↓ section"])
    }

    @Test func helpListsChoosingAndCopyingASection() {
        var app = model(columns: 100, lines: 30)
        _ = app.handle(.help)
        let text = app.frame().text(columns: 100).joined(separator: "\n")
        #expect(text.contains("choose a section"))
        #expect(text.contains("copy the chosen section (OSC 52)"))
        #expect(text.contains("save the version shown (Markdown)"))
    }
}

extension ResultPaneTests {
    /// The note is part of the pane's rows, after the text: it scrolls with it and never covers it.
    @Test func aTextCutShortEndsWithTheNoteAfterABlankRow() throws {
        var app = model(columns: 100, lines: 30)
        var snapshot = Self.finished(Self.sample)
        app.apply(snapshot)
        let before = app.result.lineCount
        snapshot.isCutShort = true
        app.apply(snapshot)
        #expect(app.result.lineCount == before + 2)
        let rows = app.result.rows(from: 0, count: app.result.lineCount)
        #expect(rows.last == ResultRow(kind: .note, text: "(cut short by the model's length limit)"))
        #expect(rows[rows.count - 2].kind == .gap)
        let screen = app.frame().text(columns: 100)
        let noteRow = try #require(screen.firstIndex { $0.contains("(cut short by the model's length limit)") })
        let bioRow = try #require(screen.firstIndex { $0.contains(Self.sample.bio) })
        #expect(noteRow == bioRow + 2)
        #expect(screen[29].contains("cut short by the model's length limit"), "the status line says it too")
        app.apply(SessionSnapshot(generation: 2, state: .generating, text: "Hi"))
        #expect(!app.result.rows(from: 0, count: 50).contains { $0.kind == .note }, "a new generation drops it")
    }

    @Test func ctrlSSavesAllFourSectionsAsDrawnAsMarkdownThroughTheServices() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-tui-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let archive = IntroductionArchive(directory: directory)
        let services = TerminalServices(saveIntroduction: { entry in try archive.save(entry).path })
        var app = model()
        var hostile = Self.sample
        hostile.bio = "Ada \u{1B}]0;pwned\u{07}builds apps."
        for snapshot in Self.snapshots(Self.edits(hostile)) { app.apply(snapshot) }
        _ = app.handle(.previousField)
        _ = app.handle(.up)  // a chosen section changes nothing: all four are saved
        guard case .saveIntroduction(let entry)? = app.handle(.save).first else {
            Issue.record("Ctrl-S saves")
            return
        }
        #expect(entry.introduction == app.result.value)
        let path = try services.saveIntroduction(entry)
        #expect(path.hasSuffix(".md"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text.hasPrefix(
                """
                # Swift engineer who streams

                Hi, I'm Ada. I build terminal apps that show text as it arrives, one token at a time.

                - Ten years of Swift
                - SSE clients
                - Terminal UIs

                Ada builds apps.

                <!-- introgen
                """), "\(text)")
        #expect(text.contains(#""name" : "Ada""#))
    }

    @Test func saveAndCopyNeedSomeText() {
        var app = model()
        app.apply(SessionSnapshot(generation: 1, state: .generating, content: PartialIntroduction(headline: "")))
        #expect(app.handle(.save).isEmpty)
        #expect(app.message?.contains("nothing to save") == true)
        app.apply(SessionSnapshot(generation: 1, state: .generating, content: PartialIntroduction(headline: "H")))
        guard case .saveIntroduction(let entry)? = app.handle(.save).first else {
            Issue.record("Ctrl-S saves once there is text")
            return
        }
        #expect(entry.introduction.headline == "H")
        #expect(app.handle(.copy).isEmpty, "no introduction yet, and nothing chosen")
    }
}
