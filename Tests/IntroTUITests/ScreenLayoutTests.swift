@testable import IntroTUI

import Testing

@Suite struct ScreenLayoutTests {
    @Test(arguments: [(100, 30), (160, 50), (100, 12)])
    func wideTerminalsPutFormAndIntroductionSideBySide(columns: Int, lines: Int) {
        let layout = ScreenLayout(columns: columns, lines: lines)
        #expect(layout.arrangement == .sideBySide)
        #expect(layout.form.left == 0)
        #expect(layout.introduction.left == layout.form.width + 1)
        #expect(layout.introduction.top == 0)
        #expect(layout.status == Rect(top: lines - 1, left: 0, height: 1, width: columns))
    }

    @Test(arguments: [(99, 30), (40, 12), (80, 24)])
    func narrowerTerminalsStackTheFormAboveTheIntroduction(columns: Int, lines: Int) {
        let layout = ScreenLayout(columns: columns, lines: lines)
        #expect(layout.arrangement == .stacked)
        #expect(layout.introduction.top == layout.form.height + 1)
        #expect(layout.introduction.height >= 1)
        #expect(layout.introduction.width == columns)
    }

    @Test(arguments: [(39, 12), (40, 11), (10, 5), (0, 0)])
    func belowFortyByTwelveTheTerminalIsTooSmall(columns: Int, lines: Int) {
        #expect(ScreenLayout(columns: columns, lines: lines).arrangement == .tooSmall)
    }

    @Test func everyRectangleFitsTheScreenAndNoneOverlap() {
        for columns in stride(from: 40, through: 200, by: 7) {
            for lines in stride(from: 12, through: 60, by: 5) {
                let layout = ScreenLayout(columns: columns, lines: lines)
                let rects = [layout.form, layout.divider, layout.introduction, layout.status]
                for rect in rects {
                    #expect(rect.top >= 0 && rect.left >= 0)
                    #expect(rect.top + rect.height <= lines && rect.left + rect.width <= columns)
                }
                for (index, a) in rects.enumerated() {
                    for b in rects.dropFirst(index + 1) {
                        let apart =
                            a.left + a.width <= b.left || b.left + b.width <= a.left
                            || a.top + a.height <= b.top || b.top + b.height <= a.top
                        #expect(apart, "\(columns)x\(lines): \(a) overlaps \(b)")
                    }
                }
                #expect(ScreenLayout.formRows(notesRows: layout.notesRows) <= layout.form.height)
            }
        }
    }
}
