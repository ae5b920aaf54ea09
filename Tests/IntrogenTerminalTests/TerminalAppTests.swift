import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension TerminalTests {
    /// The real binary in a real terminal (tmux), with the offline composer: typing, generating, resizing, quitting.
    @Suite("introgen in a terminal", .serialized, .timeLimit(.minutes(2)))
    struct TerminalAppTests {
        @Test func englishProfileGeneratesAnIntroductionThatEndsDone() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en"])
                try await tmux.waitFor("ready")
                try await tmux.type("Ada Lovelace")
                try await tmux.press("Tab")
                try await tmux.type("Engineer")
                try await tmux.press("Tab")
                try await tmux.type("Swift, SwiftUI")
                try await tmux.press("C-g")
                let rows = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                let screen = CapturedScreen(rows)
                #expect(screen.status.contains("offline composer"))
                let text = screen.introduction()
                #expect(text.contains("Ada Lovelace"), "\(text)")
                #expect(text.contains("Swift"), "\(text)")
                #expect(rows[0].contains("Name") && rows[0].contains("Ada Lovelace"))
            }
        }

        @Test func japaneseProfileGeneratesJapaneseTextWrappedByDisplayWidth() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "ja", "--length", "long"])
                try await tmux.waitFor("ready")
                try await tmux.type("山田太郎")
                try await tmux.press("Tab")
                try await tmux.type("iOSエンジニア")
                try await tmux.press("Tab")
                try await tmux.type("Swift、SwiftUI、サーバーサイド")
                try await tmux.press("F5")
                let rows = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                let screen = CapturedScreen(rows)
                let text = screen.introduction(joinedBy: "")
                #expect(text.contains("山田太郎"), "\(text)")
                #expect(text.contains("。"), "\(text)")
                #expect(screen.introductionRows.count >= 2, "a long Japanese text wraps onto several rows")
                for (index, row) in rows.enumerated() {
                    #expect(CapturedScreen.columns(row) <= 100, "row \(index) is wider than the pane: \(row)")
                }
                // A miscounted wide character would push the rule (and the next row's form) out of place.
                for row in rows.dropLast() {
                    let form = row.prefix { $0 != "│" }
                    #expect(CapturedScreen.columns(String(form)) == 40, "the rule moved: \(row)")
                }
                for row in screen.introductionRows {
                    #expect(CapturedScreen.columns(row) <= 58, "an introduction row overflows its column: \(row)")
                }
            }
        }

        @Test func tooSmallTerminalSaysSoAndGrowingBackRestoresTheScreen() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0"], width: 100, height: 30)
                try await tmux.waitFor("ready")
                try await tmux.type("Grace")
                try await tmux.resize(width: 30, height: 10)
                try await tmux.waitFor("terminal too small")
                try await tmux.waitFor("have 30x10")
                try await tmux.resize(width: 100, height: 30)
                let rows = try await tmux.waitForScreen("the form again") { rows in
                    rows.first?.contains("Grace") == true && rows.first?.contains("Introduction") == true
                }
                #expect(!rows.joined().contains("too small"))
            }
        }

        @Test func stackedLayoutRewrapsWhenTheTerminalShrinks() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en", "--length", "long"], width: 100, height: 30)
                try await tmux.waitFor("ready")
                try await tmux.type("Ada Lovelace")
                try await tmux.press("Tab")
                try await tmux.type("Engineer")
                try await tmux.press("C-g")
                let wide = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                let text = CapturedScreen(wide).introduction()
                try await tmux.resize(width: 60, height: 30)
                // Waits for the whole redraw (a capture may land between the new layout and the rewrapped text).
                let narrow = try await tmux.waitForScreen("the same words, wrapped narrower, in the stacked layout") {
                    rows in
                    rows.contains { $0.hasPrefix("── Introduction") } && CapturedScreen(rows).introduction() == text
                }
                for row in CapturedScreen(narrow).introductionRows {
                    #expect(CapturedScreen.columns(row) <= 60)
                }
            }
        }

        @Test func ctrlQRestoresTheTerminalAndExitsZero() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0"])
                try await tmux.waitFor("ready")
                #expect(try await tmux.display("#{alternate_on}") == "1")
                try await tmux.press("C-q")
                #expect(try await tmux.waitForExit() == 0)
                #expect(try await tmux.display("#{alternate_on}") == "0")
                let rows = try await tmux.screen()
                #expect(!rows.joined().contains("Introduction"), "the app's screen is gone: \(rows)")
                #expect(try await tmux.display("#{cursor_flag}") == "1", "the cursor is visible again")
            }
        }

        @Test func sigtermRestoresTheTerminalAndExits143() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0"])
                try await tmux.waitFor("ready")
                let pid = try await tmux.appProcessID()
                #expect(kill(pid, SIGTERM) == 0)
                #expect(try await tmux.waitForExit() == 143)
                #expect(try await tmux.display("#{alternate_on}") == "0")
                #expect(!(try await tmux.screenText()).contains("Introduction"))
            }
        }

        @Test func draftSurvivesARestart() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0"])
                try await tmux.waitFor("ready")
                try await tmux.type("Katherine Johnson")
                try await tmux.press("Tab")
                try await tmux.type("Mathematician")
                try await tmux.press("Tab", "Tab", "Tab")
                try await tmux.type("orbits")
                // The draft is written after a quiet spell, before any quit.
                let draft = tmux.stateDirectory.appendingPathComponent("draft.json")
                let deadline = ContinuousClock.now + .seconds(10)
                while ContinuousClock.now < deadline {
                    if let saved = try? String(contentsOf: draft, encoding: .utf8), saved.contains("orbits") { break }
                    try await Task.sleep(for: .milliseconds(50))
                }
                let saved = try String(contentsOf: draft, encoding: .utf8)
                #expect(
                    saved.contains("Katherine Johnson") && saved.contains("Mathematician") && saved.contains("orbits"))
                try await tmux.press("C-q")
                #expect(try await tmux.waitForExit() == 0)

                try await tmux.start(["--speed", "0"])
                let rows = try await tmux.waitFor("ready")
                #expect(rows[0].contains("Katherine Johnson"))
                #expect(rows[1].contains("Mathematician"))
                #expect(rows[4].contains("orbits"))
            }
        }

        @Test func helpShowsEveryKeyAndAnyKeyClosesIt() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0"])
                try await tmux.waitFor("ready")
                try await tmux.press("F1")
                try await tmux.waitFor("Keys (any key closes)")
                try await tmux.press("Space")
                try await tmux.waitForScreen("help to close") { !$0.joined().contains("Keys (any key closes)") }
            }
        }
    }
}

extension TerminalTests.TerminalAppTests {
    /// A closed terminal (the tmux pane killed, an ssh connection dropped) ends the app, whether SIGHUP reaches
    /// it or only the shell above it gets the hangup (here: a shell that starts with SIGHUP blocked, as any
    /// child of a Swift concurrency thread does) and the app only sees its terminal go away.
    @Test(arguments: [false, true])
    func closedTerminalEndsTheApp(hangupBlocked: Bool) async throws {
        try await withTmuxSession(blockedSignals: hangupBlocked ? [SIGHUP] : []) { tmux in
            try await tmux.start(["--speed", "0"])
            try await tmux.waitFor("ready")
            let pid = try await tmux.appProcessID()
            try await tmux.tmux(["kill-session", "-t", tmux.target])
            let deadline = ContinuousClock.now + .seconds(5)
            while Self.isRunning(pid), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(!Self.isRunning(pid), "introgen \(pid) still runs after its terminal closed")
            if Self.isRunning(pid) { kill(pid, SIGKILL) }
        }
    }
}

extension TerminalTests.TerminalAppTests {
    /// Alive and not a zombie waiting for its parent to reap it.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }
}
