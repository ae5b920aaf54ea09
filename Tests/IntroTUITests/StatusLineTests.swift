@testable import IntroTUI
import IntroductionCore

import IntroductionTestSupport
import Testing

@Suite struct StatusLineTests {
    init() { #expect(UTF8Locale.isReady) }

    static let generating = SessionSnapshot(
        generation: 1,
        state: .generating,
        text: "abc",
        metrics: GenerationMetrics(elapsed: .milliseconds(2500), characters: 100, tokens: 25),
        sourceLabel: "offline composer"
    )

    @Test(arguments: [
        (SessionState.idle, "ready"),
        (.generating, "generating…"),
        (.completed, "done"),
        (.stopped, "stopped"),
        (.failed("401: check OPENAI_API_KEY"), "error: 401: check OPENAI_API_KEY"),
    ])
    func eachStateHasItsWord(state: SessionState, word: String) {
        #expect(StatusLine.stateText(state) == word)
    }

    @Test func anAnswerThatArrivedWholeSaysItWasNotStreamedAndShowsNoRate() {
        var snapshot = Self.generating
        snapshot.state = .completed
        snapshot.arrivedWhole = true
        let text = StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 120)
        #expect(text.hasPrefix("done (not streamed) · offline composer"))
        #expect(!text.contains("tok/s"), "a rate means nothing for an answer that came at once")
    }

    @Test func aTextCutShortSaysSoAndTheNoteOutlivesTheDetails() {
        var snapshot = Self.generating
        snapshot.state = .completed
        snapshot.isCutShort = true
        let wide = StatusLine.text(snapshot: snapshot, message: nil, keys: ["^R again"], width: 140)
        #expect(wide.hasPrefix("done · cut short by the model's length limit · offline composer"))
        let narrow = StatusLine.text(snapshot: snapshot, message: nil, keys: ["^R again"], width: 50)
        #expect(narrow.hasPrefix("done · cut short by the model's length limit"), "\(narrow)")
        #expect(DisplayWidth.of(narrow) <= 50)
    }

    @Test func inputAndOutputTokenCountsShowWhenTheProviderSendsThem() {
        var snapshot = Self.generating
        snapshot.metrics.inputTokens = 212
        snapshot.metrics.tokens = nil
        #expect(StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 120).contains("212 tokens in"))
        snapshot.metrics.tokens = 88
        let text = StatusLine.text(snapshot: snapshot, message: nil, keys: [], width: 120)
        #expect(text.contains("212 in / 88 out tokens"))
        #expect(!StatusLine.text(snapshot: Self.generating, message: nil, keys: [], width: 120).contains(" in / "))
    }

    @Test func aReconnectingGenerationSaysWhichAttempt() {
        var snapshot = Self.generating
        snapshot.reconnecting = ReconnectProgress(attempt: 2, maxAttempts: 3)
        let text = StatusLine.text(snapshot: snapshot, message: nil, keys: ["Esc stop"], width: 80)
        #expect(text.hasPrefix("reconnecting, 2 of 3… · offline composer"))
        #expect(text.hasSuffix("Esc stop"))
    }

    @Test func aWideLineShowsEverything() {
        let text = StatusLine.text(snapshot: Self.generating, message: nil, keys: ["Esc stop", "^Q quit"], width: 120)
        #expect(text.hasPrefix("generating… · offline composer · 2.5s · 40 ch/s · 10 tok/s"))
        #expect(text.hasSuffix("Esc stop  ^Q quit"))
        #expect(DisplayWidth.of(text) == 120)
    }

    @Test(arguments: [10, 20, 38, 50, 60, 80])
    func theLineAlwaysFitsAndKeepsTheState(width: Int) {
        let text = StatusLine.text(
            snapshot: Self.generating,
            message: "保存しました /tmp/intro.txt",
            keys: ["Esc stop", "F1 help", "^Q quit"],
            width: width
        )
        #expect(DisplayWidth.of(text) <= width)
        #expect(text.hasPrefix("gener"))
    }

    @Test func detailsGoBeforeKeys() {
        let text = StatusLine.text(snapshot: Self.generating, message: nil, keys: ["Esc stop"], width: 40)
        #expect(!text.contains("tok/s"))
        #expect(text.hasSuffix("Esc stop"))
    }

    @Test func aLongErrorIsCutWithAnEllipsis() {
        var snapshot = Self.generating
        snapshot.state = .failed(
            GenerationFailure(sentence: String(repeating: "very long failure ", count: 10)))
        let text = StatusLine.text(snapshot: snapshot, message: nil, keys: ["^Q quit"], width: 30)
        #expect(text.hasSuffix("…"))
        #expect(DisplayWidth.of(text) <= 30)
    }

    @Test func idleShowsNoTimings() {
        let text = StatusLine.text(
            snapshot: SessionSnapshot(sourceLabel: "offline composer"), message: nil, keys: [], width: 80)
        #expect(text == "ready · offline composer")
    }
}

extension StatusLineTests {
    @Test func theFirstKeyOutlastsTheTimings() {
        let text = StatusLine.text(
            snapshot: Self.generating,
            message: nil,
            keys: ["Esc stop", "PgUp/PgDn scroll", "F1 help", "^Q quit"],
            width: 44
        )
        #expect(text.hasPrefix("generating… · offline composer  "))
        #expect(!text.contains("2.5s"))
        #expect(text.hasSuffix("Esc stop"))
        #expect(!text.contains("F1 help"))
    }
}
