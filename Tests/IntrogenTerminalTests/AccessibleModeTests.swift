import Foundation
import TestSupport
import Testing

extension TerminalTests {
    /// The accessible mode of the real binary: answers piped on stdin, and a person typing in a dumb terminal.
    @Suite("introgen --accessible", .serialized, .timeLimit(.minutes(1)))
    final class AccessibleModeTests {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-accessible-\(UUID())")

        deinit {
            try? FileManager.default.removeItem(at: home)
        }

        /// Private XDG folders, so no real configuration, draft or key is read.
        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            [
                "HOME": home.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            ].merging(extra) { $1 }
        }

        func run(_ arguments: [String], answers: [String], environment extra: [String: String] = [:]) async throws
            -> ChildProcess.Output
        {
            let child = try ChildProcess(IntrogenBinary.url.path, arguments, environment: environment(extra))
            child.finishInput(Data(answers.map { $0 + "\n" }.joined().utf8))
            return await child.wait()
        }

        @Test func aFullStdoutEndsTheConversationWithExitOneAndASentence() async throws {
            let child = try ChildProcess(
                IntrogenBinary.url.path, ["--accessible", "--speed", "0"], environment: environment(),
                stdout: .file("/dev/full"))
            child.finishInput(Data("Ada\n".utf8))
            let output = await child.wait()
            #expect(output.status == 1)
            #expect(
                output.stderr
                    == "introgen: could not write the conversation to standard output: No space left on device\n")
        }

        @Test func pipedAnswersFillTheFormGenerateSaveAndQuit() async throws {
            let answers = [
                "Ada", "iOS engineer", "Swift, SSE", "5 years", "", "", "2", "formal", "short", "team", "s", "q",
            ]
            let output = try await run(["--accessible", "--speed", "0", "--seed", "3"], answers: answers)
            #expect(output.status == 0, "\(output.stderr)")
            let text = output.stdout
            let questions = [
                "Name: Ada\n", "Role: iOS engineer\n", "Skills (comma separated): Swift, SSE\n",
                "Experience: 5 years\n",
                "Interests: \n", "Notes: \n",
                "Language: 1 Japanese (ja), 2 English (en), or a language tag such as id, de or zh-Hans [en]: 2\n",
                "Tone: 1 friendly, 2 formal, 3 casual [friendly]: formal\n",
                "Length: 1 short, 2 medium, 3 long [medium]: short\n",
                "For: 1 meetup, 2 team, 3 interview, 4 linkedin, 5 speaker, 6 x, 7 github [meetup]: team\nGenerating…\n",
            ]
            var position = text.startIndex
            for question in questions {
                let found = try #require(text.range(of: question, range: position..<text.endIndex), "\(question)")
                position = found.upperBound
            }
            let transcript = text[position...]
            for label in ["Headline:\n", "Introduction:\n", "Highlights:\n- ", "Bio:\n", "\nDone.\n"] {
                #expect(transcript.contains(label), "\(label)")
            }
            #expect(transcript.contains("Ada"))
            #expect(transcript.contains("r regenerate, t change, s save, c copy, e edit, q quit: s\nSaved to "))
            #expect(transcript.hasSuffix("r regenerate, t change, s save, c copy, e edit, q quit: q\n"))
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B }, "no escape sequence: nothing is drawn")
            // What was typed is kept as the draft, and the saved file holds the text.
            let draft = try String(
                contentsOf: home.appendingPathComponent("state/introgen/draft.json"), encoding: .utf8)
            #expect(draft.contains("iOS engineer") && draft.contains("\"formal\""))
            let saved = try FileManager.default.contentsOfDirectory(
                atPath: home.appendingPathComponent("data/introgen").path)
            #expect(saved.count == 1)
        }

        /// A source's text reaches the transcript as plain lines, its control sequences removed; the mode also
        /// starts from INTROGEN_ACCESSIBLE, and the draft's values come back in brackets.
        @Test func aServicesTextIsWrittenUnlabelledWithoutItsControlSequences() async throws {
            let pieces = ["Hello \u{1B}[2J", "from the \u{1B}]0;title\u{07}service.\n", "Second line."]
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(pieces)) }) { server in
                let first = try await run(
                    ["--provider", "service", "--url", server.url("/api").absoluteString],
                    answers: ["Grace", "admiral"], environment: ["INTROGEN_ACCESSIBLE": "1"])
                #expect(first.status == 0, "\(first.stderr)")
                #expect(first.stdout.contains("Generating…\nHello from the service.\nSecond line.\nDone.\n"))
                #expect(!first.stdout.contains("Introduction:"), "a text-only source has no labels")
                #expect(!first.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
                let again = try await run(
                    ["--accessible", "--provider", "service", "--url", server.url("/api").absoluteString],
                    answers: ["", ""])
                #expect(again.stdout.contains("Name [Grace]: \nRole [admiral]: "), "\(again.stdout)")
            }
        }

        @Test func aFailedGenerationSaysItsSentenceAndTheMenuFollows() async throws {
            try await withLoopbackServer({ _ in
                .text(status: 400, #"{"error":{"message":"profile too long"}}"#, contentType: "application/json")
            }) { server in
                let output = try await run(
                    ["--accessible", "--provider", "service", "--url", server.url("/api").absoluteString],
                    answers: ["", "", "", "", "", "", "", "", "", "", "q"])
                #expect(output.status == 0)
                #expect(
                    output.stdout.contains(
                        "Generating…\nError: The server rejected the request (HTTP 400: profile too long)"))
                #expect(output.stdout.hasSuffix("r regenerate, t change, s save, c copy, e edit, q quit: q\n"))
            }
        }

        /// An editor script in the test's folder: `body` is the shell code, `$1` the file.
        func editor(_ body: String) throws -> String {
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let script = home.appendingPathComponent("editor-\(UUID()).sh")
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            return script.path
        }

        /// The saved introductions' text.
        func savedFiles() throws -> [String] {
            let folder = home.appendingPathComponent("data/introgen")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }
        }

        @Test func editInTheMenuKeepsTheEditorsChangeAndSaveUsesIt() async throws {
            let editor = try editor("sed -i 's/Hello/Howdy/' \"$1\"")
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["Hello ", "from the service."])) }) {
                server in
                let output = try await run(
                    ["--accessible", "--provider", "service", "--url", server.url("/api").absoluteString],
                    answers: Array(repeating: "", count: 10) + ["e", "s", "q"],
                    environment: ["EDITOR": editor, "PATH": "/usr/bin:/bin"])
                #expect(output.status == 0, "\(output.stderr)")
                #expect(
                    output.stdout.contains(
                        "e edit, q quit: e\nYour edit of the introduction is kept as a new version.\n"),
                    "\(output.stdout)")
                let saved = try savedFiles()
                #expect(saved.count == 1)
                #expect(saved.first?.hasPrefix("Howdy from the service.") == true, "\(saved)")
            }
        }

        /// The editor gets every key typed into it: nothing is read from the terminal while it runs.
        @Test func anEditorInTheTerminalGetsWhatIsTypedIntoIt() async throws {
            let editor = try editor("printf 'New text: '; read line; printf '%s\\n' \"$line\" > \"$1\"")
            try await withLoopbackServer({ _ in .eventStream(ServiceWire.steps(["Hello ", "from the service."])) }) {
                server in
                try await withTmuxSession { session in
                    try await session.start(
                        ["--accessible", "--provider", "service", "--url", server.url("/api").absoluteString],
                        environment: ["EDITOR": editor])
                    for question in [
                        "Name:", "Role:", "Skills", "Experience:", "Interests:", "Notes:", "Language:", "Tone:",
                        "Length:", "For:",
                    ] {
                        try await session.waitForScreen("the question \(question)") { rows in
                            rows.last { !$0.isEmpty }?.hasPrefix(question) == true
                        }
                        try await session.press("Enter")
                    }
                    try await session.waitFor("Done.")
                    try await session.waitForScreen("the menu") {
                        $0.last { !$0.isEmpty }?.hasPrefix("r regenerate") == true
                    }
                    try await session.type("e")
                    try await session.press("Enter")
                    try await session.waitFor("New text:")
                    try await session.type("Brand new words")
                    try await session.press("Enter")
                    try await session.waitFor("Your edit of the introduction is kept as a new version.")
                    try await session.type("s")
                    try await session.press("Enter")
                    try await session.waitFor("Saved to")
                    try await session.type("q")
                    try await session.press("Enter")
                    #expect(try await session.waitForExit() == 0)
                    let folder = session.dataDirectory
                    let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    let text = try String(
                        contentsOf: folder.appendingPathComponent(try #require(saved.first)), encoding: .utf8)
                    #expect(text.hasPrefix("Brand new words"), "\(text)")
                }
            }
        }

        /// A person at a dumb terminal: the mode starts by itself, each question waits for its answer, Ctrl-C stops
        /// the text and comes back to the menu, r writes another, q quits; Ctrl-C at a question quits with 130.
        @Test func aPersonAtADumbTerminalAnswersStopsRegeneratesAndQuits() async throws {
            try await withTmuxSession { session in
                let terminal = ["TERM": "dumb"]
                try await session.start(["--speed", "25", "--seed", "1"], environment: terminal)
                for (question, answer) in [
                    // The screen's rows lose their trailing spaces, so a question ends in its colon there.
                    ("Name:", "Ada"), ("Role:", "iOS engineer"), ("Skills", ""), ("Experience:", ""),
                    ("Interests:", ""), ("Notes:", ""), ("Language:", "en"), ("Tone:", ""), ("Length:", "long"),
                    ("For:", ""),
                ] {
                    try await session.waitForScreen("the question \(question)") { rows in
                        rows.last { !$0.isEmpty }?.hasPrefix(question) == true
                    }
                    try await session.type(answer)
                    try await session.press("Enter")
                }
                try await session.waitFor("Generating…")
                try await session.waitFor("Introduction:")
                try await session.press("C-c")
                try await session.waitFor("Stopped.")
                try await session.waitForScreen("the menu") {
                    $0.last { !$0.isEmpty }?.hasPrefix("r regenerate") == true
                }
                #expect(try await session.display("#{alternate_on}") == "0", "no full-screen mode")
                try await session.type("r")
                try await session.press("Enter")
                try await session.waitForScreen("a second generation") { rows in
                    rows.filter { $0.hasPrefix("Generating…") }.count == 2
                }
                try await session.press("C-c")
                try await session.waitForScreen("the second stop") { $0.filter { $0 == "Stopped." }.count == 2 }
                try await session.type("q")
                try await session.press("Enter")
                #expect(try await session.waitForExit() == 0)

                try await session.start([], environment: terminal)
                try await session.waitFor("Name [Ada]:")
                try await session.press("C-c")
                #expect(try await session.waitForExit() == 130)
            }
        }
    }
}
