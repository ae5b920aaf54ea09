import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// Ctrl-T in the real binary in tmux, with the offline composer: an instruction it understands writes a refined
    /// version, one it does not changes nothing and says so, and the occasion option changes what is written.
    @Suite("introgen in a terminal: occasions and refining", .serialized, .timeLimit(.minutes(3)))
    struct TerminalRefineTests {
        @Test func ctrlTWritesARefinedVersionAndCtrlPGoesBackToTheOriginal() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en", "--length", "long", "--seed", "4"])
                try await tmux.waitFor("ready")
                try await TerminalVersionTests.fill(tmux)
                try await tmux.press("C-g")
                let original = try await TerminalVersionTests.waitForStatus(tmux, "done").introductionRows
                try await tmux.press("C-t")
                try await tmux.waitForScreen("the prompt") { CapturedScreen($0).status.hasPrefix("Change it how?") }
                try await tmux.type("shorter, more formal")
                try await tmux.press("Enter")
                let refined = try await TerminalVersionTests.waitForStatus(
                    tmux, "done · 2/2 · refined: shorter, more formal")
                #expect(refined.introductionRows != original)
                #expect(refined.introductionRows.joined().contains("Ada Lovelace"))
                try await tmux.press("C-p")
                let back = try await TerminalVersionTests.waitForStatus(tmux, "done · 1/2")
                #expect(back.introductionRows == original, "the original, exactly as it was")
            }
        }

        @Test func anInstructionTheComposerCannotCarryOutChangesNothingAndSaysSo() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en", "--seed", "4"])
                try await tmux.waitFor("ready")
                try await TerminalVersionTests.fill(tmux)
                try await tmux.press("C-g")
                let original = try await TerminalVersionTests.waitForStatus(tmux, "done").introductionRows
                try await tmux.press("C-t")
                try await tmux.waitForScreen("the prompt") { CapturedScreen($0).status.hasPrefix("Change it how?") }
                try await tmux.type("make it rhyme")
                try await tmux.press("Enter")
                let refused = try await tmux.waitForScreen("the refusal") {
                    CapturedScreen($0).status.contains("The offline composer understands")
                }
                #expect(CapturedScreen(refused).introductionRows == original)
                #expect(!CapturedScreen(refused).status.contains("2/2"), "no version was added")
                try await tmux.press("C-t")
                try await tmux.type("longer")
                try await tmux.press("Escape")
                try await tmux.waitForScreen("the prompt closed") { CapturedScreen($0).status.hasPrefix("done") }
            }
        }

        @Test func theForOptionWritesForTheOccasionAndTheStatusCountsItsLimit() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en", "--seed", "4", "--for", "x"])
                try await tmux.waitFor("ready")
                try await TerminalVersionTests.fill(tmux)
                try await tmux.press("C-g")
                let done = try await TerminalVersionTests.waitForStatus(tmux, "done")
                let count = try #require(done.status.firstMatch(of: /(\d+)\/160/))
                #expect(Int(count.1) ?? 999 <= 160, "\(done.status)")
                #expect(done.rows.contains { $0.contains("For") && $0.contains("x") })
            }
        }
    }
}
