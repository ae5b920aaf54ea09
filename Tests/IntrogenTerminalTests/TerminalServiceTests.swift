import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// The real binary in tmux, streaming from an introduction service on loopback: exact text, stop, regenerate,
    /// restart, resize mid-stream, hostile escape sequences, saving without secrets.
    @Suite("introgen in a terminal, streaming from a service", .serialized, .timeLimit(.minutes(2)))
    struct TerminalServiceTests {
        static func arguments(_ server: LoopbackServer) -> [String] {
            ["--provider", "service", "--url", server.url("/api/introduction/stream").absoluteString, "--lang", "en"]
        }

        /// Starts the app against `server`, names the person and waits until the app is ready.
        static func startNamed(_ tmux: TmuxSession, _ server: LoopbackServer, environment: [String: String] = [:])
            async throws
        {
            try await tmux.start(arguments(server), environment: environment)
            try await tmux.waitFor("ready")
            try await tmux.type("Ada")
        }

        static func words(_ count: Int, prefix: String) -> [String] {
            (1...count).map { "\(prefix)\($0) " }
        }

        @Test func streamedTextAppearsExactlyAndTheProfileIsPosted() async throws {
            let pieces = ["Hello, ", "I'm Ada", ". こんにちは", "、世界", "。 Tabs\tand “quotes” stay."]
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(pieces, every: .milliseconds(10))) }) {
                server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    let rows = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    let screen = CapturedScreen(rows)
                    // A tab is drawn as one cell (a space), as the app documents; the text wraps once, at a space.
                    #expect(screen.introductionRows.count == 2)
                    #expect(screen.introduction() == pieces.joined().replacingOccurrences(of: "\t", with: " "))
                    #expect(screen.status.contains("service 127.0.0.1:\(server.port)"))
                    let request = try #require(server.requests.first)
                    #expect(request.method == "POST")
                    #expect(request.path == "/api/introduction/stream")
                    let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
                    #expect(body?["name"] as? String == "Ada")
                    #expect(body?["language"] as? String == "en")
                }
            }
        }

        @Test func escStopsMidStreamKeepsThePartialTextAndCtrlRRegenerates() async throws {
            let slow = Self.words(60, prefix: "slow")
            try await withLoopbackServer({ request in
                request.index == 0
                    ? .eventStream(ServiceWire.steps(slow, every: .milliseconds(150)))
                    : .eventStream(ServiceWire.steps(["Second ", "take."]))
            }) { server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    try await tmux.waitFor("slow3")
                    try await tmux.waitFor("generating…")
                    let pressed = ContinuousClock.now
                    try await tmux.press("Escape")
                    let stopped = try await tmux.waitForScreen("stopped") {
                        CapturedScreen($0).status.hasPrefix("stopped")
                    }
                    let closes = try await server.waitForCloses(1)
                    let close = try #require(closes.first)
                    #expect(close.cause == .client)
                    #expect(close.at - pressed < .seconds(1), "the connection closes at once")
                    let partial = CapturedScreen(stopped).introduction()
                    #expect(partial.hasPrefix("slow1 slow2 slow3"))
                    #expect(!partial.contains("slow60"))
                    // Nothing more arrives after the stop.
                    try await Task.sleep(for: .milliseconds(500))
                    #expect(CapturedScreen(try await tmux.screen()).introduction() == partial)

                    try await tmux.press("C-r")
                    let again = try await tmux.waitForScreen("the second take") {
                        CapturedScreen($0).status.hasPrefix("done")
                    }
                    #expect(CapturedScreen(again).introduction() == "Second take.")
                    #expect(server.requests.count == 2)
                }
            }
        }

        @Test func generateWhileGeneratingRestartsCleanly() async throws {
            let stale = Self.words(60, prefix: "stale")
            try await withLoopbackServer({ request in
                request.index == 0
                    ? .eventStream(ServiceWire.steps(stale, every: .milliseconds(100)))
                    : .eventStream(
                        [.sleep(.milliseconds(300))] + ServiceWire.steps(["Fresh ", "text."], every: .milliseconds(50))
                    )
            }) { server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    try await tmux.waitFor("stale2")
                    try await tmux.press("C-g")
                    let rows = try await tmux.waitForScreen("the fresh text") {
                        CapturedScreen($0).status.hasPrefix("done")
                    }
                    #expect(CapturedScreen(rows).introduction() == "Fresh text.")
                    let closes = try await server.waitForCloses(2)
                    #expect(closes.contains { $0.requestIndex == 0 && $0.cause == .client })
                    // The old stream cannot write into the new text, even later.
                    try await Task.sleep(for: .milliseconds(400))
                    #expect(CapturedScreen(try await tmux.screen()).introduction() == "Fresh text.")
                }
            }
        }

        @Test func resizeMidStreamRewrapsAndLosesNothing() async throws {
            let pieces = Self.words(80, prefix: "word")
            let full = pieces.joined().trimmingSpaces
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(pieces, every: .milliseconds(25))) }) {
                server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    try await tmux.waitFor("word10")
                    try await tmux.resize(width: 60, height: 20)
                    let rows = try await tmux.waitForScreen("done in the stacked layout") { rows in
                        CapturedScreen(rows).status.hasPrefix("done")
                            && rows.contains { $0.hasPrefix("── Introduction") }
                    }
                    let screen = CapturedScreen(rows)
                    #expect(rows.allSatisfy { CapturedScreen.columns($0) <= 60 })
                    // 80 words do not fit in the stacked view: the view follows the end; scroll up to see the rest.
                    #expect(screen.introduction().hasSuffix("word79 word80"))
                    var seen = screen.introductionRows
                    for _ in 0..<20 where !(seen.first ?? "").hasPrefix("word1 ") {
                        try await tmux.press("PageUp")
                        try await Task.sleep(for: .milliseconds(100))
                        let shown = CapturedScreen(try await tmux.screen()).introductionRows
                        seen = Self.merge(shown, above: seen)
                    }
                    #expect(seen.joined(separator: " ") == full)
                }
            }
        }

        /// Joins a page scrolled up onto the rows seen below it, overlapping where they share rows.
        static func merge(_ upper: [String], above lower: [String]) -> [String] {
            for overlap in stride(from: min(upper.count, lower.count), through: 0, by: -1)
            where Array(upper.suffix(overlap)) == Array(lower.prefix(overlap)) {
                return upper + lower.dropFirst(overlap)
            }
            return upper + lower
        }

        @Test func theStatusLineSaysItIsReconnectingAndEscStopsTheWait() async throws {
            // One frame, a 30 s retry, a cut: the app waits to reconnect for 30 s unless stopped.
            let first = "id: 1\nretry: 30000\n" + String(decoding: ServiceWire.frame("Before the cut. "), as: UTF8.self)
            try await withLoopbackServer({ _ in .eventStream([.text(first), .cut]) }) { server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    let waiting = try await tmux.waitForScreen("the reconnect notice") {
                        CapturedScreen($0).status.hasPrefix("reconnecting, 1 of 3…")
                    }
                    #expect(CapturedScreen(waiting).introduction() == "Before the cut.")
                    try await tmux.press("Escape")
                    let stopped = try await tmux.waitForScreen("stopped") {
                        CapturedScreen($0).status.hasPrefix("stopped")
                    }
                    #expect(CapturedScreen(stopped).introduction() == "Before the cut.")
                    #expect(server.requests.count == 1, "the pending reconnect was cancelled")
                }
            }
        }

        @Test func escapeSequencesInTheStreamChangeNeitherScreenNorTitle() async throws {
            let pieces = [
                "Safe start, ", "\u{1b}]0;PWNED\u{07}", "then ", "\u{1b}[2J", "\u{1b}[31m", "still plain, ",
                "\u{9b}31m",
                "\u{1b}[1;1Hend.",
            ]
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(pieces)) }) { server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    let titleBefore = try await tmux.display("#{pane_title}")
                    try await tmux.press("C-g")
                    let rows = try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    let screen = CapturedScreen(rows)
                    #expect(screen.introductionRows == ["Safe start, then still plain, end."])
                    #expect(rows[0].hasPrefix(" Name       Ada"), "the form is intact: \(rows[0])")
                    #expect(!rows.joined().contains("PWNED"))
                    let title = try await tmux.display("#{pane_title}")
                    #expect(title == titleBefore)
                    #expect(!title.contains("PWNED"))
                    // No red: the introduction row carries no colour the app did not choose.
                    let styled = try await tmux.tmux(["capture-pane", "-p", "-e", "-t", tmux.target])
                    let introductionRow = styled.split(separator: "\n").dropFirst().first { $0.contains("Safe start") }
                    #expect(
                        introductionRow.map { !$0.contains("31m") } == true, "\(String(describing: introductionRow))")
                }
            }
        }

        @Test func ctrlSSavesTextAndProfileWithoutTheKey() async throws {
            let secret = "sk-test-secret-1234"
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["Hi, I'm Ada, ", "an engineer."])) }) {
                server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server, environment: ["OPENAI_API_KEY": secret])
                    try await tmux.press("Tab")
                    try await tmux.type("Engineer")
                    try await tmux.press("C-g")
                    try await tmux.waitForScreen("done") { CapturedScreen($0).status.hasPrefix("done") }
                    try await tmux.press("C-s")
                    let rows = try await tmux.waitFor("saved to")
                    #expect(!rows.joined().contains(secret))
                    let files = try FileManager.default.contentsOfDirectory(atPath: tmux.dataDirectory.path)
                    #expect(files.count == 1)
                    let file = try #require(files.first)
                    #expect(rows.joined().contains(file.prefix(20)), "the status names the file")
                    let saved = try String(contentsOf: tmux.dataDirectory.appendingPathComponent(file), encoding: .utf8)
                    #expect(saved.hasPrefix("Hi, I'm Ada, an engineer.\n"))
                    #expect(file.hasSuffix(".md"))
                    #expect(saved.contains(#""name" : "Ada""#))
                    #expect(saved.contains(#""role" : "Engineer""#))
                    #expect(!saved.contains(secret))
                    #expect(!saved.contains("sk-"))
                    try await tmux.press("C-q")
                    #expect(try await tmux.waitForExit() == 0)
                    let draft = try String(
                        contentsOf: tmux.stateDirectory.appendingPathComponent("draft.json"), encoding: .utf8)
                    #expect(!draft.contains(secret))
                }
            }
        }

        @Test func serverErrorShowsOneLineAndKeepsTheForm() async throws {
            try await withLoopbackServer({ _ in
                .text(
                    status: 500,
                    #"{"error":{"message":"model overloaded","type":"server_error"}}"#,
                    contentType: "application/json"
                )
            }) { server in
                try await withTmuxSession { tmux in
                    try await Self.startNamed(tmux, server)
                    try await tmux.press("C-g")
                    let rows = try await tmux.waitForScreen("the error") {
                        CapturedScreen($0).status.hasPrefix("error:")
                    }
                    let status = CapturedScreen(rows).status
                    #expect(status.contains("500") || status.contains("model overloaded"), "\(status)")
                    #expect(rows[0].contains("Ada"))
                }
            }
        }
    }
}
