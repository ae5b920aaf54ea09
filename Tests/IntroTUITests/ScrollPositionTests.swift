import Testing

@testable import IntroTUI

@Suite struct ScrollPositionTests {
    @Test func atTheEndTheViewFollowsGrowingText() {
        var scroll = ScrollPosition()
        scroll.contentChanged(oldLineCount: 3, newLineCount: 12, height: 5)
        #expect(scroll.top == 7)
        scroll.contentChanged(oldLineCount: 12, newLineCount: 13, height: 5)
        #expect(scroll.top == 8)
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
}
