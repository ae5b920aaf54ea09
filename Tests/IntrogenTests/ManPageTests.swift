import Foundation
import TestSupport
import Testing

/// The options a command's `--help` names (`--provider`, `--format`, …), read from the real binary, so the man
/// page and the completions are checked against what the program says it accepts.
func helpOptions(_ command: [String]) async throws -> Set<String> {
    let result = try await IntrogenBinary.run(command + ["--help"], environment: ["LANG": "C.UTF-8"])
    try #require(result.status == 0)
    let pattern = /--[a-z][a-z-]*[a-z]/
    return Set(result.stdout.matches(of: pattern).map { String($0.output) })
}

/// The commands whose options are checked: the app itself, then each command.
let commandsWithOptions: [[String]] = [
    [], ["generate"], ["inspect"], ["history"], ["models"], ["completions"], ["serve"],
]

@Suite("The man page")
struct ManPageTests {
    static let page = repositoryRoot.appendingPathComponent("docs/introgen.1")

    @Test func groffFindsNothingToWarnAbout() async throws {
        let output = try await runTool("/usr/bin/groff", ["-man", "-ww", "-z", Self.page.path])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    /// `man` formats for the terminal's width; from 60 columns up nothing is left unbreakable or unadjustable.
    @Test(arguments: [60, 80, 132])
    func manRendersItWithoutAWarningAtWidth(_ width: Int) async throws {
        let output = try await runTool(
            "/usr/bin/man", ["-l", "-P", "cat", Self.page.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANWIDTH": "\(width)"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count > 100)
        #expect(lines.allSatisfy { $0.count <= width }, "every line fits")
    }

    /// Checked in the source, where an option is written `\-\-name` and never hyphenated across lines.
    @Test(arguments: commandsWithOptions)
    func everyOptionTheHelpNamesIsDocumented(command: [String]) async throws {
        let source = try String(contentsOf: Self.page, encoding: .utf8)
        let options = try await helpOptions(command)
        #expect(!options.isEmpty)
        for option in options {
            #expect(source.contains(option.replacingOccurrences(of: "-", with: "\\-")), "\(option) of \(command)")
        }
        if let name = command.first {
            #expect(source.contains(".B introgen \(name)") || source.contains("\"introgen \(name)"), "\(name)")
        }
    }

    /// The keys of the app, the issue-10 keys included, and the variables it reads are all named.
    @Test func theKeysAndTheEnvironmentAreAllThere() throws {
        let source = try String(contentsOf: Self.page, encoding: .utf8)
        let keys = [
            "Ctrl\\-G", "F5", "Esc", "Ctrl\\-C", "Ctrl\\-R", "Ctrl\\-S", "Ctrl\\-Y", "Ctrl\\-Q", "PgUp", "F1",
            "Ctrl\\-P", "Ctrl\\-N", "Alt\\-\\(<-", "Alt\\-\\(->", "Ctrl\\-O", "F4", "F2", "F3", "Ctrl\\-J", "Ctrl\\-Z",
        ]
        let variables = [
            "INTROGEN_PROVIDER", "INTROGEN_BASE_URL", "INTROGEN_MODEL", "OPENAI_API_KEY", "OPENAI_BASE_URL",
            "ANTHROPIC_API_KEY", "INTROGEN_ACCESSIBLE", "NO_COLOR", "VISUAL", "EDITOR", "https_proxy", "no_proxy",
            "SSL_CERT_FILE", "SSL_CERT_DIR", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME",
            "INTROGEN_LOCAL_URLS", "REDIS_PASSWORD",
        ]
        for word in keys + variables { #expect(source.contains(word), "\(word)") }
    }
}
