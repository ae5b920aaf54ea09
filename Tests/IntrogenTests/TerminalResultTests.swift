import Foundation
import TestSupport
import Testing

extension EndToEndTests {
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
                    // Name … Length is nine fields: eight Tabs reach Length, the ninth goes round to Name.
                    for _ in 0..<9 { try await tmux.press("Tab") }
                    try await tmux.type("!")
                    try await tmux.waitForScreen("the name to change") { $0.first?.contains("Ada!") == true }
                }
            }
        }
    }
}
