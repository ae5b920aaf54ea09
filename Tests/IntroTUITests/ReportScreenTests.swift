import Foundation
@testable import IntroTUI
import IntroductionCore
import IntroductionStorage

import Testing

/// What the shown version left out of the profile, on screen without a terminal: the marks beside the form's labels,
/// the status line's count, and the list F6 opens; all of them follow the version shown.
@Suite struct ReportScreenTests {
    init() { #expect(UTF8Locale.isReady) }

    static let poem = "あのイーハトーヴォのすきとおった風。"
    static let report = CompositionReport(
        unused: [
            UnusedPart(field: .experience, text: "glim glam \u{1B}]0;owned\u{07}flarp", reason: .notUnderstood),
            UnusedPart(field: .notes, text: poem, reason: .notSayableInEnglish),
        ],
        shortfall: "The profile holds enough for a short text only.")

    static func version(_ number: Int, of count: Int, report: CompositionReport?, id: Int? = nil) -> SessionSnapshot {
        var snapshot = SessionSnapshot(
            generation: id ?? number, state: .completed, text: "Hi, I'm Yuki.", sourceLabel: "offline composer")
        snapshot.position = VersionPosition(number: number, count: count)
        snapshot.request = IntroductionRequest(
            profile: Profile(name: "Yuki", experience: "glim glam", notes: poem), options: GenerationOptions(), seed: 1)
        snapshot.report = report
        return snapshot
    }

    func model(columns: Int = 100, lines: Int = 30) -> AppModel {
        AppModel(
            draft: Draft(profile: Profile(name: "Yuki", experience: "glim glam", notes: Self.poem)), columns: columns,
            lines: lines, seed: 1)
    }

    /// The rows whose label carries the mark, by label.
    static func marked(_ rows: [String]) -> [String] {
        rows.filter { $0.hasPrefix(AppModel.unusedMarker) }.map {
            String($0.dropFirst().prefix { $0 != " " })
        }
    }

    @Test func theMarksAndTheCountFollowTheShownVersion() {
        var app = model()
        #expect(Self.marked(app.frame().text(columns: 100)).isEmpty, "nothing written, nothing marked")
        app.apply(Self.version(1, of: 2, report: Self.report))
        var rows = app.frame().text(columns: 100)
        #expect(Self.marked(rows) == ["Experience", "Notes"])
        #expect(rows[29].hasPrefix(" done · 1/2 · 2 parts not used (F6) · "), "\(rows[29])")
        let marks = app.frame().rows.flatMap { $0 }.filter { $0.text == AppModel.unusedMarker }
        #expect(marks.count == 2 && marks.allSatisfy { $0.style == .unusedMark && $0.column == 0 })

        app.apply(Self.version(2, of: 2, report: CompositionReport()))
        rows = app.frame().text(columns: 100)
        #expect(Self.marked(rows).isEmpty, "a version that reports nothing clears the marks")
        #expect(!rows[29].contains("not used"))
        app.apply(Self.version(1, of: 2, report: Self.report))
        #expect(Self.marked(app.frame().text(columns: 100)) == ["Experience", "Notes"], "stepping back brings them")
        app.apply(Self.version(2, of: 2, report: nil))
        #expect(Self.marked(app.frame().text(columns: 100)).isEmpty, "a model's version has none")
    }

    @Test func theStatusLineCountsThePartsOrSaysTheShortfall() {
        #expect(StatusLine.reportSummary(Self.report) == "2 parts not used (F6)")
        #expect(StatusLine.reportSummary(CompositionReport(unused: [Self.report.unused[1]])) == "1 part not used (F6)")
        #expect(StatusLine.reportSummary(CompositionReport(shortfall: "Short.")) == "shorter than asked (F6)")
        #expect(StatusLine.reportSummary(CompositionReport()) == nil)
        #expect(StatusLine.reportSummary(nil) == nil)
        // At 40 columns the count outlives the source, the time and the keys.
        let status = StatusLine.text(
            snapshot: Self.version(1, of: 1, report: Self.report), message: nil, keys: ["^G generate"], width: 38)
        #expect(status.hasPrefix("done · 2 parts not used (F6)"), "\(status)")
    }

    @Test func f6ListsEachPartAndTheShortfallAndAnyKeyClosesIt() {
        #expect(KeyMapper.actions(for: [.keyCode(KeyCode.f6)]) == [.report])
        var app = model()
        app.apply(Self.version(1, of: 1, report: Self.report))
        #expect(app.handle(.report).isEmpty)
        let text = app.frame().text(columns: 100).joined(separator: "\n")
        #expect(text.contains("┌ Not used (any key closes) "))
        #expect(text.contains("│ Not used: experience “glim glam flarp” — not understood"), "sanitised: \(text)")
        #expect(text.contains("Not used: notes “\(Self.poem)” — can't be said in"), "wrapped in the box")
        #expect(text.contains("The profile holds enough for a short text only."))
        #expect(!text.contains("\u{1B}") && !text.contains("owned"))
        #expect(app.statusKeys == ["any key closes"])
        #expect(app.frame().cursor == nil)
        #expect(app.handle(.generate).isEmpty, "the key only closes the list")
        #expect(app.reportTop == nil)
        #expect(!app.frame().text(columns: 100).joined().contains("any key closes"))
    }

    @Test func f6WithNothingToListSaysWhy() {
        var app = model()
        _ = app.handle(.report)
        #expect(app.message == "nothing written yet · Ctrl-G writes one")
        app.apply(Self.version(1, of: 1, report: CompositionReport()))
        _ = app.handle(.report)
        #expect(app.reportTop == nil)
        #expect(app.message == "this version uses every part of the profile")
        app.apply(Self.version(1, of: 1, report: nil, id: 2))
        _ = app.handle(.report)
        #expect(app.message?.hasPrefix("no report for this version") == true)
    }

    @Test func theListClosesWhenTheShownVersionReportsNothing() {
        var app = model()
        app.apply(Self.version(1, of: 2, report: Self.report))
        _ = app.handle(.report)
        #expect(app.reportTop == 0)
        app.apply(Self.version(2, of: 2, report: nil))
        #expect(app.reportTop == nil)
    }

    @Test(arguments: [(40, 12), (60, 14), (99, 12), (100, 30), (200, 50)])
    func widthsHoldAtEverySizeAndALongListScrolls(columns: Int, lines: Int) {
        var app = model(columns: columns, lines: lines)
        var long = Self.report
        // Longer than the box at every size: twenty parts of three rows or more each.
        for index in 0..<20 {
            let text = "zorp \(index) " + String(repeating: "風", count: 90)
            long.unused.append(UnusedPart(field: .interests, text: text, reason: .notUnderstood))
        }
        app.apply(Self.version(1, of: 1, report: long))
        let closed = app.frame().text(columns: columns)
        for row in closed { #expect(DisplayWidth.of(row) <= columns, "\(row)") }
        #expect(Self.marked(closed) == ["Experience", "Interests", "Notes"])
        _ = app.handle(.report)
        var seen = ""
        var previous: [String] = []
        for _ in 0..<200 {
            let rows = app.frame().text(columns: columns)
            #expect(rows.count == lines)
            for row in rows { #expect(DisplayWidth.of(row) <= columns, "\(columns)x\(lines): \(row)") }
            #expect(rows[lines - 1].hasPrefix(" done"), "the status line stays the last row")
            seen += rows.joined(separator: "\n")
            if rows == previous { break }
            previous = rows
            _ = app.handle(.pageDown)
        }
        #expect(seen.contains("text only."), "scrolling reaches the end, the shortfall last")
        #expect(seen.contains("zorp 19"))
        #expect(app.reportTop != nil, "PgDn scrolls a list longer than its box")
        _ = app.handle(.edit(.insert("q")))
        #expect(app.reportTop == nil)
    }

    @Test func savingKeepsTheShownVersionsReport() {
        var app = model()
        app.apply(Self.version(1, of: 1, report: Self.report))
        guard case .saveIntroduction(let entry)? = app.handle(.save).first else {
            Issue.record("Ctrl-S saves")
            return
        }
        #expect(entry.report == Self.report)
    }

    @Test func theHelpNamesTheKey() {
        #expect(AppModel.helpLines.contains { $0.hasPrefix("F6 ") && $0.contains("left out") })
    }
}
