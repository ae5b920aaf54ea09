import Foundation
import TestSupport
import Testing

/// `introgen history` over a folder holding every kind of save introgen has made, and some that it did not.
@Suite("introgen history")
struct HistoryCommandTests {
    /// A private XDG home whose data folder holds the files; dates are shown in UTC.
    final class Home {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-history-\(UUID().uuidString)")
        var data: URL { url.appendingPathComponent("data/introgen") }

        init(_ files: [String: String] = HistoryCommandTests.files) throws {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            for (name, text) in files {
                try text.write(to: data.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        var environment: [String: String] {
            [
                "HOME": url.path, "XDG_DATA_HOME": url.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": url.appendingPathComponent("config").path, "LANG": "C.UTF-8", "TZ": "UTC",
            ]
        }

        func run(_ arguments: [String]) async throws -> IntrogenBinary.Result {
            try await IntrogenBinary.run(["history"] + arguments, environment: environment)
        }
    }

    /// Format 2: the four parts in the metadata.
    static let formatTwoMarkdown = """
        # Engineer who streams

        Hi, I'm Ada. I build streaming apps.

        - Swift
        - SSE

        Ada builds apps.

        """

    static let formatTwo =
        formatTwoMarkdown + """

            <!-- introgen
            {
              "date" : "2026-11-30T23:30:12+09:00",
              "format" : 2,
              "introduction" : {
                "bio" : "Ada builds apps.",
                "headline" : "Engineer who streams",
                "highlights" : [ "Swift", "SSE" ],
                "introduction" : "Hi, I'm Ada. I build streaming apps."
              },
              "options" : { "language" : "en", "length" : "short", "tone" : "casual" },
              "profile" : { "name" : "Ada", "role" : "Engineer", "skills" : [ "Swift" ] },
              "source" : "openai gpt-4o-mini"
            }
            -->

            """

    /// Format 1: no parts; the Markdown has the shape introgen writes.
    static let formatOne = """
        # Admiral

        はじめまして、グレースと申します。

        - COBOL

        Grace writes compilers.

        <!-- introgen
        {
          "date" : "2026-11-29T10:00:00+00:00",
          "format" : 1,
          "options" : { "language" : "ja", "length" : "medium", "tone" : "formal" },
          "profile" : { "name" : "Grace Hopper" },
          "source" : "offline composer"
        }
        -->

        """

    /// The first release's text file.
    static let legacy = """
        I'm Katherine. I calculate orbits.

        ---
        Source: offline composer
        Date: 2024-02-01 09:15:00 +00:00
        Language: en, tone: formal, length: short
        Name: Katherine Johnson

        """

    static let files = [
        "introduction-2026-11-30-233012.md": formatTwo,
        "introduction-2026-11-29-100000.md": formatOne,
        "introduction-2024-02-01-091500.txt": legacy,
        "notes.md": "# My own notes\n",
        "broken.md": "Text.\n\n<!-- introgen\n{\"format\": 2\n-->\n",
    ]

    @Test func theListIsNewestFirstOneLineEachAndSkippedFilesAreNamedOnStderr() async throws {
        let home = try Home()
        let result = try await home.run([])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                1  2026-11-30 14:30  Ada                en  Hi, I'm Ada. I build streaming apps.
                2  2026-11-29 10:00  Grace Hopper       ja  はじめまして、グレースと申します。
                3  2024-02-01 09:15  Katherine Johnson  en  I'm Katherine. I calculate orbits.

                """, "\(result.stdout)")
        let warnings = result.stderr.split(separator: "\n").sorted()
        #expect(warnings.count == 2, "\(result.stderr)")
        #expect(warnings.first?.hasPrefix("introgen: skipped broken.md: its introgen details are damaged") == true)
        #expect(warnings.last?.hasPrefix("introgen: skipped notes.md: it has no introgen details") == true)
    }

    @Test func jsonGivesEveryFieldOfEveryEntry() async throws {
        let home = try Home()
        let result = try await home.run(["--format", "json"])
        #expect(result.status == 0)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["number"] as? Int } == [1, 2, 3])
        let first = try #require(entries.first)
        #expect(first["file"] as? String == home.data.appendingPathComponent("introduction-2026-11-30-233012.md").path)
        #expect(first["date"] as? String == "2026-11-30T14:30:12+00:00")
        #expect(first["name"] as? String == "Ada")
        #expect(first["language"] as? String == "en")
        #expect(first["tone"] as? String == "casual")
        #expect(first["length"] as? String == "short")
        #expect(first["source"] as? String == "openai gpt-4o-mini")
        let parts = try #require(first["introduction"] as? [String: Any])
        #expect(parts["headline"] as? String == "Engineer who streams")
        #expect(parts["introduction"] as? String == "Hi, I'm Ada. I build streaming apps.")
        #expect(parts["highlights"] as? [String] == ["Swift", "SSE"])
        #expect(parts["bio"] as? String == "Ada builds apps.")
        let second = try #require(entries.dropFirst().first?["introduction"] as? [String: Any])
        #expect(second["headline"] as? String == "Admiral", "format 1 taken apart")
        #expect(second["highlights"] as? [String] == ["COBOL"])
        let third = try #require(entries.last)
        #expect(third["tone"] as? String == "formal")
        #expect(
            (third["introduction"] as? [String: Any])?["introduction"] as? String
                == "I'm Katherine. I calculate orbits.")
    }

    @Test func showPrintsAnEntryAsItWasSaved() async throws {
        let home = try Home()
        let first = try await home.run(["show", "1"])
        #expect(first.status == 0)
        #expect(first.stdout == Self.formatTwoMarkdown)
        let legacy = try await home.run(["show", "3"])
        #expect(legacy.stdout == "I'm Katherine. I calculate orbits.\n")
        let json = try await home.run(["show", "2", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["number"] as? Int == 2)
        #expect(object["name"] as? String == "Grace Hopper")
    }

    @Test func aNumberOutOfRangeIsExitOneWithOneSentence() async throws {
        let home = try Home()
        let result = try await home.run(["show", "4"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "introgen: there is no saved introduction 4 (there are 3; `introgen history` lists them)\n"))
    }

    @Test(arguments: [
        ["show"], ["show", "0"], ["show", "x"], ["show", "1", "2"], ["list"], ["--format", "yaml"], ["--bogus"],
    ])
    func usageErrorsAreExitTwo(arguments: [String]) async throws {
        let home = try Home([:])
        let result = try await home.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix(". See 'introgen history --help'.\n"))
        #expect(!result.stderr.contains("usage:"))
    }

    @Test func helpVersionAndAnEmptyFolder() async throws {
        let home = try Home([:])
        let help = try await home.run(["--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix(
                "usage: introgen history [--format text|json]\n       introgen history show N [--format text|json]"))
        #expect(try await home.run(["--version"]).stdout.hasPrefix("introgen "))
        let empty = try await home.run([])
        #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.isEmpty)
        #expect(try await home.run(["--format", "json"]).stdout == "[]\n")
        let none = try await home.run(["show", "1"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("there are none yet"))
    }

    /// On a terminal the lines fit its width (cut at a whole word, `…`) and nothing from a file reaches it raw.
    @Test(.timeLimit(.minutes(1)))
    func onATerminalLinesFitItsWidthAndControlSequencesNeverReachIt() async throws {
        // Raw in the Markdown (a hand-edited file), JSON-escaped in the metadata: both reach introgen as controls.
        var hostile = Self.formatTwo.replacingOccurrences(
            of: #""name" : "Ada""#, with: #""name" : "Eve\u001b]2;pwned\u0007""#)
        if let first = hostile.range(of: "Hi, I'm Ada. I build") {
            hostile.replaceSubrange(first, with: "Hi, I'm \u{1B}]2;pwned\u{07}Eve. I build")
        }
        try await withTmuxSession { tmux in
            try FileManager.default.createDirectory(at: tmux.dataDirectory, withIntermediateDirectories: true)
            let files = Self.files.merging(["introduction-2026-11-30-233012.md": hostile], uniquingKeysWith: { $1 })
            for (name, text) in files {
                try text.write(to: tmux.dataDirectory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            try await tmux.start(["history"], width: 50, height: 12, environment: ["TZ": "UTC"])
            #expect(try await tmux.waitForExit() == 0)
            let rows = try await tmux.screen()
            let lines = rows.filter { $0.hasPrefix("1 ") || $0.hasPrefix("2 ") || $0.hasPrefix("3 ") }
            #expect(
                lines == [
                    "1  2026-11-30 14:30  Eve                en  Hi,…",
                    "2  2026-11-29 10:00  Grace Hopper       ja  はじ…",
                    "3  2024-02-01 09:15  Katherine Johnson  en  I'm…",
                ], "\(rows)")
            #expect(try await tmux.display("#{pane_title}") != "pwned")

            try await tmux.start(["history", "show", "1"], width: 50, height: 12, environment: ["TZ": "UTC"])
            #expect(try await tmux.waitForExit() == 0)
            #expect(try await tmux.screenText().contains("Hi, I'm Eve. I build"))
            #expect(try await tmux.display("#{pane_title}") != "pwned")
        }
    }
}
