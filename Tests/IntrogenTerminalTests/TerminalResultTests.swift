import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// The real binary in tmux: copying the result through OSC 52 (tmux keeps what the app copies as a paste buffer)
    /// and saving it as Markdown.
    @Suite("introgen in a terminal: copying and saving the result", .serialized, .timeLimit(.minutes(2)))
    struct TerminalResultTests {
        /// Lets applications set tmux's clipboard, so the OSC 52 the app writes becomes a buffer the test can read.
        static func acceptClipboard(_ tmux: TmuxSession) async throws {
            try await tmux.tmux(["set-option", "-s", "set-clipboard", "on"])
        }

        /// The text the app last copied (tmux's newest buffer).
        static func clipboard(_ tmux: TmuxSession) async throws -> String {
            try await tmux.tmux(["show-buffer"])
        }

        @Test func ctrlYCopiesATextOnlyIntroductionThroughOSC52() async throws {
            let pieces = ["Hi, I'm Ada, ", "\u{1b}[31man engineer.", " こんにちは。"]
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(pieces)) }) { server in
                try await withTmuxSession { tmux in
                    try await TerminalServiceTests.startNamed(tmux, server)
                    try await Self.acceptClipboard(tmux)
                    try await tmux.press("C-g")
                    let rows = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    #expect(CapturedScreen(rows).status.contains("^Y copy"))
                    #expect(!rows.contains { $0.contains("Headline") }, "a text-only result has no headers")
                    try await tmux.press("C-y")
                    let copied = try await tmux.waitFor("copied the introduction")
                    #expect(CapturedScreen(copied).status.contains("(32 characters, OSC 52)"), "\(copied.last ?? "")")
                    #expect(try await Self.clipboard(tmux) == "Hi, I'm Ada, an engineer. こんにちは。")
                }
            }
        }

        @Test func tabFromTheLastFieldStaysInTheFormWhenTheResultIsTextOnly() async throws {
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["Only text."])) }) { server in
                try await withTmuxSession { tmux in
                    try await TerminalServiceTests.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    // Name … For is ten fields: nine Tabs reach For, the tenth goes round to Name.
                    for _ in 0..<10 { try await tmux.press("Tab") }
                    try await tmux.type("!")
                    try await tmux.waitForScreen("the name to change") { $0.first?.contains("Ada!") == true }
                }
            }
        }
    }
}

