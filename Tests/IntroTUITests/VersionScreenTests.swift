import Foundation
@testable import IntroTUI
import IntroductionCore
import IntroductionStorage

import Testing

/// Versions on screen without a terminal: the keys, the status line, stepping, editing, and the saved list (F2).
@Suite struct VersionScreenTests {
    init() { #expect(UTF8Locale.isReady) }

    static let request = IntroductionRequest(
        profile: Profile(name: "Grace", role: "Admiral"), options: GenerationOptions(language: .ja), seed: 3)

    func model(columns: Int = 100, lines: Int = 30) -> AppModel {
        AppModel(draft: Draft(profile: Profile(name: "Form")), columns: columns, lines: lines, seed: 41)
    }

    /// A finished version `number` of `count` holding `text`.
    static func version(_ number: Int, of count: Int, _ content: PartialIntroduction, id: Int? = nil)
        -> SessionSnapshot
    {
        var snapshot = SessionSnapshot(
            generation: id ?? number, state: .completed, content: content, sourceLabel: "offline composer")
        snapshot.position = VersionPosition(number: number, count: count)
        snapshot.request = request
        return snapshot
    }

    // MARK: Keys

    @Test(
        arguments: [
            (KeyInput.character(0x10), KeyAction.previousVersion),
            (.character(0x0E), .nextVersion),
            (.character(0x0F), .editExternally),
            (.keyCode(KeyCode.f4), .editExternally),
            (.keyCode(KeyCode.f2), .history),
        ] as [(KeyInput, KeyAction)])
    func theNewKeysMapToTheirActions(input: KeyInput, expected: KeyAction) {
        #expect(KeyMapper.actions(for: [input]) == [expected])
    }

    @Test func altArrowsStepThroughVersionsHoweverTheTerminalSendsThem() {
        let escape = KeyInput.character(0x1B)
        #expect(KeyMapper.actions(for: [escape, .keyCode(KeyCode.left)]) == [.previousVersion])
        #expect(KeyMapper.actions(for: [escape, .keyCode(KeyCode.right)]) == [.nextVersion])
        #expect(KeyMapper.actions(for: [escape, .character(0x62)]) == [.previousVersion])  // ESC b
        #expect(KeyMapper.actions(for: [escape, .character(0x66)]) == [.nextVersion])  // ESC f
        var mapper = KeyMapper(altLeft: 600, altRight: 601)
        #expect(
            mapper.actions(for: [.keyCode(600), .keyCode(601), .keyCode(602)]) == [.previousVersion, .nextVersion])
        #expect(KeyMapper.actions(for: [.keyCode(600)]).isEmpty, "without terminfo codes they mean nothing")
    }

    // MARK: Status line

