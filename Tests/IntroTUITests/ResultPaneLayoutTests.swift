import Foundation
@testable import IntroTUI
import IntroductionCore
import IntroductionStorage
import IntroductionTestSupport
import Testing

/// The result pane on small terminals: stacked sections, no overflow, the chosen marker shown.
extension ResultPaneTests {
    @Test(arguments: [(40, 12), (60, 14), (99, 12), (100, 12)])
    func smallTerminalsStackTheSectionsWithoutOverflowAndShowTheChosenMarker(columns: Int, lines: Int) {
        var app = model(columns: columns, lines: lines)
        var long = Self.sample
        long.introduction = String(repeating: "A rather long introduction sentence. ", count: 8)
        for snapshot in Self.snapshots(Self.edits(long, piece: 9)) { app.apply(snapshot) }
        app.apply(Self.finished(long))
        _ = app.handle(.previousField)
        for section in [IntroductionSection.headline, .bio, .highlights, .introduction] {
            while app.chosenSection != section {
                _ = app.handle(
                    IntroductionSection.allCases.firstIndex(of: section)!
                        < IntroductionSection.allCases.firstIndex(of: app.chosenSection!)! ? .up : .down)
            }
            let frame = app.frame()
            let rows = frame.text(columns: columns)
            #expect(rows.count == lines)
            for row in rows { #expect(DisplayWidth.of(row) <= columns, "\(row)") }
            #expect(rows.contains { $0.contains("▸ " + section.title) }, "\(section) is marked at \(columns)x\(lines)")
            #expect(rows[lines - 1].hasPrefix(" done"), "the status line stays the last row")
            let rect = AppModel.introductionTextRect(app.layout)
            #expect(rect.top + rect.height <= lines - 1, "the pane ends above the status line")
            #expect(frame.rows[lines - 1].count == 1, "nothing is drawn over the status line")
        }
        #expect(app.layout.arrangement == (columns >= 100 ? .sideBySide : .stacked))
    }

    @Test func resizingMidStreamRewrapsEverySectionAndLosesNothing() {
        let snapshots = Self.snapshots(Self.edits(Self.sample, piece: 3))
        var app = model(columns: 100, lines: 30)
        for (index, snapshot) in snapshots.enumerated() {
            app.apply(snapshot)
            if index == snapshots.count / 3 { app.resize(columns: 40, lines: 12) }
            if index == snapshots.count / 2 { app.resize(columns: 30, lines: 8) }  // too small for a while
            if index == 2 * snapshots.count / 3 { app.resize(columns: 60, lines: 20) }
        }
        var fresh = model(columns: 60, lines: 20)
        fresh.apply(snapshots.last!)
        #expect(app.result.allRows == fresh.result.allRows)
        #expect(app.result.width == 58)
        let height = AppModel.introductionTextRect(app.layout).height
        #expect(app.scroll.isAtEnd(lineCount: app.result.lineCount, height: height), "still following the end")
    }

    @Test func theViewFollowsTheEndAcrossSectionsUnlessScrolledUp() {
        var app = model(columns: 40, lines: 14)
        let snapshots = Self.snapshots(Self.edits(Self.sample))
        let height = AppModel.introductionTextRect(app.layout).height
        for snapshot in snapshots.prefix(snapshots.count / 2) {
            app.apply(snapshot)
            #expect(app.scroll.isAtEnd(lineCount: app.result.lineCount, height: height))
        }
        _ = app.handle(.pageUp)
        let top = app.scroll.top
        for snapshot in snapshots.dropFirst(snapshots.count / 2) { app.apply(snapshot) }
        #expect(app.scroll.top == top, "a reader who scrolled up is not pulled down")
        for _ in 0..<20 { _ = app.handle(.pageDown) }
        #expect(app.scroll.isAtEnd(lineCount: app.result.lineCount, height: height))
    }

    @Test func aFailureShowsItsSentenceUnderTheSections() {
        var app = model(columns: 60, lines: 30)
        var snapshot = Self.snapshots(Self.edits(Self.sample)).dropLast(5).last!
        snapshot.state = .failed("The connection was lost: regenerate with Ctrl-R.")
        app.apply(snapshot)
        let rows = pane(&app)
        let bio = try! #require(rows.firstIndex(of: "Bio"))
        let failure = try! #require(rows.firstIndex { $0.contains("connection was lost") })
        #expect(failure > bio + 1)
    }
}