extension TerminalTests.TerminalResultTests {
    /// The offline composer writes all four sections: they fill in on screen in reading order, a chosen one is
    /// copied through OSC 52, and Ctrl-S saves all four as Markdown.
    @Test func theFourSectionsFillInAndAChosenOneIsCopiedAndAllAreSaved() async throws {
        try await withTmuxSession { tmux in
            // 50 characters a second: each section is on screen for half a second or more before the next starts, so
            // a loaded machine's slower screen captures still see the parts come one after another (at 150 one run
            // in a few saw the headline and the introduction within one capture).
            try await tmux.start(["--speed", "50", "--lang", "en", "--length", "short"])
            try await tmux.waitFor("ready")
            try await Self.acceptClipboard(tmux)
            try await tmux.type("Ada Lovelace")
            try await tmux.press("Tab")
            try await tmux.type("Engineer")
            try await tmux.press("Tab")
            try await tmux.type("Swift, SwiftUI")
            try await tmux.press("C-g")
            // Every screen while generating shows a prefix of the reading order, growing.
            var seen: [[String]] = []
            let done = try await tmux.waitForScreen("done", timeout: .seconds(30)) { rows in
                let titles = CapturedScreen(rows).sections.map(\.title)
                if !titles.isEmpty, seen.last != titles { seen.append(titles) }
                return CapturedScreen(rows).status.hasPrefix("done")
            }
            let order = ["Headline", "Introduction", "Highlights", "Bio"]
            #expect(seen.last == order, "\(seen)")
            for titles in seen { #expect(Array(order.prefix(titles.count)) == titles, "\(seen)") }
            #expect(seen.count >= 3, "the sections appeared one after another: \(seen)")
            let sections = CapturedScreen(done).sections
            let headline = try #require(sections.first { $0.title == "Headline" }).rows.joined(separator: " ")
            let highlights = try #require(sections.first { $0.title == "Highlights" }).rows
            let bio = try #require(sections.first { $0.title == "Bio" }).rows.joined(separator: " ")
            #expect(highlights.first?.hasPrefix("- ") == true, "\(highlights)")
            #expect(!bio.isEmpty && !headline.isEmpty)

            // Shift-Tab from the name goes round into the result (the introduction chosen), ↓ ↓ chooses the bio.
            for _ in 0..<3 { try await tmux.press("BTab") }  // from Skills back to Role, Name, then into the result
            try await tmux.press("Down", "Down")
            let chosen = try await tmux.waitForScreen("the bio chosen") { rows in
                CapturedScreen(rows).sections.contains { $0.title == "Bio" && $0.isChosen }
            }
            #expect(CapturedScreen(chosen).status.contains("^Y copy bio"), "\(chosen.last ?? "")")
            try await tmux.press("C-y")
            try await tmux.waitFor("copied the bio")
            #expect(try await Self.clipboard(tmux) == bio)

            try await tmux.press("C-s")
            try await tmux.waitFor("saved to")
            let files = try FileManager.default.contentsOfDirectory(atPath: tmux.dataDirectory.path)
            let file = try #require(files.first { $0.hasSuffix(".md") })
            let saved = try String(contentsOf: tmux.dataDirectory.appendingPathComponent(file), encoding: .utf8)
            #expect(saved.hasPrefix("# " + headline + "\n\n"), "\(saved)")
            #expect(saved.contains("\n- "), "the highlights as a list")
            #expect(saved.contains(bio + "\n\n<!-- introgen\n"), "the bio last, then the metadata")
            #expect(saved.contains(#""name" : "Ada Lovelace""#))
        }
    }
}

extension TerminalTests.TerminalResultTests {
    /// Shrinking to the smallest terminal while the sections stream: they stack in three rows without overflowing,
    /// the chosen marker shows, and growing back shows all four, in order, re-wrapped.
    @Test func theSectionsSurviveAResizeToTheSmallestTerminalMidStream() async throws {
        try await withTmuxSession { tmux in
            // 50 characters a second: each section is on screen for half a second or more before the next starts, so
            // a loaded machine's slower screen captures still see the parts come one after another (at 150 one run
            // in a few saw the headline and the introduction within one capture).
            try await tmux.start(["--speed", "50", "--lang", "en", "--length", "short"])
            try await tmux.waitFor("ready")
            try await tmux.type("Grace Hopper")
            try await tmux.press("Tab")
            try await tmux.type("Rear Admiral")
            try await tmux.press("Tab")
            try await tmux.type("COBOL, compilers")  // enough facts for highlights
            try await tmux.press("C-g")
            try await tmux.waitForScreen("the introduction to start") { rows in
                CapturedScreen(rows).sections.contains { $0.title == "Introduction" }
            }
            try await tmux.resize(width: 40, height: 12)
            let small = try await tmux.waitForScreen("done at 40x12", timeout: .seconds(30)) { rows in
                CapturedScreen(rows).status.hasPrefix("done") && rows.contains { $0.hasPrefix("── Introduction") }
            }
            #expect(small.count == 12)
            for row in small { #expect(CapturedScreen.columns(row) <= 40, "\(row)") }
            // Back from Skills past the name into the result, then up to the headline: its marker scrolls into view.
            try await tmux.press("BTab", "BTab", "BTab", "Up")
            try await tmux.waitForScreen("the headline chosen") { rows in
                CapturedScreen(rows).sections.contains { $0.title == "Headline" && $0.isChosen }
                    && CapturedScreen(rows).status.contains("section")
            }
            try await tmux.resize(width: 100, height: 30)
            let wide = try await tmux.waitForScreen("all four again") { rows in
                CapturedScreen(rows).sections.map(\.title) == ["Headline", "Introduction", "Highlights", "Bio"]
            }
            let sections = CapturedScreen(wide).sections
            #expect(sections[0].isChosen)
            #expect(sections[2].rows.allSatisfy { $0.hasPrefix("- ") || $0.hasPrefix("  ") }, "\(sections[2].rows)")
            #expect(sections.allSatisfy { !$0.rows.isEmpty })
        }
    }
}
