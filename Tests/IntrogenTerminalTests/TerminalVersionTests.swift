import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension TerminalTests {
    /// The real binary in tmux, driven as a person would: versions, editing in $EDITOR, quitting and coming back,
    /// and the saved introductions list (F2).
    @Suite("introgen in a terminal: versions, editing and saved introductions", .serialized, .timeLimit(.minutes(3)))
    struct TerminalVersionTests {
        static let profile = (name: "Ada Lovelace", role: "Engineer", skills: "Swift, SSE")

        /// Types the name, role and skills.
        static func fill(_ tmux: TmuxSession) async throws {
            try await tmux.type(profile.name)
            try await tmux.press("Tab")
            try await tmux.type(profile.role)
            try await tmux.press("Tab")
            try await tmux.type(profile.skills)
        }

        /// Waits until the status line starts with `prefix` and returns the screen.
        @discardableResult
        static func waitForStatus(_ tmux: TmuxSession, _ prefix: String, timeout: Duration = .seconds(10))
            async throws -> CapturedScreen
        {
            CapturedScreen(
                try await tmux.waitForScreen("the status \"\(prefix)…\"", timeout: timeout) {
                    CapturedScreen($0).status.hasPrefix(prefix)
                })
        }

        static func text(_ url: URL) throws -> String {
            try String(contentsOf: url, encoding: .utf8)
        }

        @Test func twoGenerationsCtrlPShowsTheFirstExactlyAndCtrlSSavesThatOne() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en", "--seed", "11"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                let first = try await Self.waitForStatus(tmux, "done").introductionRows
                try await tmux.press("C-r")
                let second = try await Self.waitForStatus(tmux, "done · 2/2").introductionRows
                #expect(second != first, "regenerating writes another text")

                try await tmux.press("C-p")
                let back = try await Self.waitForStatus(tmux, "done · 1/2")
                #expect(back.introductionRows == first, "the first version, exactly as it was")
                try await tmux.press("C-s")
                try await tmux.waitFor("saved version 1/2 to")
                let files = try FileManager.default.contentsOfDirectory(atPath: tmux.dataDirectory.path)
                #expect(files.count == 1)
                let saved = try Self.text(tmux.dataDirectory.appendingPathComponent(try #require(files.first)))
                // The first generation used --seed 11: it is what `generate --seed 11` writes for the same profile.
                let generated = try await IntrogenBinary.run(
                    [
                        "generate", "--name", Self.profile.name, "--role", Self.profile.role, "--skills",
                        Self.profile.skills, "--lang", "en", "--seed", "11", "--format", "markdown",
                    ], environment: IntrogenBinary.environment())
                #expect(generated.status == 0)
                #expect(saved.hasPrefix(generated.stdout + "\n<!-- introgen\n"), "\(saved)\n---\n\(generated.stdout)")

                try await tmux.press("M-Right")  // Alt-→, as xterm sends it (ESC [1;3C)
                let again = try await Self.waitForStatus(tmux, "done · 2/2")
                #expect(again.introductionRows == second)
                try await tmux.press("M-Left")
                #expect(try await Self.waitForStatus(tmux, "done · 1/2").introductionRows == first)
            }
        }

        /// Stepping away from a version that is still being written leaves it streaming; stepping back shows it.
        @Test func steppingAwayMidStreamAndBackShowsTheStreamAgain() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                let first = try await Self.waitForStatus(tmux, "done").introductionRows
                try await tmux.press("C-q")
                #expect(try await tmux.waitForExit() == 0)
                // Slowly this time, so that the steps happen while the second version is being written.
                try await tmux.start(["--speed", "25", "--lang", "en"])
                try await Self.waitForStatus(tmux, "done")
                try await tmux.press("C-r")
                try await Self.waitForStatus(tmux, "generating… · 2/2")
                try await tmux.press("C-p")
                let away = try await Self.waitForStatus(tmux, "done · 1/2 (2 generating…)")
                #expect(away.introductionRows == first)
                #expect(away.status.contains("Esc stop"))
                try await tmux.press("C-n")
                try await Self.waitForStatus(tmux, "generating… · 2/2")
                // The stream shows again and goes on growing.
                let shown = CapturedScreen(
                    try await tmux.waitForScreen("text of the second version") { rows in
                        CapturedScreen(rows).introduction().hasPrefix("Headline ")
                    }
                ).introduction()
                try await tmux.waitForScreen("the stream to go on") { rows in
                    let now = CapturedScreen(rows).introduction()
                    return now.count > shown.count && now.hasPrefix("Headline ")
                }
                try await tmux.press("Escape")
                try await Self.waitForStatus(tmux, "stopped · 2/2")
            }
        }

        /// An editor script whose behaviour the test chooses before each Ctrl-O by writing a mode file.
        static func editorScript(in tmux: TmuxSession) throws -> (script: URL, mode: URL) {
            let mode = tmux.home.appendingPathComponent("mode")
            let script = tmux.home.appendingPathComponent("editor.sh")
            try """
            #!/bin/sh
            case "$(cat '\(mode.path)')" in
              change) sed -i 's/Ada Lovelace/Grace Hopper/g' "$1" ;;
              items) printf -- '- Compilers\\n\\n* COBOL\\n' > "$1" ;;
              fail) echo garbage > "$1"; exit 3 ;;
            esac
            """.write(to: script, atomically: true, encoding: .utf8)
            chmod(script.path, 0o755)
            return (script, mode)
        }

        @Test func ctrlOKeepsAnEditorsChangeAsANewVersionAndAFailingEditorChangesNothing() async throws {
            try await withTmuxSession { tmux in
                let (script, mode) = try Self.editorScript(in: tmux)
                try await tmux.start(["--speed", "0", "--lang", "en"], environment: ["EDITOR": script.path])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                let original = try await Self.waitForStatus(tmux, "done")
                let introduction = try #require(original.sections.first { $0.title == "Introduction" }).rows
                #expect(introduction.joined(separator: " ").contains("Ada Lovelace"))

                try "fail".write(to: mode, atomically: true, encoding: .utf8)
                try await tmux.press("C-o")
                let failed = try await tmux.waitFor("the editor exited with status 3; nothing changed")
                #expect(CapturedScreen(failed).introductionRows == original.introductionRows)
                #expect(!CapturedScreen(failed).status.contains("2/2"))

                try "change".write(to: mode, atomically: true, encoding: .utf8)
                try await tmux.press("F4")
                let edited = try await Self.waitForStatus(tmux, "edited · 2/2")
                let sections = edited.sections
                let changed = try #require(sections.first { $0.title == "Introduction" }).rows.joined(separator: " ")
                #expect(
                    changed
                        == introduction.joined(separator: " ").replacingOccurrences(
                            of: "Ada Lovelace", with: "Grace Hopper"))
                #expect(
                    sections.first { $0.title == "Headline" }?.rows == original.sections.first?.rows,
                    "only the chosen section")
                #expect(try await tmux.display("#{alternate_on}") == "1", "the app has the screen back")

                // The highlights, chosen in the result, go to the editor one `- item` per line and come back as items.
                try "items".write(to: mode, atomically: true, encoding: .utf8)
                for _ in 0..<3 { try await tmux.press("BTab") }  // from Skills back past Name into the result
                try await tmux.press("Down")
                try await tmux.waitForScreen("the highlights chosen") { rows in
                    CapturedScreen(rows).sections.contains { $0.title == "Highlights" && $0.isChosen }
                }
                try await tmux.press("C-o")
                let items = try await Self.waitForStatus(tmux, "edited · 3/3")
                #expect(items.sections.first { $0.title == "Highlights" }?.rows == ["- Compilers", "- COBOL"])

                try await tmux.press("C-p", "C-p")
                let first = try await Self.waitForStatus(tmux, "done · 1/3")
                #expect(
                    first.introductionRows.map { $0.replacingOccurrences(of: "▸ ", with: "") }
                        == original.introductionRows)
            }
        }

        @Test func quittingAndStartingAgainKeepsTheVersions() async throws {
            try await withTmuxSession { tmux in
                try await tmux.start(["--speed", "0", "--lang", "en"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                let first = try await Self.waitForStatus(tmux, "done").introductionRows
                try await tmux.press("C-r")
                let second = try await Self.waitForStatus(tmux, "done · 2/2").introductionRows
                try await tmux.press("C-q")
                #expect(try await tmux.waitForExit() == 0)
                let kept = tmux.stateDirectory.appendingPathComponent("versions.json")
                let mode = try FileManager.default.attributesOfItem(atPath: kept.path)[.posixPermissions] as? NSNumber
                #expect(mode?.intValue == 0o600)

                try await tmux.start(["--speed", "0", "--lang", "en"])
                let restored = try await Self.waitForStatus(tmux, "done · 2/2")
                #expect(restored.introductionRows == second, "shown at the last version, not generating")
                #expect(!restored.status.contains("Esc stop"))
                try await tmux.press("C-p")
                #expect(try await Self.waitForStatus(tmux, "done · 1/2").introductionRows == first)
                try await tmux.press("C-r")
                try await Self.waitForStatus(tmux, "done · 3/3")
            }
        }

        @Test func aDamagedVersionsFileIsMovedAsideAndTheStatusLineSaysSo() async throws {
            try await withTmuxSession { tmux in
                try FileManager.default.createDirectory(at: tmux.stateDirectory, withIntermediateDirectories: true)
                let kept = tmux.stateDirectory.appendingPathComponent("versions.json")
                try "{\"format\":1,\"versions\":[{".write(to: kept, atomically: true, encoding: .utf8)
                try await tmux.start(["--speed", "0", "--lang", "en"], width: 140)
                try await tmux.waitFor("the kept versions could not be read; the file is now ")
                let aside = tmux.stateDirectory.appendingPathComponent("versions.json.damaged")
                #expect(try Self.text(aside) == "{\"format\":1,\"versions\":[{", "nothing is lost")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                try await Self.waitForStatus(tmux, "done")
                #expect(try Self.text(kept).hasPrefix("{\"format\":1,\"versions\":[{\""), "a fresh file from then on")
            }
        }

        /// What the first release saved: the text, then `---` and `Key: value` lines.
        static let legacySave = """
            I'm Katherine. I calculate orbits.

            ---
            Source: offline composer
            Date: 2024-02-01 09:15:00 +00:00
            Language: en, tone: formal, length: short
            Name: Katherine Johnson
            Role: Mathematician

            """

        @Test func f2OpensASavedIntroductionWithItsProfileAndDeletesOne() async throws {
            try await withTmuxSession { tmux in
                try FileManager.default.createDirectory(at: tmux.dataDirectory, withIntermediateDirectories: true)
                try Self.legacySave.write(
                    to: tmux.dataDirectory.appendingPathComponent("introduction-2024-02-01-091500.txt"),
                    atomically: true,
                    encoding: .utf8)
                try "# My own notes\n".write(
                    to: tmux.dataDirectory.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
                try await tmux.start(["--speed", "0", "--lang", "en"])
                try await tmux.waitFor("ready")
                try await Self.fill(tmux)
                try await tmux.press("C-g")
                try await Self.waitForStatus(tmux, "done")
                try await tmux.press("C-s")
                try await tmux.waitFor("saved to")

                try await tmux.press("F2")
                let list = try await tmux.waitFor("Saved introductions (2)")
                let text = list.joined(separator: "\n")
                #expect(text.contains("▸ 1  "), "the newest is chosen")
                #expect(text.contains("Katherine Johnson"))
                #expect(text.contains("skipped notes.md"))
                try await tmux.press("Down", "Enter")
                try await tmux.waitFor("Also load its profile into the form? y/n")
                try await tmux.press("y")
                // The version opens (2/2) before the question is answered: wait for the answer's effect, the form.
                try await tmux.waitForScreen("the form to hold the saved profile") {
                    $0.first?.contains("Katherine") == true
                }
                let opened = try await Self.waitForStatus(tmux, "done · 2/2")
                #expect(opened.introduction() == "I'm Katherine. I calculate orbits.")
                #expect(opened.rows[0].contains("Katherine Johnson"), "the form holds its profile")
                #expect(opened.rows[1].contains("Mathematician"))

                try await tmux.press("F2")
                try await tmux.waitFor("Saved introductions (2)")
                try await tmux.press("d")
                try await tmux.waitFor(".md? y/n")
                try await tmux.press("y")
                try await tmux.waitFor("Saved introductions (1)")
                let remaining = try FileManager.default.contentsOfDirectory(atPath: tmux.dataDirectory.path).sorted()
                #expect(remaining == ["introduction-2024-02-01-091500.txt", "notes.md"])

                try await tmux.resize(width: 40, height: 12)
                let small = try await tmux.waitForScreen("the list at 40x12") { rows in
                    rows.count == 12 && rows.contains { $0.hasPrefix("┌ Saved introductions (1)") }
                }
                for row in small { #expect(CapturedScreen.columns(row) <= 40, "\(row)") }
                try await tmux.press("Escape")
                try await tmux.waitForScreen("the list to close") { !$0.joined().contains("Saved introductions") }
            }
        }
    }
}

extension TerminalTests.TerminalVersionTests {
    /// Closing the terminal mid-stream ends the app with exit status 129, never with a kill by the second SIGHUP
    /// (the shell's, then the kernel's) that can arrive while it restores the terminal.
    ///
    /// As in a terminal window, an interactive bash is the session leader and the app runs as its job: on the
    /// hangup bash sends SIGHUP to its jobs, and when bash exits the kernel sends the foreground group another.
    /// A shell's `$?` says 129 both for `exit(129)` and for a kill by SIGHUP, so the job is a small python3 parent
    /// that ignores SIGHUP (like `trap "" HUP`; the app installs its own handlers) and records the wait status
    /// itself: `returncode` is 129 for the exit and -1 for the kill. Several runs: the race is intermittent (before
    /// the fix about one run in three or five was killed).
    @Test func closingTheTerminalMidStreamExitsWith129EveryTime() async throws {
        let recorder = """
            import os, signal, subprocess, sys
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
            code = subprocess.call(sys.argv[2:])
            with open(sys.argv[1] + ".part", "w") as part:
                part.write(str(code))
            os.rename(sys.argv[1] + ".part", sys.argv[1])
            """
        for run in 1...6 {
            try await withTmuxSession { tmux in
                try Self.keepTwentyVersions(in: tmux)
                let status = tmux.home.appendingPathComponent("status")
                // bash -i -c 'python3 -c RECORDER STATUS env -i … introgen …; true' (`; true` keeps bash from exec'ing it)
                let job = #"/usr/bin/python3 -c "$0" "$@"; true"#
                try await tmux.start(
                    ["--speed", "30", "--lang", "en", "--length", "long"],
                    wrapper: ["/bin/bash", "--norc", "--noprofile", "-i", "-c", job, recorder, status.path],
                    replacingShell: true)
                try await tmux.waitFor("done · 20/20")
                try await tmux.type("Ada")
                try await tmux.press("C-g")
                // A stream that has run for a while (the race showed mostly then: rarely in its first tenths).
                try await tmux.waitForScreen("a stream running for 1.5 s", timeout: .seconds(20)) { rows in
                    let status = CapturedScreen(rows).status
                    guard status.hasPrefix("generating"), let match = status.firstMatch(of: #/ (\d+)\.(\d)s /#),
                        let seconds = Int(match.1), let tenths = Int(match.2)
                    else { return false }
                    return seconds * 10 + tenths >= 15
                }
                try await tmux.tmux(["kill-pane", "-t", tmux.target])
                let deadline = ContinuousClock.now + .seconds(10)
                while !FileManager.default.fileExists(atPath: status.path), ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(50))
                }
                let code = try? String(contentsOf: status, encoding: .utf8)
                #expect(
                    code == "129",
                    "run \(run): the app's wait status was \(code ?? "not recorded") (-1: killed by SIGHUP)")
            }
        }
    }

    /// A person's usual state: twenty kept versions, which the app writes back while it ends.
    static func keepTwentyVersions(in tmux: TmuxSession) throws {
        let text = String(repeating: "I build streaming apps in Swift and write about them. ", count: 30)
        let version = """
            {"date":"2026-12-01T09:00:00Z","edited":false,"ending":"completed","introduction":{"introduction":"\(text)"},\
            "options":{"language":"en","length":"long","tone":"friendly"},"profile":{"name":"Ada"},"seed":1,\
            "source":"offline composer"}
            """
        let file = "{\"format\":1,\"versions\":[" + Array(repeating: version, count: 20).joined(separator: ",") + "]}"
        try FileManager.default.createDirectory(at: tmux.stateDirectory, withIntermediateDirectories: true)
        try file.write(
            to: tmux.stateDirectory.appendingPathComponent("versions.json"), atomically: true, encoding: .utf8)
    }
}
