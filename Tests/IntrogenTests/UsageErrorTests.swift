import Foundation
import TestSupport
import Testing

/// A usage error is one line on stderr, the sentence then where the rest is (`See 'introgen generate --help'.`),
/// exit 2, for every command: never the whole usage, which buried the sentence under 50 lines.
@Suite("introgen usage errors")
struct UsageErrorTests {
    /// The help a usage error points at: the command used, or `introgen --help` for the app and an unknown command.
    static func pointer(_ arguments: [String]) -> String {
        let commands = ["generate", "inspect", "history", "models", "completions", "serve"]
        guard let first = arguments.first, commands.contains(first) else { return "See 'introgen --help'." }
        return "See 'introgen \(first) --help'."
    }

    @Test(arguments: [
        ["generate", "--tone", "grumpy"], ["generate", "--lang", "fr!"], ["generate", "--length", "huge"],
        ["generate", "--for", "party"], ["generate", "--format", "xml"], ["generate", "--speed", "fast"],
        ["generate", "--seed", "-1"], ["generate", "--header", "no colon"], ["generate", "--name"],
        ["generate", "--bogus"], ["generate", "stray"], ["generate", "--profile", "/nonexistent/profile.json"],
        ["--tone", "grumpy"], ["--nam", "Ada"], ["--lang"], ["genrate"], ["frobnicate"],
        ["inspect", "--max-event-size", "0"], ["inspect", "--url", "ftp://example.com"], ["inspect", "--frobnicate"],
        ["inspect", "--url", "http://127.0.0.1:1/", "--method", "GE T"], ["inspect", "a", "b"],
        ["history", "--format", "yaml"], ["history", "show", "x"], ["history", "--bogus"],
        ["models", "--format", "yaml"], ["models", "--formt", "json"], ["models", "stray"],
        ["serve", "--port", "x"], ["serve", "--log-format", "xml"], ["serve", "--tone", "grumpy"], ["serve", "--hots"],
        ["completions", "tcsh"], ["completions"], ["completions", "--shell", "bash"],
        ["generate", "--tone", "two\nlines"],
    ])
    func aUsageErrorIsOneLineWithAPointerToTheHelp(arguments: [String]) async throws {
        let result = try await IntrogenBinary.run(arguments, environment: IntrogenBinary.environment())
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("introgen: "))
        #expect(result.stderr.hasSuffix(" " + Self.pointer(arguments) + "\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("usage:"))
        #expect(!result.stderr.contains(".."), "no doubled full stop: \(result.stderr)")
    }

    @Test(arguments: [
        (
            ["generate", "--tone", "grumpy"],
            #"--tone is "grumpy": use one of friendly, formal, casual. See 'introgen generate --help'."#
        ),
        (["generate", "--nam", "Ada"], "unknown option --nam (did you mean --name?). See 'introgen generate --help'."),
        (["generate", "-name", "Ada"], "unknown option -name (did you mean --name?). See 'introgen generate --help'."),
        (
            ["generate", "--lenght", "short"],
            "unknown option --lenght (did you mean --length?). See 'introgen generate --help'."
        ),
        (["generate", "--lan", "en"], "unknown option --lan (did you mean --lang?). See 'introgen generate --help'."),
        (
            ["models", "--formt", "json"],
            "unknown option --formt (did you mean --format?). See 'introgen models --help'."
        ),
        (["serve", "--hots", "::1"], "unknown option --hots (did you mean --host?). See 'introgen serve --help'."),
        (
            ["inspect", "--max-reconects", "1"],
            "unknown option --max-reconects (did you mean --max-reconnects?). See 'introgen inspect --help'."
        ),
        (["--acessible"], "unknown option --acessible (did you mean --accessible?). See 'introgen --help'."),
        (["genrate"], "unknown command genrate (did you mean generate?). See 'introgen --help'."),
        (["histroy"], "unknown command histroy (did you mean history?). See 'introgen --help'."),
        (["generate", "--frobnicate"], "unknown option --frobnicate. See 'introgen generate --help'."),
        (["generate", "--name"], "--name needs a value. See 'introgen generate --help'."),
        (["frobnicate"], "unknown command frobnicate. See 'introgen --help'."),
    ])
    func aMisspeltNameIsAnsweredWithTheNearestOneWhenOneIsClose(arguments: [String], sentence: String) async throws {
        let result = try await IntrogenBinary.run(arguments, environment: IntrogenBinary.environment())
        #expect(result.status == 2)
        #expect(result.stderr == "introgen: \(sentence)\n")
    }

    /// `--help` still prints the whole usage, on stdout, for every command.
    @Test(arguments: [[], ["generate"], ["inspect"], ["history"], ["models"], ["serve"], ["completions"]])
    func helpStillPrintsTheWholeUsage(command: [String]) async throws {
        let result = try await IntrogenBinary.run(command + ["--help"], environment: IntrogenBinary.environment())
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: introgen"))
        #expect(result.stdout.split(separator: "\n").count > 5)
        #expect(result.stderr.isEmpty)
    }
}
