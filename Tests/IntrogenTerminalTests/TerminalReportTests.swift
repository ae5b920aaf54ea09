import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// The real binary in tmux, told a profile part the offline composer cannot say in English: the form marks the
    /// field, the status line counts it, F6 lists it, and all of it follows the version shown; the accessible mode
    /// prints the same lines after the text.
    @Suite("introgen in a terminal: what the text left out", .serialized, .timeLimit(.minutes(3)))
    struct TerminalReportTests {
        /// A line of poetry no grammar reads and no offline dictionary says in English.
        static let poem = "あのイーハトーヴォのすきとおった風。"
        /// The poem as the report names it: the part as typed, without the full stop that ended its sentence.
        static let reported = String(poem.dropLast())

        /// Types the name, then the poem into the notes (five fields further).
        static func fill(_ tmux: TmuxSession) async throws {
            try await tmux.type("Yuki")
            for _ in 0..<5 { try await tmux.press("Tab") }
            try await tmux.type(poem)
        }

        /// The form's rows that carry the mark, by label (the mark is the row's first character).
        static func marked(_ screen: CapturedScreen) -> [String] {
            screen.rows.dropLast().filter { $0.hasPrefix("*") }.map {
                String($0.dropFirst().prefix { $0 != " " })
            }
        }

        @discardableResult
        static func waitForStatus(_ tmux: TmuxSession, _ prefix: String, timeout: Duration = .seconds(10))
            async throws -> CapturedScreen
        {
            CapturedScreen(
                try await tmux.waitForScreen("the status \"\(prefix)…\"", timeout: timeout) {
                    CapturedScreen($0).status.hasPrefix(prefix)
                })
        }

        /// Whether the first `*` of `row` (as `capture-pane -e` writes it) is drawn reversed: the SGR sequences
        /// before it, applied in order, leave attribute 7 on.
        static func isMarkReversed(_ row: String) -> Bool {
            guard let mark = row.firstIndex(of: "*") else { return false }
            var reversed = false
            for piece in row[..<mark].components(separatedBy: "\u{1B}[").dropFirst() {
                guard let end = piece.firstIndex(of: "m") else { continue }
                for parameter in piece[..<end].split(separator: ";", omittingEmptySubsequences: false) {
                    if parameter == "0" || parameter.isEmpty || parameter == "27" { reversed = false }
                    if parameter == "7" { reversed = true }
                }
            }
            return reversed
        }

        @Test func theMarksAndTheListFollowTheShownVersionAtEverySize() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en", "--seed", "3"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                var screen = try await Self.waitForStatus(tmux, "done")
                #expect(screen.status.hasPrefix("done · 1 part not used (F6) · "), "\(screen.status)")
                #expect(Self.marked(screen) == ["Notes"], "\(screen.rows)")
                #expect(!screen.introduction().contains("イーハトーヴォ"), "never pasted into the English text")

                try await tmux.press("F6")
                let list = try await tmux.waitFor("Not used (any key closes)")
                let listed = list.joined(separator: "\n")
                #expect(listed.contains("│ Not used: notes “\(Self.reported)” — "), "\(listed)")
                #expect(CapturedScreen(list).status.hasSuffix("any key closes"))
                try await tmux.press("Escape")
                screen = CapturedScreen(
                    try await tmux.waitForScreen("the list to close") { !$0.joined().contains("Not used (any key") })
                #expect(Self.marked(screen) == ["Notes"], "closing the list keeps the marks")

                // A second version from a profile without the poem reports nothing: no marks, no count.
                try await tmux.press("C-u")
                try await tmux.press("C-g")
                screen = try await Self.waitForStatus(tmux, "done · 2/2")
                #expect(Self.marked(screen).isEmpty, "\(screen.rows)")
                #expect(!screen.status.contains("not used"))
                try await tmux.press("F6")
                try await tmux.waitFor("this version uses every part of the profile")

                // Back to the first: its own report again.
                try await tmux.press("C-p")
                screen = try await Self.waitForStatus(tmux, "done · 1/2 · 1 part not used (F6)")
                #expect(Self.marked(screen) == ["Notes"])

                // At 40×12 the mark, the count and the list hold their columns.
                try await tmux.resize(width: 40, height: 12)
                let stacked = try await tmux.waitForScreen("the stacked form") { rows in
                    rows.contains { $0.hasPrefix("── Introduction") }
                }
                screen = CapturedScreen(stacked)
                #expect(Self.marked(screen) == ["Notes"], "\(screen.rows)")
                #expect(screen.status.hasPrefix("done · 1/2 · 1 part not used (F6)"), "\(screen.status)")
                try await tmux.press("F6")
                let small = try await tmux.waitFor("Not used (any key")
                for row in small { #expect(CapturedScreen.columns(row) <= 40, "\(row)") }
                #expect(small.joined().contains("│ Not used: notes “あ"))
                try await tmux.press("Escape")
                try await tmux.waitForScreen("the list to close") { !$0.joined().contains("Not used (any key") }

                // And wide: the box stays at a readable width.
                try await tmux.resize(width: 200, height: 40)
                try await tmux.waitForScreen("the side-by-side form") { rows in
                    rows.first.map { $0.hasPrefix(" Name") && $0.contains("│ Introduction") } == true
                }
                try await tmux.press("F6")
                let wide = try await tmux.waitFor("Not used (any key")
                let box = try #require(wide.first { $0.contains("┌ Not used") })
                #expect((70...90).contains(CapturedScreen.columns(box.trimmingCharacters(in: .whitespaces))), "\(box)")
            }
        }

        /// The report is kept with the version between runs and in a saved file: starting again, or opening the
        /// saved introduction (F2), marks the form as it was.
        @Test func aKeptVersionAndASavedIntroductionBringTheirMarksBack() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                try await Self.waitForStatus(tmux, "done · 1 part not used (F6)")
                try await tmux.press("C-s")
                try await tmux.waitFor("saved")
                let files = try FileManager.default.contentsOfDirectory(atPath: tmux.dataDirectory.path)
                let saved = try String(
                    contentsOf: tmux.dataDirectory.appendingPathComponent(try #require(files.first)), encoding: .utf8)
                #expect(saved.contains("\"unused\" : [\n    {\n      \"field\" : \"notes\",\n"), "\(saved)")
                try await tmux.press("C-q")
                #expect(try await tmux.waitForExit() == 0)
                let kept = try String(
                    contentsOf: tmux.stateDirectory.appendingPathComponent("versions.json"), encoding: .utf8)
                #expect(kept.contains(#""unused":[{"field":"notes","reason":"#), "\(kept)")

                try await tmux.start(["--speed", "0", "--lang", "en"])
                let restored = try await Self.waitForStatus(tmux, "done · 1 part not used (F6)")
                #expect(Self.marked(restored) == ["Notes"])
                // Empty the form, then open the saved introduction as a new version, keeping the empty form.
                try await tmux.press("Tab", "Tab", "Tab", "Tab", "Tab")
                try await tmux.press("C-u")
                try await tmux.press("F2")
                try await tmux.waitFor("Saved introductions (1)")
                try await tmux.press("Enter")
                try await tmux.waitFor("Also load its profile into the form? y/n")
                try await tmux.press("n")
                let opened = try await Self.waitForStatus(tmux, "done · 2/2")
                #expect(opened.status.contains(" · 1 part not used (F6)"), "\(opened.status)")
                #expect(Self.marked(opened) == ["Notes"], "\(opened.rows)")
                #expect(!opened.rows.joined().contains("イーハトーヴォ"), "the form is empty; the mark is the version's")
            }
        }

        @Test func withNoColourTheMarkIsACharacterDrawnReversed() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en"], environment: ["NO_COLOR": "1"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                let screen = try await Self.waitForStatus(tmux, "done")
                #expect(Self.marked(screen) == ["Notes"])
                let escaped = try await tmux.tmux(["capture-pane", "-e", "-p", "-t", tmux.target])
                let row = try #require(escaped.split(separator: "\n").map(String.init).first { $0.contains("Notes") })
                #expect(Self.isMarkReversed(row), "\(row.debugDescription)")
            }
        }

        @Test func theAccessibleModePrintsTheLinesAfterTheText() async throws {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-report-\(UUID())")
            defer { try? FileManager.default.removeItem(at: home) }
            let child = try ChildProcess(
                IntrogenBinary.url.path, ["--accessible", "--speed", "0", "--seed", "3"],
                environment: [
                    "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                    "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                    "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                ])
            let answers = ["Yuki", "", "", "", "", Self.poem, "2", "", "", "", "q"]
            child.finishInput(Data(answers.map { $0 + "\n" }.joined().utf8))
            let output = await child.wait()
            #expect(output.status == 0, "\(output.stderr)")
            let lines = output.stdout.split(separator: "\n").map(String.init)
            let notUsed = try #require(lines.firstIndex { $0.hasPrefix("Not used: ") }, "\(output.stdout)")
            #expect(lines[notUsed].hasPrefix("Not used: notes “\(Self.reported)” — "), "\(lines[notUsed])")
            let generating = try #require(lines.firstIndex { $0.hasSuffix("Generating…") })
            let done = try #require(lines.firstIndex { $0 == "Done." })
            #expect(generating < notUsed - 1 && notUsed < done, "after the text, before Done.: \(output.stdout)")
            #expect(lines.filter { $0.hasPrefix("Not used: ") }.count == 1)
        }

        @Test func theAppPointedAtIntrogenServeMarksTheFieldToo() async throws {
            let server = try await ServeProcess(binary: IntrogenBinary.url, arguments: ["--speed", "0"])
            try await withTmuxSession { tmux in
                try await tmux.start(["--provider", "service", "--url", server.url().absoluteString, "--lang", "en"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                let screen = try await Self.waitForStatus(tmux, "done", timeout: .seconds(30))
                #expect(screen.status.hasPrefix("done · 1 part not used (F6) · "), "\(screen.status)")
                #expect(Self.marked(screen) == ["Notes"], "\(screen.rows)")
                try await tmux.press("F6")
                let list = try await tmux.waitFor("Not used (any key closes)")
                #expect(list.joined(separator: "\n").contains("│ Not used: notes “\(Self.reported)” — "))
            }
        }
    }
}
