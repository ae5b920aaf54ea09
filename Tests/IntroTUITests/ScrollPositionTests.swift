@testable import IntroTUI

import Testing

@Suite struct ScrollPositionTests {
    @Test func atTheEndTheViewFollowsGrowingTextByHalfViews() {
        var scroll = ScrollPosition()
        scroll.contentChanged(oldLineCount: 3, newLineCount: 12, height: 5)
        // The last line shows, with the rows below it free for the next lines.
        #expect(scroll.top == 9)
        #expect(scroll.isAtEnd(lineCount: 12, height: 5))
        for count in 13...14 {
            scroll.contentChanged(oldLineCount: count - 1, newLineCount: count, height: 5)
            #expect(scroll.top == 9, "lines stay put while the view has room (\(count) lines)")
        }
        scroll.contentChanged(oldLineCount: 14, newLineCount: 15, height: 5)
        #expect(scroll.top == 12)
        #expect(scroll.isAtEnd(lineCount: 15, height: 5))
    }

    @Test func followingNeverHidesTheLastLine() {
        var scroll = ScrollPosition()
        var count = 0
        for height in [1, 2, 3, 7, 28] {
            for _ in 0..<100 {
                scroll.contentChanged(oldLineCount: count, newLineCount: count + 1, height: height)
                count += 1
                #expect(scroll.top < count && scroll.top + height >= count, "height \(height), \(count) lines")
            }
        }
    }

    @Test func aReaderWhoScrolledUpIsNotPulledBack() {
        var scroll = ScrollPosition()
        scroll.contentChanged(oldLineCount: 0, newLineCount: 20, height: 5)
        scroll.page(by: -1, lineCount: 20, height: 5)
        let top = scroll.top
        #expect(!scroll.isAtEnd(lineCount: 20, height: 5))
        scroll.contentChanged(oldLineCount: 20, newLineCount: 30, height: 5)
        #expect(scroll.top == top)
    }

    @Test func pagingKeepsOneRowOfContextAndClamps() {
        var scroll = ScrollPosition()
        scroll.page(by: 1, lineCount: 20, height: 5)
        #expect(scroll.top == 4)
        scroll.page(by: 10, lineCount: 20, height: 5)
        #expect(scroll.top == 15)
        scroll.page(by: -10, lineCount: 20, height: 5)
        #expect(scroll.top == 0)
    }

    @Test func shortTextIsAlwaysAtTheEnd() {
        var scroll = ScrollPosition()
        scroll.page(by: 3, lineCount: 2, height: 5)
        #expect(scroll.top == 0)
        #expect(scroll.isAtEnd(lineCount: 2, height: 5))
    }

    @Test func revealingRowsScrollsTheLeastNeededAndPutsATallBlockAtTheTop() {
        var scroll = ScrollPosition()
        scroll.reveal(2..<4, lineCount: 30, height: 5)
        #expect(scroll.top == 0, "already in view: nothing moves")
        scroll.reveal(8..<10, lineCount: 30, height: 5)
        #expect(scroll.top == 5, "below: its last row becomes the bottom row")
        scroll.reveal(3..<5, lineCount: 30, height: 5)
        #expect(scroll.top == 3, "above: its first row becomes the top row")
        scroll.reveal(12..<20, lineCount: 30, height: 5)
        #expect(scroll.top == 12, "taller than the view: its first row (the header) at the top")
        scroll.reveal(28..<30, lineCount: 30, height: 5)
        #expect(scroll.top == 25)
        #expect(scroll.isAtEnd(lineCount: 30, height: 5))
    }
}
