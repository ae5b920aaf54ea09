import Dispatch
import EventStream
import FoundationEssentials
import IntroTUI
import Localization
import ReadingLexicon
import SafeText
import TextBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The top of the command line: which command runs, and the exit codes every command shares.
enum CLI {
    /// The release number; `make install` and the man page name the same one.
    static let number = "0.2.0"

    /// `introgen 0.2.0 (ncursesw 6.4, libcurl 7.88.1, MeCab with IPADIC)`: the libraries a run may use, which is
    /// what a bug report needs; the ones loaded on first use (libcurl, MeCab) as built against, so that asking costs
    /// no loading.
    static var version: String {
        "introgen \(number) (\(TerminalLibrary.version), \(HTTPStreamingTransport.libraryVersion), "
            + "\(JapaneseMorphology.libraryDescription))"
    }

    static let usage = """
        introgen: write a self-introduction from a short profile, streamed from a model or the offline composer.

        usage: introgen [options]            the terminal app (plain text to stdout when stdout is not a terminal)
               introgen generate [options]   stream one introduction to stdout
               introgen inspect [FILE | -]   decode a raw Server-Sent Events capture, one JSON object per line
               introgen inspect --url URL    the same for a live stream
               introgen history              the saved introductions, newest first
               introgen history show N       one saved introduction (1 is the newest)
               introgen models               every model of every configured provider and local server
               introgen completions SHELL    print the completion script for bash, zsh or fish
               introgen serve [options]      serve introductions over HTTP (the introduction-service protocol)

        Run `introgen COMMAND --help` for a command's options, `man introgen` for everything.
        --help, --version on every command.
        """

    /// Runs the command, then waits until stdout and stderr hold everything it wrote: output that could not be
    /// written is exit 1 with one sentence on stderr (a reader gone away is exit 141, as SIGPIPE makes it), whatever
    /// the command returned.
    static func main(_ arguments: [String]) async -> Int32 {
        let status = await run(arguments)
        let (sentence, failed) = await StandardStreams.finish(interrupted: status == 130)
        if let sentence {
            StandardStreams.error(sentence)
            _ = await StandardStreams.errors.drain(waitingAtMost: .seconds(1))
            return 1
        }
        if StandardStreams.output.failure?.isClosedPipe == true { return 128 + SIGPIPE }
        return failed && status == 0 ? 1 : status
    }

    private static func run(_ arguments: [String]) async -> Int32 {
        // The interface's language for what a person reads; `serve` stays English (its sentences are the API's), and
        // so do the usage, the version and the completion scripts, which never pass through tr(): those skip loading
        // the locale at all (the start-up of `--version` is measured).
        let english: Set = ["serve", "completions", "--version", "--help", "-h", "help"]
        if !english.contains(arguments.first ?? "") { InterfaceLocale.start() }
        guard let command = arguments.first else { return await runDefault([]) }
        switch command {
        case "inspect": return await InspectCommand.run(Array(arguments.dropFirst()))
        case "generate": return await GenerateCommand.run(Array(arguments.dropFirst()))
        case "history": return HistoryCommand.run(Array(arguments.dropFirst()))
        case "models": return await ModelsCommand.run(Array(arguments.dropFirst()))
        case "completions": return CompletionsCommand.run(Array(arguments.dropFirst()))
        case "serve": return await ServeCommand.run(Array(arguments.dropFirst()))
        case "--version":
            StandardStreams.subject.set(tr("the version"))
            StandardStreams.write(version + "\n")
            return 0
        case "--help", "-h", "help":
            StandardStreams.subject.set(tr("the usage"))
            StandardStreams.write(usage + "\n" + AppCommand.usage + "\n")
            return 0
        default:
            // A word where a command goes is a command misspelt far more often than a positional the app takes.
            guard command.hasPrefix("-") else {
                return usageFailure(.unknown(.command, command, known: commands), command: nil)
            }
            return await runDefault(arguments)
        }
    }

    /// The commands, for the suggestion after an unknown one (`introgen genrate` → generate).
    static let commands = ["generate", "inspect", "history", "models", "completions", "serve", "help"]

    private static func runDefault(_ arguments: [String]) async -> Int32 {
        await AppCommand.run(arguments)
    }

    /// What parsing a command line came to: run the command, or exit now (help, version, usage error).
    enum Parsed<Command> {
        case run(Command)
        case exit(Int32)
    }

    /// Parses `arguments`, answers `--help` (the whole `usage`, on stdout) and `--version`, and turns them into a
    /// command with `interpret`; a `UsageError` from either step is said as ``usageFailure(_:command:)`` says it,
    /// pointing at `introgen <command> --help` (`command` nil: the app, `introgen --help`).
    static func parse<Command>(
        _ arguments: [String],
        spec: OptionSpec,
        usage: String,
        command: String?,
        _ interpret: (ParsedArguments) throws -> Command
    ) -> Parsed<Command> {
        do {
            let parsed = try ParsedArguments(arguments, spec: spec)
            if parsed.has("help") {
                StandardStreams.subject.set("the usage")
                StandardStreams.write(usage + "\n")
                return .exit(0)
            }
            if parsed.has("version") {
                StandardStreams.subject.set("the version")
                StandardStreams.write(version + "\n")
                return .exit(0)
            }
            return .run(try interpret(parsed))
        } catch let error as UsageError {
            return .exit(usageFailure(error, command: command))
        } catch {
            return .exit(usageFailure(UsageError("\(error)"), command: command))
        }
    }

    /// `Name: value` from a `--header` flag; the name must be an HTTP token and the value hold no line break.
    static func header(_ text: String) throws(UsageError) -> (name: String, value: String) {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
            throw UsageError("--header must look like 'Name: value'")
        }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard HTTPToken.isValid(name) else {
            throw UsageError("--header name \"\(TextSanitizer.singleLine(name, limit: 60))\" is not an HTTP token")
        }
        guard HTTPToken.isValidFieldValue(value) else {
            throw UsageError("--header \(name) holds a line break")
        }
        return (name, value)
    }

    /// Says a usage error on stderr as one line, the sentence and where the rest is:
    /// `introgen: --tone is "grumpy": use one of friendly, formal, casual. See 'introgen generate --help'.`
    /// The whole usage (50 lines) would push the sentence off the screen; `--help` prints it. The line is made safe
    /// and kept on one line (a value typed with a line break in it cannot split it). Exit code 2.
    static func usageFailure(_ error: UsageError, command: String?) -> Int32 {
        let sentence = error.description
        let help = command.map { "introgen \($0) --help" } ?? "introgen --help"
        // A sentence that already ends in a full stop (one from a shared rule) gets no second one.
        let line =
            sentence.hasSuffix(".") || sentence.hasSuffix("。")
            ? tr("%1$s See '%2$s'.", sentence, help) : tr("%1$s. See '%2$s'.", sentence, help)
        StandardStreams.error("introgen: " + TextSanitizer.messageLine(line))
        return 2
    }
}
