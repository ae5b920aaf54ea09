/// The top of the command line: which command runs, and the exit codes every command shares.
enum CLI {
    static let version = "introgen 0.1.0"

    static let usage = """
        introgen: write a self-introduction from a short profile, streamed from a model or the offline composer.

        usage: introgen [options]            the terminal app (plain text to stdout when stdout is not a terminal)
               introgen generate [options]   stream one introduction to stdout
               introgen inspect [FILE | -]   decode a raw Server-Sent Events capture, one JSON object per line
               introgen inspect --url URL    the same for a live stream

        Run `introgen COMMAND --help` for a command's options.
        --help, --version on every command.
        """

    static func main(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first else { return await runDefault([]) }
        switch command {
        case "inspect": return await InspectCommand.run(Array(arguments.dropFirst()))
        case "generate": return await GenerateCommand.run(Array(arguments.dropFirst()))
        case "--version": StandardStreams.write(version + "\n"); return 0
        case "--help", "-h", "help": StandardStreams.write(usage + "\n" + AppCommand.usage + "\n"); return 0
        default: return await runDefault(arguments)
        }
    }

    private static func runDefault(_ arguments: [String]) async -> Int32 {
        await AppCommand.run(arguments)
    }

    /// Prints a usage error with the command's usage on stderr; exit code 2.
    static func usageFailure(_ error: UsageError, usage: String) -> Int32 {
        StandardStreams.error("introgen: \(error)")
        StandardStreams.error(usage)
        return 2
    }
}