    @Test func theStatusLineShowsThePositionTheEditedMarkAndAGenerationElsewhere() {
        var snapshot = Self.version(2, of: 4, PartialIntroduction(introduction: "Hi."))
        #expect(
            StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 80)
                == "done · 2/4 · ≈ 5 s spoken · offline composer", "a meetup is spoken: its time is estimated")
        snapshot.isEdited = true
        #expect(StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 80).hasPrefix("edited · 2/4 · "))
        snapshot.generatingVersion = 4
        let narrow = StatusLine.text(snapshot: snapshot, message: "saved", keys: ["^Q quit"], width: 36)
        #expect(narrow.hasPrefix("edited · 2/4 (4 generating…) · sav"), "\(narrow)")
        let single = Self.version(1, of: 1, PartialIntroduction(introduction: "Hi."))
        #expect(
            StatusLine.text(snapshot: single, message: nil, keys: [], width: 80)
                == "done · ≈ 5 s spoken · offline composer")
    }

    // MARK: Stepping and saving

    @Test func steppingAsksTheSessionOrSaysWhyNot() {
        var app = model()
        #expect(app.handle(.previousVersion).isEmpty)
        #expect(app.message?.contains("no versions yet") == true)
        app.apply(Self.version(1, of: 1, PartialIntroduction(introduction: "One.")))
        #expect(app.handle(.nextVersion).isEmpty)
        #expect(app.message?.contains("only version") == true)
        app.apply(Self.version(2, of: 2, PartialIntroduction(introduction: "Two.")))
        #expect(app.handle(.nextVersion).isEmpty)
        #expect(app.message == "this is the last version (2/2)")
        #expect(app.handle(.previousVersion) == [.send(.stepVersion(by: -1))])
        #expect(app.statusKeys.contains("^P/^N version"))
    }

    @Test func savingTakesTheShownVersionsProfileNotTheForms() {
        var app = model()
        app.apply(Self.version(1, of: 2, PartialIntroduction(headline: "Admiral", introduction: "Hi, I'm Grace.")))
        guard case .saveIntroduction(let entry)? = app.handle(.save).first else {
            Issue.record("Ctrl-S saves")
            return
        }
        #expect(entry.profile == Self.request.profile)
        #expect(entry.options == Self.request.options)
        #expect(entry.sourceLabel == "offline composer")
        #expect(entry.introduction == Introduction(headline: "Admiral", introduction: "Hi, I'm Grace."))
    }

    @Test func theFirstGenerationUsesTheSeedAndEachNextOneTheNext() {
        var app = model()
        let seeds = [app.handle(.generate), app.handle(.regenerate), app.handle(.generate)].compactMap { effects in
            switch effects.first {
            case .send(.generate(let request))?, .send(.regenerate(let request))?: request.seed
            default: nil
            }
        }
        #expect(seeds == [41, 42, 43])
    }

    // MARK: Editing

    @Test func ctrlOHandsTheChosenSectionOfTheShownVersionToTheEditor() {
        var app = model()
        let content = PartialIntroduction(
            headline: "Admiral", introduction: "Hi \u{1B}[31mthere.", highlights: ["COBOL", "Compilers"], bio: "Bio.")
        app.apply(Self.version(1, of: 2, content, id: 7))
        #expect(
            app.handle(.editExternally) == [
                .editExternally(SectionEdit(versionID: 7, content: content, section: .introduction, text: "Hi there."))
            ], "the introduction when nothing is chosen, as shown")
        _ = app.handle(.previousField)  // into the result
        _ = app.handle(.down)
        _ = app.handle(.down)
        #expect(app.chosenSection == .bio)
        _ = app.handle(.up)
        guard case .editExternally(let edit)? = app.handle(.editExternally).first else {
            Issue.record("Ctrl-O edits")
            return
        }
        #expect(edit.section == .highlights)
        #expect(edit.text == "- COBOL\n- Compilers")
    }

    @Test func nothingToEditOrStillStreamingChangesNothing() {
        var app = model()
        #expect(app.handle(.editExternally).isEmpty)
        #expect(app.message?.contains("nothing to edit") == true)
        var streaming = Self.version(1, of: 1, PartialIntroduction(introduction: "Half"))
        streaming.state = .generating
        app.apply(streaming)
        #expect(app.handle(.editExternally).isEmpty)
        #expect(app.message?.contains("Esc stops it") == true)
    }

    @Test func aChangedTextBecomesANewVersionAndAnythingElseOnlySaysWhy() {
        var app = model()
        let content = PartialIntroduction(introduction: "Hi.", highlights: ["a", "b"])
        app.apply(Self.version(2, of: 3, content, id: 9))
        let edit = SectionEdit(versionID: 9, content: content, section: .highlights, text: "- a\n- b")
        let effects = app.finishEdit(edit, outcome: .changed("- first\n\n* second \n  -third\nfourth"))
        var expected = content
        expected.highlights = ["first", "second", "third", "fourth"]
        #expect(effects == [.send(.keepEdit(of: 9, content: expected))])
        #expect(app.message == "your edit of the highlights is version 4/4")
        for outcome: ExternalEditor.Outcome in [.unchanged, .empty, .exited(status: 1), .noEditor] {
            #expect(app.finishEdit(edit, outcome: outcome).isEmpty)
            #expect(app.message == outcome.description)
        }
    }

    // MARK: The saved list

    static func saved(_ name: String, _ text: String, minutesAgo: Double) -> SavedIntroduction {
        SavedIntroduction(
            file: URL(fileURLWithPath: "/tmp/introduction-\(name).md"),
            entry: ArchivedIntroduction(
                introduction: Introduction(introduction: text), profile: Profile(name: name, role: "Role \(name)"),
                options: GenerationOptions(language: .ja, tone: .formal), sourceLabel: "offline composer",
                date: Date(timeIntervalSince1970: 1_796_049_012 - minutesAgo * 60)),
            text: text + "\n")
    }

    static let listing = ArchiveListing(
        entries: [
            saved("Ada", "Hi, I'm Ada and I build streaming apps in Swift.", minutesAgo: 0),
            saved("山田", "はじめまして、山田と申します。", minutesAgo: 5),
        ],
        skipped: [SkippedFile(file: URL(fileURLWithPath: "/tmp/notes.md"), reason: "it has no introgen details")])

    @Test func enterOpensTheChosenEntryThenAsksAboutTheProfile() {
        var app = model()
        #expect(app.handle(.history) == [.openHistory])
        app.showHistory(Self.listing)
        _ = app.handle(.down)
        #expect(app.handle(.enter) == [.send(.open(Self.listing.entries[1].entry))])
        #expect(app.history == nil)
        #expect(app.question != nil)
        #expect(app.statusKeys == ["y load", "n keep the form"])
        #expect(app.handle(.edit(.insert("q"))).isEmpty, "only y or n answer")
        #expect(app.handle(.edit(.insert("y"))) == [.draftChanged])
        #expect(app.form.draft.profile == Profile(name: "山田", role: "Role 山田"))
        #expect(app.form.draft.options == GenerationOptions(language: .ja, tone: .formal))
        #expect(app.question == nil)

        app.showHistory(Self.listing)
        _ = app.handle(.enter)
        #expect(app.handle(.interrupt).isEmpty)
        #expect(app.form.draft.profile.name == "山田", "Esc keeps the form")
    }

    @Test func deletingAsksFirstAndEscClosesTheList() {
        var app = model()
        app.showHistory(Self.listing)
        _ = app.handle(.edit(.insert("d")))
        #expect(app.history?.confirmingDelete == true)
        #expect(app.statusKeys == ["y delete", "n keep"])
        #expect(app.handle(.edit(.insert("n"))).isEmpty)
        #expect(app.history?.confirmingDelete == false)
        _ = app.handle(.edit(.deleteForward))
        #expect(app.handle(.edit(.insert("y"))) == [.deleteSaved(Self.listing.entries[0])])
        app.historyChanged(ArchiveListing(entries: [Self.listing.entries[1]]), note: "deleted introduction-Ada.md")
        #expect(app.history?.chosen == Self.listing.entries[1])
        #expect(app.history?.footer == "deleted introduction-Ada.md")
        _ = app.handle(.interrupt)
        #expect(app.history == nil)
    }

    @Test(arguments: [(40, 12), (100, 30)])
    func theListFitsTheScreenAndNamesSkippedFiles(columns: Int, lines: Int) {
        var app = model(columns: columns, lines: lines)
        app.showHistory(Self.listing)
        let rows = app.frame().text(columns: columns)
        #expect(rows.count == lines)
        for row in rows { #expect(DisplayWidth.of(row) <= columns, "\(row)") }
        let text = rows.joined(separator: "\n")
        #expect(text.contains("Saved introductions (2)"))
        #expect(text.contains("▸ 1  "))
        #expect(text.contains("skipped notes.md"))
        #expect(rows.last?.contains("Esc close") == true || columns < 60)
    }

    @Test func anEmptyFolderSaysSo() {
        var app = model(columns: 40, lines: 12)
        app.showHistory(ArchiveListing())
        let text = app.frame().text(columns: 40).joined(separator: "\n")
        #expect(text.contains("No saved introductions yet"))
        #expect(app.handle(.enter).isEmpty)
        #expect(app.handle(.edit(.insert("d"))).isEmpty)
        #expect(app.history?.confirmingDelete == false)
    }

    @Test func listLinesAreCutAtWholeWordsAndSanitised() {
        var hostile = Self.saved("Eve\u{1B}]0;pwned\u{07}", "Hello \u{1B}[31mthere, friend.", minutesAgo: 0)
        hostile.entry.options.language = .en
        let format = SavedListFormat(entries: [hostile] + Self.listing.entries, timeZone: TimeZone(identifier: "UTC")!)
        #expect(format.line(0) == "1  2026-11-30 14:30  Eve   en  Hello there, friend.")
        #expect(format.line(0, width: 46) == "1  2026-11-30 14:30  Eve   en  Hello there,…")
        #expect(format.line(2, width: 50) == "3  2026-11-30 14:25  山田  ja  はじめまして、山田…", "no spaces: cut inside")
        for width in 20...60 { #expect(DisplayWidth.of(format.line(2, width: width)) <= width) }
    }
}
